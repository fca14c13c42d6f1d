import type { Db } from '../db/database.js';
import type { DataVersion } from '../db/data-version.js';
import { AppError, Conflict, NotFound } from '../errors.js';
import { accountName, findAccountByUsernameKey, hashPassword, hashToken, newToken, startSession, type Session } from '../auth/index.js';
import { findPlayerId } from '../players/index.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { fullName } from '../../shared/domain/team-name.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';
import type { Invitation, InvitationPreview, JoinInput } from '../../shared/schemas/reports.js';
import * as queries from './queries.js';

/** An invitation link is good for this long, and once (docs/reports.md, "Invitations"). */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

export const ALREADY_HAS_ACCOUNT = 'This player already has an account';
export const INVITATION_NOT_VALID = 'This invitation link is not valid any more: ask your organiser for a new one';
export const USERNAME_TAKEN = 'This username is taken: choose another';

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

/** The unused, unexpired invitation behind a token, with its player's name; else 404. */
async function requireUsableInvitation(db: Db, token: string, now: Date) {
  const row = await queries.findInvitationByTokenHash(db, hashToken(token));
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) throw invitationGone();
  return row;
}

export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const row = await requireUsableInvitation(db, token, now);
  return { playerId: row.player_id, playerName: fullName({ firstName: row.first_name, lastName: row.last_name }), expiresAt: row.expires_at };
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
  if (taken) throw new Conflict(USERNAME_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  const accountId = await db
    .transaction()
    .execute(async (trx) => {
      const used = await queries.markInvitationUsed(trx, invitation.id, at);
      if (Number(used.numUpdatedRows) !== 1) throw invitationGone();
      const existing = await queries.findAccountOfPlayer(trx, invitation.player_id);
      if (existing) throw new Conflict(ALREADY_HAS_ACCOUNT);
      const account = await queries.insertPlayerAccount(trx, name, passwordHash, invitation.player_id, at);
      // The preview of this link is a public read the read cache may hold: moving the data version drops it.
      await dataVersion.recordIn(trx);
      return account.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new Conflict(USERNAME_TAKEN);
      throw error;
    });
  dataVersion.committed();
  return { ...(await startSession(db, accountId, ttlHours)), role: 'player' };
}
