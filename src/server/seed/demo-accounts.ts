import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { accountName, hashPassword, randomPassword } from '../auth/index.js';
import { hasNoRecordedResultSql, hasRecordedResultSql } from '../lib/recorded-results.js';
import { toJsonColumn } from '../lib/json-column.js';
import { matchFormatProblems } from '../../shared/domain/match-formats.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import { DEFAULT_MATCH_FORMAT } from '../../shared/domain/constants.js';
import { matchFormats, type MatchFormat } from '../../shared/schemas/league.js';

/** Scores, first side winning, of which the first that fits the league's format is reported. */
const WINS: [number[], number[]][] = [
  [[6, 6], [4, 3]],
  [[6, 3, 10], [4, 6, 8]],
  [[6, 3, 6], [4, 6, 3]],
  [[9], [7]],
];
const scoreFor = (format: MatchFormat, skip = 0): [number[], number[]] =>
  WINS.filter(([a, b]) => matchFormatProblems(format, a, b).length === 0)[skip] ?? WINS[0]!;
const flipped = ([a, b]: [number[], number[]]): [number[], number[]] => [b, a];

/** A demo sign-in, printed once at first start like the administrator's. */
export interface DemoLogin {
  role: 'organiser' | 'player';
  username: string;
  password: string;
}

export const DEMO_ORGANISER = 'demo-organiser';
export const DEMO_PLAYERS = ['demo-player-1', 'demo-player-2'] as const;

/**
 * The accounts of the demo tour (docs/reports.md, "The demo tour"), written into a tour
 * seedDemoTour made: an organiser of the club of today's match, and two players of the two teams
 * who meet in it. That match has a pending report by the second player's partner (the first
 * player sees it to confirm, the second sees it pending); another match of the round has a
 * disputed report, which the organiser finds in the Results screen with both versions.
 * Passwords are random, answered here to be printed once.
 */
