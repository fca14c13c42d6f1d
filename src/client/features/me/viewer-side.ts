import { winnerSideOf } from '@/shared/domain/match-outcome';
import { formatSetScores } from '@/shared/domain/set-scores';
import type { MatchOutcome } from '@/shared/schemas/match';
import type { MyMatch } from '@/shared/schemas/reports';

/*
 * /me reads every score from the signed-in player's side: their pair's games first, whichever
 * team of the match they are. The server keeps and takes scores in team 1 / team 2 order; this is
 * the one place that turns one order into the other, both ways.
 */

/** The match's side of the player's pair: 1 for team 1, 2 for team 2. */
export type MySide = 1 | 2;

type Sides = Pick<MyMatch, 'myTeamId' | 'team1Id' | 'team2Id'>;

export const mySideOf = (match: Sides): MySide => (match.myTeamId === match.team1Id ? 1 : 2);

/** A score in the server's order: team 1's games set by set, then team 2's. */
export interface TeamOrderResults {
  team1Results: number[];
  team2Results: number[];
}

/** A score in the player's order: their pair's games set by set, then the opponents'. */
export interface ViewerResults {
  mine: number[];
  theirs: number[];
}

/** The server's order → the player's. */
export function toViewerOrder(results: { team1Results: readonly number[]; team2Results: readonly number[] }, side: MySide): ViewerResults {
  const team1 = [...results.team1Results];
  const team2 = [...results.team2Results];
  return side === 1 ? { mine: team1, theirs: team2 } : { mine: team2, theirs: team1 };
}

/** The player's order → the server's, as a report or a dispute sends it. */
export function toTeamOrder(results: ViewerResults, side: MySide): TeamOrderResults {
  return side === 1 ? { team1Results: [...results.mine], team2Results: [...results.theirs] } : { team1Results: [...results.theirs], team2Results: [...results.mine] };
}

export const myTeamNameOf = (match: Pick<MyMatch, 'myTeamId' | 'team1Id' | 'team1Name' | 'team2Name'>) => (match.myTeamId === match.team1Id ? match.team1Name : match.team2Name);

export const opponentsNameOf = (match: Pick<MyMatch, 'myTeamId' | 'team1Id' | 'team1Name' | 'team2Name'>) => (match.myTeamId === match.team1Id ? match.team2Name : match.team1Name);

/** A score as the player reads it: their games first ("6–4 3–6 10–8"), and whether their pair won it (null: undecided). */
export interface ViewerScore {
  score: string;
  won: boolean | null;
}

/**
 * Any score of the match (its result, a report, a dispute's counter-proposal) from the player's
 * side. Who won is the app's one rule (winnerSideOf): the sets, or the named winner of a walkover
 * or a retirement.
 */
export function viewerScoreOf(
  match: Sides,
  scores: {
    team1Results: readonly number[];
    team2Results: readonly number[];
    outcome?: MatchOutcome;
    winnerTeamId?: number | null;
  },
): ViewerScore {
  const side = mySideOf(match);
  const { mine, theirs } = toViewerOrder(scores, side);
  const winner = winnerSideOf({
    team1Id: match.team1Id,
    team2Id: match.team2Id,
    team1Results: scores.team1Results,
    team2Results: scores.team2Results,
    outcome: scores.outcome ?? 'played',
    winnerTeamId: scores.winnerTeamId ?? null,
  });
  return { score: formatSetScores(mine, theirs), won: winner === null ? null : winner === side };
}
