import type { Match, MatchInput } from '../../shared/schemas/match';
import { ApiError, apiRequest, isNetworkError } from '../lib/api-client';
import { enqueue, hasQueuedWriteFor, newIdempotencyKey, type QueuedWrite } from './outbox';
import { getOutbox, requestBackgroundSync } from './outbox-runtime';
import type { HttpMethod, MatchWriteOperation } from './outbox-types';

export type { MatchWriteOperation } from './outbox-types';

/**
 * The seam between the admin Results screen and the offline outbox: every match-result write
 * made courtside goes through submitMatchWrite. Online it is sent at once; when the network is
 * down, the request fails for network reasons or the server fails (5xx), it is kept in the outbox
 * (IndexedDB) and sent by the sync loop (sync-engine.ts) when it can be.
 */
export interface MatchWrite {
  operation: MatchWriteOperation;
  clubId: number;
  leagueId: number;
  roundId: number;
  /** For update and delete. */
  matchId?: number;
  payload?: MatchInput;
  /** The match version the admin edited; sent as If-Match so a newer result is never overwritten. */
  baseVersion?: number;
  /** How the outbox panel names the change, e.g. "Alonso / Blanco vs Costa / Díaz". */
  label?: string;
}

export type MatchWriteResult = { status: 'synced'; match: Match | null } | { status: 'queued'; entryId: string };

export function matchWritePath(write: MatchWrite): string {
  const base = `/v1/admin/clubs/${write.clubId}/leagues/${write.leagueId}/rounds/${write.roundId}/matches`;
  return write.operation === 'match/create' ? base : `${base}/${write.matchId}`;
}

export const matchWriteMethod = (operation: MatchWriteOperation): HttpMethod =>
  operation === 'match/create' ? 'POST' : operation === 'match/delete' ? 'DELETE' : 'PUT';

function toQueuedWrite(write: MatchWrite): QueuedWrite {
  return {
    operation: write.operation,
    path: matchWritePath(write),
    method: matchWriteMethod(write.operation),
    payload: write.payload ?? null,
    baseVersion: write.baseVersion ?? null,
    clubId: write.clubId,
    leagueId: write.leagueId,
    roundId: write.roundId,
    matchId: write.matchId ?? null,
    label: write.label ?? null,
  };
}

/**
 * Online success → { status: 'synced', match }; offline, network failure or 5xx → queued under
 * the key it was (maybe) already sent with → { status: 'queued', entryId }; a 4xx (or an expired
 * token) throws as before, so the screen shows the error.
 */
export async function submitMatchWrite(write: MatchWrite): Promise<MatchWriteResult> {
  const { db, engine } = getOutbox();
  const queued = toQueuedWrite(write);
  const queue = async (id?: string): Promise<MatchWriteResult> => {
    const entry = await enqueue(db, queued, { id });
    requestBackgroundSync();
    // Try at once: if the network is really gone the loop backs off and its timer tries again.
    void engine.trigger();
    return { status: 'queued', entryId: entry.id };
  };

  // An earlier change of this match still waiting must go first: this one queues behind it.
  if (!navigator.onLine || (await hasQueuedWriteFor(db, queued.matchId))) return queue();

  const idempotencyKey = newIdempotencyKey();
  const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
  if (queued.baseVersion !== null) headers['if-match'] = `"${queued.baseVersion}"`;
  try {
    const match = await apiRequest<Match | null>(queued.path, { method: queued.method, body: write.payload, headers });
    return { status: 'synced', match };
  } catch (error) {
    // The request may have reached the server: the same key makes the resend safe.
    if (isNetworkError(error) || (error instanceof ApiError && error.status >= 500)) return queue(idempotencyKey);
    throw error;
  }
}
