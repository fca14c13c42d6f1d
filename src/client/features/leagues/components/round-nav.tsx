import type { Round } from '@/shared/schemas/round';
import { Button } from '@/client/components/ui/button';
import { roundLabel } from '../messages';
import labelStyles from './round-label.module.css';
import styles from './round-nav.module.css';
import { t } from '@/client/i18n/i18n';

/** Previous/next through the league's active rounds; each button is disabled at its end. */
export function RoundNav({
  rounds,
  selected,
  onSelect,
}: {
  rounds: readonly Round[];
  selected: Round;
  onSelect: (roundId: number) => void;
}) {
  const index = rounds.findIndex((round) => round.id === selected.id);
  const previous = index > 0 ? rounds[index - 1] : undefined;
  const next = index >= 0 && index < rounds.length - 1 ? rounds[index + 1] : undefined;
  // Narrow phones show the short word ("Previous"); the accessible name is always the whole one.
  return (
    <div className={styles.nav}>
      <Button
        variant="secondary"
        className={`${styles.button} ${styles.previous}`}
        aria-label={t('leagues.previousRound')}
        disabled={!previous}
        onClick={() => previous && onSelect(previous.id)}
      >
        <span aria-hidden="true">‹ </span>
        <span className={styles.full}>{t('leagues.previousRound')}</span>
        <span className={styles.short}>{t('leagues.previous')}</span>
      </Button>
      <h2 className={`${labelStyles.label} ${styles.label} num`} aria-live="polite">
        {roundLabel(selected)}
      </h2>
      <Button
        variant="secondary"
        className={`${styles.button} ${styles.next}`}
        aria-label={t('leagues.nextRound')}
        disabled={!next}
        onClick={() => next && onSelect(next.id)}
      >
        <span className={styles.full}>{t('leagues.nextRound')}</span>
        <span className={styles.short}>{t('leagues.next')}</span>
        <span aria-hidden="true"> ›</span>
      </Button>
    </div>
  );
}
