import type { Db } from '../db/database.js';
import { Conflict, NotFound, ValidationFailed } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { accountName, countAdmins, deleteAllSessions, findAccountByUsernameKey, hashPassword, type AccountName, type Session } from '../auth/index.js';
import type { AccountRole, User, UserInputValues, UserUpdateValues } from '../../shared/schemas/users.js';
import * as queries from './queries.js';

const DUPLICATE_USERNAME = 'An account with this username already exists';

export async function listUsers(db: Db): Promise<User[]> {
  const [accounts, links] = await Promise.all([queries.listAccounts(db), queries.allAccountClubs(db)]);
  return accounts.map((account) => ({
    ...account,
    clubIds: links.filter((link) => link.account_id === account.id).map((link) => link.club_id),
  }));
}

async function getUser(db: Db, id: number): Promise<User> {
  const users = await listUsers(db);
  const found = users.find((user) => user.id === id);
  if (!found) throw new NotFound('User');
  return found;
}

/** Only clubs that exist: a missing one is the caller's mistake (400), named in the details. */
async function checkClubs(db: Db, clubIds: number[]): Promise<number[]> {
  const unique = [...new Set(clubIds)];
  const existing = await queries.existingClubIds(db, unique);
  const missing = unique.filter((clubId) => !existing.includes(clubId));
  if (missing.length > 0) {
    const message = `No club with id ${missing.join(', ')}`;
    throw new ValidationFailed(message, [{ field: 'clubIds', message }]);
  }
  return unique.sort((a, b) => a - b);
}

/**
 * The name's stored form, checked free: no other account holds it or a look-alike of it. The
 * unique index on the key settles two requests that pass this check at once (rethrowDuplicate).
 */
async function freeAccountName(db: Db, username: string, exceptId?: number): Promise<AccountName> {
  const name = accountName(username);
  const holder = await findAccountByUsernameKey(db, name.username_key);
  if (holder && holder.id !== exceptId)
    throw new Conflict(DUPLICATE_USERNAME, [{ field: 'username', message: DUPLICATE_USERNAME }]);
  return name;
}

const rethrowDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error))
    throw new Conflict(DUPLICATE_USERNAME, [{ field: 'username', message: DUPLICATE_USERNAME }]);
  throw error;
};

export async function createUser(db: Db, input: UserInputValues): Promise<User> {
  const clubIds = await checkClubs(db, input.clubIds);
  const name = await freeAccountName(db, input.username);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const { id } = await queries.insertAccount(trx, {
        name,
        passwordHash,
        role: input.role,
        now: nowIso(),
      });
      await queries.replaceAccountClubs(trx, id, clubIds);
      return id;
    })
    .catch(rethrowDuplicate);
  return getUser(db, id);
}

/**
 * The tour always keeps an administrator, and the one signed in cannot lock themselves out:
 * neither demoting nor deleting your own account, nor the last administrator, is allowed.
 */
async function ensureAdministratorRemains(
  db: Db,
  session: Session,
  target: { id: number; role: AccountRole },
  action: string,
) {
  if (target.id === session.adminId) throw new Conflict(`You cannot ${action} your own account`);
  if (target.role === 'admin' && (await countAdmins(db)) <= 1)
    throw new Conflict(`You cannot ${action} the last administrator`);
}

export async function updateUser(db: Db, session: Session, id: number, input: UserUpdateValues): Promise<User> {
  const current = await queries.findAccount(db, id);
  // Player accounts are not users of the dashboard: they come by invitation and go with their player.
  if (!current || current.role === 'player') throw new NotFound('User');
  if (current.role === 'admin' && input.role !== 'admin')
    await ensureAdministratorRemains(db, session, current, 'demote');
  const clubIds = input.role === 'organiser' ? await checkClubs(db, input.clubIds) : [];
  const name = await freeAccountName(db, input.username, id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await queries.updateAccount(trx, id, { name, role: input.role, passwordHash, now: nowIso() });
      await queries.replaceAccountClubs(trx, id, clubIds);
      // A password set by the administrator ends the account's sessions, as a password change does.
      if (passwordHash) await deleteAllSessions(trx, id);
    })
    .catch(rethrowDuplicate);
  return getUser(db, id);
}

export async function deleteUser(db: Db, session: Session, id: number): Promise<void> {
  const current = await queries.findAccount(db, id);
  // Player accounts are not users of the dashboard: they come by invitation and go with their player.
  if (!current || current.role === 'player') throw new NotFound('User');
  await ensureAdministratorRemains(db, session, current, 'delete');
  // Sessions and club links go with the account (foreign keys ON DELETE CASCADE).
  await queries.deleteAccount(db, id);
}
