import type { Db } from '../db/database.js';
import { NotFound } from '../errors.js';
import { standingsOfGroup } from '../groups/index.js';
import type { PlayerHistory, PlayerSeason } from '../../shared/schemas/season.js';
import type { Reader } from '../lib/visibility.js';
import { findPlayerId } from '../players/index.js';
import { seasonsOfPlayer } from './queries.js';

/**
 * Every league the player played in, most recent first (docs/seasons.md, "A player's history"):
 * by the league's last round date (its creation date while it has no round), then the newest
 * league. Position, played and won come from the group's standings, the one rule for them.
 */
export async function historyOfPlayer(db: Db, reader: Reader, playerId: number): Promise<PlayerHistory> {
  const player = await findPlayerId(db, playerId);
  if (!player) throw new NotFound('Player');
  const rows = await seasonsOfPlayer(db, reader, playerId);
  const dated = await Promise.all(
    rows.map(async (row) => {
      const { standings } = await standingsOfGroup(db, reader, row.club_id, row.league_id, row.group_id);
      const line = standings.find((entry) => entry.teamId === row.team_id);
      const season: PlayerSeason = {
        clubId: row.club_id,
        leagueId: row.league_id,
        leagueName: row.league_name,
        groupName: row.group_name,
        teamId: row.team_id,
        teamName: line?.teamName ?? `Team ${row.team_id}`,
        position: line?.rank ?? standings.length,
        played: line?.matchesPlayed ?? 0,
        won: line?.matchesWon ?? 0,
      };
      return { season, when: String(row.last_round_date ?? row.created_at.slice(0, 10)) };
    }),
  );
  dated.sort(
    (a, b) =>
      (a.when < b.when ? 1 : a.when > b.when ? -1 : 0) ||
      b.season.leagueId - a.season.leagueId ||
      a.season.teamId - b.season.teamId,
  );
  return { seasons: dated.map(({ season }) => season) };
}
