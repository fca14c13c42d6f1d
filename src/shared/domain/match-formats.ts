import type { MatchFormat } from './constants.js';
import {
  MAX_SETS,
  ONE_MUST_WIN_MORE_SETS,
  pairSets,
  scoreListProblems,
  scoresFieldOf,
  setScoreProblems,
  tiedSetProblem,
  WALKOVER_CARRIES_NO_SCORES,
  type ScoreProblem,
} from './set-scores.js';

export type { ScoreProblem } from './set-scores.js';

/**
 * Score rules per match format (docs/rules.md, "Matches and results"): the one check the server
 * runs on every match write and the admin results form runs as the organiser types.
 */

export type ScoreOutcome = 'played' | 'walkover' | 'retired';

export type SetKind = 'full' | 'matchTiebreak' | 'proSet' | 'shortSet' | 'proSet8';

interface SetRule {
  /** A final score, seen from the side that won the set. */
  isFinished: (winner: number, loser: number) => boolean;
  /** A score the set passes through before it ends: where a retirement may leave it. */
  isUnderway: (higher: number, lower: number) => boolean;
  /** Why `score` (team 1's side first) cannot be this set's result. */
  problem: (higher: number, lower: number, score: string) => string;
}

const FULL_SET_RULE = 'a set ends 6–0 to 6–4, 7–5 or 7–6';
const MATCH_TIEBREAK_RULE = 'a match tie-break ends at 10 or more, two clear (10–8, 11–9, 14–12)';
const PRO_SET_RULE = 'a pro set ends 9–0 to 9–7, or 9–8 after a tie-break';
const SHORT_SET_RULE = 'a short set ends 4–0 to 4–2, 5–3, or 5–4 after a tie-break at 4–4';
const PRO_SET_8_RULE = 'a pro set to 8 ends 8–0 to 8–6, 9–7, or 9–8 after a tie-break at 8–8';
const TIMED_SET_RULE = 'a set before the last ends 6–0 to 6–4, 7–5 or 7–6 (only the last set may stop when the court time ends)';

const SET_RULES: Record<SetKind, SetRule> = {
  full: {
    isFinished: (winner, loser) => (winner === 6 && loser <= 4) || (winner === 7 && (loser === 5 || loser === 6)),
    // Up to 5–5 anything; from there 6–5 and 6–6 (the tie-break) are still open.
    isUnderway: (higher, lower) => higher <= 5 || (higher === 6 && lower >= 5),
    problem: () => FULL_SET_RULE,
  },
  matchTiebreak: {
    // It stops the moment a side has 10 or more and leads by two: 10–8 or, after 9–9, 11–9, 12–10...
    isFinished: (winner, loser) => winner - loser >= 2 && (winner === 10 || (winner > 10 && winner - loser === 2)),
    isUnderway: (higher, lower) => higher <= 9 || higher - lower <= 1,
    problem: (higher, lower, score) =>
      higher > 10 && higher - lower > 2
        ? `${score} cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear (10–8, 11–9, 14–12)`
        : MATCH_TIEBREAK_RULE,
  },
  proSet: {
    isFinished: (winner, loser) => winner === 9 && loser <= 8,
    // 8–8 goes to the tie-break that makes it 9–8.
    isUnderway: (higher) => higher <= 8,
    problem: () => PRO_SET_RULE,
  },
  // ITF short sets: first to 4, two clear; at 4–4 a tie-break makes it 5–4.
  shortSet: {
    isFinished: (winner, loser) => (winner === 4 && loser <= 2) || (winner === 5 && (loser === 3 || loser === 4)),
    isUnderway: (higher, lower) => higher <= 3 || (higher === 4 && lower >= 3),
    problem: () => SHORT_SET_RULE,
  },
  // A pro set to 8: two clear, 9–7 from 7–7, and a tie-break at 8–8 that makes it 9–8.
  proSet8: {
    isFinished: (winner, loser) => (winner === 8 && loser <= 6) || (winner === 9 && (loser === 7 || loser === 8)),
    isUnderway: (higher, lower) => higher <= 7 || (higher === 8 && lower >= 7),
    problem: () => PRO_SET_8_RULE,
  },
};

/** Whether a match tie-break (10 or more, two clear) has ended at these points, either side first. */
export const isFinishedMatchTiebreak = (games1: number, games2: number): boolean =>
  SET_RULES.matchTiebreak.isFinished(Math.max(games1, games2), Math.min(games1, games2));

