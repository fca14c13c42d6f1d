import { useEffect, useRef, useState } from 'react';
import { useOutbox } from './use-outbox';
import { OutboxPanel } from './outbox-panel';
import { OUTBOX_TEXT, badgeLabel } from './messages';
import './offline.css';

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
    <div className="outbox-badge-wrapper" ref={wrapper}>
      <button
        type="button"
        className={`outbox-badge${attention ? ' outbox-badge--attention' : ''}`}
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
        <div className="outbox-popover" role="dialog" aria-label={OUTBOX_TEXT.panelTitle}>
          <OutboxPanel />
          <button type="button" className="outbox-button" onClick={() => setOpen(false)}>
            {OUTBOX_TEXT.close}
          </button>
        </div>
      )}
    </div>
  );
}
