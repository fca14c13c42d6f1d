import type { MatchInput } from '@/shared/schemas/match';
import { isClubNightOperation, sessionOf, type TypedOperation } from './outbox-operations';
import type { SessionScope } from '../lib/session';

export { bodyOf, isClubNightOperation, isReportOperation, sessionOf } from './outbox-operations';
export type {
  ClubNightOperation,
  HttpMethod,
  MatchWriteOperation,
  OutboxOperation,
  ReportOperation,
  TypedOperation,
} from './outbox-operations';

/**
 * pending: waiting its turn (or waiting for the network / a backoff timer);
 * syncing: being sent right now;
 * needs-attention: the server refused it (4xx), or the upgrade could not read it (an `unrecognised`
 * entry kept from an older app); the person retries, edits or discards it.
 */
export type OutboxEntryState = 'pending' | 'syncing' | 'needs-attention';

/** The outbox's bookkeeping of one change; the change itself is its typed operation. */
export interface OutboxRecord {
  /** The Idempotency-Key: one UUID per intended change, sent on every attempt. */
  id: string;
  /**
   * The version sent as If-Match. Absent for a create. When this device's own write moved the match
   * on from it, it is moved to the version that write produced (own-versions.ts).
   */
  baseVersion: number | null;
  /** Epoch ms; entries are sent in this order. */
  createdAt: number;
  attempts: number;
  /** The last reason it did not go through, in words (the server's `error` for a refusal). */
  lastError: string | null;
  /** HTTP status of the last refusal, or null for network trouble. */
  lastStatus: number | null;
  state: OutboxEntryState;
  /**
   * Where the change lives (its round's lists and group's pages are refreshed once it is sent). A
   * club night's entry has leagueId and roundId 0 and matchId null: its place is in its operation's
   * args (clubNightId, round number, court), so no league screen ever lists it.
   */
  clubId: number;
  leagueId: number;
  roundId: number;
  /** Orders the entry after earlier changes of the same match; null for a match not created yet. */
  matchId: number | null;
  /** The match's group, so a sent change refreshes that group's public pages (absent on old entries). */
  groupId?: number | null;
  /** What the panel shows, e.g. "Alonso / Blanco vs Costa / Díaz". */
  label: string | null;
  /** On a 412: the match as the server holds it now (from the answer's details). */
  serverMatch: unknown;
  /** Epoch ms of the last attempt; with `attempts` it sets the backoff. */
  lastAttemptAt: number | null;
}

/** One change in the outbox: a typed operation with its arguments (outbox-operations.ts), and its bookkeeping. */
export type OutboxEntry = TypedOperation & OutboxRecord;

/** A match write's body (a create or new results), or null for any other entry. */
export const matchPayloadOf = (entry: TypedOperation): MatchInput | null =>
  entry.operation === 'match/create' || entry.operation === 'match/update-results' ? entry.args.body : null;

/**
 * The change each match's card stands for, from entries oldest first: the newest, unless one was
 * refused. A refused change holds back the later ones of its match, so the card says it needs
 * attention (with the server's result and yours) rather than "Pending sync" for a change that
 * cannot go until it is dealt with. Tonight's and the Results cards read every change; /me only
 * the player's own (`session`).
 */
export function entryShownByMatch(entries: readonly OutboxEntry[], session?: SessionScope): Map<number, OutboxEntry> {
  const shown = new Map<number, OutboxEntry>();
  for (const entry of entries) {
    if (session !== undefined && sessionOf(entry) !== session) continue;
    if (entry.matchId === null || shown.get(entry.matchId)?.state === 'needs-attention') continue;
    shown.set(entry.matchId, entry);
  }
  return shown;
}

/**
 * Entries for one match stay in order; entries for different matches do not wait on each other.
 * A club night's entries all keep one line, in the order they were made: its next round is made
 * from the scores before it, and a score of a round made offline needs that round's POST first.
 */
export const orderingKey = (entry: TypedOperation & Pick<OutboxEntry, 'id' | 'matchId'>): string => {
  if (isClubNightOperation(entry)) return `night:${entry.args.clubNightId}`;
  return entry.matchId === null ? `new:${entry.id}` : `match:${entry.matchId}`;
};

/**
 * One step this device's own write made a match take: sent on `fromVersion` (its If-Match), the
 * server answered `toVersion`. A later write based on `fromVersion` was built on what this device
 * already changed, not on someone else's change.
 */
export interface ProducedVersion {
  matchId: number;
  fromVersion: number;
  toVersion: number;
  /** Epoch ms of the answer; old steps are forgotten. */
  at: number;
}
