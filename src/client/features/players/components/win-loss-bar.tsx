import styles from './win-loss-bar.module.css';
import { t } from '@/client/i18n/i18n';
import { formatRate } from '@/client/i18n/format';

/** Won and lost matches as one bar, with the numbers printed beside it (colour is never the only cue). */
export function WinLossBar({ won, lost }: { won: number; lost: number }) {
  const played = won + lost;
  return (
    <figure className={styles.figure}>
      <div className={styles.bar} role="img" aria-label={t('players.wonLost', { won, lost })}>
        {/* The only computed style on the public pages: the bar's split is data, not design. */}
        <span className={styles.won} style={{ flexGrow: won }} />
        <span className={styles.lost} style={{ flexGrow: lost }} />
      </div>
      <figcaption className={`${styles.legend} num`}>
        <span className={styles.keyWon}>
          {t('players.won')} {won} ({formatRate(won, played)}%)
        </span>
        <span className={styles.keyLost}>
          {t('players.lost')} {lost}
        </span>
      </figcaption>
    </figure>
  );
}
