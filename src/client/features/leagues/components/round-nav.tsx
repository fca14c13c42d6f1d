import type { Round } from '@/shared/schemas/round';
import { Button } from '@/client/components/ui/button';
import { leagueMessages, roundLabel } from '../messages';
import labelStyles from './round-label.module.css';
import styles from './round-nav.module.css';

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
  // The visible text drops "round" on narrow phones; the accessible name always keeps it.
  return (
    <div className={styles.nav}>
      <Button
        variant="secondary"
        className={`${styles.button} ${styles.previous}`}
        aria-label={`${leagueMessages.previous} ${leagueMessages.round}`}
        disabled={!previous}
        onClick={() => previous && onSelect(previous.id)}
      >
        <span aria-hidden="true">‹ </span>
        {leagueMessages.previous}
        <span className={styles.word}> {leagueMessages.round}</span>
      </Button>
      <h2 className={`${labelStyles.label} ${styles.label} num`} aria-live="polite">
        {roundLabel(selected)}
      </h2>
      <Button
        variant="secondary"
        className={`${styles.button} ${styles.next}`}
        aria-label={`${leagueMessages.next} ${leagueMessages.round}`}
        disabled={!next}
        onClick={() => next && onSelect(next.id)}
      >
        {leagueMessages.next}
        <span className={styles.word}> {leagueMessages.round}</span>
        <span aria-hidden="true"> ›</span>
      </Button>
    </div>
  );
}
