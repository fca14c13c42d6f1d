import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { RateLimited } from '../errors.js';

/** LOGIN_LOCKOUT_ATTEMPTS consecutive failed passwords lock a username for LOGIN_LOCKOUT_MINUTES. */
export interface LockoutRules {
  attempts: number;
  minutes: number;
}

export const lockedMessage = (minutes: number): string =>
  `Too many failed sign-ins for this username: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * Refuses a sign-in while its username is locked, before the password is even checked. Usernames
 * nobody has are counted and locked alike, so a lockout says nothing about which names exist.
 */
export async function refuseIfLocked(db: Db, username: string, now: Date): Promise<void> {
  const row = await db.selectFrom('login_failures').select('locked_until').where('username', '=', username).executeTakeFirst();
  if (!row?.locked_until || new Date(row.locked_until) <= now) return;
  throw lockedFor(row.locked_until, now);
}

/** The 429 of a lock in force until `lockedUntil`, saying how long is left. */
function lockedFor(lockedUntil: string, now: Date): RateLimited {
  const seconds = (new Date(lockedUntil).getTime() - now.getTime()) / 1000;
  return new RateLimited(lockedMessage(Math.ceil(seconds / 60)), seconds);
}

/**
 * Counts a failed password and locks the username when the count reaches the limit, in one
 * atomic upsert: concurrent failures all count, and the lock is set by the same statement that
 * makes the count reach the limit. A lock in force is never cleared or shortened here, so an
 * attempt that passed the lock check before the lock was set cannot undo it by failing. A lock
 * that has run out starts a new run at 1. Answers the 429 to send when the username is locked
 * after this failure (by it or by a parallel one).
 */
export async function recordFailure(db: Db, username: string, now: Date, rules: LockoutRules): Promise<RateLimited | null> {
  const at = now.toISOString();
  const lockUntil = new Date(now.getTime() + rules.minutes * 60_000).toISOString();
  // In an upsert's SET every column names the row as it was before this statement, on both databases.
  const lockInForce = sql<boolean>`login_failures.locked_until > ${at}`;
  const lockRunOut = sql<boolean>`login_failures.locked_until <= ${at}`;
  const failures = sql<number>`case when ${lockRunOut} then 1 else login_failures.failures + 1 end`;
  const row = await db
    .insertInto('login_failures')
    .values({ username, failures: 1, locked_until: rules.attempts <= 1 ? lockUntil : null, last_failed_at: at })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures,
        locked_until: sql<string | null>`case when ${lockInForce} then login_failures.locked_until when ${failures} >= ${rules.attempts} then ${lockUntil} else null end`,
        last_failed_at: at,
      }),
    )
    .returning('locked_until')
    .executeTakeFirstOrThrow();
  return row.locked_until !== null && row.locked_until > at ? lockedFor(row.locked_until, now) : null;
}

/**
 * A successful sign-in ends the run of failures, unless a lock is in force: a right password
 * checked while parallel wrong ones locked the username is refused like any attempt under the
 * lock, and leaves the lock as it is.
 */
export async function endFailureRun(db: Db, username: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .deleteFrom('login_failures')
    .where('username', '=', username)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .execute();
  await refuseIfLocked(db, username, now);
}

/** Rows of runs that ended long ago (no lock in force, last failure a day old) are dropped. */
export const sweepStaleFailures = (db: Db, now: Date) =>
  db
    .deleteFrom('login_failures')
    .where('last_failed_at', '<', new Date(now.getTime() - 24 * 3600_000).toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
    .execute();
