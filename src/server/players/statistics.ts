import { tallyMatch, type MatchRecord } from '../../shared/domain/match-outcome.js';
import { winRatePercent } from '../../shared/domain/format.js';
import type { MatchFormat, MatchTiebreakGames } from '../../shared/schemas/league.js';
import type { PlayerStatistics } from '../../shared/schemas/player.js';

/** A match with results, with who played on each side and how its league counts tie-breaks and plays sets. */
export interface PlayerMatch extends MatchRecord {
  team1PlayerIds: readonly number[];
  team2PlayerIds: readonly number[];
  tiebreakGames: MatchTiebreakGames;
  matchFormat: MatchFormat;
}

export const emptyStatistics = (playerId: number): PlayerStatistics => ({
  playerId,
  matchesPlayed: 0,
  matchesWon: 0,
  matchesLost: 0,
  setsWon: 0,
  setsLost: 0,
  gamesWon: 0,
  gamesLost: 0,
  winRate: 0,
});

/**
 * Statistics of several players from the matches of every team they belong to (docs/rules.md, "Players and teams"). A match
 * between two teams that share the player says nothing about that player, so it is left out.
 */
export function statisticsOfPlayers(
  playerIds: readonly number[],
  matches: readonly PlayerMatch[],
): Map<number, PlayerStatistics> {
  const result = new Map(playerIds.map((playerId) => [playerId, emptyStatistics(playerId)]));
  for (const match of matches) {
    const tally = tallyMatch(match, match.tiebreakGames, match.matchFormat);
    if (!tally.counts) continue;
    const sides = [match.team1PlayerIds, match.team2PlayerIds] as const;
    sides.forEach((players, side) => {
      const other = 1 - side;
      const otherPlayers = sides[other] ?? [];
      const teamId = side === 0 ? match.team1Id : match.team2Id;
      for (const playerId of new Set(players)) {
        const statistics = result.get(playerId);
        if (!statistics || otherPlayers.includes(playerId)) continue;
        statistics.matchesPlayed += 1;
        if (tally.winnerTeamId === teamId) statistics.matchesWon += 1;
        else statistics.matchesLost += 1;
        statistics.setsWon += tally.setsWon[side] ?? 0;
        statistics.setsLost += tally.setsWon[other] ?? 0;
        statistics.gamesWon += tally.gamesWon[side] ?? 0;
        statistics.gamesLost += tally.gamesWon[other] ?? 0;
      }
    });
  }
  for (const statistics of result.values()) {
    statistics.winRate = winRatePercent(statistics.matchesWon, statistics.matchesPlayed);
  }
  return result;
}
