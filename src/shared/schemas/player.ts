import { z } from 'zod';
import { id, isoDate, pageMeta, requiredText, plainText, searchText } from './common.js';
import { PLAYER_STATUSES } from '../domain/constants.js';
import { MAX_LEVEL, MIN_LEVEL } from '../domain/ratings/level.js';

export const playerStatuses = PLAYER_STATUSES;
export const playerStatus = z.enum(playerStatuses);

/**
 * A player as everyone reads them (public reads, pickers). Never the date of birth, email or
 * phone: those are staff-only (`staffPlayer`), and tests/api/player-privacy.test.ts walks every
 * public answer to keep it so.
 */
export const player = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  status: playerStatus,
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
});
export type Player = z.infer<typeof player>;

/**
 * A player as staff read them (GET /api/v1/admin/players…, and the answers of the admin writes):
 * the public fields and the optional date of birth (yyyy-mm-dd), email and phone, null when not given.
 */
export const staffPlayer = player.extend({
  /** A guest added by name for a club night: hidden from the public players list and search. */
  guest: z.boolean(),
  /** The level (0.0–7.0) an organiser set for the player to start from (docs/ratings.md); null when none. */
  startingLevel: z.number().nullable(),
  dob: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type StaffPlayer = z.infer<typeof staffPlayer>;

export const staffPlayerList = z.object({ players: z.array(staffPlayer), ...pageMeta });
export type StaffPlayerList = z.infer<typeof staffPlayerList>;


/** yyyy-mm-dd, a real date, not after today. */
export const dateOfBirth = isoDate.refine(
  (value) => value <= new Date().toISOString().slice(0, 10),
  'Date of birth cannot be in the future',
);
/** An email address (at most 254 characters, the longest one mail can carry). */
export const playerEmail = z.string().trim().max(254).pipe(z.email('Enter an email address such as ana@example.com'));
/** Digits, `+` and spaces, 6 to 20 characters, at least 6 of them digits. */
export const playerPhone = z
  .string()
  .trim()
  .regex(/^[0-9+ ]{6,20}$/, { message: 'Use digits, + and spaces only, 6 to 20 characters', abort: true })
  .refine((value) => (value.match(/[0-9]/g)?.length ?? 0) >= 6, 'A phone number has at least 6 digits');

/** Optional: null, or blank (the forms send '' for an empty box), is "not given". */
const optionalContact = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .max(300)
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value))
    .pipe(schema.nullable());

/** A level on the 0.0–7.0 scale, in steps of 0.1 (docs/ratings.md, "Level"). */
export const playerLevel = z
  .number()
  .min(MIN_LEVEL, 'A level runs from 0.0 to 7.0')
  .max(MAX_LEVEL, 'A level runs from 0.0 to 7.0')
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'A level has one decimal at most (3.5)');

/** A surname: required of a player; a guest may go by one word (`guestSurnameRule`). */
const surname = plainText(60);

/** Every player has a surname but a guest of a club night, who may be added by one word ("Chema"). */
const guestSurnameRule = (
  values: { lastName?: string | undefined; guest?: boolean | undefined },
  context: z.RefinementCtx,
) => {
  if (values.lastName === '' && values.guest !== true)
    context.addIssue({ code: 'custom', path: ['lastName'], message: 'Required' });
};

const playerFields = z.object({
  firstName: requiredText(60),
  lastName: surname,
  dob: optionalContact(dateOfBirth).default(null),
  email: optionalContact(playerEmail).default(null),
  phone: optionalContact(playerPhone).default(null),
  status: playerStatus.default('active'),
  /** A guest of a club night (docs/club-nights.md): a name is enough, one word will do; not listed publicly. */
  guest: z.boolean().default(false),
  /**
   * Where the player's rating starts (docs/ratings.md, "A starting level"): an organiser's estimate
   * for a player who arrives with a known level; null (the default) starts at 1500, level 3.0.
   */
  startingLevel: playerLevel.nullable().default(null),
});

export const playerInput = playerFields.superRefine(guestSurnameRule);
export type PlayerInput = z.input<typeof playerInput>;

/**
 * A PUT that leaves status out keeps the player's status (the admin form has no status field);
 * one that leaves out the date of birth, email, phone or starting level keeps them too (null or ''
 * clears one), so a form that does not show a field never erases it.
 */
export const playerUpdateInput = playerFields
  .extend({
    status: playerStatus.optional(),
    dob: optionalContact(dateOfBirth).optional(),
    email: optionalContact(playerEmail).optional(),
    phone: optionalContact(playerPhone).optional(),
    guest: z.boolean().optional(),
    startingLevel: playerLevel.nullable().optional(),
  })
  .superRefine(guestSurnameRule);
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
