import { z } from 'zod';
import { id } from './common.js';
import { matchOutcome } from './match.js';
import { MATCH_FORMATS, PLAYOFF_BRACKET_KINDS } from '../domain/constants.js';

/** The playoff API (docs/playoffs.md). */

/** More than 64 qualifiers per group could never fit a round; the draw is tested up to 64 in all. */
export const MAX_QUALIFIERS_PER_GROUP = 64;

export const playoffInput = z.object({
  /** The first this many of each group's final table qualify; a smaller group sends all it has. */
  qualifiersPerGroup: z.number().int().min(1).max(MAX_QUALIFIERS_PER_GROUP),
  /** Besides them, the best this many teams placed next (e.g. 2: the two best thirds), ranked across groups. */
  bestOfNext: z.number().int().min(0).max(MAX_QUALIFIERS_PER_GROUP).default(0),
  /**
   * The seed of the lot between teams of different groups level on every figure; a random one
   * when left out. The answer says which was used, so a preview can be created as previewed.
   */
  lotSeed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  thirdPlaceMatch: z.boolean().default(false),
  consolation: z.boolean().default(false),
  /** The league's round (the final day) the playoff matches are played in and placed on. */
  roundId: id,
  /** The playoff's own match format (docs/playoffs.md, "A format per stage"); the league's when left out. */
  matchFormat: z.enum(MATCH_FORMATS).optional(),
});
export type PlayoffInput = z.input<typeof playoffInput>;

export const playoffCreateQuery = z.object({
  /** `?preview=true`: answer the bracket the body would make, and create nothing. */
  preview: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const playoffBracketKind = z.enum(PLAYOFF_BRACKET_KINDS);
export type PlayoffBracketKind = z.infer<typeof playoffBracketKind>;

/**
 * One match of a bracket. `id` is the match's id for the match routes (null in a preview, and for
 * a bye, which is never played: one side is empty and its team goes straight on). Unknown teams
 * (waiting for an earlier match) have null ids, names and seeds. A seed follows its team onward.
 */
export const playoffMatch = z.object({
  id: id.nullable(),
  /** `${bracket}-${round}-${position}`: stable within the playoff. */
  key: z.string(),
  /** 1-based, top to bottom within the round. */
  position: z.number().int(),
  isBye: z.boolean(),
  seed1: z.number().int().nullable(),
  seed2: z.number().int().nullable(),
  team1Id: id.nullable(),
  team2Id: id.nullable(),
  team1Name: z.string().nullable(),
  team2Name: z.string().nullable(),
  team1Results: z.array(z.number().int()),
  team2Results: z.array(z.number().int()),
  outcome: matchOutcome,
  winnerTeamId: id.nullable(),
  roundId: id,
  courtNumber: z.number().int().nullable(),
  /** The start's hour; `startMinutes` the start in minutes after midnight (1170 = 19:30). */
  startTime: z.number().int().nullable(),
  startMinutes: z.number().int().nullable().default(null),
  /** The match row's version, for If-Match on the match routes; null where there is no row. */
  version: z.number().int().nullable(),
});
export type PlayoffMatch = z.infer<typeof playoffMatch>;

export const playoffBracket = z.object({
  kind: playoffBracketKind,
  /** First round first: "Quarter-finals", "Semi-finals", "Final"; "Third-place match"; "Consolation final". */
  rounds: z.array(z.object({ name: z.string(), matches: z.array(playoffMatch) })),
});
export type PlayoffBracket = z.infer<typeof playoffBracket>;

/** A qualified team as drawn: its group, its place in that group's final table, and its seed. */
export const playoffEntrant = z.object({
  teamId: id,
  teamName: z.string(),
  groupId: id,
  groupName: z.string(),
  groupRank: z.number().int(),
  seed: z.number().int(),
});
export type PlayoffEntrant = z.infer<typeof playoffEntrant>;

/** Where the scheduling put the matches (create, preview and placement answers; null on a read). */
export const playoffPlacement = z.object({
  /** True when every team rests an hour between two of its matches. */
  restHours: z.boolean(),
  /** Matches the round had no free, allowed slot for; they stay unplaced (place them by hand). */
  unplaced: z.array(z.object({ key: z.string(), id: id.nullable(), roundName: z.string(), reason: z.string() })),
});
export type PlayoffPlacementResult = z.infer<typeof playoffPlacement>;

export const playoff = z.object({
  leagueId: id,
  roundId: id,
  qualifiersPerGroup: z.number().int(),
  bestOfNext: z.number().int(),
  lotSeed: z.number().int(),
  thirdPlaceMatch: z.boolean(),
  consolation: z.boolean(),
  /** The format the playoff's matches are checked against: its own, or the league's. */
  matchFormat: z.enum(MATCH_FORMATS),
  /** By seed. */
  entrants: z.array(playoffEntrant),
  /** Main first, then the third-place match, then the consolation bracket (those present). */
  brackets: z.array(playoffBracket),
  placement: playoffPlacement.nullable(),
  /**
   * Only on a preview made before every group match has its result: the draw comes from the
   * tables as they stand and may change. Creating the playoffs still waits for every result.
   */
  provisional: z.object({ unplayedGroupMatches: z.number().int() }).optional(),
});
export type Playoff = z.infer<typeof playoff>;
