import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { Conflict, NotFound, Stale, ValidationFailed } from '../errors.js';
import { numberListColumn, toJsonColumn } from '../lib/json-column.js';
import { winnerSideOf } from '../../shared/domain/match-outcome.js';
import { pageEnvelope } from '../lib/paging.js';
import { requireGroup, requireRound } from '../lib/path-scope.js';
import type { Reader } from '../lib/visibility.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { Match, MatchArray, MatchPage, matchInput } from '../../shared/schemas/match.js';
import type { z } from 'zod';
import { toMatches, toOneMatch, type MatchRow } from './match-rows.js';
import * as queries from './queries.js';
import { enforceRulesOnMatch, roundShapeOf, type RoundRow } from './rule-context.js';
import { hourOfStart, resolveStart } from '../../shared/domain/slots.js';
import { startValues } from '../lib/match-start.js';
import { enforceMatchFormat } from './match-format.js';
import { matchFormatOf } from '../leagues/index.js';
import { MATCH_FORMATS, type MatchFormat } from '../../shared/domain/constants.js';
import { hooksOfStage, matchHooks, type DoneMatchWrite, type MatchHook } from './hooks.js';
import type { ScoreChange } from './score-change.js';
import type { Database } from '../db/schema.js';
import type { Selectable } from 'kysely';
import { dropSubstitutesOfOtherTeams } from './lineups/queries.js';

export interface RoundPath {
  clubId: number;
  leagueId: number;
  roundId: number;
}

type MatchInputBody = z.output<typeof matchInput>;

/**
 * A match write: the validated `matchInput` body, with court and hour widened to allow null. The
 * dashboard's body always places a match; a confirmed report writes the result of a playoff match
 * its round has not placed yet, keeping that match's place as it is (none), through the same write.
 */
export type MatchBody = Omit<MatchInputBody, 'courtNumber' | 'startTime' | 'startMinutes'> & {
  courtNumber: MatchInputBody['courtNumber'] | null;
  /** The start's hour, or the start itself in minutes (which wins); both absent or null: unplaced. */
  startTime?: number | null | undefined;
  startMinutes?: number | null | undefined;
};

/**
 * The write with its start settled against the round (docs/rules.md, "Rounds"): `startMinutes`
 * as sent, else the round's slot in the hour of `startTime`; the round rules then check it is a slot.
 */
const withStart = <B extends MatchBody>(
  body: B,
  round: RoundRow,
): B & { startTime: number | null; startMinutes: number | null } => {
  const start = resolveStart(body, roundShapeOf(round));
  return { ...body, startMinutes: start, startTime: start === null ? null : hourOfStart(start) };
};

/** A write whose start is settled (withStart). */
type PlacedBody = MatchBody & { startTime: number | null; startMinutes: number | null };

type Writer = Pick<AppContext, 'db' | 'dialect'> & { autoConfirmHours: number };
type LeagueRow = Selectable<Database['leagues']>;

/**
 * Who reads a round's matches: visitors (and players) see public rounds only, with no reports;
 * the club's staff see its drafts too, each match with its open report (docs/reports.md).
 */
export interface MatchReader {
  reader: Reader;
  /** The administrator or an organiser of the club. */
  staff: boolean;
  autoConfirmHours: number;
}

const forReader = (db: Db, matches: Match[], reader: MatchReader): Promise<Match[]> =>
  reader.staff ? forStaff(db, matches, reader.autoConfirmHours) : Promise.resolve(matches);

/** The matches as staff see them: each with what the hooks add (reports: its open report). */
export async function forStaff<T extends Match>(db: Db, matches: T[], autoConfirmHours: number): Promise<T[]> {
  let seen = matches;
  for (const hook of matchHooks.all()) if (hook.forStaff) seen = await hook.forStaff(db, seen, autoConfirmHours);
  return seen;
}

/** Before signed-in staff read matches (reports: the reports due confirm themselves). */
export async function beforeStaffRead(context: AppContext): Promise<void> {
  for (const hook of matchHooks.all()) await hook.beforeStaffRead?.(context);
}

