import { z } from 'zod';
import { isFinishedMatchTiebreak, isMatchTiebreakOf, matchFormatProblems, type ScoreOutcome } from '@/shared/domain/match-formats';
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
  return withNextSet({ ...grid, [side]: grid[side].map((value, at) => (at === index ? games : value)) }, maxSets);
}

/** With its last set full, the grid opens the next one, up to `maxSets`. */
function withNextSet(grid: ScoreGridValues, maxSets: number): ScoreGridValues {
  const last = grid.team1.length - 1;
  const lastSetFull = grid.team1[last] !== '' && grid.team2[last] !== '';
  return lastSetFull && grid.team1.length < Math.min(maxSets, MAX_SETS) ? { team1: [...grid.team1, ''], team2: [...grid.team2, ''] } : grid;
}

/**
 * Whether a box's games are complete, so the entry moves on to the next box: two digits always;
 * one digit unless it may begin a longer score in that set. An ordinary set (0–7) and a pro set
 * (0–9) never need two digits. A match tie-break may: with the other box typed, a '1' (or any
 * digit) waits when some two-digit score from it ends the tie-break against the other box (10–8,
 * 12–10); with the other box empty, a '1' waits (10 to 19), as scores of 20 or more are rare. A
 * `free` league's set counts as a tie-break from the third set on, or once the other box passes 7.
 */
export function completesBox(format: MatchFormat, setIndex: number, games: string, otherGames: string): boolean {
  if (games.length >= 2) return true;
  if (games.length === 0) return false;
  const other = otherGames === '' ? null : Number(otherGames);
  const tiebreak = format === 'free' ? setIndex >= 2 || (other !== null && other > 7) : isMatchTiebreakOf(format, setIndex);
  if (!tiebreak || games === '0') return true;
  if (other === null) return games !== '1';
  const first = Number(games) * 10;
  for (let longer = first; longer <= first + 9; longer += 1) if (isFinishedMatchTiebreak(longer, other)) return false;
  return true;
}

/** The sets of a pasted score, as "6-4 6-3", "6–4, 6–3" or "6/4 6/3" write them; [] when there are none. */
export function pastedSets(text: string): [number, number][] {
  return [...text.matchAll(/(\d{1,2})\s*[-–—/:]\s*(\d{1,2})/g)].map((found) => [Number(found[1]), Number(found[2])] as [number, number]).slice(0, MAX_SETS);
}

/**
 * A pasted score in the grid, every set at once, read from the pasting row's side: "6-4" pasted
 * into team 2's row gives team 2 six games. Null when the text holds no set score (an ordinary
 * paste then goes into the box).
 */
export function pastedInto(side: keyof ScoreGridValues, text: string, maxSets: number = SET_BOXES): ScoreGridValues | null {
  const sets = pastedSets(text).slice(0, Math.min(maxSets, MAX_SETS));
  if (sets.length === 0) return null;
  const boxes = Math.max(SET_BOXES, sets.length);
  const row = (pick: 0 | 1) => Array.from({ length: boxes }, (_, index) => (sets[index] === undefined ? '' : String(sets[index]![pick])));
  const pasting = row(0);
  const other = row(1);
  return withNextSet(side === 'team1' ? { team1: pasting, team2: other } : { team1: other, team2: pasting }, maxSets);
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
      if (problems.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: problems.map((problem) => localiseScoreProblem(problem.message)).join('. '),
        });
    })
    .pipe(matchResults);

/** What is wrong with the grid under these rules, in one line, or null. */
export function scoreProblem(grid: ScoreGridValues, rules: ScoreEntryRules): string | null {
  const checked = scoreEntrySchema(rules).safeParse(grid);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
