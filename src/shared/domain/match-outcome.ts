import type { MatchTiebreakGames } from '../schemas/league.js';
import type { MatchFormat } from './constants.js';
import { countedResultsOf, type CountedResults } from './counted-results.js';
import { allowsDraws, gamesTotals, isMatchTiebreakOf } from './match-formats.js';
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
  /** A `timed` match that ended level on games: it counts for both, as a draw, with no winner. */
  isDraw: boolean;
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
export function winnerSideOf(match: MatchRecord, format: MatchFormat = 'free'): 1 | 2 | null {
  if (match.team1Id === null || match.team2Id === null) return null;
  if (match.outcome === 'played' && allowsDraws(format)) {
    // A timed match: the side with more games when the court time ended (docs/rules.md).
    const [games1, games2] = gamesTotals(match.team1Results, match.team2Results);
    return games1 === games2 ? null : games1 > games2 ? 1 : 2;
  }
  if (match.outcome === 'played') return winningSide(match.team1Results, match.team2Results);
  if (match.winnerTeamId === match.team1Id) return 1;
  if (match.winnerTeamId === match.team2Id) return 2;
  return null;
}

/** A played `timed` match with a score, level on games: a draw (docs/standings.md, "Draws"). */
export function isDrawOf(match: MatchRecord, format: MatchFormat = 'free'): boolean {
  if (!allowsDraws(format) || match.outcome !== 'played' || match.team1Id === null || match.team2Id === null) return false;
  if (match.team1Results.length === 0) return false;
  const [games1, games2] = gamesTotals(match.team1Results, match.team2Results);
  return games1 === games2;
}

/**
 * The result a decided match counts for (counted-results.ts): as entered when played, completed in
 * the winner's favour when retired, the format's clean score when a walkover. Null while undecided.
 * A walkover's stored scores are ignored, since they may even favour the team named as loser.
 */
export function countedResultsOfMatch(match: MatchRecord, format: MatchFormat = 'free'): CountedResults | null {
  if (isDrawOf(match, format)) return { team1Results: [...match.team1Results], team2Results: [...match.team2Results] };
  const winnerSide = winnerSideOf(match, format);
  return winnerSide === null ? null : countedResultsOf(match, winnerSide, format);
}

/**
 * How one match counts for standings and player statistics, from its counted result. A match
 * tie-break set (the format says which: only the third set of bestOf3SuperTiebreak) is a set won
 * and, by default, one game to its winner ("one"); "points" counts its points. Every other set
 * counts its games as scored.
 */
export function tallyMatch(
  match: MatchRecord,
  tiebreakGames: MatchTiebreakGames = 'one',
  format: MatchFormat = 'free',
): MatchTally {
  const empty: MatchTally = {
    counts: false,
    winnerTeamId: null,
    loserTeamId: null,
    isWalkover: false,
    isDraw: false,
    setsWon: [0, 0],
    gamesWon: [0, 0],
  };
  const isDraw = isDrawOf(match, format);
  const winnerSide = winnerSideOf(match, format);
  if (winnerSide === null && !isDraw) return empty;
  const counted =
    winnerSide === null ? { team1Results: [...match.team1Results], team2Results: [...match.team2Results] } : countedResultsOf(match, winnerSide, format);

  const setsWon: [number, number] = [0, 0];
  const gamesWon: [number, number] = [0, 0];
  pairSets(counted.team1Results, counted.team2Results).forEach((set, setIndex) => {
    if (set.team1 !== set.team2) setsWon[set.team1 > set.team2 ? 0 : 1] += 1;
    if (tiebreakGames === 'one' && isMatchTiebreakOf(format, setIndex)) {
      if (set.team1 !== set.team2) gamesWon[set.team1 > set.team2 ? 0 : 1] += 1;
    } else {
      gamesWon[0] += set.team1;
      gamesWon[1] += set.team2;
    }
  });
  if (winnerSide === null) {
    return { counts: true, winnerTeamId: null, loserTeamId: null, isWalkover: false, isDraw: true, setsWon, gamesWon };
  }
  const winnerTeamId = winnerSide === 1 ? match.team1Id : match.team2Id;
  const loserTeamId = winnerSide === 1 ? match.team2Id : match.team1Id;
  return { counts: true, winnerTeamId, loserTeamId, isWalkover: match.outcome === 'walkover', isDraw: false, setsWon, gamesWon };
}
