import { z } from 'zod';
import { matchFormatProblems, type ScoreOutcome } from '@/shared/domain/match-formats';
import type { MatchFormat } from '@/shared/domain/constants';
import { MAX_SETS } from '@/shared/domain/set-scores';
import { matchInput } from '@/shared/schemas/match';
import { localiseScoreProblem } from '@/client/i18n/score-problems';

/**
 * The one score-entry schema of the app: the Results dialog, Tonight's cards and a player's report
 * or dispute all hold a result as a grid of boxes and check it here, with the rules the server
 * runs on the write (`matchFormatProblems` under the league's format), worded in the screen's
 * language. What it hands on is the results part of `matchInput`, the body the server validates.
 */

/** Padel is mostly best of three: three boxes a side, more only for a result that has more sets. */
export const SET_BOXES = 3;

/** The games typed per set and team, as the boxes hold them ('' for an empty box). */
export const scoreGridValues = z.object({ team1: z.array(z.string()), team2: z.array(z.string()) });
export type ScoreGridValues = z.infer<typeof scoreGridValues>;

/** One team's games, set by set, exactly as a match write carries them. */
const gamesList = matchInput.shape.team1Results.unwrap();
const matchResults = z.object({ team1Results: gamesList, team2Results: gamesList });
export type MatchResults = z.infer<typeof matchResults>;

/** The boxes for a result (empty ones for a match without one). */
export function scoreGridOf(team1Results: readonly number[], team2Results: readonly number[]): ScoreGridValues {
  const boxes = Math.min(MAX_SETS, Math.max(SET_BOXES, team1Results.length, team2Results.length));
  const side = (results: readonly number[]) => Array.from({ length: boxes }, (_, index) => (results[index] === undefined ? '' : String(results[index])));
  return { team1: side(team1Results), team2: side(team2Results) };
}

/**
 * The grid typed one box at a time: digits only, two at most. Up to `maxSets`, a full last set
 * opens the next one, so a free league's fourth or fifth set has its boxes too.
 */
export function typedInto(grid: ScoreGridValues, side: keyof ScoreGridValues, index: number, typed: string, maxSets: number = SET_BOXES): ScoreGridValues {
  const games = typed.replace(/\D/g, '').slice(0, 2);
  const next = { ...grid, [side]: grid[side].map((value, at) => (at === index ? games : value)) };
  const last = next.team1.length - 1;
  const lastSetFull = next.team1[last] !== '' && next.team2[last] !== '';
  return lastSetFull && next.team1.length < Math.min(maxSets, MAX_SETS) ? { team1: [...next.team1, ''], team2: [...next.team2, ''] } : next;
}

/** The games typed, set by set, empty boxes left out. */
export const resultsOf = (grid: ScoreGridValues): MatchResults => {
  const games = (boxes: readonly string[]) => boxes.filter((box) => box.trim() !== '').map(Number);
  return { team1Results: games(grid.team1), team2Results: games(grid.team2) };
};

export const hasScores = (results: MatchResults): boolean => results.team1Results.length > 0 || results.team2Results.length > 0;

export interface ScoreEntryRules {
  /** The league's match format. */
  format: MatchFormat;
  /** Walkover and retirement change what a result may be (docs/rules.md, "Matches and results"). */
  outcome?: ScoreOutcome;
  /** The problem an empty grid is, where a score is required; without it an empty grid is no result. */
  whenEmpty?: string;
}

/**
 * The grid under a league's rules: its output is the results of a match write, and its one issue
 * (every problem of the result, in one line: the grid has one problem line) is the form's words.
 */
export const scoreEntrySchema = ({ format, outcome = 'played', whenEmpty }: ScoreEntryRules) =>
  scoreGridValues
    .transform(resultsOf)
    .superRefine((results, ctx) => {
      if (!hasScores(results)) {
        if (whenEmpty) ctx.addIssue({ code: 'custom', message: whenEmpty });
        return;
      }
      const problems = matchFormatProblems(format, results.team1Results, results.team2Results, outcome);
      if (problems.length > 0) ctx.addIssue({ code: 'custom', message: problems.map((problem) => localiseScoreProblem(problem.message)).join('. ') });
    })
    .pipe(matchResults);

/** What is wrong with the grid under these rules, in one line, or null. */
export function scoreProblem(grid: ScoreGridValues, rules: ScoreEntryRules): string | null {
  const checked = scoreEntrySchema(rules).safeParse(grid);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
