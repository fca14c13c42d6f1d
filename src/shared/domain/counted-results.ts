import type { MatchFormat } from './constants.js';
import { formatShapeOf, isFinishedSetOf, matchFormatProblems, type SetKind } from './match-formats.js';
import { pairSets } from './set-scores.js';

/**
 * The result a match counts for in standings and statistics (docs/standings.md, "Retirements and
 * walkovers"). A played match counts as entered. A retired match is completed in the winner's
 * favour: the set in play goes to the winner at the set score the format ends on from there, and
 * each set still missing is the winner's at the format's clean score. A walkover is the same
 * completion of a match with no games at all: 6–0 6–0, or 9–0 in a pro set.
 */
export interface CountedResults {
  team1Results: number[];
  team2Results: number[];
}

export interface ResultToCount {
  team1Results: readonly number[];
  team2Results: readonly number[];
  outcome: 'played' | 'walkover' | 'retired';
}

/** Team 1's and team 2's counted games; `winnerSide` is who won (the named winner of a retirement or walkover). */
export function countedResultsOf(match: ResultToCount, winnerSide: 1 | 2, format: MatchFormat): CountedResults {
  if (match.outcome === 'played')
    return { team1Results: [...match.team1Results], team2Results: [...match.team2Results] };
  const entered = match.outcome === 'walkover' ? { team1Results: [], team2Results: [] } : match;
  // A result entered under another format (the league changed it since) is completed by the loose rules.
  const fits = matchFormatProblems(format, entered.team1Results, entered.team2Results, 'retired').length === 0;
  const [winnerGames, loserGames] =
    winnerSide === 1 ? [entered.team1Results, entered.team2Results] : [entered.team2Results, entered.team1Results];
  const completed = completeForWinner(fits ? format : 'free', winnerGames, loserGames);
  return winnerSide === 1
    ? { team1Results: completed.winner, team2Results: completed.loser }
    : { team1Results: completed.loser, team2Results: completed.winner };
}

/**
 * What the winner of a set in play reaches from the loser's games: 6–x two clear, 7–5, or 7–6 from
 * 6–6; a match tie-break to 10, two clear; a pro set to 9 (9–8 from 8–8). Past those (only a
 * `free` set can be), two clear.
 */
function winnerTarget(kind: SetKind, loser: number): number {
  switch (kind) {
    case 'full':
      return loser <= 4 ? 6 : loser <= 6 ? 7 : loser + 2;
    case 'matchTiebreak':
      return Math.max(10, loser + 2);
    case 'proSet':
      return loser <= 8 ? 9 : loser + 2;
    case 'shortSet':
      return loser <= 2 ? 4 : loser <= 4 ? 5 : loser + 2;
    case 'proSet8':
      return loser <= 6 ? 8 : loser <= 8 ? 9 : loser + 2;
  }
}

/** A set nobody played: the winner's clean score. */
const MISSING_SET: Record<SetKind, number> = { full: 6, matchTiebreak: 10, proSet: 9, shortSet: 4, proSet8: 8 };

function completeForWinner(
  format: MatchFormat,
  winnerGames: readonly number[],
  loserGames: readonly number[],
): { winner: number[]; loser: number[] } {
  if (format === 'timed') return completeTimedForWinner(winnerGames, loserGames);
  const shape = formatShapeOf(format);
  const sets = pairSets(winnerGames, loserGames).map(({ team1, team2 }) => ({ winner: team1, loser: team2 }));
  const last = sets.at(-1);
  if (last && !isFinishedSet(format, sets.length - 1, last.winner, last.loser)) {
    // Never fewer games than the winner had when the match stopped.
    last.winner = Math.max(winnerTarget(kindOf(format, sets.length - 1, last), last.loser), last.winner);
  }
  const won = (side: 'winner' | 'loser') =>
    sets.filter((set) => (side === 'winner' ? set.winner > set.loser : set.loser > set.winner)).length;
  // `free` has no fixed length: the winner needs two sets and one more than the retiring team.
  const enough = () => won('winner') >= shape.setsToWin && (format !== 'free' || won('winner') > won('loser'));
  while (!enough()) {
    const kind = shape.sets[sets.length] ?? 'full';
    sets.push({ winner: MISSING_SET[kind], loser: 0 });
  }
  return { winner: sets.map((set) => set.winner), loser: sets.map((set) => set.loser) };
}

/**
 * A timed match the loser left (or never came to): the set in play goes to the winner as a full set
 * would end from there (6–x, 7–5, 7–6), and while the winner still has no more games than the loser
 * it wins a further set 6–0 (and so until it leads on sets too). A walkover is two such sets, 6–0 6–0.
 */
function completeTimedForWinner(winnerGames: readonly number[], loserGames: readonly number[]): { winner: number[]; loser: number[] } {
  const sets = pairSets(winnerGames, loserGames).map(({ team1, team2 }) => ({ winner: team1, loser: team2 }));
  const last = sets.at(-1);
  if (last && !isFinishedSet('timed', sets.length - 1, last.winner, last.loser)) {
    last.winner = Math.max(winnerTarget('full', last.loser), last.winner);
  }
  const total = (side: 'winner' | 'loser') => sets.reduce((sum, set) => sum + set[side], 0);
  const setsOf = (side: 'winner' | 'loser') =>
    sets.filter((set) => (side === 'winner' ? set.winner > set.loser : set.loser > set.winner)).length;
  if (sets.length === 0) sets.push({ winner: 6, loser: 0 }, { winner: 6, loser: 0 });
  while (total('winner') <= total('loser') || setsOf('winner') <= setsOf('loser')) sets.push({ winner: 6, loser: 0 });
  return { winner: sets.map((set) => set.winner), loser: sets.map((set) => set.loser) };
}

/** The kind of a set in play: its format's, or in `free` a match tie-break once a side has passed 7. */
function kindOf(format: MatchFormat, setIndex: number, set: { winner: number; loser: number }): SetKind {
  if (format !== 'free') return formatShapeOf(format).sets[setIndex] ?? 'full';
  return set.winner > 7 || set.loser > 7 ? 'matchTiebreak' : 'full';
}

/**
 * Whether the set has ended, seen from the named winner's side. In `free` a set has ended when its
 * leader has 6 or more and two clear, or 7–6 (any set but the last was finished when entered).
 */
function isFinishedSet(format: MatchFormat, setIndex: number, winner: number, loser: number): boolean {
  const higher = Math.max(winner, loser);
  const lower = Math.min(winner, loser);
  if (format === 'timed') return isFinishedSetOf('full', higher, lower);
  if (format === 'free') return (higher >= 6 && higher - lower >= 2) || (higher === 7 && lower === 6);
  return isFinishedSetOf(formatShapeOf(format).sets[setIndex] ?? 'full', higher, lower);
}
