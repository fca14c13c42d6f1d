import { ScoreGrid, typedInto, type ScoreGridValues } from '@/client/components/score-entry/score-grid';
import type { MyMatch } from '@/shared/schemas/reports';
import { meMessages as text } from '../messages';
import styles from './my-matches.module.css';

interface MatchScoreFieldsProps {
  match: Pick<MyMatch, 'team1Name' | 'team2Name'>;
  grid: ScoreGridValues;
  /** Typing changes the grid and clears the problem the last send found. */
  onGridChange: (update: (current: ScoreGridValues) => ScoreGridValues) => void;
  problem: string | null;
  problemId: string;
}

/** The set boxes of a report or a dispute, with the format problem the last send found under them. */
export function MatchScoreFields({ match, grid, onGridChange, problem, problemId }: MatchScoreFieldsProps) {
  return (
    <>
      <ScoreGrid
        grid={grid}
        team1Name={match.team1Name}
        team2Name={match.team2Name}
        onType={(side, index, typed) => onGridChange((current) => typedInto(current, side, index, typed))}
        setLabel={text.set}
        boxLabel={text.scoreLabel}
        problemId={problem ? problemId : undefined}
      />
      {problem ? (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
