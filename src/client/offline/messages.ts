import { formatSetScores } from '@/shared/domain/set-scores';
import type { MatchWriteOperation, OutboxEntryState } from './outbox-types';
import type { SyncStatus } from './sync-engine';

/** Texts of the outbox (one module per feature, so tests import the same constants). */
export const OUTBOX_TEXT = {
  panelTitle: 'Waiting to sync',
  empty: 'Nothing waiting to sync.',
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard',
  save: 'Save and send',
  cancel: 'Cancel',
  close: 'Close',
  syncNow: 'Sync now',
  signIn: 'Sign in again to send the waiting changes.',
  discardConfirm: 'Are you sure you want to discard this change? It will not be sent.',
  conflictTitle: 'Someone else changed this match after you entered your result.',
  theirResult: 'On the server now',
  yourResult: 'Yours',
  noResult: 'No result',
  walkover: 'Walkover',
  overwriteHint: 'Saving sends your scores over theirs.',
  team1Scores: 'Team 1 set scores',
  team2Scores: 'Team 2 set scores',
  pendingMark: 'Pending sync',
} as const;

export const ENTRY_STATE_TEXT: Record<OutboxEntryState, string> = {
  pending: 'Waiting to send',
  syncing: 'Sending…',
  'needs-attention': 'Needs attention',
};

export const OPERATION_TEXT: Record<MatchWriteOperation, string> = {
  'match/create': 'New match',
  'match/update-results': 'Match results',
  'match/delete': 'Delete match',
};

/**
 * Why the server refused a change, in the organiser's words. A conflict (412) is worded here: the
 * server's own text counts match versions, which mean nothing courtside.
 */
export const refusalReason = (status: number, serverError: string | undefined): string | undefined =>
  status === 412 ? OUTBOX_TEXT.conflictTitle : serverError;

/** A result as one line, set by set from team 1's side ("6–4 3–6"), as the outbox and the match cards show it. */
export function resultText(result: { team1Results?: readonly number[]; team2Results?: readonly number[]; outcome?: string }): string {
  if (result.outcome === 'walkover') return OUTBOX_TEXT.walkover;
  const sets = formatSetScores(result.team1Results ?? [], result.team2Results ?? []);
  return sets === '' ? OUTBOX_TEXT.noResult : sets;
}

/** "1 change" / "3 changes": the one plural rule of the outbox texts. */
export const changesCount = (count: number): string => `${count} ${count === 1 ? 'change' : 'changes'}`;

export const badgeLabel = (count: number): string => `${changesCount(count)} waiting to sync`;

/** The panel header: what is true of the outbox right now, never "all sent" while one waits. */
export function syncHeadline(status: Pick<SyncStatus, 'state' | 'needsSignIn' | 'waitingCount'>): string {
  switch (status.state) {
    case 'offline':
      return 'Offline – changes are sent when you are back online';
    case 'syncing':
      return 'Sending changes…';
    case 'retrying':
      return `${changesCount(status.waitingCount)} not sent yet`;
    case 'needs-attention':
      return status.needsSignIn ? 'Signed out – nothing can be sent' : 'Some changes need your attention';
    case 'online':
      return status.waitingCount > 0 ? `${changesCount(status.waitingCount)} waiting to be sent` : 'All changes sent';
  }
}

/** When the backoff timer tries again ("Trying again in 25 s"); the backoff never passes a minute. */
export function retryCountdown(nextRetryAt: number, now: number): string {
  const seconds = Math.max(1, Math.ceil((nextRetryAt - now) / 1000));
  return seconds < 60 ? `Trying again in ${seconds} s` : `Trying again in ${Math.ceil(seconds / 60)} min`;
}

/** The sign-in screen, when the session ended with changes still on the device. */
export const signInNotice = (count: number): string =>
  count === 1 ? '1 change is waiting to be sent. Sign in to send it.' : `${changesCount(count)} are waiting to be sent. Sign in to send them.`;
