import { useEffect, useRef, useState } from 'react';
import { useOutbox } from './use-outbox';
import { OutboxPanel } from './outbox-panel';
import { badgeLabel } from './messages';
import { Button } from '../components/ui/button';
import styles from './outbox-badge.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * For the admin header: how many changes wait in the outbox (red when one needs attention).
 * Renders nothing when the outbox is empty. Pressing it opens the outbox panel (Retry / Edit /
 * Discard) beneath it; pass `onClick` to open it somewhere else instead.
 */
export function OutboxBadge({ onClick }: { onClick?: () => void }) {
  const { counts } = useOutbox();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (counts.total === 0 && !open) return null;
  const attention = counts['needs-attention'] > 0;
  const label = badgeLabel(counts.total);
  return (
    <div className={styles.wrapper} ref={wrapper}>
      <button
        type="button"
        className={attention ? `${styles.badge} ${styles.attention}` : styles.badge}
        onClick={onClick ?? (() => setOpen((value) => !value))}
        aria-label={label}
        aria-expanded={onClick ? undefined : open}
        title={label}
        data-testid="outbox-badge"
        data-attention={attention}
      >
        <span aria-hidden="true">⇅</span> {counts.total}
      </button>
      {open && !onClick && (
        <div className={styles.popover} role="dialog" aria-label={t('offline.panelTitle')}>
          <OutboxPanel />
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('offline.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