export async function seedDemoAccounts(
  db: Db,
  { now = new Date(), timeZone = 'UTC' }: { now?: Date; timeZone?: string } = {},
): Promise<DemoLogin[]> {
  const today = now.toISOString().slice(0, 10);
  const matches = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'matches.id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.round_id',
      'matches.start_time',
      'rounds.date',
      'rounds.start_hour',
      'rounds.league_id',
      'leagues.club_id',
      'leagues.match_format',
    ])
    .where('rounds.status', '=', 'active')
    .where('matches.stage', '=', 'group')
    .where('rounds.date', '>=', today)
    .where(hasNoRecordedResultSql())
    // Today's round first, then the soonest; within it by hour and court.
    .orderBy(sql`case when rounds.date = ${today} then 0 else 1 end`)
    .orderBy('rounds.date')
    .orderBy('matches.start_time')
    .orderBy('matches.court_number')
    .execute();
  const [shown, other] = [matches[0], matches.find((match) => match.round_id === matches[0]?.round_id && match.id !== matches[0]?.id)];
  if (!shown || shown.team1_id === null || shown.team2_id === null) return [];
  const at = now.toISOString();
  const format = matchFormats.find((candidate) => candidate === shown.match_format) ?? DEFAULT_MATCH_FORMAT;
  const teamA = await teamPlayers(db, shown.team1_id);
  const teamB = await teamPlayers(db, shown.team2_id);
  const logins: DemoLogin[] = [
    { role: 'organiser', username: DEMO_ORGANISER, password: randomPassword() },
    { role: 'player', username: DEMO_PLAYERS[0], password: randomPassword() },
    { role: 'player', username: DEMO_PLAYERS[1], password: randomPassword() },
  ];
  const hashes = await Promise.all(logins.map((login) => hashPassword(login.password)));
  await db.transaction().execute(async (trx) => {
    const account = (index: number, playerId: number | null) =>
      trx
        .insertInto('admins')
        .values({
          ...accountName(logins[index]!.username),
          password_hash: hashes[index]!,
          role: logins[index]!.role,
          player_id: playerId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const organiser = await account(0, null);
    await trx.insertInto('account_clubs').values({ account_id: organiser.id, club_id: shown.club_id }).execute();
    await account(1, teamA[0]);
    await account(2, teamB[0]);
    // A report exists only once its match has started (the server refuses one before:
    // MATCH_NOT_STARTED): seeded before today's first match, the reports go to the last round played.
    const reportedAt = reportTimeOf(shown, now, timeZone);
    if (reportedAt === null) {
      await reportLastRound(trx, { leagueId: shown.league_id, teamA: shown.team1_id!, teamB: shown.team2_id!, partnerOfB: teamB[1], format, today, now });
      return;
    }
    // The second team says it won.
    const [lost, won] = scoreFor(format);
    await trx.insertInto('match_reports').values(report(shown.id, teamB[1], shown.team2_id!, won, lost, 'pending', null, reportedAt)).execute();
    const otherReportedAt = other ? reportTimeOf(other, now, timeZone) : null;
    if (other?.team1_id && other.team2_id && otherReportedAt !== null) {
      const reporter = (await teamPlayers(trx, other.team1_id))[0];
      const claimed = scoreFor(format);
      const counter = flipped(scoreFor(format, 1));
      await trx
        .insertInto('match_reports')
        .values(report(other.id, reporter, other.team1_id, claimed[0], claimed[1], 'disputed', 'That is not the score we agreed on court: we won', otherReportedAt))
        .execute();
      await trx
        .updateTable('match_reports')
        .set({ counter_team1_results: toJsonColumn(counter[0]), counter_team2_results: toJsonColumn(counter[1]) })
        .where('match_id', '=', other.id)
        .execute();
    }
  });
  return logins;
}

/**
 * Seeded before today's first match: two matches of the league's last round played become
 * reported instead, their results taken back to what the players said. The first player's team
 * has its opponents' report to confirm; the second player's partner reported the other match, and
 * its opponents disputed it, for the organiser to settle.
 */
async function reportLastRound(
  trx: Db,
  { leagueId, teamA, teamB, partnerOfB, format, today, now }: { leagueId: number; teamA: number; teamB: number; partnerOfB: number; format: MatchFormat; today: string; now: Date },
): Promise<void> {
  const played = await trx
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .select(['matches.id', 'matches.round_id', 'matches.team1_id', 'matches.team2_id'])
    .where('rounds.league_id', '=', leagueId)
    .where('rounds.status', '=', 'active')
    .where('rounds.date', '<', today)
    .where('matches.stage', '=', 'group')
    .where(hasRecordedResultSql())
    .orderBy('rounds.date', 'desc')
    .orderBy('matches.id')
    .execute();
  const lastRound = played.filter((match) => match.round_id === played[0]?.round_id && match.team1_id !== null && match.team2_id !== null);
  const plays = (team: number) => (match: (typeof lastRound)[number]) => match.team1_id === team || match.team2_id === team;
  const toConfirm = lastRound.find(plays(teamA));
  const disputed = lastRound.find((match) => match !== toConfirm && plays(teamB)(match) && !plays(teamA)(match));
  const at = new Date(now.getTime() - 2 * 3600_000).toISOString();
  const unrecord = (matchId: number) =>
    trx.updateTable('matches').set({ team1_results: null, team2_results: null, outcome: 'played', winner_team_id: null }).where('id', '=', matchId).execute();
  if (toConfirm) {
    // The opponents of the first player's team say they won.
    const reporterTeam = toConfirm.team1_id === teamA ? toConfirm.team2_id! : toConfirm.team1_id!;
    const [winner, loser] = scoreFor(format);
    const [team1, team2] = reporterTeam === toConfirm.team1_id ? [winner, loser] : [loser, winner];
    await unrecord(toConfirm.id);
    await trx.insertInto('match_reports').values(report(toConfirm.id, (await teamPlayers(trx, reporterTeam))[0], reporterTeam, team1, team2, 'pending', null, at)).execute();
  }
  if (disputed) {
    const [winner, loser] = scoreFor(format);
    const bIsTeam1 = disputed.team1_id === teamB;
    const claimed: [number[], number[]] = bIsTeam1 ? [winner, loser] : [loser, winner];
    const counter = flipped(claimed);
    await unrecord(disputed.id);
    await trx
      .insertInto('match_reports')
      .values(report(disputed.id, partnerOfB, teamB, claimed[0], claimed[1], 'disputed', 'That is not the score we agreed on court: we won', at))
      .execute();
    await trx
      .updateTable('match_reports')
      .set({ counter_team1_results: toJsonColumn(counter[0]), counter_team2_results: toJsonColumn(counter[1]) })
      .where('match_id', '=', disputed.id)
      .execute();
  }
}

/**
 * When the demo's report was made: two hours ago (it confirms itself 22 hours from now), never
 * before its match started; null while the match has not started, when no report can exist.
 */
function reportTimeOf(match: { date: string; start_hour: number; start_time: number | null }, now: Date, timeZone: string): string | null {
  const startsAt = matchStartsAt({ date: match.date, startHour: match.start_hour }, match.start_time, timeZone).getTime();
  if (startsAt > now.getTime()) return null;
  return new Date(Math.max(startsAt, now.getTime() - 2 * 3600_000)).toISOString();
}

async function teamPlayers(db: Db, teamId: number): Promise<[number, number]> {
  const team = await db.selectFrom('teams').select(['player1_id', 'player2_id']).where('id', '=', teamId).executeTakeFirstOrThrow();
  return [team.player1_id, team.player2_id];
}

const report = (
  matchId: number,
  playerId: number,
  teamId: number,
  team1: number[],
  team2: number[],
  status: 'pending' | 'disputed',
  reason: string | null,
  at: string,
) => ({
  match_id: matchId,
  player_id: playerId,
  team_id: teamId,
  team1_results: toJsonColumn(team1),
  team2_results: toJsonColumn(team2),
  outcome: 'played',
  winner_team_id: null,
  status,
  reason,
  counter_team1_results: null,
  counter_team2_results: null,
  created_at: at,
  resolved_at: null,
  resolved_by: null,
});
