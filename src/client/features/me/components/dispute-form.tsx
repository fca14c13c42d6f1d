import { useId, useState, type FormEvent } from 'react';
import type { MatchFormat } from '@/shared/domain/constants';
import type { DisputeInput, MyMatch } from '@/shared/schemas/reports';
import { ScoreGrid } from '@/client/components/score-entry/score-grid';
import { scoreGridOf, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { Button } from '@/client/components/ui/button';
import { TextAreaField } from '@/client/components/ui/field';
import { scoreProblem, scoresOf } from '../report-form';
import { mySideOf, myTeamNameOf, opponentsNameOf } from '../viewer-side';
import styles from './my-matches.module.css';
import { t } from '@/client/i18n/i18n';

interface DisputeFormProps {
  match: MyMatch;
  matchFormat: MatchFormat;
  onSend: (payload: DisputeInput) => Promise<boolean>;
  onCancel: () => void;
}

/** "Dispute": why (required), and optionally the score as this pair saw it (their row first), so the organiser sees both. */
export function DisputeForm({ match, matchFormat, onSend, onCancel }: DisputeFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [grid, setGrid] = useState<ScoreGridValues>(() => scoreGridOf([], []));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const legendId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingReason = reason.trim() === '' ? t('me.reasonRequired') : null;
    const found = scoreProblem(grid, matchFormat, true);
    setReasonError(missingReason);
    setProblem(found);
    if (missingReason || found || sending) return;
    const scores = scoresOf(grid, mySideOf(match));
    const payload: DisputeInput = scores.team1Results.length > 0 || scores.team2Results.length > 0 ? { reason: reason.trim(), ...scores } : { reason: reason.trim() };
    setSending(true);
    const sent = await onSend(payload);
    if (!sent) setSending(false);
  };

  return (
    <form className={styles.entry} noValidate aria-label={t('me.disputeTitle')} onSubmit={(event) => void submit(event)}>
      <h3 className={styles.entryTitle}>{t('me.disputeTitle')}</h3>
      <TextAreaField label={t('me.reason')} required value={reason} onValueChange={setReason} error={reasonError} maxLength={500} />
      <fieldset className={styles.ownScore} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('me.ownScore')}
        </legend>
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
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="danger" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('me.sending') : t('me.sendDispute')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('me.cancel')}
        </Button>
      </div>
    </form>
  );
}
