import type { Db } from '../db/database.js';
import { Conflict } from '../errors.js';

// Here rather than in playoffs/: teams, groups and players run this guard before a delete, and
// playoffs reads teams and groups, so the guard in playoffs/ would make the domains import each other.

/** Leagues whose playoff draw holds the team or the group: those must not lose it under the draw. */
async function playoffLeaguesHolding(db: Db, scope: { teamIds: readonly number[] } | { groupId: number }) {
  let query = db
    .selectFrom('playoff_entrants')
    .innerJoin('playoffs', 'playoffs.id', 'playoff_entrants.playoff_id')
    .innerJoin('leagues', 'leagues.id', 'playoffs.league_id')
    .select('leagues.name')
    .distinct();
  if ('groupId' in scope) query = query.where('playoff_entrants.group_id', '=', scope.groupId);
  else if (scope.teamIds.length === 0) return [];
  else query = query.where('playoff_entrants.team_id', 'in', [...scope.teamIds]);
  return (await query.orderBy('leagues.name').execute()).map((row) => row.name);
}

/**
 * A playoff's draw is frozen (docs/playoffs.md): a team or group in it cannot go while the playoff
 * stands, or the bracket would lose a place. 409 naming the leagues, so the admin knows what to delete.
 */
export async function refuseIfInPlayoffDraw(
  db: Db,
  scope: { teamIds: readonly number[] } | { groupId: number },
  what: string,
): Promise<void> {
  const leagues = await playoffLeaguesHolding(db, scope);
  if (leagues.length === 0) return;
  const names = leagues.map((name) => `"${name}"`).join(', ');
  throw new Conflict(`Cannot delete ${what}: the playoffs of ${names} hold it. Delete those playoffs first.`);
}
