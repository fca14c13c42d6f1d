import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { pageEnvelope } from '../lib/paging.js';
import { refuseIfResultsRecorded } from '../lib/recorded-results.js';
import type { Club, ClubList } from '../../shared/schemas/club.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import * as queries from './queries.js';

type ClubValues = queries.ClubValues;

export async function listClubs(db: Db, page: PageQuery): Promise<ClubList> {
  const [rows, total] = await Promise.all([queries.listClubs(db, page), queries.countClubs(db)]);
  return { clubs: rows.map(queries.toClub), ...pageEnvelope(page, total) };
}

export async function getClub(db: Db, id: number): Promise<Club> {
  const row = await queries.findClub(db, id);
  if (!row) throw new NotFound('Club');
  return queries.toClub(row);
}

export const createClub = async (db: Db, values: ClubValues): Promise<Club> =>
  queries.toClub(await queries.insertClub(db, values));

export async function updateClub(db: Db, id: number, values: ClubValues): Promise<Club> {
  const row = await queries.updateClub(db, id, values);
  if (!row) throw new NotFound('Club');
  return queries.toClub(row);
}

/** Removes the club with its leagues, groups and rounds, unless results would go with them. */
export async function deleteClub(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const club = await queries.findClub(trx, id);
    if (!club) throw new NotFound('Club');
    await refuseIfResultsRecorded(trx, { clubId: id }, `club "${club.name}"`);
    await queries.deleteClub(trx, id);
  });
}
