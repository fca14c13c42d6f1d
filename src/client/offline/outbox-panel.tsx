import { useState } from 'react';
import { useOutbox } from './use-outbox';
import { OutboxEntryEditor } from './outbox-entry-editor';
import type { OutboxEntry } from './outbox-types';
import { ENTRY_STATE_TEXT, OPERATION_TEXT, OUTBOX_TEXT, resultText, syncHeadline } from './messages';
import { RetryCountdown } from './retry-countdown';
import { formatLocalTime } from '../../shared/domain/format';
import './offline.css';

const time = formatLocalTime;

/** Every change waiting in the outbox, with Retry / Edit / Discard where the server refused one. */
export function OutboxPanel() {
  const outbox = useOutbox();
  const [editing, setEditing] = useState<string | null>(null);
  const { status } = outbox;

  return (
    <section className="outbox-panel" aria-labelledby="outbox-panel-title" data-testid="outbox-panel">
      <header className="outbox-panel__header">
        <h2 id="outbox-panel-title">{OUTBOX_TEXT.panelTitle}</h2>
        <span className={`outbox-status outbox-status--${status.state}`} role="status" data-sync-state={status.state}>
          {syncHeadline(status)}
        </span>
        {status.nextRetryAt !== null && status.waitingCount > 0 && status.state !== 'offline' && <RetryCountdown at={status.nextRetryAt} />}
        {outbox.counts.total > 0 && status.state !== 'offline' && (
          <button type="button" className="outbox-button" onClick={() => void outbox.syncNow()}>
            {OUTBOX_TEXT.syncNow}
          </button>
        )}
      </header>
      {status.needsSignIn && (
        <p className="outbox-panel__sign-in" role="alert">
          {OUTBOX_TEXT.signIn}
        </p>
      )}
      {outbox.entries.length === 0 ? (
        <p className="outbox-panel__empty">{OUTBOX_TEXT.empty}</p>
      ) : (
        <ol className="outbox-panel__list">
          {outbox.entries.map((entry) => (
            <li key={entry.id} className={`outbox-entry outbox-entry--${entry.state}`} data-testid="outbox-entry" data-state={entry.state}>
              <EntrySummary entry={entry} />
              {editing === entry.id ? (
                <OutboxEntryEditor
                  entry={entry}
                  onCancel={() => setEditing(null)}
                  onSave={(changes) => {
                    setEditing(null);
                    void outbox.edit(entry.id, changes);
                  }}
                />
              ) : (
                entry.state === 'needs-attention' && (
                  <div className="outbox-entry__actions">
                    <button type="button" className="outbox-button" onClick={() => void outbox.retry(entry.id)}>
                      {OUTBOX_TEXT.retry}
                    </button>
                    {entry.payload && (
                      <button type="button" className="outbox-button" onClick={() => setEditing(entry.id)}>
                        {OUTBOX_TEXT.edit}
                      </button>
                    )}
                    <button
                      type="button"
                      className="outbox-button outbox-button--danger"
                      onClick={() => {
                        if (window.confirm(OUTBOX_TEXT.discardConfirm)) void outbox.discard(entry.id);
                      }}
                    >
                      {OUTBOX_TEXT.discard}
                    </button>
                  </div>
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EntrySummary({ entry }: { entry: OutboxEntry }) {
  const scores = entry.payload?.team1Results?.length ? resultText(entry.payload) : null;
  return (
    <div className="outbox-entry__summary">
      <strong>{entry.label ?? OPERATION_TEXT[entry.operation]}</strong>
      <span className="outbox-entry__meta">
        {OPERATION_TEXT[entry.operation]}
        {scores && <span className="outbox-entry__scores"> · {scores}</span>} · {time(entry.createdAt)}
      </span>
      <span className="outbox-entry__state">{ENTRY_STATE_TEXT[entry.state]}</span>
      {entry.lastError && <span className="outbox-entry__error">{entry.lastError}</span>}
    </div>
  );
}
