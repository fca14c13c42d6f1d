import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { DrawnLot, Group } from '../../shared/schemas/group.js';
import type { MatchRecord } from '../../shared/domain/match-outcome.js';
import { toMatchRecord } from '../lib/match-record.js';
import { offsetOf } from '../lib/paging.js';
import { numberListColumn } from '../lib/json-column.js';
import { hasNoRecordedResultSql } from '../lib/recorded-results.js';
import { selectTeams } from '../teams/index.js';
import { roundIsVisibleSql, type Reader } from '../lib/visibility.js';

type GroupRow = Selectable<Database['league_groups']>;

export const toGroup = (row: GroupRow): Group => ({ id: row.id, leagueId: row.league_id, name: row.name });

export const listGroups = (db: Db, leagueId: number, page: PageQuery) =>
  db
    .selectFrom('league_groups')
    .selectAll()
    .where('league_id', '=', leagueId)
    // lower() first, so case does not decide the order (SQLite compares bytes, PostgreSQL uses its collation).
    .orderBy(sql`lower(${sql.ref('name')})`)
    .orderBy('name')
    .orderBy('id')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();

export async function countGroups(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('league_groups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertGroup = (db: Db, leagueId: number, name: string) =>
  db.insertInto('league_groups').values({ league_id: leagueId, name }).returningAll().executeTakeFirstOrThrow();

export const updateGroup = (db: Db, id: number, name: string) =>
  db.updateTable('league_groups').set({ name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Memberships and matches of the group go with it (ON DELETE CASCADE). */
export const deleteGroup = (db: Db, id: number) => db.deleteFrom('league_groups').where('id', '=', id).execute();

/** The teams of a group with their players, from the teams domain's one team query. */
export const teamsOfGroup = (db: Db, groupId: number) =>
  selectTeams(db)
    .innerJoin('group_teams', 'group_teams.team_id', 'teams.id')
    .where('group_teams.group_id', '=', groupId)
    .orderBy('teams.id')
    .execute();

/** The group of the league the team already plays in, if any. */
export const membershipInLeague = (db: Db, leagueId: number, teamId: number) =>
  db
    .selectFrom('group_teams')
    .innerJoin('league_groups', 'league_groups.id', 'group_teams.group_id')
    .select(['group_teams.group_id', 'league_groups.name as group_name'])
    .where('group_teams.league_id', '=', leagueId)
    .where('group_teams.team_id', '=', teamId)
    .executeTakeFirst();

export const insertMembership = (db: Db, leagueId: number, groupId: number, teamId: number) =>
  db.insertInto('group_teams').values({ league_id: leagueId, group_id: groupId, team_id: teamId }).execute();

export const deleteMembership = (db: Db, groupId: number, teamId: number) =>
  db.deleteFrom('group_teams').where('group_id', '=', groupId).where('team_id', '=', teamId).execute();

/** Matches of the group the team was only scheduled for: they cannot be played without it. */
export const deleteUnplayedMatchesOfTeam = (db: Db, groupId: number, teamId: number) =>
  db
    .deleteFrom('matches')
    .where('group_id', '=', groupId)
    .where((eb) => eb.or([eb('team1_id', '=', teamId), eb('team2_id', '=', teamId)]))
    .where(hasNoRecordedResultSql())
    .execute();

/** Every match of the group the reader sees, as the standings count it; scheduled ones count for nothing there. */
export async function matchRecordsOfGroup(db: Db, reader: Reader, groupId: number): Promise<MatchRecord[]> {
  const rows = await db
    .selectFrom('matches')
    .select(['team1_id', 'team2_id', 'team1_results', 'team2_results', 'outcome', 'winner_team_id'])
    .where('group_id', '=', groupId)
    .where(roundIsVisibleSql(reader, 'matches.round_id'))
    .orderBy('id')
    .execute();
  return rows.map(toMatchRecord);
}

/** The group's drawn lot, or undefined while none has been drawn (migration 020). */
export async function findDrawnLot(db: Db, groupId: number): Promise<DrawnLot | undefined> {
  const row = await db.selectFrom('draw_lots').selectAll().where('group_id', '=', groupId).executeTakeFirst();
  return (
    row && { groupId: row.group_id, seed: row.seed, teamIds: numberListColumn(row.team_ids), drawnAt: row.drawn_at }
  );
}

export const insertDrawnLot = (db: Db, lot: DrawnLot) =>
  db
    .insertInto('draw_lots')
    .values({ group_id: lot.groupId, seed: lot.seed, team_ids: JSON.stringify(lot.teamIds), drawn_at: lot.drawnAt })
    .execute();

/** The group's point deductions, oldest first (docs/standings.md, "Point deductions"). */
export const deductionsOfGroup = (db: Db, groupId: number) =>
  db.selectFrom('point_deductions').selectAll().where('group_id', '=', groupId).orderBy('id').execute();

export const insertDeduction = (
  db: Db,
  values: { groupId: number; teamId: number; points: number; reason: string; createdAt: string },
) =>
  db
    .insertInto('point_deductions')
    .values({
      group_id: values.groupId,
      team_id: values.teamId,
      points: values.points,
      reason: values.reason,
      created_at: values.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The group's withdrawn teams (migration 025, docs/standings.md, "Withdrawals"). */
export const withdrawalsOfGroup = (db: Db, groupId: number) =>
  db.selectFrom('team_withdrawals').selectAll().where('group_id', '=', groupId).orderBy('id').execute();

export const findWithdrawal = (db: Db, groupId: number, teamId: number) =>
  db.selectFrom('team_withdrawals').selectAll().where('group_id', '=', groupId).where('team_id', '=', teamId).executeTakeFirst();

export const insertWithdrawal = (db: Db, values: { groupId: number; teamId: number; policy: string; createdAt: string }) =>
  db
    .insertInto('team_withdrawals')
    .values({ group_id: values.groupId, team_id: values.teamId, policy: values.policy, created_at: values.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
