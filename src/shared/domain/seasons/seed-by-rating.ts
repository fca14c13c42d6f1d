import type { SeasonTeam } from './types.js';

export interface RatedTeam extends SeasonTeam {
  /** The team's pair rating (docs/ratings.md): the mean of its two players' ratings. */
  rating: number;
}

export interface SeededGroup {
  name: string;
  teams: RatedTeam[];
}

/** "Group A", "Group B", ... "Group Z", then "Group 27" on: names that sort as levels (levels.ts). */
export const seededGroupName = (index: number): string =>
  index < 26 ? `Group ${String.fromCharCode(65 + index)}` : `Group ${index + 1}`;

/**
 * A first box league from a list of teams (docs/seasons.md, "A first season"): the strongest pairs
 * by rating in the top group, the next in the group below, and so on. Sizes differ by at most one,
 * the larger groups on top. Equal ratings keep the order given, so the result is deterministic.
 */
export function seedGroupsByRating(teams: readonly RatedTeam[], groupCount: number): SeededGroup[] {
  const count = Math.max(1, Math.min(Math.floor(groupCount), teams.length || 1));
  const ordered = teams
    .map((team, index) => ({ team, index }))
    .sort((a, b) => b.team.rating - a.team.rating || a.index - b.index)
    .map(({ team }) => team);
  const base = Math.floor(ordered.length / count);
  const larger = ordered.length % count;
  const groups: SeededGroup[] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = base + (index < larger ? 1 : 0);
    groups.push({ name: seededGroupName(index), teams: ordered.slice(start, start + size) });
    start += size;
  }
  return groups;
}
