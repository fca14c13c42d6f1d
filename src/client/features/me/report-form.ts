import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import { resultsOf, scoreProblem as problemUnder, type ScoreGridValues } from '@/client/components/score-entry/score-entry';
import { t } from '@/client/i18n/i18n';

/** The games typed in the boxes, set by set (empty boxes left out), as the report sends them. */
export const scoresOf = resultsOf;

/**
 * What is wrong with a score typed on /me, in one line, or null: the league's match format (the
 * score entry's one check, which the organiser's entry and the server run too), so a refused score
 * never reaches the outbox. `optional`: an empty grid is fine (a dispute's own score).
 */
export const scoreProblem = (grid: ScoreGridValues, format: MatchFormat = DEFAULT_MATCH_FORMAT, optional = false): string | null =>
  problemUnder(grid, { format, whenEmpty: optional ? undefined : t('me.scoresRequired') });
