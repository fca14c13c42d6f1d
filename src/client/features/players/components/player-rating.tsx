import { useQuery } from '@tanstack/react-query';
import type { PlayerRatingResponse } from '@/shared/schemas/season';
import { formatDay, formatDecimal } from '@/client/i18n/format';
import { StatusMessage } from '@/client/components/ui/status-message';
import { playerQueries } from '../queries';
import { ratingTrend, signedChange } from '../messages';
import blocks from '@/client/components/layout/page-blocks.module.css';
import styles from './player-rating.module.css';
import { t } from '@/client/i18n/i18n';

/** The steps listed under the sparkline: the latest first, enough to read on a phone. */
const LISTED_STEPS = 10;

/** The player's level and rating, how far to trust them, and how the rating moved (docs/ratings.md). */
export function PlayerRating({ playerId }: { playerId: number }) {
  const rating = useQuery(playerQueries.rating(playerId));
  return (
    <section className={blocks.section} aria-labelledby="player-rating-title">
      <h2 className={blocks.sectionTitle} id="player-rating-title">
        {t('players.seasons.rating')}
      </h2>
      {rating.isPending ? (
        <StatusMessage tone="loading" title={t('players.seasons.loadingRating')} />
      ) : rating.isError ? (
        <StatusMessage tone="error" title={t('players.seasons.ratingError')} />
      ) : (
        <RatingCard rating={rating.data} />
      )}
    </section>
  );
}

function RatingCard({ rating }: { rating: PlayerRatingResponse }) {
  const steps = rating.history;
  return (
    <div className={styles.card}>
      <div className={styles.figures}>
        <div className={styles.pair}>
          <p className={styles.figure}>
            <span className={styles.figureLabel}>{t('players.seasons.level')}</span>
            <span className={`num ${styles.value}`}>{formatDecimal(rating.level)}</span>
          </p>
          <p className={styles.figure}>
            <span className={styles.figureLabel}>{t('players.seasons.rating')}</span>
            <span className={`num ${styles.value} ${styles.secondary}`}>{formatDecimal(rating.rating)}</span>
          </p>
        </div>
        <div className={styles.reliability}>
          <div className={styles.reliabilityLine}>
            <span>{t('players.seasons.reliability')}</span>
            <span className="num">{`${rating.reliability}%`}</span>
          </div>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('players.seasons.reliability')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={rating.reliability}
            aria-valuetext={`${rating.reliability}%`}
          >
            <span className={styles.meterFill} style={{ width: `${rating.reliability}%` }} />
          </div>
          <p className={styles.hint}>{t('players.seasons.reliabilityHint')}</p>
        </div>
      </div>
      <p className={styles.hint}>{t('players.seasons.levelHint')}</p>
      {steps.length === 0 ? (
        <p className={styles.hint}>{t('players.seasons.noRatingYet')}</p>
      ) : (
        <>
          <Sparkline values={[steps[0]!.before, ...steps.map((step) => step.after)]} />
          <details className={styles.details}>
            <summary>{t('players.seasons.ratingHistory')}</summary>
            <table className={styles.table}>
              <caption className="sr-only">{t('players.seasons.ratingHistory')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('players.seasons.date')}</th>
                  <th scope="col">{t('players.seasons.before')}</th>
                  <th scope="col">{t('players.seasons.after')}</th>
                  <th scope="col">{t('players.seasons.change')}</th>
                </tr>
              </thead>
              <tbody>
                {[...steps]
                  .reverse()
                  .slice(0, LISTED_STEPS)
                  .map((step) => {
                    const change = step.after - step.before;
                    return (
                      <tr key={step.matchId}>
                        <td>{formatDay(step.date)}</td>
                        <td className="num">{formatDecimal(step.before)}</td>
                        <td className="num">{formatDecimal(step.after)}</td>
                        <td className={`num ${change >= 0 ? styles.up : styles.down}`}>{signedChange(change)}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </details>
        </>
      )}
    </div>
  );
}

const WIDTH = 300;
const HEIGHT = 60;
const PAD = 4;

/** The rating over its matches as a line; the words say what it shows, the table below has the numbers. */
function Sparkline({ values }: { values: number[] }) {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(values.length - 1, 1);
  const y = (value: number) => HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / span;
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const last = values[values.length - 1] ?? low;
  return (
    <svg
      className={styles.sparkline}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={ratingTrend(values[0] ?? low, last, values.length - 1)}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
      <circle cx={x(values.length - 1)} cy={y(last)} r="3" fill="currentColor" />
    </svg>
  );
}
