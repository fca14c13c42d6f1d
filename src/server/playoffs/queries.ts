import type { Selectable } from 'kysely';
import { startColumns } from '../lib/match-start.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import { hasRecordedResultSql } from '../lib/recorded-results.js';
import type { BracketKind, Qualifier } from '../../shared/domain/playoffs/index.js';
import { roundIsVisibleSql, type Reader } from '../lib/visibility.js';
import type { playoffInput } from '../../shared/schemas/playoff.js';
import type { z } from 'zod';

export type PlayoffRow = Selectable<Database['playoffs']>;
export type EntrantRow = Selectable<Database['playoff_entrants']>;
export type PlayoffMatchLink = Selectable<Database['playoff_matches']>;

/** The league's playoff; with a reader, only if its round is one the reader sees. */
export const findPlayoffOfLeague = (db: Db, leagueId: number, reader?: Reader) => {
  const query = db.selectFrom('playoffs').selectAll().where('league_id', '=', leagueId);
  return (reader ? query.where(roundIsVisibleSql(reader, 'playoffs.round_id')) : query).executeTakeFirst();
};

export const entrantsOf = (db: Db, playoffId: number) =>
  db.selectFrom('playoff_entrants').selectAll().where('playoff_id', '=', playoffId).orderBy('position').execute();

/** The bracket place (bracket, round, position) of each of the playoff's match rows. */
export const matchLinksOf = (db: Db, playoffId: number) =>
  db.selectFrom('playoff_matches').selectAll().where('playoff_id', '=', playoffId).execute();

/** The playoff a match belongs to, if it is a playoff match. */
export const linkOfMatch = (db: Db, matchId: number) =>
  db.selectFrom('playoff_matches').selectAll().where('match_id', '=', matchId).executeTakeFirst();

export const findPlayoff = (db: Db, playoffId: number) =>
  db.selectFrom('playoffs').selectAll().where('id', '=', playoffId).executeTakeFirstOrThrow();

export const matchRowsOf = async (db: Db, matchIds: readonly number[]) =>
  matchIds.length === 0 ? [] : db.selectFrom('matches').selectAll().where('id', 'in', [...matchIds]).execute();

/** How many of the playoff's matches have a result (scores, a walkover or a retirement). */
export async function countPlayedPlayoffMatches(db: Db, playoffId: number): Promise<number> {
  const row = await db
    .selectFrom('matches')
    .innerJoin('playoff_matches', 'playoff_matches.match_id', 'matches.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('playoff_matches.playoff_id', '=', playoffId)
    .where(hasRecordedResultSql())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Group matches of the league without a result: while any is left, the groups are not final. */
export async function countUnplayedGroupMatches(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('rounds.league_id', '=', leagueId)
    .where('matches.stage', '=', 'group')
    .where((eb) => eb.not(hasRecordedResultSql()))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const groupsOfLeagueByName = (db: Db, leagueId: number) =>
  db.selectFrom('league_groups').select(['id', 'name']).where('league_id', '=', leagueId).orderBy('name').orderBy('id').execute();

export const groupNamesOf = async (db: Db, groupIds: readonly number[]): Promise<Map<number, string>> => {
  if (groupIds.length === 0) return new Map();
  const rows = await db.selectFrom('league_groups').select(['id', 'name']).where('id', 'in', [...new Set(groupIds)]).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** A validated playoff body, for its league. */
export type NewPlayoff = z.output<typeof playoffInput> & { leagueId: number; lotSeed: number };

export function insertPlayoff(db: Db, values: NewPlayoff) {
  const now = nowIso();
  return db
    .insertInto('playoffs')
    .values({
      league_id: values.leagueId,
      round_id: values.roundId,
      qualifiers_per_group: values.qualifiersPerGroup,
      best_of_next: values.bestOfNext,
      lot_seed: values.lotSeed,
      match_format: values.matchFormat ?? null,
      third_place_match: values.thirdPlaceMatch ? 1 : 0,
      consolation: values.consolation ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The draw as made: one row per bracket place that holds a team (byes have none). */
export async function insertEntrants(db: Db, playoffId: number, entrants: readonly (Qualifier | null)[]): Promise<void> {
  const rows = entrants.flatMap((entrant, position) =>
    entrant
      ? [
          {
            playoff_id: playoffId,
            position,
            team_id: entrant.teamId,
            group_id: entrant.groupId,
            group_rank: entrant.groupRank,
            seed: entrant.seed,
          },
        ]
      : [],
  );
  if (rows.length > 0) await db.insertInto('playoff_entrants').values(rows).execute();
}

export interface NewPlayoffMatch {
  bracket: BracketKind;
  round: number;
  position: number;
  team1Id: number | null;
  team2Id: number | null;
  courtNumber: number | null;
  /** Minutes after midnight; null while unplaced. */
  startMinutes: number | null;
}

export async function insertPlayoffMatch(db: Db, playoffId: number, roundId: number, values: NewPlayoffMatch): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('matches')
    .values({
      round_id: roundId,
      stage: 'playoff',
      group_id: null,
      team1_id: values.team1Id,
      team2_id: values.team2Id,
      court_number: values.courtNumber,
      ...startColumns(values.startMinutes),
      team1_results: null,
      team2_results: null,
      outcome: 'played',
      winner_team_id: null,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('playoff_matches')
    .values({ playoff_id: playoffId, bracket: values.bracket, round: values.round, position: values.position, match_id: row.id })
    .execute();
  return row.id;
}

/** Writes the teams the bracket now sends into a match, as a change of that match (its version grows). */
export const setMatchTeams = (db: Db, matchId: number, team1Id: number | null, team2Id: number | null) =>
  db
    .updateTable('matches')
    .set((eb) => ({ team1_id: team1Id, team2_id: team2Id, version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', matchId)
    .execute();

/** Takes a match off its court for a moment, within a move (setMatchSlot follows and counts the change). */
export const clearMatchSlot = (db: Db, matchId: number) =>
  db
    .updateTable('matches')
    .set({ court_number: null, ...startColumns(null) })
    .where('id', '=', matchId)
    .execute();

/** Moves a match to a court and start (minutes after midnight; or off them, with nulls), as a change of that match. */
export const setMatchSlot = (db: Db, matchId: number, courtNumber: number | null, startMinutes: number | null) =>
  db
    .updateTable('matches')
    .set((eb) => ({
      court_number: courtNumber,
      ...startColumns(startMinutes),
      version: eb('version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', matchId)
    .execute();

/** The playoff's matches go first (their links with them), then the playoff, its draw with it. */
export async function deletePlayoff(db: Db, playoffId: number): Promise<void> {
  const matchIds = (await matchLinksOf(db, playoffId)).map((link) => link.match_id);
  if (matchIds.length > 0) await db.deleteFrom('matches').where('id', 'in', matchIds).execute();
  await db.deleteFrom('playoffs').where('id', '=', playoffId).execute();
}

/** The round, if it is one of the league's (the round a new playoff is played on). */
export const findRoundOfLeague = (db: Db, roundId: number, leagueId: number) =>
  db.selectFrom('rounds').selectAll().where('id', '=', roundId).where('league_id', '=', leagueId).executeTakeFirst();

export const getRound = (db: Db, roundId: number) =>
  db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
