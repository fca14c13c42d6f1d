import type { Db } from '../db/database.js';
import { VISITOR, visibleRoundSql } from '../lib/visibility.js';

/** The server's VAPID key pair, if made. */
export async function vapidKeys(db: Db): Promise<{ public_key: string; private_key: string } | undefined> {
  return db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
}

/** Stores a key pair unless one is there already (another instance made it first): the stored one wins. */
export async function insertVapidKeys(
  db: Db,
  keys: { public_key: string; private_key: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, ...keys })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export interface SubscriptionValues {
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  topics: string;
  at: string;
}

/** One row per endpoint: subscribing again (new keys, language, topics, or another account on the device) replaces it. */
export async function upsertSubscription(db: Db, { at, ...values }: SubscriptionValues): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, created_at: at, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        account_id: values.account_id,
        p256dh: values.p256dh,
        auth: values.auth,
        language: values.language,
        topics: values.topics,
        updated_at: at,
      }),
    )
    .execute();
}

/** Removes the account's subscription of this endpoint; answers whether there was one. */
export async function deleteSubscriptionOfAccount(db: Db, accountId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('account_id', '=', accountId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A push service said the endpoint is gone (404, 410). */
export async function deleteSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export type SubscriptionRow = {
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
  topics: string;
};

const SUBSCRIPTION_COLUMNS = [
  'push_subscriptions.account_id',
  'push_subscriptions.endpoint',
  'push_subscriptions.p256dh',
  'push_subscriptions.auth',
  'push_subscriptions.language',
  'push_subscriptions.topics',
] as const;

/** The subscriptions of the player accounts of these teams' players. */
export async function subscriptionsOfTeams(db: Db, teamIds: number[]): Promise<SubscriptionRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('admins', 'admins.id', 'push_subscriptions.account_id')
    .innerJoin('teams', (join) =>
      join.on((eb) =>
        eb.or([
          eb('teams.player1_id', '=', eb.ref('admins.player_id')),
          eb('teams.player2_id', '=', eb.ref('admins.player_id')),
        ]),
      ),
    )
    .select(SUBSCRIPTION_COLUMNS)
    .where('admins.role', '=', 'player')
    .where('teams.id', 'in', teamIds)
    .distinct()
    .execute();
}

/** The subscriptions of a club's staff: the administrators and the club's organisers. */
export async function subscriptionsOfClubStaff(db: Db, clubId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('admins', 'admins.id', 'push_subscriptions.account_id')
    .select(SUBSCRIPTION_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('admins.role', '=', 'admin'),
        eb.and([
          eb('admins.role', '=', 'organiser'),
          eb.exists(
            eb
              .selectFrom('account_clubs')
              .select('account_clubs.account_id')
              .whereRef('account_clubs.account_id', '=', 'admins.id')
              .where('account_clubs.club_id', '=', clubId),
          ),
        ]),
      ]),
    )
    .execute();
}

/** A match as a notification tells of it: its teams' names, its place and time, its result, where it is shown. */
export async function matchForNotice(db: Db, matchId: number) {
  return db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'matches.id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.court_number',
      'matches.start_time',
      'matches.start_minute',
      'matches.team1_results',
      'matches.team2_results',
      'matches.outcome',
      'matches.winner_team_id',
      'rounds.id as round_id',
      'rounds.date',
      'rounds.start_hour',
      'rounds.status as round_status',
      'leagues.id as league_id',
      'leagues.club_id',
      'leagues.status as league_status',
    ])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
}
export type MatchForNotice = NonNullable<Awaited<ReturnType<typeof matchForNotice>>>;

/** The names of teams, for the texts: the team's own name, else its players'. */
export async function teamNames(db: Db, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('teams')
    .innerJoin('players as p1', 'p1.id', 'teams.player1_id')
    .innerJoin('players as p2', 'p2.id', 'teams.player2_id')
    .select([
      'teams.id',
      'teams.name',
      'p1.first_name as first1',
      'p1.last_name as last1',
      'p2.first_name as first2',
      'p2.last_name as last2',
    ])
    .where('teams.id', 'in', teamIds)
    .execute();
}

/** The open report of a match (pending or disputed): which team made it, and its result. */
export async function openReport(db: Db, matchId: number) {
  return db
    .selectFrom('match_reports')
    .select(['team_id', 'status', 'team1_results', 'team2_results', 'outcome', 'winner_team_id'])
    .where('match_id', '=', matchId)
    .where('status', 'in', ['pending', 'disputed'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Where each match of a round is, before and after a write that may move them. */
export async function slotsOfRound(
  db: Db,
  roundId: number,
): Promise<{ id: number; court_number: number | null; start_time: number | null; start_minute: number }[]> {
  return db
    .selectFrom('matches')
    .select(['id', 'court_number', 'start_time', 'start_minute'])
    .where('round_id', '=', roundId)
    .execute();
}

/**
 * Matches that may start soon and have had no reminder: both teams set, no result yet, in an
 * round a visitor sees (no draft), on a round date in [fromDate, toDate] (the caller works out
 * the exact start on the tour's clocks).
 */
export async function reminderCandidates(db: Db, fromDate: string, toDate: string) {
  return db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .leftJoin('push_reminders', 'push_reminders.match_id', 'matches.id')
    .select(['matches.id', 'matches.start_time', 'matches.start_minute', 'rounds.date', 'rounds.start_hour'])
    .where('push_reminders.match_id', 'is', null)
    .where('matches.team1_id', 'is not', null)
    .where('matches.team2_id', 'is not', null)
    .where('matches.team1_results', 'is', null)
    .where('matches.outcome', '=', 'played')
    .where(visibleRoundSql(VISITOR))
    .where('rounds.date', '>=', fromDate)
    .where('rounds.date', '<=', toDate)
    .execute();
}

/** Claims a match's reminder: true for the one caller that recorded it (another instance, or an earlier run, may have). */
export async function claimReminder(db: Db, matchId: number, at: string): Promise<boolean> {
  const result = await db
    .insertInto('push_reminders')
    .values({ match_id: matchId, sent_at: at })
    .onConflict((conflict) => conflict.column('match_id').doNothing())
    .executeTakeFirst();
  // No row inserted on a conflict (SQLite's changes, PostgreSQL's row count: 0).
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The subscriptions of the player accounts of these players. */
export async function subscriptionsOfPlayers(db: Db, playerIds: number[]): Promise<SubscriptionRow[]> {
  if (playerIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .innerJoin('admins', 'admins.id', 'push_subscriptions.account_id')
    .select(SUBSCRIPTION_COLUMNS)
    .where('admins.role', '=', 'player')
    .where('admins.player_id', 'in', playerIds)
    .execute();
}

/** An entry as its notification tells of it: its players, its status now, and its league's or night's name and club. */
export async function entryForNotice(db: Db, entryId: number) {
  return db
    .selectFrom('entries')
    .innerJoin('entry_lists', 'entry_lists.id', 'entries.list_id')
    .innerJoin('clubs', 'clubs.id', 'entry_lists.club_id')
    .leftJoin('leagues', 'leagues.id', 'entry_lists.league_id')
    .leftJoin('club_nights', 'club_nights.id', 'entry_lists.club_night_id')
    .select([
      'entries.id',
      'entries.status',
      'entries.player1_id',
      'entries.player2_id',
      'entry_lists.club_id',
      'entry_lists.league_id',
      'entry_lists.club_night_id',
      'clubs.name as club_name',
      'leagues.name as league_name',
      'leagues.status as league_status',
      'club_nights.name as night_name',
    ])
    .where('entries.id', '=', entryId)
    .executeTakeFirst();
}
