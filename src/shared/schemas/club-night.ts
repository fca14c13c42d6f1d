/**
 * Club nights (docs/club-nights.md): the settings an organiser sends to create one, the score of a
 * match, and the night as read back. Names follow the API: `format`, `scoring`, `courts`,
 * `players` or `teams`, `rounds`, `mexicanoPairing`.
 */
import { z } from 'zod';
import { americanoRoundLimits } from '../domain/club-nights/americano.js';
import { CLUB_NIGHT_FORMATS, CLUB_NIGHT_LIMITS } from '../domain/club-nights/limits.js';
import { MEXICANO_FIRST_ROUND_ORDERS, MEXICANO_PAIRINGS } from '../domain/club-nights/mexicano.js';
import { MAX_TIMED_POINTS, nightScoreProblem } from '../domain/club-nights/scores.js';
import { teamAmericanoRoundLimits } from '../domain/club-nights/team-americano.js';
import { hour, id, isoDate, requiredText } from './common.js';

export const clubNightFormat = z.enum(CLUB_NIGHT_FORMATS);
export const mexicanoPairing = z.enum(MEXICANO_PAIRINGS);
export const mexicanoFirstRoundOrder = z.enum(MEXICANO_FIRST_ROUND_ORDERS);

const { players: playerLimits, teams: teamLimits, courts: courtLimits } = CLUB_NIGHT_LIMITS;

export const clubNightScoring = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('points'),
    pointsPerMatch: z
      .number()
      .int()
      .min(CLUB_NIGHT_LIMITS.pointsPerMatch.min)
      .max(CLUB_NIGHT_LIMITS.pointsPerMatch.max),
  }),
  z.object({
    kind: z.literal('timed'),
    minutes: z.number().int().min(CLUB_NIGHT_LIMITS.minutes.min).max(CLUB_NIGHT_LIMITS.minutes.max),
  }),
]);
export type ClubNightScoring = z.infer<typeof clubNightScoring>;

export const clubNightCourtNumber = z
  .number()
  .int()
  .min(CLUB_NIGHT_LIMITS.courtNumber.min)
  .max(CLUB_NIGHT_LIMITS.courtNumber.max);

const distinct = (values: readonly number[]) => new Set(values).size === values.length;

export const clubNightInput = z
  .object({
    name: requiredText(120),
    date: isoDate,
    startHour: hour,
    format: clubNightFormat,
    scoring: clubNightScoring,
    courts: z
      .array(clubNightCourtNumber)
      .min(courtLimits.min)
      .max(courtLimits.max)
      .refine(distinct, { message: 'A court is listed twice' }),
    players: z.array(id).max(playerLimits.max).optional(),
    teams: z.array(id).max(teamLimits.max).optional(),
    rounds: z.number().int().min(CLUB_NIGHT_LIMITS.rounds.min).max(CLUB_NIGHT_LIMITS.rounds.max).optional(),
    mexicanoPairing: mexicanoPairing.default('1+3v2+4'),
    /** Mexicano round 1: by rating (default) or in the order of `players`. */
    mexicanoFirstRound: mexicanoFirstRoundOrder.default('rating'),
    /**
     * The night fills from its entries (docs/entries.md): made with no players (a Team Americano:
     * no pairs), its rounds are laid out when the organiser adds the confirmed entries.
     */
    openEntries: z.boolean().optional(),
  })
  .superRefine((night, context) => {
    const individual = night.format !== 'teamAmericano';
    const list = individual ? night.players : night.teams;
    const field = individual ? 'players' : 'teams';
    const limits = individual ? playerLimits : teamLimits;
    if ((individual ? night.teams : night.players) !== undefined) {
      context.addIssue({
        code: 'custom',
        path: [individual ? 'teams' : 'players'],
        message: individual
          ? 'Individual formats list players, not teams'
          : 'A Team Americano lists teams, not players',
      });
    }
    if (night.openEntries && (list === undefined || list.length === 0)) return;
    if (!list || list.length < limits.min) {
      context.addIssue({ code: 'custom', path: [field], message: `At least ${limits.min} ${field}` });
      return;
    }
    if (!distinct(list))
      context.addIssue({ code: 'custom', path: [field], message: `A ${field.slice(0, -1)} is listed twice` });
    if (night.rounds === undefined || night.format === 'mexicano') return;
    const { maxRounds } = individual
      ? americanoRoundLimits(list.length, night.courts.length)
      : teamAmericanoRoundLimits(list.length, night.courts.length);
    if (night.rounds > maxRounds) {
      context.addIssue({
        code: 'custom',
        path: ['rounds'],
        message: `At most ${maxRounds} rounds before a partner or a pairing would repeat`,
      });
    }
  });
export type ClubNightInput = z.input<typeof clubNightInput>;
export type ClubNightSettings = z.infer<typeof clubNightInput>;

export const clubNightScoreInput = z.object({
  team1Points: z.number().int().min(0).max(MAX_TIMED_POINTS),
  team2Points: z.number().int().min(0).max(MAX_TIMED_POINTS),
});
export type ClubNightScoreInput = z.infer<typeof clubNightScoreInput>;

