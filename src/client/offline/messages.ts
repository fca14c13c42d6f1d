import { formatSetScores } from '@/shared/domain/set-scores';
import type { OutboxEntryState, OutboxOperation } from './outbox-types';
import type { SyncStatus } from './sync-engine';
import { t, type MessageKey } from '@/client/i18n/i18n';
import { serverErrorText } from '@/client/i18n/server-errors';
import { lineupRefusalText } from '@/client/features/matches/admin/results/messages';

export const ENTRY_STATE_TEXT: Record<OutboxEntryState, MessageKey> = {
  pending: 'offline.ENTRY_STATE_TEXT.pending',
  syncing: 'offline.ENTRY_STATE_TEXT.syncing',
  'needs-attention': 'offline.ENTRY_STATE_TEXT.needs-attention',
};

export const OPERATION_TEXT: Record<OutboxOperation, MessageKey> = {
  'match/create': 'offline.OPERATION_TEXT.match-create',
  'match/update-results': 'offline.OPERATION_TEXT.match-update-results',
  'match/delete': 'offline.OPERATION_TEXT.match-delete',
  'lineup/set': 'offline.OPERATION_TEXT.lineup-set',
  'report/create': 'offline.OPERATION_TEXT.report-create',
  'report/confirm': 'offline.OPERATION_TEXT.report-confirm',
  'report/dispute': 'offline.OPERATION_TEXT.report-dispute',
  'clubNight/next-round': 'offline.OPERATION_TEXT.clubNight-next-round',
  'clubNight/score': 'offline.OPERATION_TEXT.clubNight-score',
  'clubNight/add-player': 'offline.OPERATION_TEXT.clubNight-add-player',
  'clubNight/drop-player': 'offline.OPERATION_TEXT.clubNight-drop-player',
  'reschedule/request': 'offline.OPERATION_TEXT.reschedule-request',
  'reschedule/accept': 'offline.OPERATION_TEXT.reschedule-accept',
  'reschedule/decline': 'offline.OPERATION_TEXT.reschedule-decline',
  'entry/league-check-in': 'offline.OPERATION_TEXT.entry-check-in',
  'entry/night-check-in': 'offline.OPERATION_TEXT.entry-check-in',
  unrecognised: 'offline.OPERATION_TEXT.unrecognised',
};

/**
 * Why the server refused a change, in the organiser's words and language (a line-up's league rule
 * by its name, else by the error's code and field, the server's English sentence as the fallback).
 * A conflict (412) is worded here: the server's own text counts match versions, which mean nothing
 * courtside.
 */
export const refusalReason = (status: number, body: unknown): string | undefined =>
  status === 412 ? t('offline.conflictTitle') : (lineupRefusalText(body) ?? serverErrorText(body));

/** A result as one line, set by set from team 1's side ("6–4 3–6"), as the outbox and the match cards show it. */
export function resultText(result: {
  team1Results?: readonly number[];
  team2Results?: readonly number[];
  outcome?: string;
}): string {
  if (result.outcome === 'walkover') return t('offline.walkover');
  const sets = formatSetScores(result.team1Results ?? [], result.team2Results ?? []);
  return sets === '' ? t('offline.noResult') : sets;
}

/** "1 change" / "3 changes": the one plural rule of the outbox texts. */
export const changesCount = (count: number): string => t('offline.changesCount', { count });

export const badgeLabel = (count: number): string => t('offline.badgeLabel', { count });

/** The panel header: what is true of the outbox right now, never "all sent" while one waits. */
export function syncHeadline(status: Pick<SyncStatus, 'state' | 'needsSignIn' | 'waitingCount'>): string {
  switch (status.state) {
    case 'offline':
      return t('offline.headline.offline');
    case 'syncing':
      return t('offline.headline.syncing');
    case 'retrying':
      return t('offline.headline.retrying', { count: status.waitingCount });
    case 'needs-attention':
      return status.needsSignIn ? t('offline.headline.signedOut') : t('offline.headline.needsAttention');
    case 'online':
      return status.waitingCount > 0
        ? t('offline.headline.waiting', { count: status.waitingCount })
        : t('offline.headline.allSent');
  }
}

/** When the backoff timer tries again ("Trying again in 25 s"); the backoff never passes a minute. */
export function retryCountdown(nextRetryAt: number, now: number): string {
  const seconds = Math.max(1, Math.ceil((nextRetryAt - now) / 1000));
  return seconds < 60
    ? t('offline.retryInSeconds', { seconds })
    : t('offline.retryInMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** The sign-in screen, when the session ended with changes still on the device. */
export const signInNotice = (count: number): string => t('offline.signInNotice', { count });
