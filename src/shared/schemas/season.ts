import { z } from 'zod';
import { id, requiredText } from './common.js';

/** Teams that move between neighbouring levels; a box league rarely moves more than a few. */
export const MAX_MOVES = 20;
/** Enough for the largest club's ladder, small enough to keep one request cheap. */
export const MAX_SEASON_TEAMS = 500;

const uniqueIds = (list: readonly number[]) => new Set(list).size === list.length;

export const joiningTeam = z.object({
  teamId: id,
  /** The level it starts at; the bottom group when left out. */
  groupName: requiredText(120).optional(),
});
export type JoiningTeamInput = z.input<typeof joiningTeam>;

/** The most levels a box league's next season carries moves for: the groups a league seeds (26). */
export const MAX_BOUNDARIES = 25;

export const moveCount = z.number().int().min(0).max(MAX_MOVES);
/** One number for every boundary between levels, or one per boundary, top first (`[2, 1]`). */
export const movesPerBoundary = z.union([moveCount, z.array(moveCount).max(MAX_BOUNDARIES)]);
export type MovesPerBoundaryInput = z.input<typeof movesPerBoundary>;

/** docs/seasons.md, "The next season's line-ups". */
export const nextSeasonInput = z.object({
  name: requiredText(120),
  promote: movesPerBoundary.default(1),
  relegate: movesPerBoundary.default(1),
  leaving: z.array(id).max(MAX_SEASON_TEAMS).refine(uniqueIds, 'Each team may be listed once').default([]),
  joining: z.array(joiningTeam).max(MAX_SEASON_TEAMS).default([]),
  /** `playoffs`: the league's playoff results decide the top group's order (docs/seasons.md). */
  topGroupOrder: z.enum(['table', 'playoffs']).default('table'),
  preview: z.boolean().default(false),
});
export type NextSeasonInput = z.input<typeof nextSeasonInput>;

export const seasonMove = z.enum(['up', 'down', 'stay', 'new']);

export const nextSeasonPreview = z.object({
  groups: z.array(
    z.object({
      name: z.string(),
      teams: z.array(z.object({ teamId: id, teamName: z.string(), from: z.string().nullable(), move: seasonMove })),
    }),
  ),
});
export type NextSeasonPreview = z.infer<typeof nextSeasonPreview>;

/** docs/seasons.md, "A first season from a list of teams". */
export const seedGroupsInput = z.object({
  teamIds: z.array(id).min(1).max(MAX_SEASON_TEAMS).refine(uniqueIds, 'Each team may be listed once'),
  groupCount: z.number().int().min(1).max(26),
  preview: z.boolean().default(false),
});
export type SeedGroupsInput = z.input<typeof seedGroupsInput>;

export const seededGroups = z.object({
  groups: z.array(
    z.object({
      name: z.string(),
      teams: z.array(z.object({ teamId: id, teamName: z.string(), rating: z.number() })),
    }),
  ),
});
export type SeededGroups = z.infer<typeof seededGroups>;

export const playerSeason = z.object({
  clubId: id,
  leagueId: id,
  leagueName: z.string(),
  groupName: z.string(),
  teamId: id,
  teamName: z.string(),
  /** The team's final (or current) place in its group's standings, 1-based. */
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
});
export type PlayerSeason = z.infer<typeof playerSeason>;

export const playerHistory = z.object({ seasons: z.array(playerSeason) });
export type PlayerHistory = z.infer<typeof playerHistory>;

/** docs/ratings.md, "What the API answers". */
export const playerRating = z.object({
  rating: z.number(),
  /** The rating on the 0.0–7.0 scale club players know, one decimal (docs/ratings.md, "Level"). */
  level: z.number().min(0).max(7),
  /** 0–100. */
  reliability: z.number().int().min(0).max(100),
  /** A step from a club night's match carries its night: `matchId` is then the night match's id. */
  history: z.array(
    z.object({ matchId: id, date: z.string(), before: z.number(), after: z.number(), clubNightId: id.optional() }),
  ),
});
export type PlayerRatingResponse = z.infer<typeof playerRating>;
