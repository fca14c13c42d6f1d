import { z } from 'zod';
import { courtNumber, hour, id, isoDate, requiredText } from './common.js';
import { match } from './match.js';
import { round, slotMinutes } from './round.js';
import { placedMatchInput, proposal } from './scheduling.js';
import { DEFAULT_SLOT_MINUTES } from '../domain/slots.js';

/** A new round every `everyDays` from `firstDate`, all of one shape (docs/schedule-generation.md, "A season's fixtures"). */
export const newFixtureRounds = z
  .object({
    firstDate: isoDate,
    everyDays: z.number().int().min(1).max(28),
    startHour: hour,
    endHour: hour,
    courtNumber,
    slotMinutes: slotMinutes.default(DEFAULT_SLOT_MINUTES),
  })
  .refine((value) => value.endHour >= value.startHour, {
    message: 'End hour must not be before start hour',
    path: ['endHour'],
  });
export type NewFixtureRounds = z.output<typeof newFixtureRounds>;

/** One match of a fixture sent back to create, as the preview gave it or as edited. */
export const fixtureMatchInput = placedMatchInput;

/** One round of fixtures to create: an existing round (`roundId`) or a new one on `date`. */
export const fixtureRoundInput = z
  .object({
    roundId: id.optional(),
    date: isoDate.optional(),
    /** A new round's name; "Round n" when absent. */
    name: requiredText(80).optional(),
    matches: z.array(fixtureMatchInput).max(200),
  })
  .refine((value) => (value.roundId === undefined) !== (value.date === undefined), {
    message: 'Send either roundId (an existing round) or date (a new round)',
    path: ['roundId'],
  });

export const fixturesInput = z
  .object({
    /** Existing rounds of the league to fill, in any order (they are filled by date). */
    roundIds: z
      .array(id)
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, 'Each round may appear once')
      .optional(),
    newRounds: newFixtureRounds.optional(),
    /** A double round robin: each pair meets twice. */
    double: z.boolean().default(false),
    /** Answer the plan (200) and store nothing. */
    preview: z.boolean().default(false),
    /**
     * The fixtures to create, as a preview gave them or as the organiser edited them; without it
     * the server plans them itself. Every rule is checked again either way.
     */
    fixtures: z.array(fixtureRoundInput).min(1).max(100).optional(),
  })
  .refine((value) => (value.roundIds === undefined) !== (value.newRounds === undefined), {
    message: 'Send either roundIds or newRounds',
    path: ['roundIds'],
  })
  .refine((value) => !(value.preview && value.fixtures), {
    message: 'A preview plans the fixtures itself: send no fixtures',
    path: ['fixtures'],
  });
export type FixturesInput = z.input<typeof fixturesInput>;
export type FixturesRequest = z.output<typeof fixturesInput>;

const roundFacts = {
  /** Absent for a round the create would make. */
  roundId: id.optional(),
  date: z.string(),
  name: z.string(),
  start_hour: z.number().int(),
  end_hour: z.number().int(),
  court_number: z.number().int(),
  slot_minutes: z.number().int(),
};

/** A pair that would still meet fewer times than asked: no round left had a slot both could play. */
export const unmetPair = z.object({
  team1Id: id,
  team1Name: z.string(),
  team2Id: id,
  team2Name: z.string(),
  missing: z.number().int(),
});

export const fixturesPreview = z.object({
  rounds: z.array(z.object({ ...roundFacts, matches: z.array(proposal) })),
  unscheduled: z.array(unmetPair),
  provenMaximum: z.boolean(),
});
export type FixturesPreview = z.infer<typeof fixturesPreview>;

export const fixturesCreated = z.object({
  rounds: z.array(z.object({ ...roundFacts, roundId: id, matches: z.array(match) })),
  unscheduled: z.array(unmetPair),
});
export type FixturesCreated = z.infer<typeof fixturesCreated>;

/** The public fixture list: every round the reader sees, in date order, with the group's matches. */
export const groupFixtures = z.object({
  rounds: z.array(round.extend({ matches: z.array(match) })),
});
export type GroupFixtures = z.infer<typeof groupFixtures>;