/** Announces a write that happened, in its transaction (reports: the audit row, the report it closes). */
async function afterWrite(write: DoneMatchWrite): Promise<void> {
  for (const hook of matchHooks.all()) await hook.afterWrite?.(write);
}

/** The round and group a match read names; to a visitor, a draft league or round does not exist. */
async function requireReadableScope(db: Db, path: RoundPath, groupId: number | undefined, { reader }: MatchReader): Promise<void> {
  await requireRound(db, path.clubId, path.leagueId, path.roundId, reader);
  if (groupId !== undefined) await requireGroup(db, path.clubId, path.leagueId, groupId, reader);
}

/** The results screen's list: every match of the round (or of one of its groups), unpaged. */
export async function listRoundMatches(db: Db, path: RoundPath, groupId: number | undefined, reader: MatchReader): Promise<MatchArray> {
  await requireReadableScope(db, path, groupId, reader);
  const matches = await toMatches(db, await queries.listMatches(db, { roundId: path.roundId, groupId }));
  return { matches: await forReader(db, matches, reader) };
}

/**
 * A page of the round's matches, optionally of one group. Serves both the schedule and the
 * results views: a match without results is listed with empty score lists (the client draws '-').
 */
export async function pageRoundMatches(
  db: Db,
  path: RoundPath,
  page: PageQuery,
  groupId: number | undefined,
  reader: MatchReader,
): Promise<MatchPage> {
  await requireReadableScope(db, path, groupId, reader);
  const filter = { roundId: path.roundId, groupId };
  const [rows, total] = await Promise.all([queries.listMatches(db, filter, page), queries.countMatches(db, filter)]);
  return { matches: await forReader(db, await toMatches(db, rows), reader), ...pageEnvelope(page, total) };
}

