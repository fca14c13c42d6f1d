import type { Db } from '../db/database.js';
import type { DataVersion } from '../db/data-version.js';
import { AppError, Conflict, NotFound } from '../errors.js';
import { accountName, findAccountByUsernameKey, hashPassword, hashToken, newToken, startSession, type AccountName, type Session } from '../auth/index.js';
import { findPlayerId } from '../players/index.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { numberListColumn, toJsonColumn } from '../lib/json-column.js';
import { ValidationFailed } from '../errors.js';
import { fullName } from '../../shared/domain/team-name.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';
import type { BulkInvitations, Invitation, InvitationPreview, JoinInput } from '../../shared/schemas/reports.js';
import type { SignupInput } from '../../shared/schemas/entries.js';
import * as queries from './queries.js';

/** An invitation link is good for this long, and once (docs/reports.md, "Invitations"). */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export const ALREADY_HAS_ACCOUNT = 'This player already has an account';
export const INVITATION_NOT_VALID = 'This invitation link is not valid any more: ask your organiser for a new one';
export const USERNAME_TAKEN = 'This username is taken: choose another';
/** Names the field, so a form puts the refusal under the username box (CONFLICT.username). */
const usernameTaken = () => new Conflict(USERNAME_TAKEN, [{ field: 'username', message: USERNAME_TAKEN }]);
export const NO_SUCH_PLAYER = 'There is no player with this id';
export const CLUBS_GONE = 'The clubs of this invitation no longer exist: ask the administrator for a new one';

const invitationGone = () => new AppError(404, 'NOT_FOUND', INVITATION_NOT_VALID);

/**
 * A one-time link for a player to make their account. Only the SHA-256 of its 32 random bytes is
 * stored. A new link replaces the player's unused one, so only the newest works: the database
 * keeps one unused invitation per player (a unique partial index, migration 013), and the new
 * one is an upsert on it. Of invitations made at once, each replaces the one before it in commit
 * order (PostgreSQL makes a later upsert wait for the earlier one's commit), so one link works.
 */
export async function createInvitation(
  db: Db,
  session: Session,
  playerId: number,
  origin: string,
  now: Date,
): Promise<Invitation> {
  const player = await findPlayerId(db, playerId);
  if (!player) throw new NotFound('Player');
  const account = await queries.findAccountOfPlayer(db, playerId);
  if (account) throw new Conflict(ALREADY_HAS_ACCOUNT);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const link = { token_hash: hashToken(token), created_by: session.adminId, created_at: now.toISOString(), expires_at: expiresAt };
  await queries.upsertInvitation(db, playerId, link);
  return { url: `${origin}/join/${token}`, expiresAt };
}

/**
 * Links for several players at once (the dashboard's "invite the selected players"), each made
 * as `createInvitation` makes one: the player's unused link is replaced (one live link per player,
 * the upsert on migration 013's index), in the request's transaction. Ids are asked once each, in
 * the order given; a player with an account, or no such player, is listed in `skipped` with why.
 */
export async function createInvitations(db: Db, session: Session, playerIds: readonly number[], origin: string, now: Date): Promise<BulkInvitations> {
  const ids = [...new Set(playerIds)];
  const [existing, withAccounts] = await Promise.all([queries.existingPlayerIds(db, ids), queries.playerIdsWithAccounts(db, ids)]);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const links = new Map<number, string>();
  // Written in id order whatever the order asked: two bulk invitations at once then lock the
  // players' rows in the same order and one waits for the other, never a deadlock (PostgreSQL).
  for (const playerId of [...ids].sort((x, y) => x - y)) {
    if (!existing.has(playerId) || withAccounts.has(playerId)) continue;
    const token = newToken();
    await queries.upsertInvitation(db, playerId, { token_hash: hashToken(token), created_by: session.adminId, created_at: now.toISOString(), expires_at: expiresAt });
    links.set(playerId, `${origin}/join/${token}`);
  }
  const answer: BulkInvitations = { invitations: [], skipped: [] };
  for (const playerId of ids) {
    const url = links.get(playerId);
    if (url) answer.invitations.push({ playerId, url, expiresAt });
    else if (!existing.has(playerId)) answer.skipped.push({ playerId, reason: 'not-found', message: NO_SUCH_PLAYER });
    else answer.skipped.push({ playerId, reason: 'has-account', message: ALREADY_HAS_ACCOUNT });
  }
  return answer;
}

/**
 * A one-time link (7 days) that makes an organiser's account running these clubs (docs/roles.md,
 * "Organisers by invitation"): the administrator sends it instead of typing a password for
 * someone else. Every club must exist (400 naming them otherwise, as POST /admin/users).
 */
