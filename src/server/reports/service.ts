import type { Selectable } from 'kysely';
import { startMinutesOfRow } from '../lib/match-start.js';
import { formatMinutes } from '../../shared/domain/slots.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Session } from '../auth/index.js';
import { AppError, Conflict, Forbidden, NotFound, ValidationFailed } from '../errors.js';
import { numberListColumn, toJsonColumn } from '../lib/json-column.js';
import { outcomeOf, toMatchRecord } from '../lib/match-record.js';
import { canSeeRound, VISITOR } from '../lib/visibility.js';
import { recordMatchChange } from '../live/index.js';
import { actorOf, lockRound, SYSTEM_ACTOR, toOneMatch, writeMatch, type MatchBody, type MatchRow, type RoundRow, type ScoreChange } from '../matches/index.js';
import { anyFormatProblems } from '../../shared/domain/match-formats.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import { matchStartsAt } from '../../shared/domain/match-start.js';
import type { Match, MatchReport } from '../../shared/schemas/match.js';
import type { DisputeInput, ReportCreated, reportInput } from '../../shared/schemas/reports.js';
import type { z } from 'zod';
import { closeOpenReport, openReportOf } from './open-reports.js';
import * as queries from './queries.js';
import { REPORT_MESSAGES } from './messages.js';
import { reportHooks } from './hooks.js';

type ReportContext = Pick<AppContext, 'db' | 'dialect' | 'config' | 'now' | 'dataVersion' | 'push'>;
type LeagueRow = Selectable<Database['leagues']>;
type ReportRow = Selectable<Database['match_reports']>;

/** A validated report body (outcome defaulted). */
export type ReportBody = z.output<typeof reportInput>;

/** A match seen by one of its players: where it is, and which side is theirs. */
interface PlayersMatch {
  match: MatchRow;
  round: RoundRow;
  league: LeagueRow;
  myTeamId: number;
}

/**
 * The match, if the signed-in player plays it: 404 for a match that does not exist or whose round
 * the public cannot see yet, 403 for a player of neither team.
 */
async function requirePlayersMatch(db: Db, session: Session, matchId: number): Promise<PlayersMatch> {
  const match = await queries.findMatch(db, matchId);
  if (!match) throw new NotFound('Match');
  const round = await queries.getRound(db, match.round_id);
  const league = await queries.getLeague(db, round.league_id);
  // A player sees what the public sees: a match of a draft league or round is not theirs to report yet.
  if (!canSeeRound(VISITOR, league, round)) throw new NotFound('Match');
  const sides = [match.team1_id, match.team2_id].filter((id): id is number => id !== null);
  const playerId = session.playerId ?? 0;
  const mine =
    sides.length === 0
      ? undefined
      : await queries.findTeamOfPlayer(db, sides, playerId);
  if (!mine) throw new Forbidden(REPORT_MESSAGES.notYourMatch);
  // A player in both teams (two pairs of theirs meeting) reports for the lower team id.
  return { match, round, league, myTeamId: mine.id };
}

/** The report's result as the columns a match stores. */
const resultColumnsOf = (body: ReportBody) => ({
  team1_results: body.outcome === 'walkover' || body.team1Results.length === 0 ? null : toJsonColumn(body.team1Results),
  team2_results: body.outcome === 'walkover' || body.team2Results.length === 0 ? null : toJsonColumn(body.team2Results),
  outcome: body.outcome,
  winner_team_id: body.outcome === 'played' ? null : body.winnerTeamId ?? null,
});

/** A match write that changes only the result, keeping the match's teams and place. */
const resultWrite = (match: MatchRow, result: { team1_results: string | null; team2_results: string | null; outcome: string; winner_team_id: number | null }): MatchBody => ({
  team1Id: match.team1_id ?? 0,
  team2Id: match.team2_id ?? 0,
  courtNumber: match.court_number,
  startMinutes: startMinutesOfRow(match),
  team1Results: numberListColumn(result.team1_results),
  team2Results: numberListColumn(result.team2_results),
  outcome: outcomeOf(result.outcome),
  winnerTeamId: result.winner_team_id,
});

/**
 * What the dashboard's schema checks before any rule (schemas/match.ts `matchInput`): the scores
 * every format allows, and a walkover or retirement naming one of the two teams. A report must
 * also carry a result: a played match with no score is not one.
 */
function refuseMalformedReport(match: MatchRow, body: ReportBody): void {
  const details = anyFormatProblems(body.team1Results, body.team2Results, body.outcome).map(({ field, message }) => ({ field, message }));
  if (body.outcome === 'played' && body.team1Results.length === 0 && body.team2Results.length === 0) {
    details.push({ field: 'team1Results', message: REPORT_MESSAGES.noScore });
  }
  if (body.outcome !== 'played' && body.winnerTeamId !== match.team1_id && body.winnerTeamId !== match.team2_id) {
    details.push({ field: 'winnerTeamId', message: 'The winner must be one of the two teams' });
  }
  if (details.length > 0) throw new ValidationFailed(details.map((detail) => detail.message).join('; '), details);
}

