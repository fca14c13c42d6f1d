import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../domain/constants.js';
import { hasInvisibleCharacter, INVISIBLE_IN_USERNAME } from '../domain/usernames.js';
import { id, requiredText } from './common.js';

/**
 * `admin` runs the whole tour; `organiser` runs only the clubs in its `clubIds`; `player` is one
 * player of the tour (`playerId`), who joined by invitation and reports their own results
 * (docs/roles.md).
 */
export const accountRoles = ['admin', 'organiser', 'player'] as const;
export const accountRole = z.enum(accountRoles);
export type AccountRole = z.infer<typeof accountRole>;

/** The roles the Users section manages; players get their account by invitation only. */
export const staffRoles = ['admin', 'organiser'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * Sign-in names travel in HTTP Basic credentials, so a colon (the separator) cannot be one. Nor
 * can a character nobody sees (a zero-width space): `admin` and `admin` + one would look the same
 * (domain/usernames.ts, which also says how look-alike names are one name).
 */
export const username = requiredText(64)
  .regex(/^[^:\s]+$/, 'Use letters, digits and symbols without spaces or colons')
  .refine((name) => !hasInvisibleCharacter(name), INVISIBLE_IN_USERNAME);

/** The same rule as a password change (docs/rules.md, "Accounts and sessions"). */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200);

const clubIds = z.array(id).max(500);

const organiserNeedsClubs = (value: { role: StaffRole; clubIds: number[] }, context: z.RefinementCtx) => {
  if (value.role === 'organiser' && value.clubIds.length === 0) {
    context.addIssue({ code: 'custom', path: ['clubIds'], message: 'Choose at least one club' });
  }
};

/** POST /api/v1/admin/users: the administrator makes an organiser (admins come from the CLI). */
export const userInput = z
  .object({ username, password: newPassword, role: z.literal('organiser'), clubIds })
  .superRefine(organiserNeedsClubs);
export type UserInput = z.input<typeof userInput>;
export type UserInputValues = z.output<typeof userInput>;

/** PUT /api/v1/admin/users/{id}: the whole account; no password keeps the current one. */
export const userUpdate = z
  .object({ username, password: newPassword.optional(), role: staffRole, clubIds })
  .superRefine(organiserNeedsClubs);
export type UserUpdate = z.input<typeof userUpdate>;
export type UserUpdateValues = z.output<typeof userUpdate>;

export const user = z.object({ id, username: z.string(), role: staffRole, clubIds: z.array(id) });
export type User = z.infer<typeof user>;

export const userList = z.object({ users: z.array(user) });
export type UserList = z.infer<typeof userList>;

/** GET /api/v1/me: who is signed in; `clubIds` only for an organiser, `playerId` only for a player. */
export const me = z.object({
  role: accountRole,
  username: z.string(),
  clubIds: z.array(id).optional(),
  playerId: id.optional(),
});
export type Me = z.infer<typeof me>;
