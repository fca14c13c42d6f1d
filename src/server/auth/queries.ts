import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { precompiled } from '../fast-paths/index.js';
import { usernameKey } from '../../shared/domain/usernames.js';
import type { AccountName } from './usernames.js';

/** The account a typed name means: look-alike names are one (shared/domain/usernames.ts). */
export const findAdminByUsername = (db: Db, username: string) =>
  db.selectFrom('admins').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();

/** The account holding a name or a look-alike of it (the same key), if any: its id only. */
export const findAccountByUsernameKey = (db: Db, usernameKey: string) =>
  db.selectFrom('admins').select('id').where('username_key', '=', usernameKey).executeTakeFirst();

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
// Read by every signed-in request: compiled once (fast-paths/precompiled.ts).
const sessionWithAccount = precompiled((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['sessions.admin_id', 'sessions.expires_at', 'admins.role', 'admins.username', 'admins.player_id'])
    .where('sessions.token_hash', '=', p.tokenHash),
);

export const findSessionWithAccount = (db: Db, tokenHash: string) => sessionWithAccount.first(db, { tokenHash });

/** The first administrator account made (the answer of a bootstrap that finds one). */
export const firstAdministrator = (db: Db) =>
  db.selectFrom('admins').select('username').where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();

// Sign-in lockout (auth/lockout.ts holds the rules; these are its statements).

export const findLoginLock = (db: Db, username: string) =>
  db.selectFrom('login_failures').select('locked_until').where('username', '=', username).executeTakeFirst();

/** When a failed password counts: the time, the lock it would set, and how many failures set it. */
export interface FailureCount {
  at: string;
  lockUntil: string;
  attempts: number;
}

/**
 * Counts one failure in a single upsert and answers the row's `locked_until` after it: a lock in
 * force stays as it is, a lock run out starts a new run at 1, and the statement that makes the
 * count reach `attempts` sets the lock.
 */
export const countLoginFailure = (db: Db, username: string, { at, lockUntil, attempts }: FailureCount) => {
  // In an upsert's SET every column names the row as it was before this statement, on both databases.
  const lockInForce = sql<boolean>`login_failures.locked_until > ${at}`;
  const lockRunOut = sql<boolean>`login_failures.locked_until <= ${at}`;
  const failures = sql<number>`case when ${lockRunOut} then 1 else login_failures.failures + 1 end`;
  return db
    .insertInto('login_failures')
    .values({ username, failures: 1, locked_until: attempts <= 1 ? lockUntil : null, last_failed_at: at })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures,
        locked_until: sql<string | null>`case when ${lockInForce} then login_failures.locked_until when ${failures} >= ${attempts} then ${lockUntil} else null end`,
        last_failed_at: at,
      }),
    )
    .returning('locked_until')
    .executeTakeFirstOrThrow();
};

/** Ends the username's run of failures unless a lock is in force at `at`. */
export const deleteUnlockedFailureRun = (db: Db, username: string, at: string) =>
  db
    .deleteFrom('login_failures')
    .where('username', '=', username)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .execute();

/** Runs whose last failure is before `lastFailedBefore` and whose lock (if any) ran out before `now`. */
export const deleteStaleFailures = (db: Db, lastFailedBefore: string, now: string) =>
  db
    .deleteFrom('login_failures')
    .where('last_failed_at', '<', lastFailedBefore)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
