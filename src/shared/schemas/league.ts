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

/** A team's substitute appearances in a season, unless the league says otherwise (docs/substitutes.md). */
export const DEFAULT_MAX_SUBSTITUTE_APPEARANCES = 2;

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
  /** Present (true) only where the league ranks by points per match (docs/seasons.md). */
  rankByPointsPerMatch: z.literal(true).optional(),
  /** Points each team earns for a drawn (`timed`) match; 2 when left out. */
  pointsForDraw: z.number().int().optional(),
  /**
   * How the league's matches are scored, which says how games count (a match tie-break, a pro set,
   * the time limit) and what a walkover is worth. Absent in tables kept on a device before it.
   */
  matchFormat: matchFormat.optional(),
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
  /**
   * Box leagues (docs/seasons.md, "Ranking by points per match"): the table ranks by points per
   * match, so a group that has not played all its matches is ranked fairly.
   */
  rankByPointsPerMatch: z.boolean(),
  /** Substitute appearances a team may make in this season (docs/substitutes.md); leagues kept on a device before it have none. */
  maxSubstituteAppearances: z.number().int().default(DEFAULT_MAX_SUBSTITUTE_APPEARANCES),
  /** How far above the absent player's level (0.0–7.0) a substitute's may be; null: no limit. */
  substituteMaxLevelAbove: z.number().nullable().default(null),
  /** A move both pairs agreed on goes through without the organiser (docs/reschedules.md). */
  autoApproveReschedules: z.boolean(),
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
  rankByPointsPerMatch: z.boolean().default(false),
  maxSubstituteAppearances: z.number().int().min(0).max(99).default(DEFAULT_MAX_SUBSTITUTE_APPEARANCES),
  substituteMaxLevelAbove: z
    .number()
    .min(0)
    .max(7)
    .refine((level) => Math.abs(level * 10 - Math.round(level * 10)) < 1e-9, 'A level has one decimal at most')
    .nullable()
    .default(null),
  autoApproveReschedules: z.boolean().default(false),
  pointsForDraw: z.number().int().min(0).max(10).default(DEFAULT_POINTS_FOR_DRAW),
  deuceRule: deuceRule.default(DEFAULT_DEUCE_RULE),
});
export type LeagueInput = z.input<typeof leagueInput>;

export const leagueList = z.object({ leagues: z.array(league), ...pageMeta });
export type LeagueList = z.infer<typeof leagueList>;
