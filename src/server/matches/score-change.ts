import type { Session } from '../auth/index.js';

/** Who changed a score: an account (its role and name at the time), or the automatic confirmation. */
export interface ScoreActor {
  accountId: number | null;
  role: 'admin' | 'organiser' | 'player' | 'system';
  username: string;
}

export type ScoreVia = 'entry' | 'report-confirmed' | 'auto-confirmed';

/** Who, how and when, for the audit row a score change writes in its own transaction. */
export interface ScoreChange {
  actor: ScoreActor;
  via: ScoreVia;
  at: string;
}

export const SYSTEM_ACTOR: ScoreActor = { accountId: null, role: 'system', username: 'system' };

export const actorOf = (session: Session): ScoreActor => ({ accountId: session.adminId, role: session.role, username: session.username });

/** A staff account's entry in the dashboard (the match routes). */
export const entryBy = (session: Session, now: Date): ScoreChange => ({ actor: actorOf(session), via: 'entry', at: now.toISOString() });
