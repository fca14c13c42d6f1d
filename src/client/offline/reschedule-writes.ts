import type { RescheduleAcceptInput, RescheduleAnswerInput, RescheduleInput } from '@/shared/schemas/reschedules';
import type { QueuedWrite } from './outbox';
import type { ReportPlace } from './report-writes';
import { submitWrite, type SubmittedWrite } from './submit-write';

/**
 * A player's request to move a match and the other pair's answer (docs/reschedules.md), through
 * the same outbox as the reports: kept on the device first, sent with the player's token under one
 * Idempotency-Key per intended change, so a request made without signal is sent once when it returns.
 * The entry sits with its match, so the match's card shows it waiting.
 */
export type RescheduleWrite =
  | { operation: 'reschedule/request'; place: ReportPlace; payload: RescheduleInput; label: string; key?: string }
  | {
      operation: 'reschedule/accept';
      place: ReportPlace;
      rescheduleId: number;
      payload: RescheduleAcceptInput;
      label: string;
      key?: string;
    }
  | {
      operation: 'reschedule/decline';
      place: ReportPlace;
      rescheduleId: number;
      payload: RescheduleAnswerInput;
      label: string;
      key?: string;
    };

function toQueuedWrite(write: RescheduleWrite): QueuedWrite {
  // A request carries no If-Match: the server decides whether the match still takes it.
  const common = { place: write.place, baseVersion: null, label: write.label, id: write.key };
  switch (write.operation) {
    case 'reschedule/request':
      return { ...common, operation: write.operation, args: { matchId: write.place.matchId, body: write.payload } };
    case 'reschedule/accept':
      return { ...common, operation: write.operation, args: { rescheduleId: write.rescheduleId, body: write.payload } };
    case 'reschedule/decline':
      return { ...common, operation: write.operation, args: { rescheduleId: write.rescheduleId, body: write.payload } };
  }
}

/** Sent at once when it can be, else queued (submit-write.ts). */
export const submitRescheduleWrite = (write: RescheduleWrite): Promise<SubmittedWrite> =>
  submitWrite(toQueuedWrite(write));
