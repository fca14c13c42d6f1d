import { PostgresAdapter, sql, type InferResult } from 'kysely';
import type { Db } from '../db/database.js';
import { precompiledList } from '../fast-paths/index.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { z } from 'zod';
import type { Team, teamInput } from '../../shared/schemas/team.js';
import { shortTeamName, teamDisplayName } from '../../shared/domain/team-name.js';
import { nowIso } from '../lib/clock.js';
import { offsetOf } from '../lib/paging.js';
import { hasNoRecordedResultSql } from '../lib/recorded-results.js';
import { visibleRoundSql, type Reader } from '../lib/visibility.js';
import { NotFound } from '../errors.js';
import { searchTextContains, searchTextOfTeam } from '../lib/text-search.js';

/**
 * Teams with their two players' names, ready for `toTeam`. Other domains (group team lists,
 * matches, calendars) narrow it with `.where('teams.id', ...)` instead of joining players again.
 */
export const selectTeams = (db: Db) =>
  db
    .selectFrom('teams')
    .innerJoin('players as player1', 'player1.id', 'teams.player1_id')
    .innerJoin('players as player2', 'player2.id', 'teams.player2_id')
    .select([
      'teams.id',
      'teams.name',
      'teams.player1_id',
      'teams.player2_id',
      'player1.first_name as player1_first_name',
      'player1.last_name as player1_last_name',
      'player2.first_name as player2_first_name',
      'player2.last_name as player2_last_name',
    ]);

export type TeamRow = InferResult<ReturnType<typeof selectTeams>>[number];

export function toTeam(row: TeamRow): Team {
  const player1 = { id: row.player1_id, firstName: row.player1_first_name, lastName: row.player1_last_name };
  const player2 = { id: row.player2_id, firstName: row.player2_first_name, lastName: row.player2_last_name };
  return {
    id: row.id,
    name: teamDisplayName(row.name, player1, player2),
    customName: row.name,
    shortName: shortTeamName(player1, player2),
    player1Id: row.player1_id,
    player2Id: row.player2_id,
    player1,
    player2,
  };
}

/** The team's matches in the rounds the reader sees (drafts only to their club's staff), the latest day first. */
export const matchesOfTeam = (db: Db, reader: Reader, teamId: number) =>
  db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'matches.id',
      'matches.stage',
      'matches.team1_id',
      'matches.team2_id',
      'matches.team1_results',
      'matches.team2_results',
      'matches.outcome',
      'matches.winner_team_id',
      'matches.court_number',
      'matches.start_time',
      'matches.start_minute',
      'rounds.id as round_id',
      'rounds.name as round_name',
      'rounds.date',
      'leagues.id as league_id',
      'leagues.club_id',
      'leagues.name as league_name',
      'leagues.match_tiebreak_games',
      'leagues.match_format',
    ])
    .where((eb) => eb.or([eb('matches.team1_id', '=', teamId), eb('matches.team2_id', '=', teamId)]))
    .where(visibleRoundSql(reader))
    .orderBy('rounds.date', 'desc')
    .orderBy('matches.start_time')
    .orderBy('matches.start_minute')
    .orderBy('matches.court_number')
    .orderBy('matches.id')
    .execute();

export const findTeam = (db: Db, id: number) => selectTeams(db).where('teams.id', '=', id).executeTakeFirst();

// A match's two teams are named in every match answer: compiled once per list length (fast-paths/precompiled.ts).
const teamsOfIds = precompiledList((db, ids) => selectTeams(db).where('teams.id', 'in', ids as number[]), 8);

/** Several teams at once, by id: one query however many a page of matches names. */
/** Null ids (a playoff side with no team yet) are skipped. */
export async function findTeamsByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, Team>> {
  const unique = [...new Set(ids.filter((teamId): teamId is number => teamId !== null))];
  if (unique.length === 0) return new Map();
  const rows = await teamsOfIds(db, unique);
  return new Map(rows.map((row) => [row.id, toTeam(row)]));
}

/** The team name or either player's name ("first", "last" or "first last"), whatever the case and accents. */
function searched(db: Db, search: string | undefined) {
  const query = selectTeams(db);
  if (!search) return query;
  return query.where((eb) => searchTextContains(eb.ref('teams.search_text'), search));
}

/** Ordered by the name people see, the set one or the players', so lists read alphabetically. */
export const listTeams = (db: Db, search: string | undefined, page: PageQuery) =>
  searched(db, search)
    .orderBy(
      sql`lower(coalesce(${sql.ref('teams.name')}, ${sql.ref('player1.first_name')} || ' ' || ${sql.ref('player1.last_name')} || ' / ' || ${sql.ref('player2.first_name')} || ' ' || ${sql.ref('player2.last_name')}))`,
    )
    .orderBy('teams.id')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();

