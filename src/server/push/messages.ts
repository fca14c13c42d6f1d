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

export type NoticeKind =
  | 'report'
  | 'confirmed'
  | 'disputed'
  | 'staffDisputed'
  | 'moved'
  | 'reminder'
  | 'rescheduleProposed'
  | 'rescheduleAccepted'
  | 'staffRescheduleAccepted'
  | 'rescheduleDeclined'
  | 'rescheduleRejected';

interface Text<Facts = NoticeFacts> {
  title: string;
  body: (facts: Facts) => string;
}

const hh = (start: number) => formatMinutes(start);

/**
 * The texts of the notifications, in each language a subscription may ask for. They are the
 * server's own (the service worker shows what it is sent): the client's catalogues are not at hand
 * here, and a notification must read right with the app closed.
 */
export const NOTICE_TEXTS: Record<PushLanguage, Record<NoticeKind, Text>> = {
  en: {
    report: {
      title: 'A result to confirm',
      body: (f) => `${f.actor} reported ${f.score} in ${f.team1} vs ${f.team2}. Confirm it or dispute it.`,
    },
    confirmed: { title: 'Result confirmed', body: (f) => `${f.team1} vs ${f.team2}: ${f.score}.` },
    disputed: {
      title: 'Result disputed',
      body: (f) => `${f.actor} disputed the result of ${f.team1} vs ${f.team2}. The organiser will decide.`,
    },
    staffDisputed: {
      title: 'A disputed result',
      body: (f) => `${f.actor} disputed the result of ${f.team1} vs ${f.team2}. It waits for you.`,
    },
    moved: {
      title: 'Your match has moved',
      body: (f) =>
        `${f.team1} vs ${f.team2}: ${f.date} at ${hh(f.start)}${f.court === null ? '' : `, court ${f.court}`}.`,
    },
    reminder: {
      title: 'Your next match',
      body: (f) => `${f.team1} vs ${f.team2} at ${hh(f.start)}${f.court === null ? '' : ` on court ${f.court}`}.`,
    },
    rescheduleProposed: {
      title: 'A request to move your match',
      body: (f) => `${f.actor} asks to move ${f.team1} vs ${f.team2}. Accept a new time or decline.`,
    },
    rescheduleAccepted: {
      title: 'Move agreed',
      body: (f) => `${f.actor} accepted a new time for ${f.team1} vs ${f.team2}. It waits for the organiser.`,
    },
    staffRescheduleAccepted: {
      title: 'A move to approve',
      body: (f) => `${f.team1} vs ${f.team2}: both pairs agreed on a new time. It waits for you.`,
    },
    rescheduleDeclined: {
      title: 'Move declined',
      body: (f) => `${f.actor} declined to move ${f.team1} vs ${f.team2}. The match stays as it was.`,
    },
    rescheduleRejected: {
      title: 'Move not approved',
      body: (f) => `The organiser kept ${f.team1} vs ${f.team2} where it was.`,
    },
  },
  es: {
    report: {
      title: 'Un resultado por confirmar',
      body: (f) => `${f.actor} ha comunicado ${f.score} en ${f.team1} contra ${f.team2}. Confírmalo o recúrrelo.`,
    },
    confirmed: { title: 'Resultado confirmado', body: (f) => `${f.team1} contra ${f.team2}: ${f.score}.` },
    disputed: {
      title: 'Resultado recurrido',
      body: (f) => `${f.actor} ha recurrido el resultado de ${f.team1} contra ${f.team2}. Decidirá la organización.`,
    },
    staffDisputed: {
      title: 'Un resultado recurrido',
      body: (f) => `${f.actor} ha recurrido el resultado de ${f.team1} contra ${f.team2}. Te espera.`,
    },
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
    rescheduleProposed: {
      title: 'Piden cambiar tu partido',
      body: (f) => `${f.actor} pide cambiar ${f.team1} contra ${f.team2}. Acepta un nuevo horario o recházalo.`,
    },
    rescheduleAccepted: {
      title: 'Cambio aceptado',
      body: (f) =>
        `${f.actor} ha aceptado un nuevo horario para ${f.team1} contra ${f.team2}. Falta la aprobación de la organización.`,
    },
    staffRescheduleAccepted: {
      title: 'Un cambio por aprobar',
      body: (f) => `${f.team1} contra ${f.team2}: las dos parejas han acordado un nuevo horario. Te espera.`,
    },
    rescheduleDeclined: {
      title: 'Cambio rechazado',
      body: (f) => `${f.actor} ha rechazado cambiar ${f.team1} contra ${f.team2}. El partido sigue como estaba.`,
    },
    rescheduleRejected: {
      title: 'Cambio no aprobado',
      body: (f) => `La organización mantiene ${f.team1} contra ${f.team2} como estaba.`,
    },
  },
};

export const WALKOVER: Record<PushLanguage, string> = { en: 'a walkover', es: 'un walkover' };

/** What an entry's notification says: the league or night it is on, and its club. */
export interface EntryFacts {
  list: string;
  club: string;
}

/**
 * A waiting entry moved up to a place (docs/entries.md, "Withdrawing and moving up"): told to each
 * player of the entry, in the subscription's language.
 */
export const ENTRY_CONFIRMED_TEXTS: Record<PushLanguage, Text<EntryFacts>> = {
  en: {
    title: 'You have a place',
    body: (f) =>
      `A place freed up in ${f.list} (${f.club}): your entry has moved up from the waiting list and is confirmed.`,
  },
  es: {
    title: 'Ya tienes plaza',
    body: (f) =>
      `Se ha liberado una plaza en ${f.list} (${f.club}): tu inscripción ha salido de la lista de espera y está confirmada.`,
  },
};
