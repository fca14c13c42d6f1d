import { z } from 'zod';
import { id, requiredText } from './common.js';
import { newPassword, username } from './users.js';
import { LEVEL_SCALE } from '../domain/entries/level.js';
import { ENTRY_STATUSES } from '../domain/entries/statuses.js';

/**
 * Entries (docs/entries.md): players put themselves on a league's or a club night's list, within
 * its window and level limits, as a pair or alone; a full list keeps a waiting list in arrival order.
 */

export const ENTRY_MODES = ['pairs', 'individuals'] as const;
export const entryMode = z.enum(ENTRY_MODES);
export type EntryMode = z.infer<typeof entryMode>;

export { ENTRY_STATUSES };
export const entryStatus = z.enum(ENTRY_STATUSES);
export type EntryStatus = z.infer<typeof entryStatus>;

export const MAX_ENTRY_CAPACITY = 512;

/** One decimal is kept (3.25 is stored as 3.3). */
const level = z.number().min(LEVEL_SCALE.min).max(LEVEL_SCALE.max);
const instant = z.iso.datetime({ offset: true, message: 'Use an ISO date and time, e.g. 2026-05-01T18:00:00Z' });

/** A league's or night's registration, as the staff set it. */
export const registrationInput = z
  .object({
    opensAt: instant,
    closesAt: instant,
    capacity: z.number().int().min(1).max(MAX_ENTRY_CAPACITY),
    mode: entryMode,
    minLevel: level.nullish(),
    maxLevel: level.nullish(),
  })
  .superRefine((value, context) => {
    if (new Date(value.closesAt).getTime() <= new Date(value.opensAt).getTime())
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'Entries must close after they open' });
    if (value.minLevel != null && value.maxLevel != null && value.minLevel > value.maxLevel)
      context.addIssue({
        code: 'custom',
        path: ['maxLevel'],
        message: 'The highest level must not be below the lowest',
      });
  });
export type RegistrationInput = z.infer<typeof registrationInput>;

export const registration = z.object({
  opensAt: z.string(),
  closesAt: z.string(),
  capacity: z.number().int(),
  mode: entryMode,
  minLevel: z.number().nullable(),
  maxLevel: z.number().nullable(),
  version: z.number().int(),
});
export type Registration = z.infer<typeof registration>;

/** The public state of a list: what the "Enter" button shows. */
export const entryListState = z.object({
  registration: registration.nullable(),
  /** open | notOpen | closed | none (no registration). */
  window: z.enum(['open', 'notOpen', 'closed', 'none']),
  confirmed: z.number().int(),
  waiting: z.number().int(),
  freeAgents: z.number().int(),
  /** Places left before the waiting list starts. */
  placesLeft: z.number().int(),
});
export type EntryListState = z.infer<typeof entryListState>;

export const entryInput = z
  .object({
    leagueId: id.optional(),
    clubNightId: id.optional(),
    partnerPlayerId: id.optional(),
  })
  .superRefine((value, context) => {
    if ((value.leagueId === undefined) === (value.clubNightId === undefined))
      context.addIssue({ code: 'custom', path: ['leagueId'], message: 'Name one league or one club night' });
  });
export type EntryInput = z.infer<typeof entryInput>;

export const entryCreated = z.object({
  id,
  status: entryStatus,
  /** Place on the waiting list, 1 first. */
  position: z.number().int().optional(),
});
export type EntryCreated = z.infer<typeof entryCreated>;

const entryPlayer = z.object({ id, name: z.string(), level: z.number() });

/** An entry as the organiser and its players read it. */
export const entry = z.object({
  id,
  status: entryStatus,
  position: z.number().int().optional(),
  players: z.array(entryPlayer),
  /** The pair's level (its players' mean), or the player's. */
  level: z.number(),
  paid: z.boolean(),
  checkedIn: z.boolean(),
  teamId: id.nullable(),
  /** When the entry last moved up from the waiting list (the player is told on /me). */
  promotedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Entry = z.infer<typeof entry>;

export const entryList = z.object({
  state: entryListState,
  /** Confirmed first, then waiting in order, free agents, awaiting partners, withdrawn. */
  entries: z.array(entry),
});
export type EntryList = z.infer<typeof entryList>;

/** The list an entry is on, named for /me. */
export const entryListRef = z.object({
  clubId: id,
  clubName: z.string(),
  leagueId: id.nullable(),
  clubNightId: id.nullable(),
  name: z.string(),
  mode: entryMode,
});

export const myEntry = entry.extend({
  list: entryListRef,
  /** True when the partner named this player and waits for them to accept. */
  toAccept: z.boolean(),
  /** What the player shows at check-in (a QR code of it): `bandeja-entry:<id>`. */
  checkInCode: z.string(),
});
export type MyEntry = z.infer<typeof myEntry>;
export const myEntries = z.object({ entries: z.array(myEntry) });
export type MyEntries = z.infer<typeof myEntries>;

export const CHECK_IN_PREFIX = 'bandeja-entry:';
export const checkInCodeOf = (entryId: number): string => `${CHECK_IN_PREFIX}${entryId}`;
/** The entry id a scanned code names, or null. */
export function entryIdOfCheckInCode(code: string): number | null {
  const found = /^bandeja-entry:(\d{1,10})$/.exec(code.trim());
  return found ? Number(found[1]) : null;
}

export const entryUpdateInput = z
  .object({
    status: z.enum(['confirmed', 'waiting', 'withdrawn']).optional(),
    paid: z.boolean().optional(),
    checkedIn: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send status, paid or checkedIn');
export type EntryUpdateInput = z.infer<typeof entryUpdateInput>;

export const entryPairInput = z
  .object({ entryIds: z.tuple([id, id]) })
  .refine((value) => value.entryIds[0] !== value.entryIds[1], {
    path: ['entryIds'],
    message: 'Name two different free agents',
  });
export type EntryPairInput = z.infer<typeof entryPairInput>;

export const entryTeamsInput = z.object({ groupId: id.optional() });
export type EntryTeamsInput = z.infer<typeof entryTeamsInput>;

export const entryTeamsResult = z.object({
  /** League: the teams made or found, each with the group it went to. */
  teams: z.array(z.object({ entryId: id, teamId: id, groupId: id.nullable() })),
  /** Club night: the players added to the night. */
  players: z.array(id),
});
export type EntryTeamsResult = z.infer<typeof entryTeamsResult>;

export const signupInput = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  username,
  password: newPassword,
});
export type SignupInput = z.infer<typeof signupInput>;
