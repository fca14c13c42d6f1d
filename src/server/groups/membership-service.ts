import type { Db } from '../db/database.js';
import { Conflict, NotFound } from '../errors.js';
import { requireGroup } from '../lib/path-scope.js';
import { countRecordedResults } from '../lib/recorded-results.js';
import { findTeam, toTeam } from '../teams/index.js';
import type { Team } from '../../shared/schemas/team.js';
import * as queries from './queries.js';
import type { Reader } from '../lib/visibility.js';

/** The teams of a group, alphabetical by the name people see (the id settles equal names). */
export async function groupTeams(db: Db, groupId: number): Promise<Team[]> {
  const rows = await queries.teamsOfGroup(db, groupId);
  return rows.map(toTeam).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

export async function listGroupTeams(db: Db, reader: Reader, clubId: number, leagueId: number, groupId: number): Promise<Team[]> {
  await requireGroup(db, clubId, leagueId, groupId, reader);
  return groupTeams(db, groupId);
}

/** A team plays in at most one group per league (docs/rules.md, "Groups"); the schema's unique key backs this up. */
export async function addTeamToGroup(db: Db, clubId: number, leagueId: number, groupId: number, teamId: number): Promise<Team> {
  return db.transaction().execute(async (trx) => {
    await requireGroup(trx, clubId, leagueId, groupId);
    const team = await findTeam(trx, teamId);
    if (!team) throw new NotFound('Team');
    const existing = await queries.membershipInLeague(trx, leagueId, teamId);
    if (existing) {
      const where = existing.group_id === groupId ? 'this group' : `group "${existing.group_name}" of this league`;
      throw new Conflict(`Team "${toTeam(team).name}" is already in ${where}`, [
        { field: 'team_id', message: `Already in ${where}`, groupId: existing.group_id },
      ]);
    }
    await queries.insertMembership(trx, leagueId, groupId, teamId);
    return toTeam(team);
  });
}

/**
 * Takes a team out of a group with the matches it was only scheduled for there; refused while
 * the team has results in the group, since those would no longer belong to any member.
 */
export async function removeTeamFromGroup(db: Db, clubId: number, leagueId: number, groupId: number, teamId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { group } = await requireGroup(trx, clubId, leagueId, groupId);
    const membership = await queries.membershipInLeague(trx, leagueId, teamId);
    if (!membership || membership.group_id !== groupId) throw new NotFound('Team in this group');
    // Both keys apply together: results of this team within this group only.
    const recorded = await countRecordedResults(trx, { groupId, teamId });
    if (recorded > 0) {
      const matches = recorded === 1 ? '1 match with recorded results' : `${recorded} matches with recorded results`;
      throw new Conflict(`Cannot remove the team from group "${group.name}": it has ${matches} there. Delete those results first.`);
    }
    await queries.deleteUnplayedMatchesOfTeam(trx, groupId, teamId);
    await queries.deleteMembership(trx, groupId, teamId);
  });
}
