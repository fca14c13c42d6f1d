import { byLevel } from './levels.js';
import { SeasonPlanError, type FinalGroup, type NextSeasonGroup } from './types.js';

/** The fewest teams a level may start a season with: fewer cannot play a match. */
export const MIN_LEVEL_SIZE = 2;
/** How many teams a level may grow by from one season to the next. */
export const MAX_LEVEL_GROWTH = 2;

/**
 * Refuses a next season that would leave a level with fewer than two teams, or with more than two
 * above its size this season (docs/seasons.md, "Group sizes"): the first such level, top first,
 * is named. `next` is nextSeasonGroups' answer for `groups`.
 */
export function checkLevelSizes(groups: readonly FinalGroup[], next: readonly NextSeasonGroup[]): void {
  const sizeBefore = new Map(groups.map((group) => [group.name, group.ranking.length]));
  for (const group of byLevel(next)) {
    const max = (sizeBefore.get(group.name) ?? 0) + MAX_LEVEL_GROWTH;
    const size = group.teams.length;
    if (size < MIN_LEVEL_SIZE || size > max)
      throw new SeasonPlanError({ kind: 'levelSize', groupName: group.name, size, min: MIN_LEVEL_SIZE, max });
  }
}
