import type { Match, MatchInput } from '../../shared/schemas/match';
import { apiRequest } from '../lib/api-client';

/**
 * The seam between the admin Results screen and the offline outbox: every match-result write
 * made courtside goes through submitMatchWrite. Online it is sent at once; the outbox (offline/)
 * takes over when the network is down or the request fails for network reasons.
 */
export type MatchWriteOperation = 'match/create' | 'match/update-results' | 'match/delete';

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
}

export type MatchWriteResult = { status: 'synced'; match: Match | null } | { status: 'queued'; entryId: string };

export function matchWritePath(write: MatchWrite): string {
  const base = `/v1/admin/clubs/${write.clubId}/leagues/${write.leagueId}/rounds/${write.roundId}/matches`;
  return write.operation === 'match/create' ? base : `${base}/${write.matchId}`;
}

export async function submitMatchWrite(write: MatchWrite): Promise<MatchWriteResult> {
  const idempotencyKey = crypto.randomUUID();
  const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
  if (write.baseVersion !== undefined) headers['if-match'] = `"${write.baseVersion}"`;
  const method = write.operation === 'match/create' ? 'POST' : write.operation === 'match/delete' ? 'DELETE' : 'PUT';
  const match = await apiRequest<Match | null>(matchWritePath(write), { method, body: write.payload, headers });
  return { status: 'synced', match };
}
