import type { Db } from '../db/database.js';
import type { AccountName } from '../auth/index.js';
import { staffRoles, type AccountRole, type StaffRole } from '../../shared/schemas/users.js';

export const listAccounts = (db: Db) =>
  db
    .selectFrom('admins')
    .select(['id', 'username', 'role'])
    // Players get their accounts by invitation and are not managed in the Users section.
    .where('role', 'in', staffRoles)
    .$narrowType<{ role: StaffRole }>()
    .orderBy('username')
    .orderBy('id')
    .execute();

export const findAccount = (db: Db, id: number) =>
  db.selectFrom('admins').select(['id', 'username', 'role']).where('id', '=', id).executeTakeFirst();


export const allAccountClubs = (db: Db) =>
  db.selectFrom('account_clubs').select(['account_id', 'club_id']).orderBy('club_id').execute();

export const existingClubIds = async (db: Db, clubIds: number[]): Promise<number[]> => {
  if (clubIds.length === 0) return [];
  const rows = await db.selectFrom('clubs').select('id').where('id', 'in', clubIds).execute();
  return rows.map((row) => row.id);
};

export const insertAccount = (
  db: Db,
  values: { name: AccountName; passwordHash: string; role: AccountRole; now: string },
) =>
  db
    .insertInto('admins')
    .values({
      ...values.name,
      password_hash: values.passwordHash,
      role: values.role,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateAccount = (
  db: Db,
  id: number,
  values: { name: AccountName; role: AccountRole; passwordHash?: string; now: string },
) =>
  db
    .updateTable('admins')
    .set({
      ...values.name,
      role: values.role,
      updated_at: values.now,
      ...(values.passwordHash ? { password_hash: values.passwordHash } : {}),
    })
    .where('id', '=', id)
    .execute();

export async function replaceAccountClubs(db: Db, accountId: number, clubIds: number[]): Promise<void> {
  await db.deleteFrom('account_clubs').where('account_id', '=', accountId).execute();
  if (clubIds.length > 0) {
    await db
      .insertInto('account_clubs')
      .values(clubIds.map((clubId) => ({ account_id: accountId, club_id: clubId })))
      .execute();
  }
}

export const deleteAccount = (db: Db, id: number) => db.deleteFrom('admins').where('id', '=', id).execute();
