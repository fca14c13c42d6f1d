import type { Db } from '../db/database.js';
import { Conflict, NotFound } from '../errors.js';
import { pageEnvelope } from '../lib/paging.js';
import { countRecordedResults, refuseIfResultsRecorded } from '../lib/recorded-results.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { Team, TeamList } from '../../shared/schemas/team.js';
import { refuseIfInPlayoffDraw } from '../lib/playoff-draws.js';
import { refuseIfOtherClubsUse, type TourCaller } from './other-clubs-guard.js';
import * as queries from './queries.js';

export async function listTeams(db: Db, search: string | undefined, page: PageQuery): Promise<TeamList> {
  const text = search || undefined;
  const [rows, total] = await Promise.all([queries.listTeams(db, text, page), queries.countTeams(db, text)]);
  return { teams: rows.map(queries.toTeam), ...pageEnvelope(page, total) };
}

export async function getTeam(db: Db, id: number): Promise<Team> {
  const row = await queries.findTeam(db, id);
  if (!row) throw new NotFound('Team');
  return queries.toTeam(row);
}

export async function createTeam(db: Db, values: queries.TeamValues): Promise<Team> {
  return db.transaction().execute(async (trx) => {
    await checkPair(trx, values, null);
    const { id } = await queries.insertTeam(trx, normalised(values));
    return getTeam(trx, id);
  });
}

export async function updateTeam(db: Db, id: number, values: queries.TeamValues): Promise<Team> {
  return db.transaction().execute(async (trx) => {
    const current = await queries.findTeam(trx, id);
    if (!current) throw new NotFound('Team');
    const playersChange = current.player1_id !== values.player1Id || current.player2_id !== values.player2Id;
    // Swapping players would rewrite past player statistics; a new team is the honest record.
    if (playersChange && (await countRecordedResults(trx, { teamId: id })) > 0) {
      throw new Conflict('The players of a team with recorded results cannot change; create a new team instead', [
        { field: 'player1Id', message: 'This team has recorded results' },
      ]);
    }
    await checkPair(trx, values, id);
    await queries.updateTeam(trx, id, normalised(values));
    return getTeam(trx, id);
  });
}

/**
 * Removes the team with its memberships, unavailabilities and unplayed matches, unless results
 * would go too or a league of a club the caller does not run uses it (other-clubs-guard.ts).
 */
export async function deleteTeam(db: Db, id: number, caller: TourCaller): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const team = await getTeam(trx, id);
    await refuseIfOtherClubsUse(trx, [id], caller, `delete team "${team.name}"`);
    await refuseIfResultsRecorded(trx, { teamId: id }, `team "${team.name}"`);
    await refuseIfInPlayoffDraw(trx, { teamIds: [id] }, `team "${team.name}"`);
    await queries.deleteTeamsWithTheirSchedule(trx, [id]);
  });
}

/** Both players exist and do not already form another team, in either order (docs/rules.md, "Players and teams"). */
async function checkPair(db: Db, { player1Id, player2Id }: queries.TeamValues, teamId: number | null): Promise<void> {
  const existing = await queries.existingPlayerIds(db, [player1Id, player2Id]);
  if (!existing.has(player1Id) || !existing.has(player2Id)) throw new NotFound('Player');
  const pair = await queries.findTeamOfPair(db, player1Id, player2Id);
  if (pair && pair.id !== teamId) {
    const team = queries.toTeam(pair);
    throw new Conflict(`These two players already form team "${team.name}"`, [
      { field: 'player2Id', message: 'These two players already form a team', teamId: team.id },
    ]);
  }
}

// The display name trims what was set (teamDisplayName), so the stored one does too.
const normalised = (values: queries.TeamValues): queries.TeamValues => ({
  ...values,
  name: values.name?.trim() || null,
});
