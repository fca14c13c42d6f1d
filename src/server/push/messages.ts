import type { PushLanguage } from '../../shared/schemas/push.js';
import { formatMinutes } from '../../shared/domain/slots.js';

/** The facts a notification's text is made of, already formatted. */
export interface NoticeFacts {
  /** The two teams, in the match's order. */
  team1: string;
  team2: string;
  /** The team that reported (report, dispute) or the one the reader plays against. */
  actor: string;
  /** "6-2 6-3", or "walkover" worded by the language. */
  score: string;
  court: number | null;
  /** Minutes after midnight. */
  start: number;
  /** yyyy-mm-dd, the round's date. */
  date: string;
}

export type NoticeKind = 'report' | 'confirmed' | 'disputed' | 'staffDisputed' | 'moved' | 'reminder';

interface Text {
  title: string;
  body: (facts: NoticeFacts) => string;
}

const hh = (start: number) => formatMinutes(start);

/**
 * The texts of the notifications, in each language a subscription may ask for. They are the
 * server's own (the service worker shows what it is sent): the client's catalogues are not at hand
 * here, and a notification must read right with the app closed.
 */
export const NOTICE_TEXTS: Record<PushLanguage, Record<NoticeKind, Text>> = {
  en: {
    report: { title: 'A result to confirm', body: (f) => `${f.actor} reported ${f.score} in ${f.team1} vs ${f.team2}. Confirm it or dispute it.` },
    confirmed: { title: 'Result confirmed', body: (f) => `${f.team1} vs ${f.team2}: ${f.score}.` },
    disputed: { title: 'Result disputed', body: (f) => `${f.actor} disputed the result of ${f.team1} vs ${f.team2}. The organiser will decide.` },
    staffDisputed: { title: 'A disputed result', body: (f) => `${f.actor} disputed the result of ${f.team1} vs ${f.team2}. It waits for you.` },
    moved: {
      title: 'Your match has moved',
      body: (f) =>
        `${f.team1} vs ${f.team2}: ${f.date} at ${hh(f.start)}${f.court === null ? '' : `, court ${f.court}`}.`,
    },
    reminder: {
      title: 'Your next match',
      body: (f) => `${f.team1} vs ${f.team2} at ${hh(f.start)}${f.court === null ? '' : ` on court ${f.court}`}.`,
    },
  },
  es: {
    report: { title: 'Un resultado por confirmar', body: (f) => `${f.actor} ha comunicado ${f.score} en ${f.team1} contra ${f.team2}. Confírmalo o recúrrelo.` },
    confirmed: { title: 'Resultado confirmado', body: (f) => `${f.team1} contra ${f.team2}: ${f.score}.` },
    disputed: { title: 'Resultado recurrido', body: (f) => `${f.actor} ha recurrido el resultado de ${f.team1} contra ${f.team2}. Decidirá la organización.` },
    staffDisputed: { title: 'Un resultado recurrido', body: (f) => `${f.actor} ha recurrido el resultado de ${f.team1} contra ${f.team2}. Te espera.` },
    moved: {
      title: 'Tu partido ha cambiado',
      body: (f) =>
        `${f.team1} contra ${f.team2}: ${f.date} a las ${hh(f.start)}${f.court === null ? '' : `, pista ${f.court}`}.`,
    },
    reminder: {
      title: 'Tu próximo partido',
      body: (f) =>
        `${f.team1} contra ${f.team2} a las ${hh(f.start)}${f.court === null ? '' : ` en la pista ${f.court}`}.`,
    },
  },
};

export const WALKOVER: Record<PushLanguage, string> = { en: 'a walkover', es: 'un walkover' };
