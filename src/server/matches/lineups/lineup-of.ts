import type { MatchLineup, LineupPlayer } from '../../../shared/schemas/lineup.js';
import type { Team } from '../../../shared/schemas/team.js';
import { fullName } from '../../../shared/domain/team-name.js';
import type { SubstituteRow } from './queries.js';

interface MatchTeams {
  id: number;
  team1_id: number | null;
  team2_id: number | null;
}

/** One side: the team's players in order, each one who did not play replaced by their substitute. */
function sideOf(team: Team | undefined, substitutes: readonly SubstituteRow[]): LineupPlayer[] {
  if (!team) return [];
  return [team.player1, team.player2].map((player) => {
    const own = { playerId: player.id, name: fullName(player) };
    const substitute = substitutes.find((row) => row.team_id === team.id && row.replaces_player_id === player.id);
    if (!substitute) return { ...own, replaces: null };
    return {
      playerId: substitute.player_id,
      name: fullName({ firstName: substitute.first_name, lastName: substitute.last_name }),
      replaces: own,
    };
  });
}

/**
 * The line-up of each match where a team fielded a substitute (docs/substitutes.md); a match
 * without one has none. A substitute of a team no longer in the match is not shown.
 */
export function lineupsOf(
  matches: readonly MatchTeams[],
  teams: ReadonlyMap<number, Team>,
  substitutes: readonly SubstituteRow[],
): Map<number, MatchLineup> {
  const lineups = new Map<number, MatchLineup>();
  if (substitutes.length === 0) return lineups;
  for (const match of matches) {
    const own = substitutes.filter(
      (row) => row.match_id === match.id && (row.team_id === match.team1_id || row.team_id === match.team2_id),
    );
    if (own.length === 0) continue;
    const team1 = match.team1_id === null ? undefined : teams.get(match.team1_id);
    const team2 = match.team2_id === null ? undefined : teams.get(match.team2_id);
    lineups.set(match.id, { team1Players: sideOf(team1, own), team2Players: sideOf(team2, own) });
  }
  return lineups;
}
