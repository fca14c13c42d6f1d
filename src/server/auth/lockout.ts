import type { Db } from '../db/database.js';
import { RateLimited } from '../errors.js';
import { countLoginFailure, deleteStaleFailures, deleteUnlockedFailureRun, findLoginLock } from './queries.js';

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
  const row = await findLoginLock(db, username);
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
  const row = await countLoginFailure(db, username, { at, lockUntil, attempts: rules.attempts });
  return row.locked_until !== null && row.locked_until > at ? lockedFor(row.locked_until, now) : null;
}

/**
 * A successful sign-in ends the run of failures, unless a lock is in force: a right password
 * checked while parallel wrong ones locked the username is refused like any attempt under the
 * lock, and leaves the lock as it is.
 */
export async function endFailureRun(db: Db, username: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await deleteUnlockedFailureRun(db, username, at);
  await refuseIfLocked(db, username, now);
}

/** Rows of runs that ended long ago (no lock in force, last failure a day old) are dropped. */
export const sweepStaleFailures = (db: Db, now: Date) =>
  deleteStaleFailures(db, new Date(now.getTime() - 24 * 3600_000).toISOString(), now.toISOString());
