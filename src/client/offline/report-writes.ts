import type { DisputeInput, ReportInput } from '@/shared/schemas/reports';
import { ApiError } from '../lib/api-client';
import { enqueue, type QueuedWrite } from './outbox';
import { getOutbox, requestBackgroundSync } from './outbox-runtime';

/**
 * A player's writes from /me, through the same outbox as the organiser's results: kept on the
 * device first, sent with the player's token under one Idempotency-Key per intended change, so a
 * score reported at the court without signal is sent exactly once when the signal returns.
 */
export type ReportWrite =
  | { operation: 'report/create'; place: ReportPlace; payload: ReportInput; label: string; key?: string }
  | { operation: 'report/confirm'; place: ReportPlace; label: string; key?: string }
  | { operation: 'report/dispute'; place: ReportPlace; payload: DisputeInput; label: string; key?: string };

/** The match and where it lives (its round's lists are refreshed once the write is sent). */
export interface ReportPlace {
  clubId: number;
  leagueId: number;
  roundId: number;
  matchId: number;
  groupId: number | null;
}

export type ReportWriteResult = { status: 'synced'; body: unknown } | { status: 'queued'; entryId: string };

function toQueuedWrite(write: ReportWrite): QueuedWrite {
  const { matchId } = write.place;
  const common = {
    place: write.place,
    // A report carries no If-Match: the server decides whether the match still takes it.
    baseVersion: null,
    label: write.label,
    id: write.key,
  };
  switch (write.operation) {
    case 'report/create':
      return { ...common, operation: write.operation, args: { matchId, body: write.payload } };
    case 'report/confirm':
      return { ...common, operation: write.operation, args: { matchId } };
    case 'report/dispute':
      return { ...common, operation: write.operation, args: { matchId, body: write.payload } };
  }
}

/**
 * As submitMatchWrite: queued first, then sent at once when it can be. Sent → synced; offline,
 * network trouble, 5xx or an ended session → queued (the loop sends it later under the same key);
 * a refusal (4xx) throws ApiError and leaves the outbox, so the screen says why.
 */
export async function submitReportWrite(write: ReportWrite): Promise<ReportWriteResult> {
  const { db, engine } = getOutbox();
  const entry = await enqueue(db, toQueuedWrite(write));
  const outcome = await engine.sendNow(entry.id);
  if (outcome.kind === 'sent') return { status: 'synced', body: outcome.body };
  if (outcome.kind === 'refused') throw new ApiError(outcome.status, outcome.body);
  requestBackgroundSync();
  return { status: 'queued', entryId: entry.id };
}
