import type { MatchTiebreakGames } from '../schemas/league.js';
import type { MatchFormat } from './constants.js';
import { isMatchTiebreakOf } from './match-formats.js';
import { pairSets, winningSide } from './set-scores.js';

/** The parts of a match that decide how it counts (docs/rules.md, "Matches and results"). */
export interface MatchRecord {
  /** Null only on a playoff match still waiting for an earlier match's winner: never decided. */
  team1Id: number | null;
  team2Id: number | null;
  team1Results: readonly number[];
  team2Results: readonly number[];
  outcome: 'played' | 'walkover' | 'retired';
  winnerTeamId: number | null;
}

export interface MatchTally {
  /** False while the match is only scheduled; such a match counts for nothing. */
  counts: boolean;
  winnerTeamId: number | null;
  loserTeamId: number | null;
  isWalkover: boolean;
  /** Indexed by side: [team1, team2]. */
  setsWon: [number, number];
  gamesWon: [number, number];
}

/**
 * Who won a match: the one rule every screen and count uses. A played match goes to the side that won
 * more sets (its scores say it; the winner the server stores follows them); a walkover or retirement goes
 * to the team named as its winner. 1 or 2 for team1 or team2; null while the match is undecided
 * (no scores yet, or a named winner who does not play in it).
 */
export function winnerSideOf(match: MatchRecord): 1 | 2 | null {
  if (match.team1Id === null || match.team2Id === null) return null;
  if (match.outcome === 'played') return winningSide(match.team1Results, match.team2Results);
  if (match.winnerTeamId === match.team1Id) return 1;
  if (match.winnerTeamId === match.team2Id) return 2;
  return null;
}

// A walkover counts as 6-0 6-0 to the winner. It carries no scores; any stored from before that
// rule are ignored, since they may even favour the team named as loser.
const WALKOVER_SETS = [6, 6];
const WALKOVER_LOSER = [0, 0];

/**
 * How one match counts for standings and player statistics. A match tie-break set (e.g. 10-8)
 * is a set won and, by default, one game to its winner ("one"); "points" counts its points.
 * The league's format says which sets are match tie-breaks: a pro set's 9–7 is nine games to
 * seven; `free` keeps guessing from the score.
 */
export function tallyMatch(
  match: MatchRecord,
  tiebreakGames: MatchTiebreakGames = 'one',
  format: MatchFormat = 'free',
): MatchTally {
  const empty: MatchTally = { counts: false, winnerTeamId: null, loserTeamId: null, isWalkover: false, setsWon: [0, 0], gamesWon: [0, 0] };
  let team1 = match.team1Results;
  let team2 = match.team2Results;
  const winnerSide = winnerSideOf(match);
  if (winnerSide === null) return empty;
  if (match.outcome === 'walkover') {
    team1 = winnerSide === 1 ? WALKOVER_SETS : WALKOVER_LOSER;
    team2 = winnerSide === 2 ? WALKOVER_SETS : WALKOVER_LOSER;
  }

  const setsWon: [number, number] = [0, 0];
  const gamesWon: [number, number] = [0, 0];
  pairSets(team1, team2).forEach((set, setIndex) => {
    if (set.team1 !== set.team2) setsWon[set.team1 > set.team2 ? 0 : 1] += 1;
    if (tiebreakGames === 'one' && isMatchTiebreakOf(format, setIndex, set.team1, set.team2)) {
      if (set.team1 !== set.team2) gamesWon[set.team1 > set.team2 ? 0 : 1] += 1;
    } else {
      gamesWon[0] += set.team1;
      gamesWon[1] += set.team2;
    }
  });
  const winnerTeamId = winnerSide === 1 ? match.team1Id : match.team2Id;
  const loserTeamId = winnerSide === 1 ? match.team2Id : match.team1Id;
  return { counts: true, winnerTeamId, loserTeamId, isWalkover: match.outcome === 'walkover', setsWon, gamesWon };
}
