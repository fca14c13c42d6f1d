import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import { resultsOf, scoreProblem as problemUnder, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { t } from '@/client/i18n/i18n';
import { toTeamOrder, type MySide, type TeamOrderResults } from './viewer-side';

/**
 * The games typed in the boxes of /me, set by set (empty boxes left out), as the report or dispute
 * sends them. The player's pair is the grid's first row; the server takes team 1 / team 2 order.
 */
export function scoresOf(grid: ScoreGridValues, side: MySide): TeamOrderResults {
  const { team1Results: mine, team2Results: theirs } = resultsOf(grid);
  return toTeamOrder({ mine, theirs }, side);
}

/**
 * What is wrong with a score typed on /me, in one line, or null: the league's match format (the
 * score entry's one check, which the organiser's entry and the server run too), so a refused score
 * never reaches the outbox. It reads the grid as shown (the player's pair first), so a score it
 * quotes reads as typed. `optional`: an empty grid is fine (a dispute's own score).
 */
export const scoreProblem = (grid: ScoreGridValues, format: MatchFormat = DEFAULT_MATCH_FORMAT, optional = false): string | null =>
  problemUnder(grid, { format, whenEmpty: optional ? undefined : t('me.scoresRequired') });
