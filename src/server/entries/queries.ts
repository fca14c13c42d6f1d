import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DatabaseDialect, Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export type ListRow = Selectable<Database['entry_lists']>;
export type EntryRow = Selectable<Database['entries']>;

/** Whose list: a league's or a club night's. */
export type ListOwner = { leagueId: number } | { clubNightId: number };

export const findList = (db: Db, owner: ListOwner) => {
  const query = db.selectFrom('entry_lists').selectAll();
  return (
    'leagueId' in owner
      ? query.where('league_id', '=', owner.leagueId)
      : query.where('club_night_id', '=', owner.clubNightId)
  ).executeTakeFirst();
};

export const findListById = (db: Db, listId: number) =>
  db.selectFrom('entry_lists').selectAll().where('id', '=', listId).executeTakeFirst();

export const insertList = (db: Db, values: Insertable<Database['entry_lists']>) =>
  db.insertInto('entry_lists').values(values).returningAll().executeTakeFirstOrThrow();

export const updateList = (db: Db, listId: number, values: Updateable<Database['entry_lists']>) =>
  db
    .updateTable('entry_lists')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', listId)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * Serialises the writers of one list, so places are counted by one writer at a time: PostgreSQL
 * locks the list's row until the transaction ends; SQLite's one connection runs one write
 * transaction at a time.
 */
export async function lockList(db: Db, dialect: DatabaseDialect, listId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('entry_lists').select('id').where('id', '=', listId).forUpdate().execute();
}

/** The next arrival number of a list (under its lock). */
export async function takeSeq(db: Db, listId: number): Promise<number> {
  const row = await db
    .updateTable('entry_lists')
    .set((eb) => ({ next_seq: eb('next_seq', '+', 1) }))
    .where('id', '=', listId)
    .returning('next_seq')
    .executeTakeFirstOrThrow();
  return row.next_seq;
}

export const entriesOfList = (db: Db, listId: number) =>
  db.selectFrom('entries').selectAll().where('list_id', '=', listId).orderBy('id').execute();

export const findEntry = (db: Db, entryId: number) =>
  db.selectFrom('entries').selectAll().where('id', '=', entryId).executeTakeFirst();

export async function countByStatus(db: Db, listId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('entries')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('list_id', '=', listId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** The active entries (not withdrawn) of a list that hold one of these players. */
export const activeEntriesWithPlayers = (db: Db, listId: number, playerIds: readonly number[]) =>
  db
    .selectFrom('entries')
    .selectAll()
    .where('list_id', '=', listId)
    .where('status', '<>', 'withdrawn')
    .where((eb) => eb.or([eb('player1_id', 'in', [...playerIds]), eb('player2_id', 'in', [...playerIds])]))
    .execute();

/** The first entry of the waiting list, in arrival order. */
export const firstWaiting = (db: Db, listId: number) =>
  db
    .selectFrom('entries')
    .selectAll()
    .where('list_id', '=', listId)
    .where('status', '=', 'waiting')
    .orderBy('seq')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export const insertEntry = (db: Db, values: Insertable<Database['entries']>) =>
  db.insertInto('entries').values(values).returningAll().executeTakeFirstOrThrow();

export const updateEntry = (db: Db, entryId: number, values: Updateable<Database['entries']>) =>
  db
    .updateTable('entries')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', entryId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteEntry = (db: Db, entryId: number) => db.deleteFrom('entries').where('id', '=', entryId).execute();

/** The entries a player is on (as either player), newest first, with their list's owner names. */
export const entriesOfPlayer = (db: Db, playerId: number) =>
  db
    .selectFrom('entries')
    .innerJoin('entry_lists', 'entry_lists.id', 'entries.list_id')
    .innerJoin('clubs', 'clubs.id', 'entry_lists.club_id')
    .leftJoin('leagues', 'leagues.id', 'entry_lists.league_id')
    .leftJoin('club_nights', 'club_nights.id', 'entry_lists.club_night_id')
    .selectAll('entries')
    .select([
      'entry_lists.club_id',
      'clubs.name as club_name',
      'entry_lists.league_id',
      'entry_lists.club_night_id',
      'entry_lists.mode',
      'leagues.name as league_name',
      'club_nights.name as night_name',
    ])
    .where((eb) => eb.or([eb('entries.player1_id', '=', playerId), eb('entries.player2_id', '=', playerId)]))
    .orderBy('entries.id', 'desc')
    .execute();

export const playersByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('players')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', [...ids])
        .execute();

export const findLeagueOfClub = (db: Db, clubId: number, leagueId: number) =>
  db.selectFrom('leagues').selectAll().where('id', '=', leagueId).where('club_id', '=', clubId).executeTakeFirst();

export const findLeague = (db: Db, leagueId: number) =>
  db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirst();

export const findNight = (db: Db, nightId: number) =>
  db.selectFrom('club_nights').selectAll().where('id', '=', nightId).executeTakeFirst();

export const findNightOfClub = (db: Db, clubId: number, nightId: number) =>
  db.selectFrom('club_nights').selectAll().where('id', '=', nightId).where('club_id', '=', clubId).executeTakeFirst();

export const groupsOfLeague = (db: Db, leagueId: number) =>
  db.selectFrom('league_groups').selectAll().where('league_id', '=', leagueId).orderBy('id').execute();

/** The group each of these teams is in within a league, if any. */
export const groupsOfTeamsInLeague = (db: Db, leagueId: number, teamIds: readonly number[]) =>
  teamIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('group_teams')
        .select(['team_id', 'group_id'])
        .where('league_id', '=', leagueId)
        .where('team_id', 'in', [...teamIds])
        .execute();

/** The waiting entries of the caller's clubs per list, for the Overview. */
export const waitingPerList = (db: Db, clubs: readonly number[] | 'every club') => {
  let query = db
    .selectFrom('entries')
    .innerJoin('entry_lists', 'entry_lists.id', 'entries.list_id')
    .innerJoin('clubs', 'clubs.id', 'entry_lists.club_id')
    .leftJoin('leagues', 'leagues.id', 'entry_lists.league_id')
    .leftJoin('club_nights', 'club_nights.id', 'entry_lists.club_night_id')
    .select([
      'entry_lists.id as list_id',
      'entry_lists.club_id',
      'clubs.name as club_name',
      'entry_lists.league_id',
      'entry_lists.club_night_id',
      'leagues.name as league_name',
      'club_nights.name as night_name',
      (eb) => eb.fn.countAll<number | string>().as('count'),
    ])
    .where('entries.status', '=', 'waiting')
    .groupBy([
      'entry_lists.id',
      'entry_lists.club_id',
      'clubs.name',
      'entry_lists.league_id',
      'entry_lists.club_night_id',
      'leagues.name',
      'club_nights.name',
    ])
    .orderBy('entry_lists.id');
  if (clubs !== 'every club') query = query.where('entry_lists.club_id', 'in', [...clubs]);
  return query.execute();
};

/** The waiting entries of these lists, in arrival order (their positions). */
export const waitingOfLists = (db: Db, listIds: readonly number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('entries')
        .select(['id', 'list_id'])
        .where('list_id', 'in', [...listIds])
        .where('status', '=', 'waiting')
        .orderBy('list_id')
        .orderBy('seq')
        .orderBy('id')
        .execute();
