import { z } from 'zod';
import { id, optionalText, pageMeta, requiredText } from './common.js';
import {
  DEFAULT_DEUCE_RULE,
  DEFAULT_MATCH_FORMAT,
  DEFAULT_POINTS_FOR_DRAW,
  DEUCE_RULES,
  DEFAULT_TIEBREAKERS,
  LEAGUE_STATUSES,
  MATCH_FORMATS,
  TIEBREAKERS,
} from '../domain/constants.js';

export const leagueStatuses = LEAGUE_STATUSES;
export const leagueStatus = z.enum(leagueStatuses);
export type LeagueStatus = z.infer<typeof leagueStatus>;

export const tiebreakers = TIEBREAKERS;
export const tiebreaker = z.enum(tiebreakers);
export type Tiebreaker = z.infer<typeof tiebreaker>;
export const defaultTiebreakers: Tiebreaker[] = DEFAULT_TIEBREAKERS;

/** How a match tie-break set (e.g. 10-8) counts in the games difference. */
export const matchTiebreakGames = z.enum(['one', 'points']);
export type MatchTiebreakGames = z.infer<typeof matchTiebreakGames>;

/** How the league's matches are scored; a result its format refuses is refused on write. */
export const matchFormats = MATCH_FORMATS;
export const matchFormat = z.enum(matchFormats);
export type MatchFormat = z.infer<typeof matchFormat>;

/** How a game at deuce is settled; told to players with the format (docs/rules.md). */
export const deuceRule = z.enum(DEUCE_RULES);
export type DeuceRule = z.infer<typeof deuceRule>;

export const standingsRules = z.object({
  pointsForWin: z.number().int(),
  pointsForLoss: z.number().int(),
  tiebreakers: z.array(tiebreaker),
  matchTiebreakGames: matchTiebreakGames.optional(),
  /** Points each team earns for a drawn (`timed`) match; 2 when left out. */
  pointsForDraw: z.number().int().optional(),
});
export type StandingsRules = z.infer<typeof standingsRules>;

export const league = z.object({
  id,
  clubId: id,
  name: z.string(),
  description: z.string().nullable(),
  rules: z.string().nullable(),
  status: leagueStatus,
  pointsForWin: z.number().int(),
  pointsForLoss: z.number().int(),
  tiebreakers: z.array(tiebreaker),
  matchTiebreakGames,
  matchFormat,
  /** Points each team earns for a drawn match (only a `timed` match can end level). */
  pointsForDraw: z.number().int(),
  deuceRule,
  /** The season before and after this one (docs/seasons.md); null when none. */
  previousLeagueId: id.nullable(),
  nextLeagueId: id.nullable(),
  /**
   * On the league's own GET only: whether it has playoffs, so a page asks for the bracket only
   * when there is one (the bracket's GET answers 404 for a league without, docs/playoffs.md).
   */
  hasPlayoffs: z.boolean().optional(),
  /** On the league's own GET only, with playoffs: the format they play (their own, or the league's). */
  playoffMatchFormat: matchFormat.optional(),
  /**
   * On the league's own GET only (docs/seasons.md, "Season number"): its place in its chain of
   * seasons, 1 for the first, counting only public seasons before it.
   */
  seasonNumber: z.number().int().positive().optional(),
  /** On the league's own GET only: the year of its rounds' dates ("2026", "2025–2026"), null without rounds. */
  seasonYear: z.string().nullable().optional(),
});
export type League = z.infer<typeof league>;

export const leagueInput = z.object({
  name: requiredText(120),
  description: optionalText(5000, { multiline: true }),
  rules: optionalText(10000, { multiline: true }),
  status: leagueStatus.default('active'),
  pointsForWin: z.number().int().min(0).max(10).default(3),
  pointsForLoss: z.number().int().min(0).max(10).default(1),
  tiebreakers: z
    .array(tiebreaker)
    .max(tiebreakers.length)
    .refine((list) => new Set(list).size === list.length, 'Each tie-breaker may appear once')
    .default(defaultTiebreakers),
  matchTiebreakGames: matchTiebreakGames.default('one'),
  matchFormat: matchFormat.default(DEFAULT_MATCH_FORMAT),
  pointsForDraw: z.number().int().min(0).max(10).default(DEFAULT_POINTS_FOR_DRAW),
  deuceRule: deuceRule.default(DEFAULT_DEUCE_RULE),
});
export type LeagueInput = z.input<typeof leagueInput>;

export const leagueList = z.object({ leagues: z.array(league), ...pageMeta });
export type LeagueList = z.infer<typeof leagueList>;
