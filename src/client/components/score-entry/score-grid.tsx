import { MAX_SETS } from '@/shared/domain/set-scores';
import styles from './score-grid.module.css';

/** Padel is mostly best of three: three boxes a side, more only for a result that has more sets. */
export const SET_BOXES = 3;

/** The games typed per set and team, as the boxes hold them ('' for an empty box). */
export interface ScoreGridValues {
  team1: string[];
  team2: string[];
}

/** The boxes for a result (empty ones for a match without one). */
export function scoreGridOf(team1Results: readonly number[], team2Results: readonly number[]): ScoreGridValues {
  const boxes = Math.min(MAX_SETS, Math.max(SET_BOXES, team1Results.length, team2Results.length));
  const side = (results: readonly number[]) => Array.from({ length: boxes }, (_, index) => (results[index] === undefined ? '' : String(results[index])));
  return { team1: side(team1Results), team2: side(team2Results) };
}

/** The grid typed one box at a time: digits only, two at most. */
export function typedInto(grid: ScoreGridValues, side: keyof ScoreGridValues, index: number, typed: string): ScoreGridValues {
  const games = typed.replace(/\D/g, '').slice(0, 2);
  return { ...grid, [side]: grid[side].map((value, at) => (at === index ? games : value)) };
}

interface ScoreGridProps {
  grid: ScoreGridValues;
  team1Name: string;
  team2Name: string;
  onType: (side: keyof ScoreGridValues, index: number, typed: string) => void;
  /** "Set 1" over each column. */
  setLabel: (index: number) => string;
  /** Each box's accessible name: "Alpha Pair, set 1". */
  boxLabel: (teamName: string, index: number) => string;
  /** The id of the problem line, when there is one: every box is then invalid and described by it. */
  problemId?: string;
}

/**
 * The courtside score entry: large boxes, one per set and team, the set winner's box in ball yellow
 * as on every scoreboard of the app. The organiser's Tonight screen and a player's report use it.
 */
export function ScoreGrid({ grid, team1Name, team2Name, onType, setLabel, boxLabel, problemId }: ScoreGridProps) {
  const rows = [
    { side: 'team1' as const, name: team1Name, other: 'team2' as const },
    { side: 'team2' as const, name: team2Name, other: 'team1' as const },
  ];
  return (
    <div className={styles.grid} style={{ gridTemplateColumns: `minmax(0, 1fr) repeat(${grid.team1.length}, var(--score-box))` }}>
      <span aria-hidden="true" />
      {grid.team1.map((_, index) => (
        <span key={index} className={styles.setHead} aria-hidden="true">
          {setLabel(index)}
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
              aria-label={boxLabel(team.name, index)}
              aria-invalid={problemId ? true : undefined}
              aria-describedby={problemId}
              value={games}
              onChange={(event) => onType(team.side, index, event.target.value)}
            />
          );
        }),
      ])}
    </div>
  );
}
