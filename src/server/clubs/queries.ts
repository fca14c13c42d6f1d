import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { z } from 'zod';
import type { Club, clubInput } from '../../shared/schemas/club.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { offsetOf } from '../lib/paging.js';
import { nowIso } from '../lib/clock.js';

type ClubRow = Selectable<Database['clubs']>;

export const toClub = (row: ClubRow): Club => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rules: row.rules,
});

export const listClubs = (db: Db, page: PageQuery) =>
  db.selectFrom('clubs').selectAll().orderBy('name').orderBy('id').limit(page.pageSize).offset(offsetOf(page)).execute();

export async function countClubs(db: Db): Promise<number> {
  const row = await db.selectFrom('clubs').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export const findClub = (db: Db, id: number) => db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();

/** A club as the validated request gives it: blank texts already null. */
export type ClubValues = z.output<typeof clubInput>;

export const insertClub = (db: Db, values: ClubValues) =>
  db.insertInto('clubs').values({ ...values, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();

export const updateClub = (db: Db, id: number, values: ClubValues) =>
  db.updateTable('clubs').set(values).where('id', '=', id).returningAll().executeTakeFirst();

export const deleteClub = (db: Db, id: number) => db.deleteFrom('clubs').where('id', '=', id).execute();
