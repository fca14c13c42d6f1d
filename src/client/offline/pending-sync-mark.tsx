import type { OutboxEntry } from './outbox-types';
import styles from './pending-sync-mark.module.css';
import { t } from '@/client/i18n/i18n';

/** The mark a results row carries while its scores wait in the outbox ("Pending sync" / "Needs attention"). */
export function PendingSyncMark({ entry }: { entry: Pick<OutboxEntry, 'state' | 'lastError'> }) {
  const text =
    entry.state === 'needs-attention' ? t('offline.ENTRY_STATE_TEXT.needs-attention') : t('offline.pendingMark');
  return (
    <span
      className={styles.mark}
      data-testid="pending-sync-mark"
      data-state={entry.state}
      title={entry.lastError ?? undefined}
    >
      {text}
    </span>
  );
}
