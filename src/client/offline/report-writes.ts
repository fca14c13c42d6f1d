import type { DisputeInput, ReportInput } from '@/shared/schemas/reports';
import type { QueuedWrite } from './outbox';
import { submitWrite, type SubmittedWrite } from './submit-write';

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

export type ReportWriteResult = SubmittedWrite;

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

/** Sent at once when it can be, else queued (submit-write.ts). */
export async function submitReportWrite(write: ReportWrite): Promise<ReportWriteResult> {
  const submitted = await submitWrite(toQueuedWrite(write));
  return submitted;
}
