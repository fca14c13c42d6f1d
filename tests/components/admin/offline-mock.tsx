import { vi } from 'vitest';
import type { MatchWrite, MatchWriteResult } from '../../../src/client/offline';
import { apiRequest } from '../../../src/client/lib/api-client';

/**
 * Stands in for src/client/offline (IndexedDB is not in jsdom): writes go straight to fetch,
 * like the real seam online, and `queueNext` makes the next write come back queued.
 */
export const offlineControl = { queueNext: false };

export const submitMatchWrite = vi.fn(async (write: MatchWrite): Promise<MatchWriteResult> => {
  if (offlineControl.queueNext) {
    offlineControl.queueNext = false;
    return { status: 'queued', entryId: 'entry-1' };
  }
  const base = `/v1/admin/clubs/${write.clubId}/leagues/${write.leagueId}/rounds/${write.roundId}/matches`;
  const path = write.operation === 'match/create' ? base : `${base}/${write.matchId}`;
  const method = write.operation === 'match/create' ? 'POST' : write.operation === 'match/delete' ? 'DELETE' : 'PUT';
  const headers: Record<string, string> = { 'idempotency-key': 'key-1' };
  if (write.baseVersion !== undefined) headers['if-match'] = `"${write.baseVersion}"`;
  const match = await apiRequest<null>(path, { method, body: write.payload, headers });
  return { status: 'synced', match };
});

export const usePendingMatchWrites = () => ({ entries: [], byMatchId: new Map(), creates: [] });
export const PendingSyncMark = () => <span>Pending sync</span>;
export const OutboxBadge = () => null;
