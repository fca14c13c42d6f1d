import type { Db } from '../db/database.js';
import { pageEnvelope } from '../lib/paging.js';
import { requireGroup, requireLeague } from '../lib/path-scope.js';
import { refuseIfResultsRecorded } from '../lib/recorded-results.js';
import { toLeague } from '../leagues/index.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { randomInt } from 'node:crypto';
import type { Deduction, DrawnLot, Group, GroupList, StandingsResponse, Withdrawal } from '../../shared/schemas/group.js';
import { WITHDRAWAL_POLICIES, type WithdrawalPolicy } from '../../shared/domain/constants.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { standingsFor, teamFiguresFor, type TeamFigures } from '../../shared/domain/standings.js';
import { rankByPointsPerMatch } from '../../shared/domain/seasons/index.js';
import { drawLot } from '../../shared/domain/drawn-lot.js';
import { Conflict, ValidationFailed } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import type { Reader } from '../lib/visibility.js';
import * as queries from './queries.js';
import { groupTeams } from './membership-service.js';
import { refuseIfInPlayoffDraw } from '../lib/playoff-draws.js';

export async function listGroups(db: Db, reader: Reader, clubId: number, leagueId: number, page: PageQuery): Promise<GroupList> {
  await requireLeague(db, clubId, leagueId, reader);
  const [rows, total] = await Promise.all([queries.listGroups(db, leagueId, page), queries.countGroups(db, leagueId)]);
  return { groups: rows.map(queries.toGroup), ...pageEnvelope(page, total) };
}

export async function getGroup(db: Db, reader: Reader, clubId: number, leagueId: number, groupId: number): Promise<Group> {
  const { group } = await requireGroup(db, clubId, leagueId, groupId, reader);
  return queries.toGroup(group);
}

export async function createGroup(db: Db, clubId: number, leagueId: number, name: string): Promise<Group> {
  await requireLeague(db, clubId, leagueId);
  return queries.toGroup(await queries.insertGroup(db, leagueId, name));
}

export async function updateGroup(db: Db, clubId: number, leagueId: number, groupId: number, name: string): Promise<Group> {
  return db.transaction().execute(async (trx) => {
    await requireGroup(trx, clubId, leagueId, groupId);
    return queries.toGroup(await queries.updateGroup(trx, groupId, name));
  });
}

/** Removes the group with its memberships and scheduled matches, unless results would go with it. */
export async function deleteGroup(db: Db, clubId: number, leagueId: number, groupId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { group } = await requireGroup(trx, clubId, leagueId, groupId);
    await refuseIfResultsRecorded(trx, { groupId }, `group "${group.name}"`);
    await refuseIfInPlayoffDraw(trx, { groupId }, `group "${group.name}"`);
    await queries.deleteGroup(trx, groupId);
  });
}

/**
 * The table of the group under its league's rules, which are answered alongside it, from the
 * results the reader sees: a draft round's results count only for the club's staff (and for the
 * server's own draws, which read as `WHOLE_TOUR`).
 */
export async function standingsOfGroup(
  db: Db,
  reader: Reader,
  clubId: number,
  leagueId: number,
  groupId: number,
): Promise<StandingsResponse> {
  const { input, rules, drawnLot, league } = await standingsInputOf(db, reader, clubId, leagueId, groupId);
  // A box league may rank by points per match (docs/seasons.md); the next season reads this order.
  const table = standingsFor(input);
  const standings = league.rankByPointsPerMatch ? rankByPointsPerMatch(table) : table;
  return { standings, rules, ...(drawnLot ? { drawnLot } : {}) };
}

/** The group's table with each team's figures beside it, for seeding across groups (docs/playoffs.md). */
export async function groupTableWithFigures(db: Db, reader: Reader, clubId: number, leagueId: number, groupId: number) {
  const { input, league } = await standingsInputOf(db, reader, clubId, leagueId, groupId);
  const table = standingsFor(input);
  return {
    standings: league.rankByPointsPerMatch ? rankByPointsPerMatch(table) : table,
    figures: teamFiguresFor(input) satisfies Map<number, TeamFigures>,
  };
}

async function standingsInputOf(db: Db, reader: Reader, clubId: number, leagueId: number, groupId: number) {
  const found = await requireGroup(db, clubId, leagueId, groupId, reader);
  const league = toLeague(found.league);
  const [teams, matches, drawnLot, deductionRows, withdrawalRows] = await Promise.all([
    groupTeams(db, groupId),
    queries.matchRecordsOfGroup(db, reader, groupId),
    queries.findDrawnLot(db, groupId),
    queries.deductionsOfGroup(db, groupId),
    queries.withdrawalsOfGroup(db, groupId),
  ]);
  const deductions = deductionRows.map((row) => ({ teamId: row.team_id, points: row.points, reason: row.reason }));
  const withdrawals = withdrawalRows.map((row) => ({ teamId: row.team_id, policy: policyOf(row.policy) }));
  const rules = {
    pointsForWin: league.pointsForWin,
    pointsForLoss: league.pointsForLoss,
    tiebreakers: league.tiebreakers,
    matchTiebreakGames: league.matchTiebreakGames,
    ...(league.rankByPointsPerMatch ? { rankByPointsPerMatch: true as const } : {}),
    pointsForDraw: league.pointsForDraw,
    matchFormat: league.matchFormat,
  };
  const input = {
    teams,
    matches,
    rules,
    matchFormat: league.matchFormat,
    deductions,
    withdrawals,
    ...(drawnLot ? { lot: drawnLot.teamIds } : {}),
  };
  return { input, rules, drawnLot, league };
}

