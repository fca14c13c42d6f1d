import type { MatchInput } from '@/shared/schemas/match';
import type { DisputeInput, ReportInput } from '@/shared/schemas/reports';
import type { SessionScope } from '../lib/session';

/** The typed names of the writes the courtside outbox can hold (Actual Budget style). */
export type MatchWriteOperation = 'match/create' | 'match/update-results' | 'match/delete';

/** A player's writes from /me: a score reported from the court, and the opponents' answer to it. */
export type ReportOperation = 'report/create' | 'report/confirm' | 'report/dispute';

export type OutboxOperation = MatchWriteOperation | ReportOperation;

/** What an entry sends: a match write, a reported score, a dispute, or nothing (a confirmation). */
export type OutboxPayload = MatchInput | ReportInput | DisputeInput | null;

export const isReportOperation = (operation: OutboxOperation): operation is ReportOperation => operation.startsWith('report/');

/**
 * pending: waiting its turn (or waiting for the network / a backoff timer);
 * syncing: being sent right now;
 * needs-attention: the server refused it (4xx); the administrator retries, edits or discards it.
 */
export type OutboxEntryState = 'pending' | 'syncing' | 'needs-attention';

export type HttpMethod = 'POST' | 'PUT' | 'DELETE';

export interface OutboxEntry {
  /** The Idempotency-Key: one UUID per intended change, sent on every attempt. */
  id: string;
  operation: OutboxOperation;
  payload: OutboxPayload;
  /** Whose token sends it: the dashboard's (absent on entries made before players existed) or the player's. */
  session?: SessionScope;
  /** API path below /api, e.g. /v1/admin/clubs/1/leagues/2/rounds/3/matches/4. */
  path: string;
  method: HttpMethod;
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
  clubId: number;
  leagueId: number;
  roundId: number;
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

/** Entries for one match stay in order; entries for different matches do not wait on each other. */
/** A match write's body (a create or new results), or null for any other entry. */
export const matchPayloadOf = (entry: Pick<OutboxEntry, 'operation' | 'payload'>): MatchInput | null =>
  // The operation names the payload's shape: match/* entries are only ever queued with a MatchInput.
  entry.operation.startsWith('match/') ? (entry.payload as MatchInput | null) : null;

/**
 * The change each match's card stands for, from entries oldest first: the newest, unless one was
 * refused. A refused change holds back the later ones of its match, so the card says it needs
 * attention (with the server's result and yours) rather than "Pending sync" for a change that
 * cannot go until it is dealt with.
 */
export function entryShownByMatch(entries: readonly OutboxEntry[]): Map<number, OutboxEntry> {
  const shown = new Map<number, OutboxEntry>();
  for (const entry of entries) {
    if (entry.matchId === null || shown.get(entry.matchId)?.state === 'needs-attention') continue;
    shown.set(entry.matchId, entry);
  }
  return shown;
}

/** Whose session sends the entry. */
export const sessionOf = (entry: Pick<OutboxEntry, 'session'>): SessionScope => entry.session ?? 'admin';

export const orderingKey = (entry: Pick<OutboxEntry, 'id' | 'matchId'>): string =>
  entry.matchId === null ? `new:${entry.id}` : `match:${entry.matchId}`;

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
