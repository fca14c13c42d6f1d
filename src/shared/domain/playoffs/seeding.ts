import { drawLot } from '../drawn-lot.js';
import type { TeamFigures } from '../standings.js';
import type { GroupStanding } from './types.js';

/**
 * Who qualifies and in which seed order (docs/playoffs.md, "Seeding across groups"). Tier by tier
 * (every group winner, then every runner-up, ...), the teams placed the same are ranked against
 * each other by their results, not by their group's letter: points per match, then sets
 * difference per match, games difference per match, games won per match, then the drawn lot.
 * Per match, because groups of different sizes play different numbers of matches.
 * After the `qualifiersPerGroup` tiers, the best `bestOfNext` teams of the next place join
 * (e.g. the two best thirds), ranked the same way.
 */
export interface SeedingOptions {
  qualifiersPerGroup: number;
  /** How many of the best teams placed next qualify too; 0 for none. */
  bestOfNext?: number;
  /** The seed of the lot between teams of different groups level on every figure. */
  lotSeed?: number;
}

export interface SeededCandidate {
  teamId: number;
  groupId: number;
  /** The team's place in its group's final table. */
  groupRank: number;
}

/** The qualifiers, best seed first. */
export function seedQualifiers(groups: readonly GroupStanding[], options: SeedingOptions): SeededCandidate[] {
  const { qualifiersPerGroup, bestOfNext = 0, lotSeed = 0 } = options;
  const lot = lotOrder(groups, lotSeed);
  const tier = (rank: number) =>
    rankAcrossGroups(
      groups.flatMap((group) => {
        const teamId = group.rankedTeamIds[rank - 1];
        return teamId === undefined
          ? []
          : [{ teamId, groupId: group.groupId, groupRank: rank, figures: group.figures?.get(teamId) }];
      }),
      lot,
    );
  const seeded: SeededCandidate[] = [];
  for (let rank = 1; rank <= qualifiersPerGroup; rank += 1) seeded.push(...tier(rank));
  if (bestOfNext > 0) seeded.push(...tier(qualifiersPerGroup + 1).slice(0, bestOfNext));
  return seeded.map(({ teamId, groupId, groupRank }) => ({ teamId, groupId, groupRank }));
}

interface Placed extends SeededCandidate {
  /** Absent when the caller gave no figures: the teams then keep the groups' order. */
  figures: TeamFigures | undefined;
}

/** Every team of the groups in the drawn lot's order: its place there is the last tie-breaker. */
function lotOrder(groups: readonly GroupStanding[], lotSeed: number): Map<number, number> {
  const order = drawLot(
    groups.flatMap((group) => group.rankedTeamIds),
    lotSeed,
  );
  return new Map(order.map((teamId, index) => [teamId, index]));
}

/** Teams placed the same in different groups, best first (stable: equal figures keep the lot's order). */
function rankAcrossGroups(teams: readonly Placed[], lot: ReadonlyMap<number, number>): Placed[] {
  if (teams.some((team) => team.figures === undefined)) return [...teams];
  return [...teams].sort(
    (a, b) => compareFigures(a.figures!, b.figures!) || (lot.get(a.teamId) ?? 0) - (lot.get(b.teamId) ?? 0),
  );
}

/**
 * Negative when `a` is the better, figure by figure per match. Division is correctly rounded, so
 * equal fractions (7/3, 14/6) give equal numbers, and two different fractions of such small whole
 * numbers are always far more than a rounding step apart.
 */
export function compareFigures(a: TeamFigures, b: TeamFigures): number {
  for (const figure of ['points', 'setsDiff', 'gamesDiff', 'gamesWon'] as const) {
    const difference = perMatch(b, figure) - perMatch(a, figure);
    if (difference !== 0) return difference;
  }
  return 0;
}

// A team that played nothing counts 0 per match.
function perMatch(team: TeamFigures, figure: 'points' | 'setsDiff' | 'gamesDiff' | 'gamesWon'): number {
  return team.played === 0 ? 0 : team[figure] / team.played;
}
