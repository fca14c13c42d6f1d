// The playoffs' and seasons' texts in both languages: round names read back from the server's
// English names, ordinals and plurals through the catalogues.
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/client/i18n/i18n';
import { playoffRoundName } from '@/client/features/playoffs/messages';
import { consolationRoundName, mainRoundName, THIRD_PLACE_ROUND_NAME } from '@/shared/domain/playoffs/round-names';
import { ordinal, ratingTrend } from '@/client/features/players/messages';

afterEach(() => activateLocale('en'));

describe('playoff round names', () => {
  it('in English, are the server’s names', () => {
    for (const matches of [1, 2, 4, 8, 16]) {
      expect(playoffRoundName(mainRoundName(matches))).toBe(mainRoundName(matches));
      expect(playoffRoundName(consolationRoundName(matches))).toBe(consolationRoundName(matches));
    }
    expect(playoffRoundName(THIRD_PLACE_ROUND_NAME)).toBe('Third-place match');
  });

  it('in Spanish, use the padel names, one match of a round in the singular', async () => {
    await activateLocale('es');
    expect(playoffRoundName(mainRoundName(1))).toBe('Final');
    expect(playoffRoundName(mainRoundName(2))).toBe('Semifinales');
    expect(playoffRoundName(mainRoundName(2), true)).toBe('Semifinal');
    expect(playoffRoundName(mainRoundName(4))).toBe('Cuartos de final');
    expect(playoffRoundName(mainRoundName(8))).toBe('Octavos de final');
    expect(playoffRoundName(mainRoundName(32))).toBe('Ronda de 64');
    expect(playoffRoundName(consolationRoundName(2))).toBe('Semifinales de consolación');
    expect(playoffRoundName(consolationRoundName(4), true)).toBe('Cuarto de final de consolación');
    expect(playoffRoundName(THIRD_PLACE_ROUND_NAME)).toBe('Partido por el tercer puesto');
  });

  it('fall back to the server’s name when its shape is unknown', async () => {
    await activateLocale('es');
    expect(playoffRoundName('Grand final')).toBe('Grand final');
  });
});

describe('a player’s seasons and rating', () => {
  it('say positions as ordinals and matches as plurals', async () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(ratingTrend(1500, 1532.4, 1)).toBe('Rating from 1500 to 1532.4 over 1 match');
    expect(ratingTrend(1500, 1532.4, 12)).toBe('Rating from 1500 to 1532.4 over 12 matches');
    await activateLocale('es');
    expect(ordinal(3)).toBe('3.º');
    expect(ratingTrend(1500, 1490, 1)).toBe('Puntuación de 1500 a 1490 en 1 partido');
  });
});