export interface FormatShape {
  setsToWin: number;
  /** The kind of each set that may be played, in order; its length is the most sets a match has. */
  sets: readonly SetKind[];
}

/** The formats whose sets each have a shape; `free` and `timed` judge scores their own way. */
type ShapedFormat = Exclude<MatchFormat, 'free' | 'timed'>;

const FORMAT_SHAPES: Record<ShapedFormat, FormatShape> = {
  bestOf3: { setsToWin: 2, sets: ['full', 'full', 'full'] },
  bestOf3SuperTiebreak: { setsToWin: 2, sets: ['full', 'full', 'matchTiebreak'] },
  proSet9: { setsToWin: 1, sets: ['proSet'] },
  bestOf3ShortSets: { setsToWin: 2, sets: ['shortSet', 'shortSet', 'matchTiebreak'] },
  proSet8: { setsToWin: 1, sets: ['proSet8'] },
};

/** Whether the format may end level: only `timed`, where the score at the end of court time stands. */
export const allowsDraws = (format: MatchFormat): boolean => format === 'timed';

/** Games won by each side over the whole match: how a `timed` match is decided. */
export function gamesTotals(team1Results: readonly number[], team2Results: readonly number[]): [number, number] {
  return pairSets(team1Results, team2Results).reduce<[number, number]>(
    ([games1, games2], set) => [games1 + set.team1, games2 + set.team2],
    [0, 0],
  );
}

/**
 * Whether set `setIndex` (0-based) is a match tie-break, which the games difference may count as
 * one game. The format says so: only the third set of bestOf3SuperTiebreak is one, and a pro set's
 * 9–7 is nine games to seven. `free` records no set as a match tie-break, so its games count as
 * scored, whatever the number (docs/standings.md, "Games as scored").
 */
export function isMatchTiebreakOf(format: MatchFormat, setIndex: number): boolean {
  if (format === 'free' || format === 'timed') return false;
  return FORMAT_SHAPES[format].sets[setIndex] === 'matchTiebreak';
}

/**
 * The sets a format plays, for completing a retired match or a walkover (counted-results.ts).
 * `free` has no shape of its own: it is read as best of three ordinary sets.
 */
export function formatShapeOf(format: MatchFormat): FormatShape {
  return format === 'free' || format === 'timed'
    ? { setsToWin: 2, sets: ['full', 'full', 'full', 'full', 'full'] }
    : FORMAT_SHAPES[format];
}

/** Whether a set of this kind has ended at these games (the winner's first). */
export const isFinishedSetOf = (kind: SetKind, winner: number, loser: number): boolean =>
  SET_RULES[kind].isFinished(winner, loser);

