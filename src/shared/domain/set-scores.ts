/**
 * Set scores of a padel match: the rules of docs/rules.md ("Matches and results") in one place,
 * used by the server's validation, the standings and the admin forms alike. These are the rules of
 * the `free` match format; match-formats.ts adds the stricter formats on top of them.
 */

export const MAX_SETS = 5;
export const MAX_SET_SCORE = 99;

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

export const ONE_MUST_WIN_MORE_SETS = 'One team must win more sets';

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

/** One refused part of a result: `field` is the body path (`team1Results[1]` is set 2). */
export interface ScoreProblem {
  field: string;
  message: string;
}

/** The list a whole-result problem sits in, so the message points where the scores were typed. */
export const scoresFieldOf = (team1Results: readonly number[], team2Results: readonly number[]): string =>
  team1Results.length > 0 || team2Results.length === 0 ? 'team1Results' : 'team2Results';

/** A set typed level (6–6, 9–9): it names the set, like every other refused set. */
export const tiedSetProblem = (setIndex: number, games: number): string =>
  `Set ${setIndex + 1}: a set cannot end level (${games}–${games})`;

/**
 * Every problem with a pair of score lists; [] means valid (or no results at all). A tied set is
 * refused by name (`team1Results[1]` for set 2) and is then the only complaint about the winner.
 * A retirement keeps the scores as they stood (docs/rules.md, "Matches and results"): its last set
 * may be unfinished and level, and nobody need be ahead on sets, since the winner is named instead.
 * A walkover has none.
 */
export function setScoreProblems(
  team1Results: readonly number[],
  team2Results: readonly number[],
  { retired = false, walkover = false }: { retired?: boolean; walkover?: boolean } = {},
): ScoreProblem[] {
  if (team1Results.length === 0 && team2Results.length === 0) return [];
  const field = scoresFieldOf(team1Results, team2Results);
  if (walkover) return [{ field, message: WALKOVER_CARRIES_NO_SCORES }];
  const unreadable = scoreListProblems(team1Results, team2Results);
  if (unreadable.length > 0) return unreadable.map((message) => ({ field, message }));
  const sets = pairSets(team1Results, team2Results);
  const finishedSets = retired ? sets.slice(0, -1) : sets;
  const problems = finishedSets.flatMap(({ team1, team2 }, index) =>
    team1 === team2 ? [{ field: `team1Results[${index}]`, message: tiedSetProblem(index, team1) }] : [],
  );
  if (problems.length > 0) return problems;
  const [won1, won2] = setsWon(team1Results, team2Results);
  if (!retired && won1 === won2) problems.push({ field, message: ONE_MUST_WIN_MORE_SETS });
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
