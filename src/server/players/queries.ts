import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { DEFAULT_MATCH_FORMAT } from '../../shared/domain/constants.js';
import { matchFormat, matchTiebreakGames } from '../../shared/schemas/league.js';
import type { z } from 'zod';
import type { PlayerInput, playerInput } from '../../shared/schemas/player.js';
import { nowIso } from '../lib/clock.js';
import { toMatchRecord } from '../lib/match-record.js';
import { offsetOf } from '../lib/paging.js';
import { hasRecordedResultSql } from '../lib/recorded-results.js';
import { searchTextContains, searchTextOfPlayer } from '../lib/text-search.js';
import type { PlayerMatch } from './statistics.js';
import { visibleRoundSql, type Reader } from '../lib/visibility.js';
import { playersWhoPlayed } from '../../shared/domain/lineups.js';

export type PlayerRow = Selectable<Database['players']>;

export interface PlayerFilter {
  search?: string | undefined;
  status?: PlayerInput['status'];
  /** The public list leaves the guests of club nights out. */
  withoutGuests?: boolean;
}

/** Search matches the first name, the last name or "first last", whatever the case and accents. */
function filtered(db: Db, { search, status, withoutGuests }: PlayerFilter) {
  let query = db.selectFrom('players');
  if (withoutGuests) query = query.where('guest', '=', 0);
  if (status) query = query.where('status', '=', status);
  if (search) query = query.where((eb) => searchTextContains(eb.ref('search_text'), search));
  return query;
}

export const listPlayers = (db: Db, filter: PlayerFilter, page: PageQuery) =>
  filtered(db, filter)
    .selectAll()
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();

export async function countPlayers(db: Db, filter: PlayerFilter = {}): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const findPlayer = (db: Db, id: number) =>
  db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();

/** A player as the validated request gives it, status and the optional fields defaulted. */
export type PlayerValues = z.output<typeof playerInput>;

const columnsOf = (values: PlayerValues) => ({
  first_name: values.firstName,
  last_name: values.lastName,
  dob: values.dob,
  email: values.email,
  phone: values.phone,
  status: values.status,
  guest: values.guest ? 1 : 0,
  starting_level_tenths: values.startingLevel === null ? null : Math.round(values.startingLevel * 10),
  search_text: searchTextOfPlayer(values),
});

export const insertPlayer = (db: Db, values: PlayerValues) =>
  db
    .insertInto('players')
    .values({ ...columnsOf(values), created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updatePlayer = (db: Db, id: number, values: PlayerValues) =>
  db.updateTable('players').set(columnsOf(values)).where('id', '=', id).returningAll().executeTakeFirst();

/** Player id → starting level in tenths, for the players an organiser gave one (docs/ratings.md). */
export const startingLevels = (db: Db) =>
  db
    .selectFrom('players')
    .select(['id', 'starting_level_tenths'])
    .where('starting_level_tenths', 'is not', null)
    .execute();

export const deletePlayer = (db: Db, id: number) => db.deleteFrom('players').where('id', '=', id).execute();

/**
 * Every match with results of any team of these players, or in which one of them stood in as a
 * substitute, in a round the reader sees, in one query however many players a page holds: the
 * players who played on each side come along (a substitute in the absent player's place,
 * docs/substitutes.md) so each match is credited to the ones who played it.
 */
export async function recordedMatchesOfPlayers(db: Db, reader: Reader, playerIds: readonly number[]): Promise<PlayerMatch[]> {
  if (playerIds.length === 0) return [];
  const ids = [...new Set(playerIds)];
  // Fetched first as literal lists: both databases then use the team1/team2 indexes of matches
  // instead of scanning every match against a subquery.
  const [teamsOfPlayers, substituted] = await Promise.all([
    db
      .selectFrom('teams')
      .select('id')
      .where((eb) => eb.or([eb('player1_id', 'in', ids), eb('player2_id', 'in', ids)]))
      .execute(),
    db.selectFrom('match_substitutes').select('match_id').where('player_id', 'in', ids).execute(),
  ]);
  const teamIds = teamsOfPlayers.map((team) => team.id);
  const substitutedMatchIds = [...new Set(substituted.map((row) => row.match_id))];
  if (teamIds.length === 0 && substitutedMatchIds.length === 0) return [];
  const rows = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .innerJoin('teams as team1', 'team1.id', 'matches.team1_id')
    .innerJoin('teams as team2', 'team2.id', 'matches.team2_id')
    .select([
      'matches.id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.team1_results',
      'matches.team2_results',
      'matches.outcome',
      'matches.winner_team_id',
      'leagues.match_tiebreak_games',
      'leagues.match_format',
      'team1.player1_id as team1_player1_id',
      'team1.player2_id as team1_player2_id',
      'team2.player1_id as team2_player1_id',
      'team2.player2_id as team2_player2_id',
    ])
    .where(hasRecordedResultSql())
    .where(visibleRoundSql(reader))
    .where((eb) =>
      eb.or([
        ...(teamIds.length === 0 ? [] : [eb('matches.team1_id', 'in', teamIds), eb('matches.team2_id', 'in', teamIds)]),
        ...(substitutedMatchIds.length === 0 ? [] : [eb('matches.id', 'in', substitutedMatchIds)]),
      ]),
    )
    .execute();
  const substitutes = await substitutesOf(db, rows.map((row) => row.id));
  const played = (matchId: number, teamId: number | null, players: number[]) =>
    playersWhoPlayed(players, substitutes.filter((one) => one.match_id === matchId && one.team_id === teamId).map(toSubstitution));
  return rows.map((row) => ({
    ...toMatchRecord(row),
    team1PlayerIds: played(row.id, row.team1_id, [row.team1_player1_id, row.team1_player2_id]),
    team2PlayerIds: played(row.id, row.team2_id, [row.team2_player1_id, row.team2_player2_id]),
    tiebreakGames: matchTiebreakGames.catch('one').parse(row.match_tiebreak_games),
    matchFormat: matchFormat.catch(DEFAULT_MATCH_FORMAT).parse(row.match_format),
  }));
}

/** The substitutes of these matches (docs/substitutes.md); few matches have any. */
async function substitutesOf(db: Db, matchIds: readonly number[]) {
  if (matchIds.length === 0) return [];
  return db
    .selectFrom('match_substitutes')
    .select(['match_id', 'team_id', 'player_id', 'replaces_player_id'])
    .where('match_id', 'in', [...new Set(matchIds)])
    .execute();
}

const toSubstitution = (row: { player_id: number; replaces_player_id: number }) => ({ playerId: row.player_id, replacesPlayerId: row.replaces_player_id });

/** Whether the player exists: their id only (invitations, ratings and season history ask). */
export const findPlayerId = (db: Db, playerId: number) =>
  db.selectFrom('players').select('id').where('id', '=', playerId).executeTakeFirst();
