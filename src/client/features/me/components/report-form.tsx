import { useState, type FormEvent } from 'react';
import type { MatchFormat } from '@/shared/domain/constants';
import type { MyMatch, ReportInput } from '@/shared/schemas/reports';
import { ScoreGrid } from '@/client/components/score-entry/score-grid';
import { scoreGridOf, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { Button } from '@/client/components/ui/button';
import { scoreProblem, scoresOf } from '../report-form';
import { mySideOf, myTeamNameOf, opponentsNameOf } from '../viewer-side';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';

interface ReportFormProps {
  match: MyMatch;
  matchFormat: MatchFormat;
  onSend: (payload: ReportInput) => Promise<boolean>;
  onCancel: () => void;
}

/** "Report score": the courtside boxes the organiser uses, the player's pair in the first row, checked by the league's format before it is queued. */
export function ReportForm({ match, matchFormat, onSend, onCancel }: ReportFormProps) {
  const [grid, setGrid] = useState<ScoreGridValues>(() => scoreGridOf([], []));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = scoreProblem(grid, matchFormat);
    setProblem(found);
    if (found || sending) return;
    setSending(true);
    const sent = await onSend({ ...scoresOf(grid, mySideOf(match)), outcome: 'played' });
    if (!sent) setSending(false);
  };

  return (
    <form className={styles.entry} noValidate aria-label={t('me.reportTitle')} onSubmit={(event) => void submit(event)}>
      <h3 className={styles.entryTitle}>{t('me.reportTitle')}</h3>
      <ScoreGrid
        grid={grid}
        team1Name={myTeamNameOf(match)}
        team2Name={opponentsNameOf(match)}
        problem={problem}
        format={matchFormat}
        onChange={(update) => {
          // Typing clears the problem the last send found.
          setGrid(update);
          setProblem(null);
        }}
      />
      <p className={styles.hint}>{t('me.reportHint')}</p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('me.sending') : t('me.sendReport')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('me.cancel')}
        </Button>
      </div>
    </form>
  );
}
