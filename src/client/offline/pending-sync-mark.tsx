import type { OutboxEntry } from './outbox-types';
import { ENTRY_STATE_TEXT, OUTBOX_TEXT } from './messages';
import styles from './pending-sync-mark.module.css';

/** The mark a results row carries while its scores wait in the outbox ("Pending sync" / "Needs attention"). */
export function PendingSyncMark({ entry }: { entry: Pick<OutboxEntry, 'state' | 'lastError'> }) {
  const text = entry.state === 'needs-attention' ? ENTRY_STATE_TEXT['needs-attention'] : OUTBOX_TEXT.pendingMark;
  return (
    <span className={styles.mark} data-testid="pending-sync-mark" data-state={entry.state} title={entry.lastError ?? undefined}>
      {text}
    </span>
  );
}
