import type { Db } from '../db/database.js';
import { AppError, Unauthenticated, ValidationFailed } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { MIN_PASSWORD_LENGTH, type LoginResponse, type PasswordChangeInput } from '../../shared/schemas/auth.js';
import type { AccountRole } from '../../shared/schemas/users.js';
import { hashPassword, randomPassword, verifyPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';
import { endFailureRun, recordFailure, refuseIfLocked, type LockoutRules } from './lockout.js';
import * as queries from './queries.js';
import { accountName } from './usernames.js';
import { usernameKey } from '../../shared/domain/usernames.js';

export const INVALID_LOGIN = 'Invalid username or password';

export interface Session {
  adminId: number;
  tokenHash: string;
  role: AccountRole;
  username: string;
  /** The clubs an organiser runs; null for the administrator, who runs them all. */
  clubIds: number[] | null;
  /** The player a player's account belongs to; null for staff. */
  playerId: number | null;
}

export interface SignInRules {
  ttlHours: number;
  lockout: LockoutRules;
  now: Date;
}

/**
 * Every role signs in here. Besides the per-address rate limit of the route, a username is locked
 * after LOGIN_LOCKOUT_ATTEMPTS consecutive failed passwords (auth/lockout.ts).
 */
export async function login(db: Db, username: string, password: string, rules: SignInRules): Promise<LoginResponse> {
  // Look-alikes of a name share its account and its lockout: `ADMIN` fails against `admin`'s count.
  const key = usernameKey(username);
  await refuseIfLocked(db, key, rules.now);
  const admin = await queries.findAdminByUsername(db, username);
  // Verify against a throwaway hash when the user is unknown, so timing does not reveal usernames.
  const valid = await verifyPassword(password, admin?.password_hash ?? DUMMY_HASH);
  if (!admin || !valid) {
    const locked = await recordFailure(db, key, rules.now, rules.lockout);
    throw locked ?? new Unauthenticated(INVALID_LOGIN);
  }
  await endFailureRun(db, key, rules.now);
  return { ...(await startSession(db, admin.id, rules.ttlHours)), role: admin.role };
}

/** A new bearer token for the account; the database keeps only its hash. */
export async function startSession(db: Db, accountId: number, ttlHours: number): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000).toISOString();
  await queries.insertSession(db, accountId, hashToken(token), expiresAt, now.toISOString());
  return { token, expiresAt };
}

/** The session behind a bearer token, or a 401 saying why not. */
export async function authenticate(db: Db, token: string | undefined): Promise<Session> {
  if (!token) throw new Unauthenticated('Sign in to continue');
  const tokenHash = hashToken(token);
  const session = await queries.findSessionWithAccount(db, tokenHash);
  if (!session) throw new Unauthenticated('Your session is not valid; sign in again');
  if (session.expires_at <= nowIso()) {
    await queries.deleteSession(db, tokenHash);
    throw new Unauthenticated('Your session has expired; sign in again');
  }
  // Read on every request, so a change of an organiser's clubs applies to sessions already open.
  const clubIds = session.role === 'organiser' ? await queries.clubIdsOfAccount(db, session.admin_id) : null;
  return {
    adminId: session.admin_id,
    tokenHash,
    role: session.role,
    username: session.username,
    clubIds,
    playerId: session.player_id,
  };
}

export const logout = (db: Db, session: Session) => queries.deleteSession(db, session.tokenHash);

export async function changePassword(db: Db, session: Session, input: PasswordChangeInput): Promise<void> {
  const admin = await queries.findAdminById(db, session.adminId);
  if (!admin) throw new Unauthenticated();
  const problem = passwordProblem(input);
  if (problem) throw new ValidationFailed(problem, [{ field: 'newPassword', message: problem }]);
  if (!(await verifyPassword(input.currentPassword, admin.password_hash))) {
    throw new ValidationFailed('Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  await db.transaction().execute(async (trx) => {
    await queries.updateAdminPassword(trx, admin.id, await hashPassword(input.newPassword), nowIso());
    // A changed password ends every other session of this administrator (docs/rules.md, "Accounts and sessions").
    await queries.deleteOtherSessions(trx, admin.id, session.tokenHash);
  });
}

function passwordProblem({ currentPassword, newPassword }: PasswordChangeInput): string | null {
  if (newPassword.length < MIN_PASSWORD_LENGTH) return `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (newPassword === currentPassword) return 'New password must be different from current password';
  return null;
}

export interface BootstrapResult {
  username: string;
  /** Set only when this call made up a password, which is then shown once. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * First start: the administrator comes from ADMIN_USERNAME / ADMIN_PASSWORD; when none exists and
 * none is configured, one is made with a random password that the caller prints once.
 */
export async function bootstrapAdmin(db: Db, username = 'admin', password?: string): Promise<BootstrapResult> {
  const existing = await queries.findAdminByUsername(db, username);
  if (existing) return { username: existing.username, created: false };
  if ((await queries.countAdmins(db)) > 0 && !password) {
    const first = await queries.firstAdministrator(db);
    return { username: first.username, created: false };
  }
  const name = accountName(username);
  const generatedPassword = password ? undefined : randomPassword();
  await queries.insertAdmin(db, name, await hashPassword(password ?? generatedPassword ?? ''), nowIso());
  return { username: name.username, generatedPassword, created: true };
}

/**
 * The CLI's reset: a new password (given or random) and every session of that admin ended. The
 * account is found by any look-alike of its name; a new one takes the name rules of every account.
 */
export async function resetPassword(db: Db, username: string, password?: string): Promise<string> {
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError(400, 'VALIDATION_FAILED', `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  const newPassword = password ?? randomPassword();
  const hash = await hashPassword(newPassword);
  const admin = await queries.findAdminByUsername(db, username);
  if (admin) {
    await queries.updateAdminPassword(db, admin.id, hash, nowIso());
    await queries.deleteAllSessions(db, admin.id);
  } else {
    await queries.insertAdmin(db, accountName(username), hash, nowIso());
  }
  return newPassword;
}

// A valid hash of a random string: verifying against it costs the same as a real check.
const DUMMY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