/**
 * Takes points off a team of the group, with the reason the table shows (docs/standings.md, "Point
 * deductions"). The team must play in the group (400 on `teamId`).
 */
export async function deductPoints(
  db: Db,
  clubId: number,
  leagueId: number,
  groupId: number,
  body: { teamId: number; points: number; reason: string },
): Promise<Deduction> {
  return db.transaction().execute(async (trx) => {
    await requireGroup(trx, clubId, leagueId, groupId);
    const teams = await groupTeams(trx, groupId);
    if (!teams.some((team) => team.id === body.teamId)) {
      throw new ValidationFailed('The team does not play in this group', [{ field: 'teamId', message: 'Not a team of this group' }]);
    }
    const row = await queries.insertDeduction(trx, { groupId, ...body, createdAt: nowIso() });
    return { id: row.id, groupId: row.group_id, teamId: row.team_id, points: row.points, reason: row.reason, createdAt: row.created_at };
  });
}

/**
 * Draws the group's lot, its table's last tie-breaker (docs/standings.md, "The drawn lot"): the
 * group's teams shuffled by a seed (random unless given), stored with the seed. Drawn once: a lot
 * that could be drawn again until it suits someone is no lot (409).
 */
export async function drawGroupLot(db: Db, clubId: number, leagueId: number, groupId: number, seed: number | undefined): Promise<DrawnLot> {
  return db.transaction().execute(async (trx) => {
    await requireGroup(trx, clubId, leagueId, groupId);
    const drawn = await queries.findDrawnLot(trx, groupId);
    if (drawn) throw new Conflict(`The lot of this group was drawn on ${drawn.drawnAt.slice(0, 10)} and stands.`);
    const teams = await groupTeams(trx, groupId);
    if (teams.length < 2) throw new Conflict('A lot needs at least two teams in the group.');
    const lotSeed = seed ?? randomInt(2 ** 31 - 1);
    const lot: DrawnLot = { groupId, seed: lotSeed, teamIds: drawLot(teams.map((team) => team.id), lotSeed), drawnAt: nowIso() };
    await queries.insertDrawnLot(trx, lot);
    return lot;
  });
}

// Kept to these two by migration 025's CHECK.
const policyOf = (text: string): WithdrawalPolicy => WITHDRAWAL_POLICIES.find((policy) => policy === text) ?? 'annul';

/**
 * Withdraws a team of the group mid-season (docs/standings.md, "Withdrawals"): `annul` takes its
 * matches out of the table, `keep` counts those decided and gives its other opponents walkovers.
 * Either way its matches still without a result are deleted: they will not be played. Once per
 * team and group: a second withdrawal, even one sent at the same moment, answers 409.
 */
export async function withdrawTeam(
  db: Db,
  clubId: number,
  leagueId: number,
  groupId: number,
  body: { teamId: number; policy: WithdrawalPolicy },
): Promise<Withdrawal> {
  try {
    return await db.transaction().execute(async (trx) => {
      await requireGroup(trx, clubId, leagueId, groupId);
      const teams = await groupTeams(trx, groupId);
      const team = teams.find((candidate) => candidate.id === body.teamId);
      if (!team) {
        throw new ValidationFailed('The team does not play in this group', [{ field: 'teamId', message: 'Not a team of this group' }]);
      }
      const earlier = await queries.findWithdrawal(trx, groupId, body.teamId);
      if (earlier) throw alreadyWithdrawn(team.name, earlier.created_at);
      const row = await queries.insertWithdrawal(trx, { groupId, ...body, createdAt: nowIso() });
      await queries.deleteUnplayedMatchesOfTeam(trx, groupId, body.teamId);
      return { id: row.id, groupId: row.group_id, teamId: row.team_id, policy: policyOf(row.policy), createdAt: row.created_at };
    });
  } catch (error) {
    // Two withdrawals of one team at once: the table's unique key lets one through.
    if (isUniqueViolation(error)) throw alreadyWithdrawn(`#${body.teamId}`, nowIso());
    throw error;
  }
}

const alreadyWithdrawn = (teamName: string, at: string) =>
  new Conflict(`Team "${teamName}" was withdrawn from this group on ${at.slice(0, 10)}; a withdrawal stands.`);