/**
 * 409 MATCH_NOT_STARTED before the match's start (its round's date at its hour on the tour's
 * clocks, TOUR_TIME_ZONE): a result of a match not played yet is not one to report. The message
 * says from when; `details[0].startsAt` gives the instant.
 */
function refuseBeforeStart(ctx: Pick<ReportContext, 'config' | 'now'>, round: RoundRow, match: MatchRow): void {
  const startsAt = matchStartsAt(
    { date: round.date, startHour: round.start_hour },
    match.start_time,
    ctx.config.TOUR_TIME_ZONE,
    match.start_minute,
  );
  if (ctx.now().getTime() >= startsAt.getTime()) return;
  const when = `${round.date} at ${formatMinutes(startMinutesOfRow(match) ?? round.start_hour * 60)}`;
  throw new AppError(409, 'MATCH_NOT_STARTED', REPORT_MESSAGES.notStarted(when, ctx.config.TOUR_TIME_ZONE), [
    { field: 'matchId', message: REPORT_MESSAGES.notStarted(when, ctx.config.TOUR_TIME_ZONE), startsAt: startsAt.toISOString() },
  ]);
}

class DryRunDone extends Error {}

/**
 * Runs the organiser's write of this result (league format, round rules, the bracket's rules) in
 * a savepoint that is always rolled back: the report is refused now, with the same 400 or 409 the
 * organiser would get, rather than failing on confirmation a day later.
 */
async function refuseResultTheRulesReject(db: Db, scope: PlayersMatch, body: MatchBody, change: ScoreChange): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await writeMatch(trx, scope.league, scope.round, scope.match, body, change);
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
}

export type ReportOutcome = { created: ReportCreated } | { confirmed: Match };

/**
 * A player reports the score of their match (docs/reports.md, "Reporting"). With a report already
 * open: their own team's is replaced (its clock starts again); the other team's with the same
 * result is confirmed by this one; the other team's with another result is a 409 (confirm or
 * dispute it). Runs in the request's transaction (a /me write), so a resend with the same
 * Idempotency-Key replays the answer.
 */
export async function reportResult(ctx: ReportContext, session: Session, matchId: number, body: ReportBody): Promise<ReportOutcome> {
  const { db, dialect } = ctx;
  const scope = await requirePlayersMatch(db, session, matchId);
  await lockRound(db, dialect, scope.round.id);
  const match = await queries.getMatch(db, matchId);
  if (hasRecordedResult(toMatchRecord(match))) throw new Conflict(REPORT_MESSAGES.alreadyHasResult);
  refuseBeforeStart(ctx, scope.round, match);
  refuseMalformedReport(match, body);
  const at = ctx.now().toISOString();
  const change: ScoreChange = { actor: actorOf(session), via: 'report-confirmed', at };
  const result = resultColumnsOf(body);
  const open = await queries.findOpenReport(db, matchId);
  if (open && open.team_id !== scope.myTeamId) {
    if (!sameReportedResult(open, result)) {
      throw new Conflict(open.status === 'pending' ? REPORT_MESSAGES.otherTeamReported : REPORT_MESSAGES.disputedWaitsForOrganiser);
    }
    return { confirmed: await confirmOpenReport(db, { ...scope, match }, open, change) };
  }
  await refuseResultTheRulesReject(db, { ...scope, match }, resultWrite(match, result), change);
  if (open) await closeOpenReport(db, matchId, 'replaced', change);
  const created = await queries.insertReport(db, {
    match_id: matchId,
    player_id: session.playerId ?? 0,
    team_id: scope.myTeamId,
    ...result,
    winner_team_id: body.outcome === 'played' ? null : body.winnerTeamId ?? null,
    status: 'pending',
    reason: null,
    counter_team1_results: null,
    counter_team2_results: null,
    created_at: at,
    resolved_at: null,
    resolved_by: null,
  });
  return { created: { reportId: created.id, status: 'pending' } };
}

const sameReportedResult = (report: ReportRow, result: ReturnType<typeof resultColumnsOf>): boolean =>
  report.team1_results === result.team1_results &&
  report.team2_results === result.team2_results &&
  report.outcome === result.outcome &&
  (report.outcome === 'played' || report.winner_team_id === result.winner_team_id);

/** The open report the other team made: 409 when there is none, 403 when it is the caller's own team's. */
async function requireOtherTeamsReport(db: Db, scope: PlayersMatch): Promise<ReportRow> {
  const open = await queries.findOpenReport(db, scope.match.id);
  if (!open) throw new Conflict(REPORT_MESSAGES.nothingToAnswer);
  if (open.team_id === scope.myTeamId) throw new Forbidden(REPORT_MESSAGES.otherTeamAnswers);
  return open;
}

