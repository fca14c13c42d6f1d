import { z } from 'zod';
import { id, isoDate, pageMeta, requiredText, searchText } from './common.js';
import { PLAYER_STATUSES } from '../domain/constants.js';

export const playerStatuses = PLAYER_STATUSES;
export const playerStatus = z.enum(playerStatuses);

export const player = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  status: playerStatus,
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
});
export type Player = z.infer<typeof player>;

export const playerInput = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  dob: isoDate.refine(
    (value) => value <= new Date().toISOString().slice(0, 10),
    'Date of birth cannot be in the future',
  ),
  status: playerStatus.default('active'),
});
export type PlayerInput = z.input<typeof playerInput>;

/** A PUT that leaves status out keeps the player's status (the admin form has no status field). */
export const playerUpdateInput = playerInput.extend({ status: playerStatus.optional() });
export type PlayerUpdateInput = z.input<typeof playerUpdateInput>;

export const playerListQuery = z.object({ search: searchText, status: playerStatus.optional() });

export const playerList = z.object({ players: z.array(player), ...pageMeta });
export type PlayerList = z.infer<typeof playerList>;

export const playerStatistics = z.object({
  playerId: id,
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  setsWon: z.number().int(),
  setsLost: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
  /** Percentage 0-100, unrounded; the UI shows one decimal. */
  winRate: z.number(),
});
export type PlayerStatistics = z.infer<typeof playerStatistics>;
