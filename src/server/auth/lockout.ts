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
  if (!row?.locked_until) return;
  const lockedUntil = new Date(row.locked_until);
  if (lockedUntil <= now) return;
  const seconds = (lockedUntil.getTime() - now.getTime()) / 1000;
  throw new RateLimited(lockedMessage(Math.ceil(seconds / 60)), seconds);
}

/**
 * Counts a failed password (one atomic upsert, so concurrent failures all count) and locks the
 * username when the count reaches the limit. A lock that has run out starts the count again.
 * Answers the 429 to send when this failure locked it.
 */
export async function recordFailure(db: Db, username: string, now: Date, rules: LockoutRules): Promise<RateLimited | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto('login_failures')
    .values({ username, failures: 1, locked_until: null, last_failed_at: at })
    .onConflict((conflict) =>
      conflict.column('username').doUpdateSet({
        failures: sql<number>`case when login_failures.locked_until is not null then 1 else login_failures.failures + 1 end`,
        locked_until: null,
        last_failed_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (Number(row.failures) < rules.attempts) return null;
  const lockedUntil = new Date(now.getTime() + rules.minutes * 60_000).toISOString();
  await db.updateTable('login_failures').set({ locked_until: lockedUntil }).where('username', '=', username).execute();
  return new RateLimited(lockedMessage(Math.ceil(rules.minutes)), rules.minutes * 60);
}

/** A successful sign-in ends the run of failures. */
export const clearFailures = (db: Db, username: string) => db.deleteFrom('login_failures').where('username', '=', username).execute();

/** Rows of runs that ended long ago (no lock in force, last failure a day old) are dropped. */
export const sweepStaleFailures = (db: Db, now: Date) =>
  db
    .deleteFrom('login_failures')
    .where('last_failed_at', '<', new Date(now.getTime() - 24 * 3600_000).toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
    .execute();