/** The other team confirms: the reported result becomes the match's, written as an organiser's entry is. */
export async function confirmResult(ctx: ReportContext, session: Session, matchId: number): Promise<Match> {
  const { db, dialect } = ctx;
  const scope = await requirePlayersMatch(db, session, matchId);
  await lockRound(db, dialect, scope.round.id);
  const open = await requireOtherTeamsReport(db, scope);
  const match = await queries.getMatch(db, matchId);
  return confirmOpenReport(db, { ...scope, match }, open, { actor: actorOf(session), via: 'report-confirmed', at: ctx.now().toISOString() });
}

/**
 * Closes the report as confirmed and writes its result to the match, in the caller's transaction
 * (under the round lock). The status moves only from open, so of two confirmations at once (a
 * player's and the automatic one) exactly one writes.
 */
async function confirmOpenReport(db: Db, scope: PlayersMatch, report: ReportRow, change: ScoreChange): Promise<Match> {
  const claimed = await queries.claimReportAsConfirmed(db, report.id, { at: change.at, by: change.actor.accountId });
  if (Number(claimed.numUpdatedRows) !== 1) throw new Conflict(REPORT_MESSAGES.nothingToAnswer);
  const row = await writeMatch(db, scope.league, scope.round, scope.match, resultWrite(scope.match, report), change);
  return toOneMatch(db, row);
}

/** The other team disputes: the report waits for the organiser, with their reason and their score if given. */
export async function disputeResult(ctx: ReportContext, session: Session, matchId: number, input: DisputeInput): Promise<MatchReport> {
  const { db } = ctx;
  const scope = await requirePlayersMatch(db, session, matchId);
  const open = await requireOtherTeamsReport(db, scope);
  await queries.disputeReport(db, open.id, {
    reason: input.reason,
    counter_team1_results: input.team1Results === undefined ? null : toJsonColumn(input.team1Results),
    counter_team2_results: input.team2Results === undefined ? null : toJsonColumn(input.team2Results),
  });
  const report = await openReportOf(db, matchId, ctx.config.REPORT_AUTO_CONFIRM_HOURS);
  if (!report) throw new Error('unreachable: the report was just disputed');
  return report;
}

// One sweep at a time per app (keyed by its data version, one per app).
const sweeps = new WeakMap<object, Promise<number>>();

/**
 * Confirms every pending report made REPORT_AUTO_CONFIRM_HOURS or more ago, each in its own
 * transaction that counts itself for the data version (the public read cache then drops what it
 * changed). Runs on a timer and before the reads that show reports; calls that meet a sweep under
 * way wait for it. Answers how many it confirmed.
 */
export function sweepDueReports(ctx: ReportContext): Promise<number> {
  const running = sweeps.get(ctx.dataVersion);
  if (running) return running;
  const sweep = confirmDueReports(ctx).finally(() => sweeps.delete(ctx.dataVersion));
  sweeps.set(ctx.dataVersion, sweep);
  return sweep;
}

async function confirmDueReports(ctx: ReportContext): Promise<number> {
  const { db, config } = ctx;
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - config.REPORT_AUTO_CONFIRM_HOURS * 3600_000).toISOString();
  const due = await queries.dueReports(db, cutoff, 200);
  let confirmed = 0;
  for (const { id, match_id } of due) {
    if (await autoConfirm(ctx, id, match_id, now)) confirmed += 1;
  }
  return confirmed;
}

async function autoConfirm(ctx: ReportContext, reportId: number, matchId: number, now: Date): Promise<boolean> {
  const { db, dialect, dataVersion } = ctx;
  const change: ScoreChange = { actor: SYSTEM_ACTOR, via: 'auto-confirmed', at: now.toISOString() };
  try {
    const done = await db.transaction().execute(async (trx) => {
      const match = await queries.findMatch(trx, matchId);
      if (!match) return false;
      await lockRound(trx, dialect, match.round_id);
      const report = await queries.findPendingReport(trx, reportId);
      if (!report) return false;
      const round = await queries.getRound(trx, match.round_id);
      const league = await queries.getLeague(trx, round.league_id);
      const fresh = await queries.getMatch(trx, matchId);
      await confirmOpenReport(trx, { match: fresh, round, league, myTeamId: 0 }, report, change);
      // Outside a request, so no plugin announces it: the live streams learn of it from here.
      await recordMatchChange(trx, matchId, now);
      await dataVersion.recordIn(trx);
      return true;
    });
    if (done) {
      dataVersion.committed();
      // After the COMMIT: a push notification of the result (docs/push.md), the sweep never waiting on it.
      for (const hook of reportHooks.all()) hook.autoConfirmed?.(ctx, matchId);
    }
    return done;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The rules refuse it now (the bracket moved on, the format changed): the organiser decides.
    await queries.disputePendingReport(db, reportId, `${REPORT_MESSAGES.autoConfirmRefused} ${error.message}`);
    return false;
  }
}
