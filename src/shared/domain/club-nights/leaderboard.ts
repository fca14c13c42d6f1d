/**
 * The night's leaderboard (docs/club-nights.md, "Leaderboard"). A player scores the points of their
 * side in every match they played; a rest scores nothing and is no match played. Order: points,
 * then points per match (which only separates players who played a different number of matches,
 * that is whose rests differ), then matches won, then points difference. Players equal on all four
 * share a rank (1, 2, 2, 4), listed in the night's player order.
 */
import type { Side } from './types.js';

export interface NightResultMatch {
  team1: Side;
  team2: Side;
  /** Null until the score is entered. */
  team1Points: number | null;
  team2Points: number | null;
}

export interface NightResultRound {
  matches: readonly NightResultMatch[];
  resting: readonly number[];
}

export interface LeaderboardPlayer {
  id: number;
  name: string;
}

export interface LeaderboardRow {
  rank: number;
  playerId: number;
  name: string;
  points: number;
  played: number;
  won: number;
  pointsDiff: number;
  /** Points per match played, to two decimals; 0 before the first match. */
  average: number;
}

interface Totals {
  player: LeaderboardPlayer;
  order: number;
  points: number;
  against: number;
  played: number;
  won: number;
}

/** Negative when a ranks above b. Points per match compared exactly, as a cross product. */
function compareTotals(a: Totals, b: Totals): number {
  return (
    b.points - a.points ||
    b.points * a.played - a.points * b.played ||
    b.won - a.won ||
    b.points - b.against - (a.points - a.against)
  );
}

export function nightLeaderboard(
  players: readonly LeaderboardPlayer[],
  rounds: readonly NightResultRound[],
): LeaderboardRow[] {
  const totals = new Map<number, Totals>();
  players.forEach((player, order) =>
    totals.set(player.id, { player, order, points: 0, against: 0, played: 0, won: 0 }),
  );
  for (const round of rounds) {
    for (const match of round.matches) {
      if (match.team1Points === null || match.team2Points === null) continue;
      const sides: [Side, number, number][] = [
        [match.team1, match.team1Points, match.team2Points],
        [match.team2, match.team2Points, match.team1Points],
      ];
      for (const [side, own, other] of sides) {
        for (const id of side) {
          const row = totals.get(id);
          if (!row) continue;
          row.points += own;
          row.against += other;
          row.played += 1;
          if (own > other) row.won += 1;
        }
      }
    }
  }
  const sorted = [...totals.values()].sort((a, b) => compareTotals(a, b) || a.order - b.order);
  return sorted.map((row, index) => {
    let rank = index + 1;
    for (let earlier = index - 1; earlier >= 0 && compareTotals(sorted[earlier]!, row) === 0; earlier--)
      rank = earlier + 1;
    return {
      rank,
      playerId: row.player.id,
      name: row.player.name,
      points: row.points,
      played: row.played,
      won: row.won,
      pointsDiff: row.points - row.against,
      average: row.played === 0 ? 0 : Math.round((row.points / row.played) * 100) / 100,
    };
  });
}
