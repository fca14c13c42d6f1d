import type { Db } from '../db/database.js';
import { Conflict } from '../errors.js';
import { playoffLeaguesHolding } from './queries.js';

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
