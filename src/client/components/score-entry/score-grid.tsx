import { useId } from 'react';
import { setHeading, scoreBoxLabel } from './messages';
import type { ScoreGridValues } from './score-entry';
import styles from './score-grid.module.css';
import { refusalClassName } from '../ui/refusal';

interface ScoreGridProps {
  grid: ScoreGridValues;
  team1Name: string;
  team2Name: string;
  onType: (side: keyof ScoreGridValues, index: number, typed: string) => void;
  /** The one problem line under the boxes (a score the rules refuse, or why a save failed): every box is then invalid and described by it. */
  problem?: string | null;
  /** A walkover carries no scores: the boxes stay empty and cannot be typed into. */
  disabled?: boolean;
}

/**
 * The score entry of every screen that records a result (Results, Tonight, a player's report or
 * dispute): large boxes, one per set and team, each named "team, set n", the set winner's box in
 * ball yellow as on every scoreboard of the app. The rules live in score-entry.ts.
 */
export function ScoreGrid({ grid, team1Name, team2Name, onType, problem, disabled }: ScoreGridProps) {
  const problemId = useId();
  const rows = [
    { side: 'team1' as const, name: team1Name, other: 'team2' as const },
    { side: 'team2' as const, name: team2Name, other: 'team1' as const },
  ];
  return (
    <>
      <div
        className={styles.grid}
        data-sets={grid.team1.length}
        style={{ gridTemplateColumns: `minmax(0, 1fr) repeat(${grid.team1.length}, var(--score-box))` }}
      >
        <span aria-hidden="true" />
        {grid.team1.map((_, index) => (
          <span key={index} className={styles.setHead} aria-hidden="true">
            {setHeading(index)}
          </span>
        ))}
        {rows.map((team) => [
          <span key={`${team.side}-name`} className={styles.team}>
            {team.name}
          </span>,
          ...grid[team.side].map((games, index) => {
            const theirs = grid[team.other][index] ?? '';
            const won = games !== '' && theirs !== '' && Number(games) > Number(theirs);
            return (
              <input
                key={`${team.side}-${index}`}
                className={won ? `${styles.box} ${styles.won}` : styles.box}
                data-won={won || undefined}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                maxLength={2}
                disabled={disabled}
                aria-label={scoreBoxLabel(team.name, index)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                value={games}
                onChange={(event) => onType(team.side, index, event.target.value)}
              />
            );
          }),
        ])}
      </div>
      {problem ? (
        <p id={problemId} className={refusalClassName(styles.problem)} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
