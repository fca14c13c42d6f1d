import type { MatchWriteOperation, OutboxEntryState } from './outbox-types';
import type { SyncState } from './sync-engine';

/** Texts of the outbox (STYLE.md: one module per feature, so tests import the same constants). */
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
  serverHas: 'The server has a newer result:',
  overwriteHint: 'Saving sends your scores over the newer result.',
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

export const SYNC_STATE_TEXT: Record<SyncState, string> = {
  online: 'All changes sent',
  offline: 'Offline – changes are sent when you are back online',
  syncing: 'Sending changes…',
  'needs-attention': 'Some changes need your attention',
};

export const badgeLabel = (count: number): string => `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
