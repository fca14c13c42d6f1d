/** The offline outbox: what other screens use (see README.md in this folder). */
export {
  submitMatchWrite,
  matchWritePath,
  type MatchWrite,
  type MatchWriteResult,
  type MatchWriteOperation,
} from './match-writes';
export {
  useOutbox,
  usePendingMatchWrites,
  useSyncStatus,
  type OutboxView,
  type PendingMatchWrites,
} from './use-outbox';
export { OutboxBadge } from './outbox-badge';
export { OutboxPanel } from './outbox-panel';
export { PendingSyncMark } from './pending-sync-mark';
export { SignInOutboxNotice } from './sign-in-notice';
export { startOutbox, getOutbox } from './outbox-runtime';
export { invalidateAfterMatchWrites, matchWriteKeys, type MatchPlace } from './match-write-keys';
export type { OutboxEntry, OutboxEntryState, OutboxOperation, ReportOperation, TypedOperation } from './outbox-types';
export { entryShownByMatch, matchPayloadOf, bodyOf, isReportOperation, sessionOf } from './outbox-types';
export type { SendNowOutcome, SyncState, SyncStatus } from './sync-engine';
export { conflictMatchOf, conflictMatchOfAnswer, type ConflictMatch } from './conflict';
export { refusalReason, resultText } from './messages';
export { submitReportWrite, type ReportWrite, type ReportWriteResult, type ReportPlace } from './report-writes';
export { submitNightWrite, type NightWrite, type NightWriteResult } from './night-writes';
export { submitCheckIn, type CheckInWrite } from './entry-writes';
export { submitLineupWrite, type LineupWrite, type LineupWriteResult } from './lineup-writes';
export { isLineupOperation, type LineupShown, type LineupOperation } from './outbox-operations';
export { invalidateAfterNightWrites, nightWriteKeys, type NightPlace } from './night-write-keys';
export type { NightMatchArgs } from './outbox-operations';
export { submitRescheduleWrite, type RescheduleWrite } from './reschedule-writes';
export { isRescheduleOperation } from './outbox-operations';
