import type { Db } from '../db/database.js';
import { hasNoRecordedResultSql } from '../lib/recorded-results.js';

/** The clubs an answer covers: every club (the administrator) or the organiser's. */
export type ClubScope = 'every club' | readonly number[];

const OPEN_REPORT = ['pending', 'disputed'];
const FINISHED = 'finished';
const DRAFT = 'inactive';

/** Matches with their round, league and club, in the clubs of the scope. */
const matchesInScope = (db: Db, clubs: ClubScope) =>
  db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .innerJoin('clubs', 'clubs.id', 'leagues.club_id')
    .$if(clubs !== 'every club', (query) => query.where('leagues.club_id', 'in', [...(clubs as readonly number[])]));

const ROUND_FACTS = [
  'clubs.id as club_id',
  'clubs.name as club_name',
  'leagues.id as league_id',
  'leagues.name as league_name',
  'rounds.id as round_id',
  'rounds.name as round_name',
  'rounds.date as round_date',
] as const;

/** Every open report (pending or disputed), with its round. */
export const openReports = (db: Db, clubs: ClubScope) =>
  matchesInScope(db, clubs)
    .innerJoin('match_reports', 'match_reports.match_id', 'matches.id')
    .select([...ROUND_FACTS, 'match_reports.status', 'match_reports.created_at'])
    .where('match_reports.status', 'in', OPEN_REPORT)
    .execute();

/**
 * Matches with both teams known, no result and no open report, in rounds up to `lastDate`, of
 * leagues still running: the service keeps those whose slot is over.
 */
export const unresolvedMatchesUntil = (db: Db, clubs: ClubScope, lastDate: string) =>
  matchesInScope(db, clubs)
    .select([...ROUND_FACTS, 'matches.start_time', 'matches.start_minute', 'rounds.start_hour', 'rounds.slot_minutes'])
    .where('matches.team1_id', 'is not', null)
    .where('matches.team2_id', 'is not', null)
    .where(hasNoRecordedResultSql())
    .where('rounds.date', '<=', lastDate)
    .where('leagues.status', '<>', FINISHED)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('match_reports')
            .select('match_reports.id')
            .whereRef('match_reports.match_id', '=', 'matches.id')
            .where('match_reports.status', 'in', OPEN_REPORT),
        ),
      ),
    )
    .execute();

/** Rounds hidden from players (a draft round, or any round of a draft league) that hold matches, with how many. */
export const hiddenRoundsWithMatches = (db: Db, clubs: ClubScope) =>
  matchesInScope(db, clubs)
    .select([...ROUND_FACTS, (eb) => eb.fn.countAll<number>().as('matches')])
    .where((eb) => eb.or([eb('rounds.status', '=', DRAFT), eb('leagues.status', '=', DRAFT)]))
    .where('leagues.status', '<>', FINISHED)
    .groupBy(['clubs.id', 'clubs.name', 'leagues.id', 'leagues.name', 'rounds.id', 'rounds.name', 'rounds.date'])
    .execute();

/** The group matches' teams of rounds from `firstDate` on, of leagues still running. */
export const groupMatchTeamsFrom = (db: Db, clubs: ClubScope, firstDate: string) =>
  matchesInScope(db, clubs)
    .select([...ROUND_FACTS, 'matches.team1_id', 'matches.team2_id'])
    .where('matches.stage', '=', 'group')
    .where('rounds.date', '>=', firstDate)
    .where('leagues.status', '<>', FINISHED)
    .execute();

/** The teams of the leagues' groups, by league. */
export const groupMembersOfLeagues = (db: Db, leagueIds: readonly number[]) =>
  leagueIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('group_teams')
        .select(['league_id', 'team_id'])
        .where('league_id', 'in', [...leagueIds])
        .execute();

/** Every open reschedule request (waiting for the other pair or for the organiser), with its match's round (docs/reschedules.md). */
export const openRescheduleRequests = (db: Db, clubs: ClubScope) =>
  matchesInScope(db, clubs)
    .innerJoin('reschedule_requests', 'reschedule_requests.match_id', 'matches.id')
    .select([...ROUND_FACTS, 'reschedule_requests.status'])
    .where('reschedule_requests.status', 'in', ['proposed', 'accepted'])
    .execute();
