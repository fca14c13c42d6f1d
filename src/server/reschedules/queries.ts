import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { VISITOR, visibleRoundSql } from '../lib/visibility.js';

export type RequestRow = Selectable<Database['reschedule_requests']>;
export type MatchRow = Selectable<Database['matches']>;
export type RoundRow = Selectable<Database['rounds']>;
export type LeagueRow = Selectable<Database['leagues']>;

/** The statuses of a request still waiting for someone. */
export const OPEN = ['proposed', 'accepted'] as const;

export const findMatch = (db: Db, matchId: number) =>
  db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();

export const findRound = (db: Db, roundId: number) =>
  db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirst();

export const getLeague = (db: Db, leagueId: number) =>
  db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirstOrThrow();

/** The league's rounds a visitor sees, by date. */
export const publicRoundsOfLeague = (db: Db, leagueId: number) =>
  db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .selectAll('rounds')
    .where('rounds.league_id', '=', leagueId)
    .where(visibleRoundSql(VISITOR))
    .orderBy('rounds.date')
    .orderBy('rounds.id')
    .execute();

/** The lowest-numbered of these teams the player plays in, if any. */
export const teamOfPlayerAmong = (db: Db, teamIds: number[], playerId: number) =>
  db
    .selectFrom('teams')
    .select('id')
    .where('id', 'in', teamIds)
    .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
    .orderBy('id')
    .executeTakeFirst();

/** Every team the player plays in. */
export const teamIdsOfPlayer = async (db: Db, playerId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('teams')
      .select('id')
      .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
      .execute()
  ).map((row) => row.id);

export const insertRequest = (db: Db, values: Insertable<Database['reschedule_requests']>) =>
  db.insertInto('reschedule_requests').values(values).returningAll().executeTakeFirstOrThrow();

export const findRequest = (db: Db, requestId: number) =>
  db.selectFrom('reschedule_requests').selectAll().where('id', '=', requestId).executeTakeFirst();

export const findOpenRequestOfMatch = (db: Db, matchId: number) =>
  db
    .selectFrom('reschedule_requests')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('status', 'in', [...OPEN])
    .executeTakeFirst();

/**
 * Moves a request from one status to the next, only if it still has the first: of two answers at
 * once exactly one moves it (the other's update finds no row). Answers whether this one did.
 */
export async function claimStatus(
  db: Db,
  requestId: number,
  from: string,
  values: Partial<
    Pick<
      RequestRow,
      'status' | 'accepted_proposal' | 'note' | 'answered_at' | 'answered_by' | 'decided_at' | 'decided_by'
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('reschedule_requests')
    .set(values)
    .where('id', '=', requestId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A match changes round (a move to another day of the league): the next write places it there. */
export const moveMatchToRound = (db: Db, matchId: number, roundId: number, at: string) =>
  db
    .updateTable('matches')
    .set((eb) => ({ round_id: roundId, version: eb('version', '+', 1), updated_at: at }))
    .where('id', '=', matchId)
    .execute();

const VIEW_COLUMNS = [
  'reschedule_requests.id',
  'reschedule_requests.match_id',
  'reschedule_requests.club_id',
  'reschedule_requests.requested_by_team_id',
  'reschedule_requests.other_team_id',
  'reschedule_requests.reason',
  'reschedule_requests.proposals',
  'reschedule_requests.status',
  'reschedule_requests.accepted_proposal',
  'reschedule_requests.note',
  'reschedule_requests.created_at',
  'reschedule_requests.answered_at',
  'reschedule_requests.decided_at',
  'matches.team1_id',
  'matches.team2_id',
  'matches.court_number',
  'matches.start_time',
  'matches.start_minute',
  'rounds.id as round_id',
  'rounds.name as round_name',
  'rounds.date as round_date',
  'leagues.id as league_id',
  'leagues.name as league_name',
] as const;

const requestsWithPlace = (db: Db) =>
  db
    .selectFrom('reschedule_requests')
    .innerJoin('matches', 'matches.id', 'reschedule_requests.match_id')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select(VIEW_COLUMNS);

export type RequestViewRow = Awaited<ReturnType<typeof requestById>> & object;

export const requestById = (db: Db, requestId: number) =>
  requestsWithPlace(db).where('reschedule_requests.id', '=', requestId).executeTakeFirst();

/** A club's requests, of one status if asked: open ones first, then newest first. */
export const requestsOfClub = (db: Db, clubId: number, status: string | undefined) => {
  const query = requestsWithPlace(db).where('reschedule_requests.club_id', '=', clubId);
  return (status ? query.where('reschedule_requests.status', '=', status) : query)
    .orderBy('reschedule_requests.id', 'desc')
    .limit(200)
    .execute();
};

/** The requests that involve these teams, in rounds a visitor sees (no drafts), newest first. */
export const requestsOfTeams = (db: Db, teamIds: number[]) =>
  requestsWithPlace(db)
    .where((eb) =>
      eb.or([
        eb('reschedule_requests.requested_by_team_id', 'in', teamIds),
        eb('reschedule_requests.other_team_id', 'in', teamIds),
      ]),
    )
    .where(visibleRoundSql(VISITOR))
    .orderBy('reschedule_requests.id', 'desc')
    .limit(50)
    .execute();

/** The names of rounds, for the proposals. */
export const roundsByIds = async (db: Db, roundIds: number[]) =>
  roundIds.length === 0
    ? []
    : db.selectFrom('rounds').select(['id', 'name', 'date']).where('id', 'in', roundIds).execute();
