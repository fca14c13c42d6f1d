import { useState, type FormEvent } from 'react';
import { maxSetsOf } from '@/shared/domain/match-formats';
import type { MatchFormat } from '@/shared/domain/constants';
import type { MatchInput } from '@/shared/schemas/match';
import { ScoreGrid } from '../components/score-entry/score-grid';
import { scoreEntrySchema, scoreGridOf, type ScoreGridValues } from '../components/score-entry/score-entry';
import { Button } from '../components/ui/button';
import { matchPayloadOf, type OutboxEntry } from './outbox-types';
import { conflictMatchOf } from './conflict';
import styles from './outbox-entry-editor.module.css';
import { t } from '@/client/i18n/i18n';

/**
 * The entry does not know its league's format, so the grid is checked under the rules every format
 * shares (`free`); the server checks the league's own on the send, and a refusal comes back here.
 */
const EDITOR_FORMAT: MatchFormat = 'free';

/** The teams' names for the grid: the server's (a conflict carries its match), else the entry's "A vs B" label. */
function teamNamesOf(entry: OutboxEntry): [string, string] {
  const theirs = conflictMatchOf(entry.serverMatch);
  const [team1, team2] = (entry.label ?? '').split(' vs ');
  return [
    theirs?.team1Name ?? (team2 === undefined ? t('offline.team1Scores') : team1!),
    theirs?.team2Name ?? (team2 === undefined ? t('offline.team2Scores') : team2),
  ];
}

/**
 * Corrects the set scores of a queued create or results entry in the score grid every screen
 * enters a result in, checked by the same schema; saving re-queues it under a new key.
 */
export function OutboxEntryEditor({
  entry,
  onSave,
  onCancel,
}: {
  entry: OutboxEntry;
  onSave: (changes: { body: MatchInput; baseVersion?: number | null }) => void;
  onCancel: () => void;
}) {
  const payload = matchPayloadOf(entry);
  const [grid, setGrid] = useState<ScoreGridValues>(() =>
    scoreGridOf(payload?.team1Results ?? [], payload?.team2Results ?? []),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const serverVersion = conflictMatchOf(entry.serverMatch)?.version;
  if (!payload) return null;
  const [team1Name, team2Name] = teamNamesOf(entry);
  const outcome = payload.outcome ?? 'played';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = scoreEntrySchema({ format: EDITOR_FORMAT, outcome }).safeParse(grid);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    const next: MatchInput = { ...payload, ...checked.data };
    // After a 412 the administrator has seen the newer result above and chose to replace it.
    onSave(serverVersion === undefined ? { body: next } : { body: next, baseVersion: serverVersion });
  };

  return (
    <form className={styles.editor} noValidate onSubmit={submit}>
      {/* The server's result and yours stand above, in the entry's summary. */}
      {serverVersion !== undefined && <p className={styles.server}>{t('offline.overwriteHint')}</p>}
      <ScoreGrid
        grid={grid}
        team1Name={team1Name}
        team2Name={team2Name}
        problem={problem}
        // A walkover carries no scores: its boxes stay empty and shut, as in the Results dialog.
        disabled={outcome === 'walkover'}
        format={EDITOR_FORMAT}
        maxSets={maxSetsOf(EDITOR_FORMAT)}
        onChange={(update) => {
          setGrid(update);
          setProblem(null);
        }}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('offline.cancel')}
        </Button>
        <Button type="submit" variant="primary">
          {t('offline.save')}
        </Button>
      </div>
    </form>
  );
}
