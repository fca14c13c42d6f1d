import type { Db } from '../db/database.js';
import { Conflict } from '../errors.js';

/**
 * A player or team on a club night (docs/club-nights.md) stays: the night's matches name them.
 * Deleting one answers 409 naming the nights, as a player with recorded results does.
 */
export async function refuseIfOnClubNight(db: Db, scope: { playerId: number } | { teamId: number }, what: string): Promise<void> {
  const rows =
    'playerId' in scope
      ? await db
          .selectFrom('club_night_players')
          .innerJoin('club_nights', 'club_nights.id', 'club_night_players.night_id')
          .select('club_nights.name')
          .where('club_night_players.player_id', '=', scope.playerId)
          .orderBy('club_nights.date')
          .execute()
      : await db
          .selectFrom('club_night_teams')
          .innerJoin('club_nights', 'club_nights.id', 'club_night_teams.night_id')
          .select('club_nights.name')
          .where('club_night_teams.team_id', '=', scope.teamId)
          .orderBy('club_nights.date')
          .execute();
  if (rows.length === 0) return;
  const nights = rows.map((row) => `"${row.name}"`).join(', ');
  throw new Conflict(`Cannot delete ${what}: on the club night${rows.length === 1 ? '' : 's'} ${nights}. Delete the night first.`);
}