export async function createMatch(
  { db, dialect }: Writer,
  path: RoundPath,
  sent: MatchBody,
  change: ScoreChange,
): Promise<Match> {
  return db.transaction().execute(async (trx) => {
    const { league, round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    const body = withStart(sent, round);
    const format = matchFormatOf(league);
    enforceMatchFormat(format, body);
    await queries.lockRound(trx, dialect, round.id);
    const groupId = await enforceRulesOnMatch(trx, round, { ...body });
    const row = await queries.insertMatch(trx, round.id, { groupId, ...placeOf(body), ...resultOf(body, undefined, format) });
    await afterWrite({ trx, existing: null, row, change, entersResult: entersResult(body) });
    return toOneMatch(trx, row);
  });
}

/**
 * Replaces a match, unless it moved on since the client read it (If-Match, see
 * requireMatchAtVersion), so an offline edit never overwrites a newer one. A write that changes
 * nothing keeps the version, so it cannot make other clients' edits stale.
 */
export async function updateMatch(
  { db, dialect, autoConfirmHours }: Writer,
  path: RoundPath,
  matchId: number,
  body: MatchBody,
  expectedVersion: number | undefined,
  change: ScoreChange,
): Promise<Match> {
  return db.transaction().execute(async (trx) => {
    const { league, round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    await queries.lockRound(trx, dialect, round.id);
    const existing = await requireMatchAtVersion(trx, round.id, matchId, expectedVersion);
    const row = await writeMatch(trx, league, round, existing, body, change);
    const [match] = await forStaff(trx, [await toOneMatch(trx, row)], autoConfirmHours);
    if (!match) throw new Error('unreachable: one match in, one out');
    return match;
  });
}

/** Whether a write carries a result: scores, or a walkover or retirement. */
const entersResult = (body: MatchBody): boolean => body.team1Results !== undefined || body.outcome !== 'played';

/**
 * One match write, in the caller's transaction and under its round lock: the league's format, the
 * round rules (and for a playoff match the bracket's, through the match hooks), the row at its
 * next version, and the hooks' reactions (reports: the audit row of a changed result). The
 * dashboard's PUT and a confirmed report both write through here, so a result from the court
 * obeys exactly what an organiser's entry does.
 */
export async function writeMatch(
  trx: Db,
  league: LeagueRow,
  round: RoundRow,
  existing: MatchRow,
  sent: MatchBody,
  change: ScoreChange,
): Promise<MatchRow> {
  const body = withStart(sent, round);
  if (existing.stage === 'playoff') {
    // A playoff may have its own format (docs/playoffs.md, "A format per stage"), and needs a winner.
    const format = matchFormatOfStage(league, await queries.playoffFormatOfLeague(trx, league.id));
    enforceMatchFormat(format, body, { drawsAllowed: false });
    const row = await writePlayoffMatch(trx, round, existing, body, format);
    await afterWrite({ trx, existing, row, change, entersResult: entersResult(body) });
    return row;
  }
  const format = matchFormatOf(league);
  enforceMatchFormat(format, body);
  const row = await writeGroupMatch(trx, round, existing, body, format);
  await afterWrite({ trx, existing, row, change, entersResult: entersResult(body) });
  return row;
}

/** The playoff's own format when it has one, else the league's. */
const matchFormatOfStage = (league: LeagueRow, playoffFormat: string | null): MatchFormat =>
  MATCH_FORMATS.find((format) => format === playoffFormat) ?? matchFormatOf(league);

async function writeGroupMatch(trx: Db, round: RoundRow, existing: MatchRow, body: PlacedBody, format: MatchFormat): Promise<MatchRow> {
  const hooks = hooksOfStage(existing.stage);
  for (const hook of hooks) hook.refuseRequest?.(existing, body);
  const groupId = await enforceRulesOnMatch(trx, round, { id: existing.id, ...body });
  const values = { groupId, ...placeOf(body), ...resultOf(body, existing, format) };
  if (isUnchanged(existing, values)) return existing;
  return updateWithHooks(trx, round, existing, values, hooks);
}

/**
 * A playoff match (docs/playoffs.md): the group rules do not apply. The playoffs' match hook keeps
 * its teams the bracket's, applies the round rules, and in the same transaction sends the winner
 * (and a loser bound for the third-place match or the consolation) onward, or refuses (409) when
 * that would change a match that already has a result.
 */
async function writePlayoffMatch(trx: Db, round: RoundRow, existing: MatchRow, body: PlacedBody, format: MatchFormat): Promise<MatchRow> {
  const hooks = hooksOfStage(existing.stage);
  for (const hook of hooks) hook.refuseRequest?.(existing, body);
  const values = { groupId: null, ...placeOf(body), ...resultOf(body, existing, format) };
  if (isUnchanged(existing, values)) return existing;
  return updateWithHooks(trx, round, existing, values, hooks);
}

/** The row at its next version, between the hooks' last checks and the steps they asked for. */
async function updateWithHooks(trx: Db, round: RoundRow, existing: MatchRow, values: queries.MatchValues, hooks: readonly MatchHook[]): Promise<MatchRow> {
  const afterSteps = [];
  for (const hook of hooks) afterSteps.push(await hook.beforeWrite?.({ trx, round, existing, values }));
  const row = await queries.updateMatch(trx, existing.id, existing.version, values);
  if (!row) throw new Error('unreachable: the round lock keeps the version steady');
  // A team that no longer plays the match takes its substitutes with it (docs/substitutes.md).
  if (row.team1_id !== existing.team1_id || row.team2_id !== existing.team2_id) {
    await dropSubstitutesOfOtherTeams(trx, row.id, [row.team1_id, row.team2_id].filter((teamId): teamId is number => teamId !== null));
  }
  for (const step of afterSteps) await step?.(trx);
  return row;
}

/**
 * Deleting a match is an explicit admin act on that match, so recorded results go with it; but
 * only the match the client saw: a delete queued offline must not remove a result recorded since.
 */
export async function deleteMatch(
  { db, dialect }: Writer,
  path: RoundPath,
  matchId: number,
  expectedVersion: number | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { round } = await requireRound(trx, path.clubId, path.leagueId, path.roundId);
    await queries.lockRound(trx, dialect, round.id);
    const existing = await requireMatchAtVersion(trx, round.id, matchId, expectedVersion);
    if (existing.stage === 'playoff') {
      throw new Conflict('A playoff match belongs to its bracket: delete the playoffs instead, or clear its result.');
    }
    await queries.deleteMatch(trx, existing.id);
  });
}

