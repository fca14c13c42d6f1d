import { useState } from 'react';
import { useOutbox } from './use-outbox';
import { ConflictResults } from './conflict-results';
import { ConflictLineups } from './conflict-lineups';
import { isLineupOperation } from './outbox-operations';
import { conflictMatchOf } from './conflict';
import { OutboxEntryEditor } from './outbox-entry-editor';
import { bodyOf, matchPayloadOf, type OutboxEntry } from './outbox-types';
import { ENTRY_STATE_TEXT, OPERATION_TEXT, resultText, syncHeadline } from './messages';
import { RetryCountdown } from './retry-countdown';
import { formatClock } from '@/client/i18n/format';
import { Button } from '../components/ui/button';
import styles from './outbox-panel.module.css';
import { t } from '@/client/i18n/i18n';

const time = formatClock;

/** Every change waiting in the outbox, with Retry / Edit / Discard where the server refused one. */
export function OutboxPanel() {
  const outbox = useOutbox();
  const [editing, setEditing] = useState<string | null>(null);
  const { status } = outbox;

  return (
    <section className={styles.panel} aria-labelledby="outbox-panel-title" data-testid="outbox-panel">
      <header className={styles.header}>
        <h2 id="outbox-panel-title">{t('offline.panelTitle')}</h2>
        <span className={styles.status} role="status" data-sync-state={status.state}>
          {syncHeadline(status)}
        </span>
        {status.nextRetryAt !== null && status.waitingCount > 0 && status.state !== 'offline' && (
          <RetryCountdown at={status.nextRetryAt} />
        )}
        {outbox.counts.total > 0 && status.state !== 'offline' && (
          <Button variant="secondary" onClick={() => void outbox.syncNow()}>
            {t('offline.syncNow')}
          </Button>
        )}
      </header>
      {status.needsSignIn && (
        <p className={styles.signIn} role="alert">
          {t('offline.signIn')}
        </p>
      )}
      {outbox.entries.length === 0 ? (
        <p className={styles.empty}>{t('offline.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {outbox.entries.map((entry) => (
            <li key={entry.id} className={styles.entry} data-testid="outbox-entry" data-state={entry.state}>
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
                  <div className={styles.actions}>
                    {/* An entry kept from an older app that could not be read has nothing to send again. */}
                    {entry.operation !== 'unrecognised' && (
                      <Button variant="secondary" onClick={() => void outbox.retry(entry.id)}>
                        {t('offline.retry')}
                      </Button>
                    )}
                    {matchPayloadOf(entry) && (
                      <Button variant="secondary" onClick={() => setEditing(entry.id)}>
                        {t('offline.edit')}
                      </Button>
                    )}
                    {/* A line-up someone else changed meanwhile: sent again on the server's version, over theirs. */}
                    {isLineupOperation(entry) && conflictMatchOf(entry.serverMatch) && (
                      <Button
                        variant="secondary"
                        onClick={() =>
                          void outbox.edit(entry.id, { baseVersion: conflictMatchOf(entry.serverMatch)!.version })
                        }
                      >
                        {t('offline.sendMine')}
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      onClick={() => {
                        if (window.confirm(t('offline.discardConfirm'))) void outbox.discard(entry.id);
                      }}
                    >
                      {t('offline.discard')}
                    </Button>
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
  const payload = matchPayloadOf(entry);
  // A conflict shows the server's result beside this one below; other entries their scores inline.
  const theirs = entry.state === 'needs-attention' && payload ? conflictMatchOf(entry.serverMatch) : null;
  const conflict = theirs && payload;
  // Any entry with scores shows them: a match's results, a player's reported score or dispute.
  const body = bodyOf(entry) as Parameters<typeof resultText>[0] | null;
  const scores = !conflict && body?.team1Results?.length ? resultText(body) : null;
  return (
    <div className={styles.summary}>
      <strong>{entry.label ?? t(OPERATION_TEXT[entry.operation])}</strong>
      <span className={styles.meta}>
        {t(OPERATION_TEXT[entry.operation])}
        {scores && <span> · {scores}</span>} · {time(entry.createdAt)}
      </span>
      <span className={styles.meta}>{t(ENTRY_STATE_TEXT[entry.state])}</span>
      {/* A conflict is worded now, in the language on screen; other reasons as they were kept. */}
      {entry.lastStatus === 412 ? (
        <span className={styles.error}>
          {t(isLineupOperation(entry) ? 'offline.lineupConflictTitle' : 'offline.conflictTitle')}
        </span>
      ) : (
        entry.lastError && <span className={styles.error}>{entry.lastError}</span>
      )}
      {theirs && conflict && <ConflictResults theirs={theirs} yours={conflict} />}
      {isLineupOperation(entry) && entry.state === 'needs-attention' && entry.lastStatus === 412 && (
        <ConflictLineups serverMatch={entry.serverMatch} yours={entry.args.shown} />
      )}
    </div>
  );
}
