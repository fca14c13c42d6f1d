/**
 * Issue 13: the language follows the browser unless picked; plurals, server errors, the shared
 * score rules' sentences, dates and numbers come out in the active language, English as specified.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchFormatProblems } from '@/shared/domain/match-formats';
import { MATCH_FORMATS } from '@/shared/domain/constants';
import { activateLocale, t } from '@/client/i18n/i18n';
import { matchLocale } from '@/client/i18n/languages';
import { serverErrorText } from '@/client/i18n/server-errors';
import { localiseScoreProblem } from '@/client/i18n/score-problems';
import { formatDay, formatDecimal, formatRate } from '@/client/i18n/format';
import { formatMatchStart, formatStart, formatStartHour } from '@/client/i18n/format-start';
import { setClock } from '@/client/lib/clock';
import { badgeLabel, signInNotice } from '@/client/offline/messages';

afterEach(() => activateLocale('en'));

describe('the language of the browser', () => {
  it('takes the first language Bandeja speaks, on its language part, English otherwise', () => {
    expect(matchLocale(['es-AR', 'en-US'])).toBe('es');
    expect(matchLocale(['fr-FR', 'es'])).toBe('es');
    expect(matchLocale(['en-GB', 'es-ES'])).toBe('en');
    expect(matchLocale(['fr-FR', 'de'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
});

describe('plurals', () => {
  it('has the English forms of the specification', () => {
    expect(t('players.found', { count: 1 })).toBe('1 player found');
    expect(t('players.found', { count: 23 })).toBe('23 players found');
    expect(badgeLabel(1)).toBe('1 change waiting to sync');
    expect(signInNotice(1)).toBe('1 change is waiting to be sent. Sign in to send it.');
    expect(signInNotice(3)).toBe('3 changes are waiting to be sent. Sign in to send them.');
  });

  it('has the Spanish forms', async () => {
    await activateLocale('es');
    expect(t('players.found', { count: 1 })).toBe('1 jugador encontrado');
    expect(t('players.found', { count: 23 })).toBe('23 jugadores encontrados');
    expect(signInNotice(1)).toBe('Hay 1 cambio pendiente de envío. Inicia sesión para enviarlo.');
    expect(signInNotice(2)).toBe('Hay 2 cambios pendientes de envío. Inicia sesión para enviarlos.');
  });
});

describe('server errors', () => {
  const conflict = { error: 'These two players already form team "Ana / Bea"', code: 'CONFLICT', details: [{ field: 'player2Id', message: 'x' }] };

  it('in English, show the server’s own sentence', () => {
    expect(serverErrorText(conflict)).toBe(conflict.error);
    expect(serverErrorText({ error: 'Club not found', code: 'NOT_FOUND' })).toBe('Club not found');
  });

  it('in Spanish, are chosen by code and field, with the English sentence for an unknown code or none', async () => {
    await activateLocale('es');
    expect(serverErrorText(conflict)).toBe('Estos dos jugadores ya forman una pareja');
    expect(serverErrorText({ ...conflict, details: [{ field: 'other' }] })).toBe(
      'Choca con datos que ya existen o destruiría resultados registrados.',
    );
    expect(serverErrorText({ error: 'Club not found', code: 'NOT_FOUND' })).toBe('No existe o ya se ha eliminado.');
    expect(serverErrorText({ error: 'Teapot', code: 'SOMETHING_NEW' })).toBe('Teapot');
    expect(serverErrorText({ error: 'No code' })).toBe('No code');
    expect(serverErrorText(null)).toBeUndefined();
  });
});

/** Results that break every rule of every format, so each sentence the rules can write comes up. */
const BAD_RESULTS: [number[], number[], 'played' | 'walkover' | 'retired'][] = [
  [[6], [], 'played'],
  [[6, 6, 6, 6, 6, 6], [0, 0, 0, 0, 0, 0], 'played'],
  [[99], [0], 'played'],
  [[6], [6], 'played'],
  [[6, 3], [3, 6], 'played'],
  [[6, 6, 6], [0, 0, 0], 'played'],
  [[6, 6, 6, 6], [0, 0, 0, 0], 'played'],
  [[6, 5], [4, 7], 'played'],
  [[6, 3, 12], [3, 6, 8], 'played'],
  [[6, 3, 9], [3, 6, 8], 'played'],
  [[8], [7], 'played'],
  [[6], [4], 'played'],
  [[6, 6], [0, 0], 'retired'],
  [[6], [0], 'walkover'],
  // timed: a set before the last that had not ended.
  [[5, 1], [3, 1], 'played'],
];

describe('the shared score rules’ sentences', () => {
  const sentences = [
    ...new Set(
      MATCH_FORMATS.flatMap((format) => BAD_RESULTS.flatMap(([a, b, outcome]) => matchFormatProblems(format, a, b, outcome).map((problem) => problem.message))),
    ),
  ];

  it('come up in numbers (the list above reaches them)', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(12);
  });

  it('stay word for word in English', () => {
    for (const sentence of sentences) expect(localiseScoreProblem(sentence)).toBe(sentence);
  });

  it('are all translated into Spanish', async () => {
    await activateLocale('es');
    const untranslated = sentences.filter((sentence) => localiseScoreProblem(sentence) === sentence);
    expect(untranslated).toEqual([]);
  });
});

describe('dates, hours and numbers', () => {
  // A Wednesday: 21 November 2026 is neither today, tomorrow nor yesterday (words: dates-for-people.test.ts).
  let restoreClock = () => {};
  beforeEach(() => {
    restoreClock = setClock(() => new Date(2026, 10, 25, 12).getTime());
  });
  afterEach(() => restoreClock());

  it('keep the specification’s formats in English', () => {
    expect(formatDay('2026-11-21')).toBe('Sat 21 Nov 2026');
    expect(formatStartHour(9)).toBe('09:00');
    expect(formatStart(1170)).toBe('19:30');
    expect(formatMatchStart({ startTime: 19, startMinutes: 1170 })).toBe('19:30');
    expect(formatMatchStart({ startTime: 19 })).toBe('19:00');
    expect(formatMatchStart({ startTime: null, startMinutes: null })).toBe('-');
    expect(formatRate(2, 3)).toBe('66.7');
    expect(formatDecimal(1445.06)).toBe('1445.1');
  });

  it('follow Intl in Spanish', async () => {
    await activateLocale('es');
    expect(formatDay('2026-11-21')).toBe('sáb 21 nov 2026');
    expect(formatStartHour(9)).toBe('09:00');
    expect(formatStart(1170)).toBe('19:30');
    expect(formatStart(21 * 60 + 45)).toBe('21:45');
    expect(formatRate(2, 3)).toBe('66,7');
    expect(formatDecimal(1445.06)).toBe('1445,1');
  });
});