/**
 * The match a PUT or DELETE acts on, still at the version the client read (If-Match), else 412
 * with the current match so the client can show what changed. No version sent: no check.
 * Call it holding the round lock, so the version cannot move before the write.
 */
export async function requireMatchAtVersion(trx: Db, roundId: number, matchId: number, expectedVersion: number | undefined): Promise<MatchRow> {
  const existing = await queries.findMatchInRound(trx, roundId, matchId);
  if (!existing) throw new NotFound('Match');
  if (expectedVersion !== undefined && expectedVersion !== existing.version) {
    throw new Stale(
      `This match was changed elsewhere since you loaded it (now version ${existing.version}): review it and edit again.`,
      await toOneMatch(trx, existing),
    );
  }
  return existing;
}

const placeOf = (body: MatchBody & { startMinutes: number | null }) => ({
  team1Id: body.team1Id,
  team2Id: body.team2Id,
  courtNumber: body.courtNumber,
  ...startValues(body.startMinutes),
});

/**
 * The result part of a write. Omitted score lists keep the stored ones (and, unless a walkover or
 * retirement is named, the stored outcome): moving a match to another court must not wipe its
 * result. Two empty lists clear the scores, and so does a walkover, which carries none: switching
 * a played match to walkover drops its old scores. Only a walkover or retirement names a winner;
 * a played match's winner follows from its scores and is stored with them.
 */
function resultOf(body: MatchBody, existing: MatchRow | undefined, format: MatchFormat) {
  const scoresGiven = body.team1Results !== undefined && body.team2Results !== undefined;
  const keepStoredOutcome = existing !== undefined && !scoresGiven && body.outcome === 'played';
  const outcome = keepStoredOutcome ? existing.outcome : body.outcome;
  const winnerTeamId = keepStoredOutcome ? existing.winner_team_id : body.winnerTeamId ?? null;
  if (outcome !== 'played' && winnerTeamId !== body.team1Id && winnerTeamId !== body.team2Id) {
    // Only reachable when the teams change under a kept walkover or retirement.
    throw new ValidationFailed('The stored winner no longer plays this match: send the outcome and its winner again.', [
      { field: 'winnerTeamId', message: 'The winner must be one of the two teams' },
    ]);
  }
  const scores = scoresOf(body, existing, outcome);
  return { ...scores, outcome, winnerTeamId: outcome === 'played' ? playedWinnerOf(body, scores, format) : winnerTeamId };
}

/** A played match's winner follows from its scores; it is stored too, so every answer can name it. */
function playedWinnerOf(body: MatchBody, scores: { team1Results: string | null; team2Results: string | null }, format: MatchFormat): number | null {
  const side = winnerSideOf({
    team1Id: body.team1Id,
    team2Id: body.team2Id,
    team1Results: numberListColumn(scores.team1Results),
    team2Results: numberListColumn(scores.team2Results),
    outcome: 'played',
    winnerTeamId: null,
  }, format);
  if (side === null) return null;
  return side === 1 ? body.team1Id : body.team2Id;
}

function scoresOf(body: MatchBody, existing: MatchRow | undefined, outcome: string) {
  if (outcome === 'walkover') return { team1Results: null, team2Results: null };
  if (body.team1Results === undefined || body.team2Results === undefined) {
    return { team1Results: existing?.team1_results ?? null, team2Results: existing?.team2_results ?? null };
  }
  return { team1Results: scoreColumn(body.team1Results), team2Results: scoreColumn(body.team2Results) };
}

const scoreColumn = (scores: number[] | undefined): string | null =>
  scores === undefined || scores.length === 0 ? null : toJsonColumn(scores);

function isUnchanged(existing: MatchRow, values: queries.MatchValues): boolean {
  return (
    existing.group_id === values.groupId &&
    existing.team1_id === values.team1Id &&
    existing.team2_id === values.team2Id &&
    existing.court_number === values.courtNumber &&
    existing.start_time === values.startTime &&
    existing.start_minute === values.startMinute &&
    existing.team1_results === values.team1Results &&
    existing.team2_results === values.team2Results &&
    existing.outcome === values.outcome &&
    existing.winner_team_id === values.winnerTeamId
  );
}
