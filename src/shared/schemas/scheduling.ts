import { z } from 'zod';
import { courtNumber, hour, id, startMinutes } from './common.js';
import { START_HOURS } from '../domain/match-rules.js';

/** A team can be away at most every hour a match may start. */
const STARTING_HOURS_IN_A_DAY = START_HOURS.max - START_HOURS.min + 1;

export const teamUnavailability = z.object({
  id,
  roundId: id,
  teamId: id,
  teamName: z.string(),
  unavailableHours: z.array(z.number().int()),
});
export type TeamUnavailability = z.infer<typeof teamUnavailability>;

export const teamUnavailabilityInput = z.object({
  teamId: id,
  unavailableHours: z
    .array(hour)
    .max(STARTING_HOURS_IN_A_DAY)
    .refine((hours) => new Set(hours).size === hours.length, 'Each hour may appear once'),
});
export type TeamUnavailabilityInput = z.input<typeof teamUnavailabilityInput>;

export const teamUnavailabilityList = z.object({ teamUnavailabilities: z.array(teamUnavailability) });

export const availabilityQuery = z.object({
  team1Id: id,
  team2Id: id,
  /** When editing a match: leave it out, so its own slot and teams count as free. */
  matchId: id.optional(),
});
export const availability = z.object({
  /** Per court, the free starts: `startTimes` their hours, `startMinutes` the starts themselves (1170 = 19:30). */
  availableSlots: z.array(
    z.object({
      courtNumber: z.number().int(),
      startTimes: z.array(z.number().int()),
      startMinutes: z.array(z.number().int()),
    }),
  ),
});
export type Availability = z.infer<typeof availability>;

export const proposal = z.object({
  team1Id: id,
  team2Id: id,
  team1Name: z.string(),
  team2Name: z.string(),
  groupId: id,
  courtNumber: z.number().int(),
  /** The start's hour. */
  startTime: z.number().int(),
  /** The start in minutes after midnight, one of the round's slots. */
  startMinutes: z.number().int(),
});
export type Proposal = z.infer<typeof proposal>;

export const generateQuery = z.object({ groupId: id.optional() });
export const generatedSchedule = z.object({
  matches: z.array(proposal),
  unscheduled: z.array(z.object({ teamId: id, teamName: z.string(), reason: z.string() })),
  provenMaximum: z
    .boolean()
    .describe(
      'True when no schedule of this round could hold more matches. False when the search stopped at its effort limit first: the proposals are valid, but a larger schedule may exist.',
    ),
});
export type GeneratedSchedule = z.infer<typeof generatedSchedule>;

/** A match placed on a court at a start: the start as its hour (`startTime`) or in minutes, or both agreeing. */
export const placedMatchInput = z
  .object({
    team1Id: id,
    team2Id: id,
    courtNumber,
    startTime: hour.optional(),
    startMinutes: startMinutes.optional(),
  })
  .refine((entry) => entry.startTime !== undefined || entry.startMinutes !== undefined, {
    message: 'Send the start: startTime (its hour) or startMinutes',
    path: ['startTime'],
  })
  .refine(
    (entry) =>
      entry.startTime === undefined ||
      entry.startMinutes === undefined ||
      Math.floor(entry.startMinutes / 60) === entry.startTime,
    { message: 'startTime must be the hour of startMinutes', path: ['startTime'] },
  );

export const confirmInput = z.object({
  matches: z
    .array(placedMatchInput)
    .min(1, 'Nothing to confirm')
    .max(500),
});
export type ConfirmInput = z.infer<typeof confirmInput>;

export const availableOpponentsQuery = z.object({ groupId: id });

/**
 * The 409 of a refused placement (a schedule's confirm, a season's fixtures): each offending match
 * with its position in what was sent (and, for fixtures, its round), the entry and what is wrong.
 */
export const placementRefusal = z.object({
  error: z.string(),
  code: z.string(),
  details: z
    .array(
      z.object({
        field: z.string(),
        message: z.string(),
        round: z.number().int().optional(),
        index: z.number().int().optional(),
        entry: z
          .object({
            team1Id: id,
            team2Id: id,
            courtNumber: z.number().int(),
            startTime: z.number().int().optional(),
            startMinutes: z.number().int().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
