/**
 * Set scores of a padel match: the rules of docs/rules.md ("Matches and results") in one place,
 * used by the server's validation, the standings and the admin forms alike. These are the rules of
 * the `free` match format; match-formats.ts adds the stricter formats on top of them.
 */

export const MAX_SETS = 5;
export const MAX_SET_SCORE = 99;

/** A set where either side passes 7 games is a match tie-break (e.g. 10-8), not a normal set. */
export const isMatchTiebreakSet = (games1: number, games2: number): boolean => games1 > 7 || games2 > 7;

export interface SetScore {
  team1: number;
  team2: number;
}

export const pairSets = (team1Results: readonly number[], team2Results: readonly number[]): SetScore[] =>
  team1Results.map((team1, index) => ({ team1, team2: team2Results[index] ?? 0 }));

/**
 * A result set by set from team 1's side, as scoreboards write it: [6, 3] / [4, 6] → "6–4 3–6".
 * The one written form of set scores, wherever a result is a line of text rather than a table.
 */
export const formatSetScores = (team1Results: readonly number[], team2Results: readonly number[]): string =>
  pairSets(team1Results, team2Results)
    .map((set) => `${set.team1}–${set.team2}`)
    .join(' ');

/** Sets won by each side; tied sets (refused by validation) count for nobody. */
export function setsWon(team1Results: readonly number[], team2Results: readonly number[]): [number, number] {
  let won1 = 0;
  let won2 = 0;
  for (const { team1, team2 } of pairSets(team1Results, team2Results)) {
    if (team1 > team2) won1 += 1;
    else if (team2 > team1) won2 += 1;
  }
  return [won1, won2];
}

/** docs/rules.md, "Matches and results": a walkover is decided off court, so any scores sent with one contradict it. */
export const WALKOVER_CARRIES_NO_SCORES = 'A walkover carries no scores: leave the set scores empty';

/**
 * What makes two score lists unreadable as sets at all, whatever the match format: lists of
 * different lengths, too many sets, or a score that is not a whole number from 0 to 99.
 */
export function scoreListProblems(team1Results: readonly number[], team2Results: readonly number[]): string[] {
  const problems: string[] = [];
  if (team1Results.length !== team2Results.length) {
    problems.push('Both teams need a score for every set');
  }
  if (team1Results.length > MAX_SETS || team2Results.length > MAX_SETS) {
    problems.push(`A match has at most ${MAX_SETS} sets`);
  }
  const all = [...team1Results, ...team2Results];
  if (all.some((score) => !Number.isInteger(score) || score < 0 || score > MAX_SET_SCORE)) {
    problems.push(`Set scores are whole numbers from 0 to ${MAX_SET_SCORE}`);
  }
  return problems;
}

/**
 * Every problem with a pair of score lists, in words; [] means valid (or no results at all).
 * A retirement keeps the scores as they stood (docs/rules.md, "Matches and results"): its last set may be unfinished and level,
 * and nobody need be ahead on sets, since the winner is named instead. A walkover has none.
 */
export function setScoreProblems(
  team1Results: readonly number[],
  team2Results: readonly number[],
  { retired = false, walkover = false }: { retired?: boolean; walkover?: boolean } = {},
): string[] {
  if (team1Results.length === 0 && team2Results.length === 0) return [];
  if (walkover) return [WALKOVER_CARRIES_NO_SCORES];
  const problems = scoreListProblems(team1Results, team2Results);
  if (problems.length > 0) return problems;
  const sets = pairSets(team1Results, team2Results);
  const finishedSets = retired ? sets.slice(0, -1) : sets;
  if (finishedSets.some(({ team1, team2 }) => team1 === team2)) {
    problems.push('A set cannot end in a tie');
  }
  const [won1, won2] = setsWon(team1Results, team2Results);
  if (!retired && won1 === won2) problems.push('One team must win more sets');
  return problems;
}

/** 1 or 2 for the side that won more sets, null when there are no (or undecided) results. */
export function winningSide(team1Results: readonly number[], team2Results: readonly number[]): 1 | 2 | null {
  const [won1, won2] = setsWon(team1Results, team2Results);
  if (won1 === won2) return null;
  return won1 > won2 ? 1 : 2;
}

/**
 * Reads what an admin typed into a score box: "6, 4,7" → [6, 4, 7]. Only digits, commas and
 * spaces are meaningful; any other piece is dropped rather than guessed at (docs/rules.md, "Matches and results").
 */
export function parseScoreList(text: string): number[] {
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => /^\d+$/.test(piece))
    .map((piece) => Number.parseInt(piece, 10));
}

/** Keeps only what a score box accepts while typing. */
export const sanitizeScoreText = (text: string): string => text.replace(/[^\d,\s]/g, '');
