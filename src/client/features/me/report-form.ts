import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import { matchFormatProblems } from '@/shared/domain/match-formats';
import { parseScoreList } from '@/shared/domain/set-scores';
import type { ScoreGridValues } from '@/client/components/score-entry/score-grid';
import { localiseScoreProblem } from '@/client/i18n/score-problems';
import { meMessages as text } from './messages';

/** The games typed in the boxes, set by set (empty boxes left out), as the report sends them. */
export const scoresOf = (grid: ScoreGridValues) => ({
  team1Results: parseScoreList(grid.team1.join(', ')),
  team2Results: parseScoreList(grid.team2.join(', ')),
});

/**
 * What is wrong with a score typed on /me, in one line, or null: the league's match format (the
 * same check the organiser's entry and the server run), so a refused score never reaches the outbox.
 * `optional`: an empty grid is fine (a dispute's own score).
 */
export function scoreProblem(grid: ScoreGridValues, format: MatchFormat = DEFAULT_MATCH_FORMAT, optional = false): string | null {
  const { team1Results, team2Results } = scoresOf(grid);
  if (team1Results.length === 0 && team2Results.length === 0) return optional ? null : text.scoresRequired;
  const problems = matchFormatProblems(format, team1Results, team2Results, 'played');
  return problems.length > 0 ? problems.map((problem) => localiseScoreProblem(problem.message)).join('. ') : null;
}