export async function createOrganiserInvitation(db: Db, session: Session, clubIds: readonly number[], origin: string, now: Date): Promise<Invitation> {
  const wanted = [...new Set(clubIds)].sort((a, b) => a - b);
  const found = new Set((await queries.clubsByIds(db, wanted)).map((club) => club.id));
  const missing = wanted.filter((clubId) => !found.has(clubId));
  if (missing.length > 0) {
    const message = `No club with id ${missing.join(', ')}`;
    throw new ValidationFailed(message, [{ field: 'clubIds', message }]);
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  await queries.insertOrganiserInvitation(db, {
    token_hash: hashToken(token),
    club_ids: toJsonColumn(wanted),
    created_by: session.adminId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { url: `${origin}/join/${token}`, expiresAt };
}

const isUsable = (row: { used_at: string | null; expires_at: string }, now: Date) => row.used_at === null && row.expires_at > now.toISOString();

/** The unused, unexpired invitation behind a token, a player's or an organiser's; else 404. */
async function requireUsableInvitation(db: Db, token: string, now: Date) {
  const tokenHash = hashToken(token);
  const player = await queries.findInvitationByTokenHash(db, tokenHash);
  if (player) {
    if (!isUsable(player, now)) throw invitationGone();
    return { kind: 'player' as const, row: player };
  }
  const organiser = await queries.findOrganiserInvitationByTokenHash(db, tokenHash);
  if (!organiser || !isUsable(organiser, now)) throw invitationGone();
  return { kind: 'organiser' as const, row: organiser };
}

export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const invitation = await requireUsableInvitation(db, token, now);
  if (invitation.kind === 'organiser') {
    const clubs = await queries.clubsByIds(db, numberListColumn(invitation.row.club_ids));
    return { role: 'organiser', clubNames: clubs.map((club) => club.name), expiresAt: invitation.row.expires_at };
  }
  const { row } = invitation;
  return { role: 'player', playerId: row.player_id, playerName: fullName({ firstName: row.first_name, lastName: row.last_name }), expiresAt: row.expires_at };
}

/**
 * Makes the player's account and signs it in. The invitation is marked used by a conditional
 * update in the same transaction as the account's insert: of two joins with one token, one
 * updates the row and the other finds it used (on PostgreSQL it waits for the first's commit),
 * so exactly one account comes of it. A taken username rolls the use back: the link still works.
 */
export async function join(
  db: Db,
  input: JoinInput,
  { now, ttlHours, dataVersion }: { now: Date; ttlHours: number; dataVersion: DataVersion },
): Promise<LoginResponse> {
  const invitation = await requireUsableInvitation(db, input.token, now);
  const name = accountName(input.username);
  // A look-alike of a taken name is taken; the unique index on the key settles two joins at once.
  const taken = await findAccountByUsernameKey(db, name.username_key);
  if (taken) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const accountId = await db
    .transaction()
    .execute(async (trx) => {
      const id = invitation.kind === 'player' ? await joinAsPlayer(trx, invitation.row, name, passwordHash, at) : await joinAsOrganiser(trx, invitation.row, name, passwordHash, at);
      // The preview of this link is a public read the read cache may hold: moving the data version drops it.
      await dataVersion.recordIn(trx);
      return id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    });
  dataVersion.committed();
  return { ...(await startSession(db, accountId, ttlHours)), role: invitation.kind };
}

async function joinAsPlayer(trx: Db, invitation: { id: number; player_id: number }, name: AccountName, passwordHash: string, at: string): Promise<number> {
  const used = await queries.markInvitationUsed(trx, invitation.id, at);
  if (Number(used.numUpdatedRows) !== 1) throw invitationGone();
  const existing = await queries.findAccountOfPlayer(trx, invitation.player_id);
  if (existing) throw new Conflict(ALREADY_HAS_ACCOUNT);
  return (await queries.insertPlayerAccount(trx, name, passwordHash, invitation.player_id, at)).id;
}

/** An organiser of the invitation's clubs that still exist; none left → 409, and the link stays unused. */
async function joinAsOrganiser(trx: Db, invitation: { id: number; club_ids: string }, name: AccountName, passwordHash: string, at: string): Promise<number> {
  const used = await queries.markOrganiserInvitationUsed(trx, invitation.id, at);
  if (Number(used.numUpdatedRows) !== 1) throw invitationGone();
  const clubs = await queries.clubsByIds(trx, numberListColumn(invitation.club_ids));
  if (clubs.length === 0) throw new Conflict(CLUBS_GONE);
  const account = await queries.insertOrganiserAccount(trx, name, passwordHash, at);
  await queries.insertAccountClubs(trx, account.id, clubs.map((club) => club.id));
  return account.id;
}

export const SIGNUP_CLOSED = 'Sign-up is closed on this tour: ask an organiser for an invitation';

/**
 * A new player and their account in one transaction, signed in (docs/entries.md, "Sign-up"):
 * only where the tour opens sign-up (OPEN_SIGNUP). A taken username, or a look-alike of one, is
 * refused as at join; the unique index settles two sign-ups with one name at once.
 */
export async function signup(
  db: Db,
  input: SignupInput,
  { open, now, ttlHours, dataVersion }: { open: boolean; now: Date; ttlHours: number; dataVersion: DataVersion },
): Promise<LoginResponse> {
  if (!open) throw new AppError(403, 'SIGNUP_CLOSED', SIGNUP_CLOSED);
  const name = accountName(input.username);
  if (await findAccountByUsernameKey(db, name.username_key)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const accountId = await db
    .transaction()
    .execute(async (trx) => {
      const player = await queries.insertSignedUpPlayer(trx, input.firstName, input.lastName, at);
      const account = await queries.insertPlayerAccount(trx, name, passwordHash, player.id, at);
      await dataVersion.recordIn(trx);
      return account.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    });
  dataVersion.committed();
  return { ...(await startSession(db, accountId, ttlHours)), role: 'player' };
}
