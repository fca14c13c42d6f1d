import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { Conflict, ValidationFailed } from '../errors.js';
import { requireLeague } from '../lib/path-scope.js';
import { insertGroup, insertMembership } from '../groups/index.js';
import { findTeamsByIds } from '../teams/index.js';
import { allRatings, teamRatingOf } from '../ratings/index.js';
import { seedGroupsByRating } from '../../shared/domain/seasons/index.js';
import type { SeededGroups, seedGroupsInput } from '../../shared/schemas/season.js';
import { groupsOfLeague } from './queries.js';

export type SeedGroupsRequest = z.output<typeof seedGroupsInput>;

/**
 * A first box league from a list of teams, split into levels by rating (docs/seasons.md, "A first
 * season from a list of teams"). Only a league without groups is seeded, so no team can end up in
 * two groups; the groups and memberships are written in one transaction.
 */
export async function seedGroups(
  db: Db,
  clubId: number,
  leagueId: number,
  request: SeedGroupsRequest,
): Promise<SeededGroups> {
  return db.transaction().execute(async (trx) => {
    await requireLeague(trx, clubId, leagueId);
    if ((await groupsOfLeague(trx, leagueId)).length > 0) {
      throw new Conflict('The league already has groups; seeding starts from a league without any');
    }
    const teams = await findTeamsByIds(trx, request.teamIds);
    const unknown = request.teamIds.findIndex((teamId) => !teams.has(teamId));
    if (unknown >= 0)
      throw new ValidationFailed('A team does not exist', [{ field: `teamIds[${unknown}]`, message: 'No such team' }]);
    const ratings = await allRatings(trx);
    const groups = seedGroupsByRating(
      request.teamIds.flatMap((teamId) => {
        const team = teams.get(teamId);
        return team
          ? [{ teamId, teamName: team.name, rating: teamRatingOf(ratings, team.player1Id, team.player2Id) }]
          : [];
      }),
      request.groupCount,
    );
    if (!request.preview) {
      for (const group of groups) {
        const created = await insertGroup(trx, leagueId, group.name);
        for (const team of group.teams) await insertMembership(trx, leagueId, created.id, team.teamId);
      }
    }
    return { groups };
  });
}
