import { useId, useState, type FormEvent } from 'react';
import { matchPayloadOf, type OutboxEntry } from './outbox-types';
import type { MatchInput } from '@/shared/schemas/match';
import { Button } from '../components/ui/button';
import styles from './outbox-entry-editor.module.css';
import { OUTBOX_TEXT } from './messages';
import { serverVersionOf } from './conflict-results';

/** "6, 4 x7" → [6, 4, 7]: digits, commas and spaces; other pieces are dropped (docs/rules.md, "Matches and results"). */
export function parseScores(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((piece) => /^\d+$/.test(piece))
    .map(Number);
}

const scoresText = (scores: number[] | undefined): string => (scores ?? []).join(', ');

/** Corrects the set scores of a queued create or results entry; saving re-queues it under a new key. */
export function OutboxEntryEditor({
  entry,
  onSave,
  onCancel,
}: {
  entry: OutboxEntry;
  onSave: (changes: { body: MatchInput; baseVersion?: number | null }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const payload = matchPayloadOf(entry);
  const [team1, setTeam1] = useState(scoresText(payload?.team1Results));
  const [team2, setTeam2] = useState(scoresText(payload?.team2Results));
  const serverVersion = serverVersionOf(entry.serverMatch);
  if (!payload) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: MatchInput = { ...payload, team1Results: parseScores(team1), team2Results: parseScores(team2) };
    // After a 412 the administrator has seen the newer result above and chose to replace it.
    onSave(serverVersion === undefined ? { body: next } : { body: next, baseVersion: serverVersion });
  };

  return (
    <form className={styles.editor} onSubmit={submit}>
      {/* The server's result and yours stand above, in the entry's summary. */}
      {serverVersion !== undefined && <p className={styles.server}>{OUTBOX_TEXT.overwriteHint}</p>}
      <label htmlFor={`${id}-t1`}>{OUTBOX_TEXT.team1Scores}</label>
      <input id={`${id}-t1`} inputMode="numeric" value={team1} onChange={(event) => setTeam1(event.target.value.replace(/[^\d,\s]/g, ''))} />
      <label htmlFor={`${id}-t2`}>{OUTBOX_TEXT.team2Scores}</label>
      <input id={`${id}-t2`} inputMode="numeric" value={team2} onChange={(event) => setTeam2(event.target.value.replace(/[^\d,\s]/g, ''))} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {OUTBOX_TEXT.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {OUTBOX_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