export async function countTeams(db: Db, search?: string): Promise<number> {
  const row = await searched(db, search)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids among `ids` that name a player. */
export async function existingPlayerIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The team these two players already form, in either order. */
export const findTeamOfPair = (db: Db, playerA: number, playerB: number) =>
  selectTeams(db)
    .where('teams.player_low_id', '=', Math.min(playerA, playerB))
    .where('teams.player_high_id', '=', Math.max(playerA, playerB))
    .executeTakeFirst();

export async function teamIdsOfPlayer(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A team as the validated request gives it: a blank name already null. */
export type TeamValues = z.output<typeof teamInput>;

// The unique (player_low_id, player_high_id) pair is what makes "A with B" and "B with A" one team.
const columnsOf = ({ player1Id, player2Id, name }: TeamValues) => ({
  name,
  player1_id: player1Id,
  player2_id: player2Id,
  player_low_id: Math.min(player1Id, player2Id),
  player_high_id: Math.max(player1Id, player2Id),
});

/** The team's search text from its name and its two players' current names. */
async function searchTextOfValues(db: Db, { name, player1Id, player2Id }: TeamValues): Promise<string> {
  const players = await db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [player1Id, player2Id])
    .execute();
  const named = (id: number) => {
    const player = players.find((row) => row.id === id);
    if (!player) throw new NotFound('Player');
    return { firstName: player.first_name, lastName: player.last_name };
  };
  return searchTextOfTeam(name, named(player1Id), named(player2Id));
}

export const insertTeam = async (db: Db, values: TeamValues) =>
  db
    .insertInto('teams')
    .values({ ...columnsOf(values), search_text: await searchTextOfValues(db, values), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateTeam = async (db: Db, id: number, values: TeamValues) =>
  db
    .updateTable('teams')
    .set({ ...columnsOf(values), search_text: await searchTextOfValues(db, values) })
    .where('id', '=', id)
    .execute();

/** Teams are found by their players' names, so a player's rename rewrites their teams' search text. */
export async function refreshTeamSearchText(db: Db, teamIds: readonly number[]): Promise<void> {
  if (teamIds.length === 0) return;
  const rows = await selectTeams(db)
    .where('teams.id', 'in', [...teamIds])
    .execute();
  for (const row of rows) {
    const { player1, player2 } = toTeam(row);
    await db
      .updateTable('teams')
      .set({ search_text: searchTextOfTeam(row.name, player1, player2) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Removes teams with what only they owned: group memberships, unavailabilities and matches
 * without results. Callers refuse first when results would be lost; a match with results left
 * behind makes the team delete fail on its foreign key (409) rather than vanish silently.
 */
export async function deleteTeamsWithTheirSchedule(db: Db, teamIds: readonly number[]): Promise<void> {
  if (teamIds.length === 0) return;
  const ids = [...teamIds];
  await db.deleteFrom('group_teams').where('team_id', 'in', ids).execute();
  await db.deleteFrom('team_unavailabilities').where('team_id', 'in', ids).execute();
  await db
    .deleteFrom('matches')
    .where((eb) => eb.or([eb('team1_id', 'in', ids), eb('team2_id', 'in', ids)]))
    .where(hasNoRecordedResultSql())
    .execute();
  await db.deleteFrom('teams').where('id', 'in', ids).execute();
}

/**
 * The clubs whose leagues use any of these teams: as a member of a group, or as a side of a match
 * (a playoff match has no group). Ordered by name so a refusal reads the same every time.
 */
export async function clubsUsingTeams(db: Db, teamIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  const ids = [...teamIds];
  const rows = await db
    .selectFrom('group_teams')
    .innerJoin('leagues', 'leagues.id', 'group_teams.league_id')
    .innerJoin('clubs', 'clubs.id', 'leagues.club_id')
    .select(['clubs.id', 'clubs.name'])
    .where('group_teams.team_id', 'in', ids)
    .union(
      db
        .selectFrom('matches')
        .innerJoin('rounds', 'rounds.id', 'matches.round_id')
        .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
        .innerJoin('clubs', 'clubs.id', 'leagues.club_id')
        .select(['clubs.id', 'clubs.name'])
        .where((eb) => eb.or([eb('matches.team1_id', 'in', ids), eb('matches.team2_id', 'in', ids)])),
    )
    .execute();
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** Locks the teams on PostgreSQL (FOR UPDATE, in id order); SQLite runs one transaction at a time. */
export async function lockTeamsForUpdate(db: Db, teamIds: readonly number[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.selectFrom('teams').select('id').where('id', 'in', [...teamIds]).orderBy('id').forUpdate().execute();
}
