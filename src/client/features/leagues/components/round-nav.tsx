import type { Round } from '../../../../shared/schemas/round';
import { Button } from '../../../components/ui/button';
import { leagueMessages, roundLabel } from '../messages';

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
    <div className="round-nav">
      <Button
        variant="secondary"
        className="round-nav__previous"
        aria-label={`${leagueMessages.previous} ${leagueMessages.round}`}
        disabled={!previous}
        onClick={() => previous && onSelect(previous.id)}
      >
        <span aria-hidden="true">‹ </span>
        {leagueMessages.previous}
        <span className="round-nav__word"> {leagueMessages.round}</span>
      </Button>
      <h2 className="round-label round-nav__label num" aria-live="polite">
        {roundLabel(selected)}
      </h2>
      <Button
        variant="secondary"
        className="round-nav__next"
        aria-label={`${leagueMessages.next} ${leagueMessages.round}`}
        disabled={!next}
        onClick={() => next && onSelect(next.id)}
      >
        {leagueMessages.next}
        <span className="round-nav__word"> {leagueMessages.round}</span>
        <span aria-hidden="true"> ›</span>
      </Button>
    </div>
  );
}
