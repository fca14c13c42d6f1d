import type { Db } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';
import { usernameKey } from '../../shared/domain/usernames.js';
import type { AccountName } from './usernames.js';

/** The account a typed name means: look-alike names are one (shared/domain/usernames.ts). */
export const findAdminByUsername = (db: Db, username: string) =>
  db.selectFrom('admins').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();

export const findAdminById = (db: Db, id: number) =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

/** Accounts of the administrator role: the tour must always keep one. */
export const countAdmins = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

export const insertAdmin = (db: Db, name: AccountName, passwordHash: string, now: string) =>
  db
    .insertInto('admins')
    .values({ ...name, password_hash: passwordHash, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateAdminPassword = (db: Db, id: number, passwordHash: string, now: string) =>
  db.updateTable('admins').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();

export const insertSession = (db: Db, adminId: number, tokenHash: string, expiresAt: string, now: string) =>
  db.insertInto('sessions').values({ admin_id: adminId, token_hash: tokenHash, expires_at: expiresAt, created_at: now }).execute();

export const deleteSession = (db: Db, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

export const deleteOtherSessions = (db: Db, adminId: number, keepTokenHash: string) =>
  db.deleteFrom('sessions').where('admin_id', '=', adminId).where('token_hash', '<>', keepTokenHash).execute();

export const deleteAllSessions = (db: Db, adminId: number) =>
  db.deleteFrom('sessions').where('admin_id', '=', adminId).execute();

export const deleteExpiredSessions = (db: Db, now: string) =>
  db.deleteFrom('sessions').where('expires_at', '<=', now).execute();

export const clubIdsOfAccount = async (db: Db, accountId: number): Promise<number[]> => {
  const rows = await db.selectFrom('account_clubs').select('club_id').where('account_id', '=', accountId).orderBy('club_id').execute();
  return rows.map((row) => row.club_id);
};

/** A live session with its account's role, in one lookup (every guarded request makes it). */
// Read by every signed-in request: compiled once (db/precompiled.ts).
const sessionWithAccount = precompiled((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['sessions.admin_id', 'sessions.expires_at', 'admins.role', 'admins.username', 'admins.player_id'])
    .where('sessions.token_hash', '=', p.tokenHash),
);

export const findSessionWithAccount = (db: Db, tokenHash: string) => sessionWithAccount.first(db, { tokenHash });
