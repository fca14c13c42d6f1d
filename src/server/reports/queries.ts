import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { VISITOR, visibleRoundSql } from '../lib/visibility.js';

/** The statuses of a report still waiting for an answer; the others are closed. */
export const OPEN_STATUSES = ['pending', 'disputed'] as const;

// Matches, rounds and leagues as the reports domain reads them.

export const findMatch = (db: Db, matchId: number) =>
  db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirst();

export const getMatch = (db: Db, matchId: number) =>
  db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();

export const getRound = (db: Db, roundId: number) =>
  db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();

export const getLeague = (db: Db, leagueId: number) =>
  db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirstOrThrow();

/** The match, if it is one of the round's (the score history's path check). */
export const findMatchOfRound = (db: Db, roundId: number, matchId: number) =>
  db.selectFrom('matches').select('id').where('id', '=', matchId).where('round_id', '=', roundId).executeTakeFirst();

/** The lowest-numbered of these teams the player plays in, if any. */
export const findTeamOfPlayer = (db: Db, teamIds: number[], playerId: number) =>
  db
    .selectFrom('teams')
    .select('id')
    .where('id', 'in', teamIds)
    .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
    .orderBy('id')
    .executeTakeFirst();

/** Every team the player plays in, by id. */
export const teamsOfPlayer = (db: Db, playerId: number) =>
  db
    .selectFrom('teams')
    .select('id')
    .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
    .orderBy('id')
    .execute();

/** The matches the player stood in for a team as a substitute (docs/substitutes.md), with that team. */
export const substituteAppearancesOfPlayer = (db: Db, playerId: number) =>
  db.selectFrom('match_substitutes').select(['match_id', 'team_id']).where('player_id', '=', playerId).execute();

/**
 * The matches of these teams, and the matches of these ids, in rounds the public sees, with their
 * round, league and club.
 */
export const matchesOfTeams = (db: Db, teamIds: number[], matchIds: readonly number[] = []) =>
  db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .innerJoin('clubs', 'clubs.id', 'leagues.club_id')
    .selectAll('matches')
    .select([
      'rounds.name as round_name',
      'rounds.date as round_date',
      'rounds.start_hour as round_start_hour',
      'leagues.id as league_id',
      'leagues.name as league_name',
      'clubs.id as club_id',
      'clubs.name as club_name',
    ])
    // A player sees what the public sees: no draft league or round (lib/visibility.ts).
    .where(visibleRoundSql(VISITOR))
    .where((eb) =>
      eb.or([
        ...(teamIds.length === 0 ? [] : [eb('matches.team1_id', 'in', teamIds), eb('matches.team2_id', 'in', teamIds)]),
        ...(matchIds.length === 0 ? [] : [eb('matches.id', 'in', [...matchIds])]),
      ]),
    )
    .execute();

// Reports.

export const findOpenReport = (db: Db, matchId: number) =>
  db
    .selectFrom('match_reports')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();

export const findPendingReport = (db: Db, reportId: number) =>
  db
    .selectFrom('match_reports')
    .selectAll()
    .where('id', '=', reportId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** The open reports of these matches, with the reporting player's name. */
export const openReportsOfMatches = (db: Db, matchIds: readonly number[]) =>
  db
    .selectFrom('match_reports')
    .innerJoin('players', 'players.id', 'match_reports.player_id')
    .selectAll('match_reports')
    .select(['players.first_name', 'players.last_name'])
    .where('match_reports.match_id', 'in', matchIds)
    .where('match_reports.status', 'in', OPEN_STATUSES)
    .execute();

export type OpenReportRow = Awaited<ReturnType<typeof openReportsOfMatches>>[number];

export const insertReport = (db: Db, values: Insertable<Database['match_reports']>) =>
  db.insertInto('match_reports').values(values).returning('id').executeTakeFirstOrThrow();

/** Who closed a report, and when. */
export interface Resolution {
  at: string;
  by: number | null;
}

/**
 * Confirms the report if it is still open; answers how many rows it changed (0 or 1), so of two
 * confirmations at once exactly one wins.
 */
export const claimReportAsConfirmed = (db: Db, reportId: number, { at, by }: Resolution) =>
  db
    .updateTable('match_reports')
    .set({ status: 'confirmed', resolved_at: at, resolved_by: by })
    .where('id', '=', reportId)
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst();

/** Closes the match's open report, if it has one. */
export const closeOpenReportOfMatch = (
  db: Db,
  matchId: number,
  status: 'confirmed' | 'overridden' | 'replaced',
  { at, by }: Resolution,
) =>
  db
    .updateTable('match_reports')
    .set({ status, resolved_at: at, resolved_by: by })
    .where('match_id', '=', matchId)
    .where('status', 'in', OPEN_STATUSES)
    .execute();

export interface Dispute {
  reason: string;
  counter_team1_results: string | null;
  counter_team2_results: string | null;
}

export const disputeReport = (db: Db, reportId: number, dispute: Dispute) =>
  db
    .updateTable('match_reports')
    .set({ status: 'disputed', ...dispute })
    .where('id', '=', reportId)
    .execute();

/** A pending report the automatic confirmation could not write goes to the organiser. */
export const disputePendingReport = (db: Db, reportId: number, reason: string) =>
  db
    .updateTable('match_reports')
    .set({ status: 'disputed', reason })
    .where('id', '=', reportId)
    .where('status', '=', 'pending')
    .execute();

/** The oldest pending reports made at or before the cutoff, at most `limit`. */
export const dueReports = (db: Db, cutoff: string, limit: number) =>
  db
    .selectFrom('match_reports')
    .select(['id', 'match_id'])
    .where('status', '=', 'pending')
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();

// The score history (audit.ts).

export const insertScoreChange = (db: Db, values: Insertable<Database['match_score_changes']>) =>
  db.insertInto('match_score_changes').values(values).execute();

export const scoreChangesOfMatch = (db: Db, matchId: number) =>
  db.selectFrom('match_score_changes').selectAll().where('match_id', '=', matchId).orderBy('id').execute();
