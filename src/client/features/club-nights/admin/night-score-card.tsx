import { useState, type FormEvent } from 'react';
import { nightScoreProblem } from '@/shared/domain/club-nights';
import { clubNightMatch, type ClubNight } from '@/shared/schemas/club-night';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { PendingSyncMark, useOutbox } from '@/client/offline';
import { Button } from '@/client/components/ui/button';
import { namesOf, sideText } from '../messages';
import { complementOf, type ShownNightMatch } from './night-shown';
import styles from './night-screen.module.css';
import { t } from '@/client/i18n/i18n';

export interface NightScore {
  team1Points: number;
  team2Points: number;
}

interface NightScoreCardProps {
  night: ClubNight;
  roundNumber: number;
  match: ShownNightMatch;
  /** Hands the score to the outbox; resolves when it is sent or kept, throws on a refusal. */
  onSave: (score: NightScore) => Promise<void>;
}

const boxText = (points: number | null) => (points === null ? '' : String(points));

/**
 * One court of a round: the two pairs and two big boxes. With points scoring, typing one side fills
 * the other (the two add up to the night's points per match); timed, each side is typed. What was
 * typed stays until the outbox or the server has it.
 */
export function NightScoreCard({ night, roundNumber, match, onSave }: NightScoreCardProps) {
  const names = namesOf(night);
  const [draft, setDraft] = useState<{ team1: string; team2: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? { team1: boxText(match.team1Points), team2: boxText(match.team2Points) };
  const { scoring } = night;

  const type = (side: 'team1' | 'team2', text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 3);
    const other = side === 'team1' ? 'team2' : 'team1';
    setProblem(null);
    setDraft({
      ...shown,
      [side]: digits,
      ...(scoring.kind === 'points' ? { [other]: complementOf(digits, scoring.pointsPerMatch) } : {}),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (shown.team1 === '' || shown.team2 === '') return setProblem(t('clubNights.admin.scoreRequired'));
    const score = { team1Points: Number(shown.team1), team2Points: Number(shown.team2) };
    if (nightScoreProblem(scoring, score.team1Points, score.team2Points) !== null)
      return setProblem(
        scoring.kind === 'points'
          ? t('clubNights.admin.notAddingUp', { points: scoring.pointsPerMatch })
          : t('clubNights.admin.scoreInvalid'),
      );
    setSaving(true);
    try {
      await onSave(score);
      setDraft(null);
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.status === 412
          ? t('offline.conflictTitle')
          : (serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.saveFailed')),
      );
    } finally {
      setSaving(false);
    }
  };

  const label1 = sideText(match.team1, names);
  const label2 = sideText(match.team2, names);
  const boxId = `night-${roundNumber}-${match.courtNumber}`;
  return (
    <li className={styles.card} data-testid="night-score-card" data-court={match.courtNumber}>
      <div className={styles.cardHead}>
        <span className={styles.courtName}>{t('clubNights.court', { court: match.courtNumber })}</span>
        {match.entry ? <PendingSyncMark entry={match.entry} /> : null}
      </div>
      <form className={styles.scoreForm} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.side} htmlFor={`${boxId}-1`}>
          {label1}
        </label>
        <input
          id={`${boxId}-1`}
          className={styles.box}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('clubNights.admin.pointsOf', { side: label1 })}
          value={shown.team1}
          onChange={(event) => type('team1', event.target.value)}
        />
        <label className={styles.side} htmlFor={`${boxId}-2`}>
          {label2}
        </label>
        <input
          id={`${boxId}-2`}
          className={styles.box}
          inputMode="numeric"
          autoComplete="off"
          aria-label={t('clubNights.admin.pointsOf', { side: label2 })}
          value={shown.team2}
          onChange={(event) => type('team2', event.target.value)}
        />
        <Button type="submit" className={styles.save} disabled={saving || draft === null}>
          {saving ? t('admin.tonight.saving') : t('clubNights.admin.saveScore')}
        </Button>
      </form>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {match.entry?.state === 'needs-attention' ? <NightEntryAttention match={match} /> : null}
    </li>
  );
}

/** A score the server refused while it waited: why, the server's score beside this one, and the two ways out. */
function NightEntryAttention({ match }: { match: ShownNightMatch }) {
  const outbox = useOutbox();
  const entry = match.entry!;
  const theirs = clubNightMatch.safeParse(entry.serverMatch);
  return (
    <div className={styles.attention} role="alert">
      <p>{entry.lastStatus === 412 ? t('offline.conflictTitle') : entry.lastError}</p>
      {theirs.success ? (
        <dl className={styles.conflict}>
          <div>
            <dt>{t('offline.theirResult')}</dt>
            <dd>
              {theirs.data.team1Points === null
                ? t('offline.noResult')
                : `${theirs.data.team1Points}–${theirs.data.team2Points}`}
            </dd>
          </div>
          <div>
            <dt>{t('offline.yourResult')}</dt>
            <dd>{`${match.team1Points}–${match.team2Points}`}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.attentionActions}>
        {theirs.success ? (
          <Button variant="secondary" onClick={() => void outbox.edit(entry.id, { baseVersion: theirs.data.version })}>
            {t('clubNights.admin.keepMine')}
          </Button>
        ) : null}
        <Button variant="danger" onClick={() => void outbox.discard(entry.id)}>
          {theirs.success ? t('clubNights.admin.keepTheirs') : t('offline.discard')}
        </Button>
      </div>
    </div>
  );
}
