import type { Db } from '../db/database.js';
import type { Team } from '../../shared/schemas/team.js';
import { fallbackTeamName } from '../../shared/domain/team-name.js';
import { findTeamsByIds, selectTeams, toTeam } from '../teams/index.js';

/** The teams of the given ids, keyed by id; unknown ids are simply absent. */
export const teamsById = (db: Db, teamIds: readonly (number | null)[]): Promise<Map<number, Team>> => findTeamsByIds(db, teamIds);

/** Every team of the given groups with its group, ordered by group then team id (stable input for the engine). */
export async function teamsOfGroups(db: Db, groupIds: readonly number[]): Promise<(Team & { groupId: number })[]> {
  if (groupIds.length === 0) return [];
  const rows = await selectTeams(db)
    .innerJoin('group_teams', 'group_teams.team_id', 'teams.id')
    .select('group_teams.group_id')
    .where('group_teams.group_id', 'in', [...groupIds])
    .orderBy('group_teams.group_id')
    .orderBy('teams.id')
    .execute();
  return rows.map((row) => ({ ...toTeam(row), groupId: row.group_id }));
}

export const teamNameOf = (teams: ReadonlyMap<number, Team>, teamId: number): string =>
  teams.get(teamId)?.name ?? fallbackTeamName(teamId);

/** teamId → display name, for the rule checks' messages. */
export const namesOf = (teams: ReadonlyMap<number, Team>): Map<number, string> =>
  new Map([...teams].map(([teamId, team]) => [teamId, team.name]));
