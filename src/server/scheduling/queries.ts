import type { Db, DatabaseDialect } from '../db/database.js';
import { matchSlotOrderSql } from '../lib/match-slots.js';
import { toJsonColumn } from '../lib/json-column.js';
import { visibleLeagueSql, visibleRoundSql, type Reader } from '../lib/visibility.js';

export async function groupIdsOfLeague(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db.selectFrom('league_groups').select('id').where('league_id', '=', leagueId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The group, if its league is one the reader sees. */
export const findGroup = (db: Db, groupId: number, reader: Reader) =>
  db
    .selectFrom('league_groups')
    .innerJoin('leagues', 'leagues.id', 'league_groups.league_id')
    .select(['league_groups.id', 'league_groups.league_id'])
    .where('league_groups.id', '=', groupId)
    .where(visibleLeagueSql(reader))
    .executeTakeFirst();

export async function teamIdsOfGroup(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('group_teams').select('team_id').where('group_id', '=', groupId).orderBy('team_id').execute();
  return rows.map((row) => row.team_id);
}

/** Teams withdrawn from these groups mid-season (docs/standings.md, "Withdrawals"): no new matches. */
export async function withdrawnTeamIdsOfGroups(db: Db, groupIds: readonly number[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db.selectFrom('team_withdrawals').select('team_id').where('group_id', 'in', [...groupIds]).execute();
  return new Set(rows.map((row) => row.team_id));
}

/**
 * Every pair with a group match anywhere in the league (in rounds the reader sees; the scheduler
 * sees them all), played or only scheduled: they have "met". Playoff matches do not count
 * (docs/playoffs.md): meeting again in the knockout is the point.
 */
export async function metPairsOfLeague(db: Db, leagueId: number, reader: Reader): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select(['matches.team1_id', 'matches.team2_id'])
    .distinct()
    .where('rounds.league_id', '=', leagueId)
    .where(visibleRoundSql(reader))
    .where('matches.stage', '=', 'group')
    .execute();
  return rows.flatMap((row): [number, number][] =>
    row.team1_id === null || row.team2_id === null ? [] : [[row.team1_id, row.team2_id]],
  );
}

export const teamExists = async (db: Db, teamId: number): Promise<boolean> =>
  (await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst()) !== undefined;

export const listUnavailabilities = (db: Db, roundId: number) =>
  db.selectFrom('team_unavailabilities').selectAll().where('round_id', '=', roundId).orderBy('id').execute();

export const findUnavailability = (db: Db, roundId: number, id: number) =>
  db.selectFrom('team_unavailabilities').selectAll().where('round_id', '=', roundId).where('id', '=', id).executeTakeFirst();

export const findUnavailabilityOfTeam = (db: Db, roundId: number, teamId: number) =>
  db
    .selectFrom('team_unavailabilities')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();

export interface UnavailabilityValues {
  teamId: number;
  /** Sorted ascending. */
  hours: number[];
}

export const insertUnavailability = (db: Db, roundId: number, { teamId, hours }: UnavailabilityValues) =>
  db
    .insertInto('team_unavailabilities')
    .values({ round_id: roundId, team_id: teamId, unavailable_hours: toJsonColumn(hours) })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateUnavailability = (db: Db, id: number, { teamId, hours }: UnavailabilityValues) =>
  db
    .updateTable('team_unavailabilities')
    .set({ team_id: teamId, unavailable_hours: toJsonColumn(hours) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteUnavailability = (db: Db, id: number) => db.deleteFrom('team_unavailabilities').where('id', '=', id).execute();

/**
 * Holds the league for the rest of the transaction (PostgreSQL; SQLite's one writer already
 * serialises writes): two fixture creates for the league run one after the other, and the second
 * reads the matches the first made.
 */
export async function lockLeague(db: Db, dialect: DatabaseDialect, leagueId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('leagues').select('id').where('id', '=', leagueId).forUpdate().execute();
}

/** Every group match of the league as its pair of teams, one entry per match (a pair met twice is there twice). */
export async function meetingsOfLeague(db: Db, leagueId: number): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .select(['matches.team1_id', 'matches.team2_id'])
    .where('rounds.league_id', '=', leagueId)
    .where('matches.stage', '=', 'group')
    .execute();
  return rows.flatMap((row): [number, number][] =>
    row.team1_id === null || row.team2_id === null ? [] : [[row.team1_id, row.team2_id]],
  );
}

/** The league's rounds among `roundIds`, in date order. */
export const roundsOfLeagueByIds = (db: Db, leagueId: number, roundIds: readonly number[]) =>
  db
    .selectFrom('rounds')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('id', 'in', [...roundIds])
    .orderBy('date')
    .orderBy('id')
    .execute();

export async function countRoundsOfLeague(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewRoundValues {
  name: string;
  date: string;
  start_hour: number;
  end_hour: number;
  court_number: number;
  slot_minutes: number;
}

/** A new round of fixtures starts as a draft, as every new round does (docs/rules.md, "Rounds"). */
export const insertFixtureRound = (db: Db, leagueId: number, values: NewRoundValues) =>
  db
    .insertInto('rounds')
    .values({ ...values, league_id: leagueId, status: 'inactive' })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The league's rounds the reader sees, in date order: the public fixture list. */
export const visibleRoundsOfLeague = (db: Db, leagueId: number, reader: Reader) =>
  db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .selectAll('rounds')
    .where('rounds.league_id', '=', leagueId)
    .where(visibleRoundSql(reader))
    .orderBy('rounds.date')
    .orderBy('rounds.id')
    .execute();

/** The group's matches in the given rounds, each round's in slot order. */
export const groupMatchesOfRounds = (db: Db, groupId: number, roundIds: readonly number[]) =>
  roundIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('matches')
        .selectAll('matches')
        .where('matches.group_id', '=', groupId)
        .where('matches.round_id', 'in', [...roundIds])
        .orderBy('matches.round_id')
        .orderBy(matchSlotOrderSql())
        .execute();