/** The most sets a result may have under the format: the boxes a score entry may open. */
export function maxSetsOf(format: MatchFormat): number {
  return format === 'free' || format === 'timed' ? MAX_SETS : FORMAT_SHAPES[format].sets.length;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Every problem with a result under a league's match format; [] means valid, as is no result at
 * all. `free` keeps the loose rules of set-scores.ts. The other formats judge set by set: each
 * finished set must be a score that format's set can end on, no set may follow the one that
 * decided the match, and a played match must be decided. A retirement may stop anywhere: fewer
 * sets, and its last set at a score the set passes through (6–5, 8–8, 9–9 in a tie-break). A
 * walkover carries no scores.
 */
export function matchFormatProblems(
  format: MatchFormat,
  team1Results: readonly number[],
  team2Results: readonly number[],
  outcome: ScoreOutcome = 'played',
): ScoreProblem[] {
  const scoresField = scoresFieldOf(team1Results, team2Results);
  if (format === 'free') {
    return setScoreProblems(team1Results, team2Results, {
      retired: outcome === 'retired',
      walkover: outcome === 'walkover',
    });
  }
  if (team1Results.length === 0 && team2Results.length === 0) return [];
  if (outcome === 'walkover') return [{ field: scoresField, message: WALKOVER_CARRIES_NO_SCORES }];
  const unreadable = scoreListProblems(team1Results, team2Results);
  if (unreadable.length > 0) return unreadable.map((message) => ({ field: scoresField, message }));
  if (format === 'timed') return timedProblems(team1Results, team2Results);
  return setBySetProblems(FORMAT_SHAPES[format], team1Results, team2Results, outcome === 'retired');
}

function setBySetProblems(
  shape: FormatShape,
  team1Results: readonly number[],
  team2Results: readonly number[],
  retired: boolean,
): ScoreProblem[] {
  const problems: ScoreProblem[] = [];
  const setsWon = [0, 0];
  let decidedAfterSet: number | null = null;
  const sets = pairSets(team1Results, team2Results);
  sets.forEach(({ team1, team2 }, index) => {
    const field = `team1Results[${index}]`;
    const label = `Set ${index + 1}`;
    const kind = shape.sets[index];
    if (decidedAfterSet !== null) {
      problems.push({
        field,
        message: `${label}: the match was already won after set ${decidedAfterSet}, so no set follows`,
      });
      return;
    }
    if (kind === undefined) {
      problems.push({ field, message: `${label}: this format plays at most ${plural(shape.sets.length, 'set')}` });
      return;
    }
    const rule = SET_RULES[kind];
    const higher = Math.max(team1, team2);
    const lower = Math.min(team1, team2);
    const isLastSet = index === sets.length - 1;
    if (team1 === team2 && !(retired && isLastSet)) {
      problems.push({ field, message: tiedSetProblem(index, team1) });
      return;
    }
    if (rule.isFinished(higher, lower)) {
      const side = team1 > team2 ? 0 : 1;
      setsWon[side] = (setsWon[side] ?? 0) + 1;
      if (setsWon[side] === shape.setsToWin) decidedAfterSet = index + 1;
      return;
    }
    if (retired && isLastSet && rule.isUnderway(higher, lower)) return;
    problems.push({ field, message: `${label}: ${rule.problem(higher, lower, `${team1}–${team2}`)}` });
  });
  if (problems.length > 0) return problems;
  if (!retired && decidedAfterSet === null) {
    const message = `The match is not decided: a side must win ${plural(shape.setsToWin, 'set')} (record a retirement if it stopped early)`;
    return [{ field: 'team1Results', message }];
  }
  if (retired && decidedAfterSet !== null) {
    return [
      {
        field: 'team1Results',
        message: 'These sets already decide the match: record it as played, not as a retirement',
      },
    ];
  }
  return [];
}

/**
 * A timed match (docs/rules.md, "Matches and results"): the score when the court time ends stands.
 * Every set before the last was finished, so it ends as a full set does; the last set may stop at
 * any score a set passes through, level included (5–5, 6–5), or be finished too. The side with more games wins; equal games is a draw, so a played
 * timed match needs no winner, and a retirement names its winner as in every format.
 */
function timedProblems(team1Results: readonly number[], team2Results: readonly number[]): ScoreProblem[] {
  const sets = pairSets(team1Results, team2Results);
  return sets.flatMap(({ team1, team2 }, index) => {
    const [higher, lower] = [Math.max(team1, team2), Math.min(team1, team2)];
    if (SET_RULES.full.isFinished(higher, lower)) return [];
    // The last set stopped where the time ran out: at a score a set passes through (5–5, 6–5, 3–1).
    if (index === sets.length - 1) {
      return SET_RULES.full.isUnderway(higher, lower) ? [] : [{ field: `team1Results[${index}]`, message: `Set ${index + 1}: ${FULL_SET_RULE}` }];
    }
    const message = team1 === team2 ? tiedSetProblem(index, team1) : `Set ${index + 1}: ${TIMED_SET_RULE}`;
    return [{ field: `team1Results[${index}]`, message }];
  });
}

/**
 * What each format is called on every screen (the admin league form, the results dialog, the
 * public league page), so the organiser and the players read the same words.
 */
export const MATCH_FORMAT_LABELS: Record<MatchFormat, string> = {
  free: 'Free (any set scores)',
  bestOf3: 'Best of 3 sets',
  bestOf3SuperTiebreak: 'Best of 3, super tie-break to 10',
  proSet9: 'One pro set to 9',
  bestOf3ShortSets: 'Short sets to 4, super tie-break to 10',
  proSet8: 'One pro set to 8',
  timed: 'Timed (score when time is up)',
};

/**
 * What a result must pass whatever the league's format, before the format itself is known: the
 * loose rules of `free` less what a `timed` match allows (level on sets, its last set level). The
 * request schema and a player's report check these; the write checks the league's format.
 */
export function anyFormatProblems(
  team1Results: readonly number[],
  team2Results: readonly number[],
  outcome: ScoreOutcome = 'played',
): ScoreProblem[] {
  const lastSet = `team1Results[${team1Results.length - 1}]`;
  return matchFormatProblems('free', team1Results, team2Results, outcome).filter(
    ({ field, message }) =>
      message !== ONE_MUST_WIN_MORE_SETS && !(field === lastSet && team1Results.length === team2Results.length),
  );
}