/** The score of a match checked against the night's scoring (the points add up, or any from 0). */
export const clubNightScoreFor = (scoring: ClubNightScoring) =>
  clubNightScoreInput.superRefine((score, context) => {
    if (nightScoreProblem(scoring, score.team1Points, score.team2Points) === 'notAddingUp') {
      context.addIssue({
        code: 'custom',
        path: ['team2Points'],
        message: `The two scores add up to ${scoring.kind === 'points' ? scoring.pointsPerMatch : 0}`,
      });
    }
  });

const playerSide = z.tuple([id, id]);

export const clubNightMatch = z.object({
  id,
  courtNumber: clubNightCourtNumber,
  team1: playerSide,
  team2: playerSide,
  team1Points: z.number().int().nullable(),
  team2Points: z.number().int().nullable(),
  version: z.number().int(),
});
export type ClubNightMatch = z.infer<typeof clubNightMatch>;

export const clubNightRound = z.object({
  number: z.number().int().min(1),
  matches: z.array(clubNightMatch),
  resting: z.array(id),
});
export type ClubNightRound = z.infer<typeof clubNightRound>;

export const clubNightLeaderboardRow = z.object({
  rank: z.number().int().min(1),
  playerId: id,
  name: z.string(),
  points: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  pointsDiff: z.number().int(),
  average: z.number(),
});
export type ClubNightLeaderboardRow = z.infer<typeof clubNightLeaderboardRow>;

/**
 * Where a night stands, worked out from its rounds (never stored): `upcoming` until a score is in,
 * `running` while a round has a match without a score or (Mexicano) more rounds may be made,
 * `finished` once every planned round is scored (Americano, Team Americano) or the organiser has
 * made the night's last round and scored it (Mexicano, `rounds` reached).
 */
export const CLUB_NIGHT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export const clubNightStatus = z.enum(CLUB_NIGHT_STATUSES);
export type ClubNightStatus = z.infer<typeof clubNightStatus>;

/** Someone on the night's list: a tour player, or a guest added by name only. */
export const clubNightPlayer = z.object({
  id,
  name: z.string(),
  guest: z.boolean(),
  /**
   * True for a player who dropped out: they stay on the list (their played matches count on the
   * leaderboard) and are left out of every round made after. The server always sends it.
   */
  droppedOut: z.boolean().optional(),
});
export type ClubNightPlayer = z.infer<typeof clubNightPlayer>;

/** A fixed pair of a Team Americano. */
export const clubNightTeam = z.object({
  id,
  name: z.string(),
  players: playerSide,
});
export type ClubNightTeam = z.infer<typeof clubNightTeam>;

/** A night in a list (the club page, a player's page). */
export const clubNightSummary = z.object({
  id,
  clubId: id,
  name: z.string(),
  date: z.string(),
  startHour: z.number().int(),
  format: clubNightFormat,
  status: clubNightStatus,
  playerCount: z.number().int(),
});
export type ClubNightSummary = z.infer<typeof clubNightSummary>;

/** A club's nights, newest date first (GET /api/v1/clubs/{c}/club-nights). */
export const clubNightList = z.array(clubNightSummary);

/**
 * A night as read back (public and admin alike). `plannedRounds` is the number of rounds the night
 * will have (all known at creation for Americano; Mexicano's are made one at a time up to it).
 * `version` moves on every write to the night (players, rounds), for `If-Match` on those writes;
 * each match has its own `version` for its score.
 */
export const clubNight = clubNightSummary.extend({
  scoring: clubNightScoring,
  courts: z.array(clubNightCourtNumber),
  mexicanoPairing,
  mexicanoFirstRound: mexicanoFirstRoundOrder,
  plannedRounds: z.number().int(),
  players: z.array(clubNightPlayer),
  teams: z.array(clubNightTeam),
  rounds: z.array(clubNightRound),
  leaderboard: z.array(clubNightLeaderboardRow),
  version: z.number().int(),
});
export type ClubNight = z.infer<typeof clubNight>;

/**
 * Make the next Mexicano round: `number` is the round the caller means to make, so a replay or a
 * second phone that already made it gets 409 rather than a round too many.
 */
export const clubNightNextRoundInput = z.object({ number: z.number().int().min(2).max(CLUB_NIGHT_LIMITS.rounds.max) });
export type ClubNightNextRoundInput = z.infer<typeof clubNightNextRoundInput>;

/** A late arrival. */
export const clubNightPlayerInput = z.object({ playerId: id });
export type ClubNightPlayerInput = z.infer<typeof clubNightPlayerInput>;

/** A player's nights on their page: the night, and where they finished (or stand). */
export const playerClubNight = z.object({
  night: clubNightSummary,
  rank: z.number().int().min(1),
  points: z.number().int(),
  played: z.number().int(),
});
export type PlayerClubNight = z.infer<typeof playerClubNight>;

/** A player's nights, newest date first (GET /api/v1/players/{p}/club-nights). */
export const playerClubNightList = z.array(playerClubNight);
