import type { Insertable, Selectable } from 'kysely';
import type { DatabaseDialect, Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export type NightRow = Selectable<Database['club_nights']>;
export type NightMatchRow = Selectable<Database['club_night_matches']>;
export type NightRoundRow = Selectable<Database['club_night_rounds']>;

export const insertNight = (db: Db, values: Insertable<Database['club_nights']>) =>
  db.insertInto('club_nights').values(values).returningAll().executeTakeFirstOrThrow();

export const findNight = (db: Db, clubId: number, nightId: number) =>
  db.selectFrom('club_nights').selectAll().where('id', '=', nightId).where('club_id', '=', clubId).executeTakeFirst();

export const nightsOfClub = (db: Db, clubId: number) =>
  db.selectFrom('club_nights').selectAll().where('club_id', '=', clubId).orderBy('date', 'desc').orderBy('id', 'desc').execute();

/** The nights a player is on (dropped out included), newest first. */
export const nightsOfPlayer = (db: Db, playerId: number) =>
  db
    .selectFrom('club_nights')
    .innerJoin('club_night_players', 'club_night_players.night_id', 'club_nights.id')
    .selectAll('club_nights')
    .where('club_night_players.player_id', '=', playerId)
    .orderBy('club_nights.date', 'desc')
    .orderBy('club_nights.id', 'desc')
    .execute();

/**
 * Serialises the writers of one night, so two phones making round 2 or scoring one match at the
 * same version cannot both pass the checks. PostgreSQL locks the night's row until the transaction
 * ends; SQLite's one connection runs one transaction at a time.
 */
export async function lockNight(db: Db, dialect: DatabaseDialect, nightId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('club_nights').select('id').where('id', '=', nightId).forUpdate().execute();
}

export const bumpNightVersion = (db: Db, nightId: number, at: string) =>
  db
    .updateTable('club_nights')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', nightId)
    .execute();

export const setPlannedRounds = (db: Db, nightId: number, plannedRounds: number) =>
  db.updateTable('club_nights').set({ planned_rounds: plannedRounds }).where('id', '=', nightId).execute();

export const deleteNight = (db: Db, nightId: number) => db.deleteFrom('club_nights').where('id', '=', nightId).execute();

/** The players of these nights with their names, in each night's order. */
export const playersOfNights = (db: Db, nightIds: readonly number[]) =>
  nightIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('club_night_players')
        .innerJoin('players', 'players.id', 'club_night_players.player_id')
        .select([
          'club_night_players.night_id',
          'club_night_players.player_id',
          'club_night_players.position',
          'club_night_players.dropped_out',
          'players.first_name',
          'players.last_name',
          'players.guest',
        ])
        .where('club_night_players.night_id', 'in', nightIds)
        .orderBy('club_night_players.night_id')
        .orderBy('club_night_players.position')
        .execute();

export const teamsOfNight = (db: Db, nightId: number) =>
  db
    .selectFrom('club_night_teams')
    .innerJoin('teams', 'teams.id', 'club_night_teams.team_id')
    .select(['club_night_teams.team_id', 'club_night_teams.position', 'teams.name', 'teams.player1_id', 'teams.player2_id'])
    .where('club_night_teams.night_id', '=', nightId)
    .orderBy('club_night_teams.position')
    .execute();

export const roundsOfNights = (db: Db, nightIds: readonly number[]) =>
  nightIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('club_night_rounds').selectAll().where('night_id', 'in', nightIds).orderBy('night_id').orderBy('number').execute();

export const matchesOfNights = (db: Db, nightIds: readonly number[]) =>
  nightIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('club_night_matches')
        .selectAll()
        .where('night_id', 'in', nightIds)
        .orderBy('night_id')
        .orderBy('round_number')
        .orderBy('id')
        .execute();

export const insertNightPlayers = (db: Db, rows: Insertable<Database['club_night_players']>[]) =>
  db.insertInto('club_night_players').values(rows).execute();

export const insertNightTeams = (db: Db, rows: Insertable<Database['club_night_teams']>[]) =>
  db.insertInto('club_night_teams').values(rows).execute();

export const insertRound = (db: Db, row: Insertable<Database['club_night_rounds']>) => db.insertInto('club_night_rounds').values(row).execute();

export const insertMatches = (db: Db, rows: Insertable<Database['club_night_matches']>[]) =>
  rows.length === 0 ? Promise.resolve() : db.insertInto('club_night_matches').values(rows).execute().then(() => undefined);

/** Drops the rounds from `fromNumber` on, with their matches: the rounds a change makes again. */
export async function deleteRoundsFrom(db: Db, nightId: number, fromNumber: number): Promise<void> {
  await db.deleteFrom('club_night_matches').where('night_id', '=', nightId).where('round_number', '>=', fromNumber).execute();
  await db.deleteFrom('club_night_rounds').where('night_id', '=', nightId).where('number', '>=', fromNumber).execute();
}

export const lastPosition = async (db: Db, nightId: number): Promise<number> => {
  const row = await db
    .selectFrom('club_night_players')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('night_id', '=', nightId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
};

export const setDroppedOut = (db: Db, nightId: number, playerId: number, droppedOut: boolean) =>
  db
    .updateTable('club_night_players')
    .set({ dropped_out: droppedOut ? 1 : 0 })
    .where('night_id', '=', nightId)
    .where('player_id', '=', playerId)
    .execute();

export const findNightMatch = (db: Db, nightId: number, matchId: number) =>
  db.selectFrom('club_night_matches').selectAll().where('id', '=', matchId).where('night_id', '=', nightId).executeTakeFirst();

export const updateMatchScore = (db: Db, matchId: number, score: { team1Points: number; team2Points: number }, at: string) =>
  db
    .updateTable('club_night_matches')
    .set((eb) => ({ team1_points: score.team1Points, team2_points: score.team2Points, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', matchId)
    .returningAll()
    .executeTakeFirstOrThrow();

/** Which of these ids are players, with their guest mark. */
export const existingPlayers = (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('players').select(['id']).where('id', 'in', ids).execute();

export const teamsByIds = (db: Db, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('teams').select(['id', 'player1_id', 'player2_id']).where('id', 'in', ids).execute();
