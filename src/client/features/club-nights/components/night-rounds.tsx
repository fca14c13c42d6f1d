import type { ClubNight } from '@/shared/schemas/club-night';
import { namesOf, sideText } from '../messages';
import styles from './night-views.module.css';
import { t } from '@/client/i18n/i18n';

/** The night's rounds, newest first, by court: who plays whom, the score, and who rests. */
export function NightRounds({ night }: { night: Pick<ClubNight, 'rounds' | 'players'> }) {
  const names = namesOf(night);
  if (night.rounds.length === 0) return <p className={styles.muted}>{t('clubNights.noRounds')}</p>;
  return (
    <div className={styles.rounds}>
      {[...night.rounds].reverse().map((round) => (
        <section key={round.number} className={styles.block} aria-labelledby={`night-round-${round.number}`}>
          <h2 id={`night-round-${round.number}`} className={styles.heading}>
            {t('clubNights.round', { number: round.number })}
          </h2>
          <ul className={styles.courts}>
            {round.matches.map((match) => (
              <li key={match.courtNumber} className={styles.court} data-testid="night-match">
                <span className={styles.courtName}>{t('clubNights.court', { court: match.courtNumber })}</span>
                <span className={styles.side}>{sideText(match.team1, names)}</span>
                <span className={styles.score}>
                  {match.team1Points === null || match.team2Points === null
                    ? t('clubNights.vs')
                    : `${match.team1Points}–${match.team2Points}`}
                </span>
                <span className={styles.side}>{sideText(match.team2, names)}</span>
              </li>
            ))}
          </ul>
          {round.resting.length > 0 ? (
            <p className={styles.resting}>
              {t('clubNights.resting', { names: round.resting.map((id) => names.get(id) ?? '').join(', ') })}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
