import type { PlayoffEntrant } from './types';

/** "Group A" → "A"; a name without the word stays whole ("North"). */
export const shortGroupName = (name: string): string => name.trim().replace(/^group\s+/i, '') || name.trim();

/**
 * teamId → "A1" (group A, first place): where each qualifier finished in the groups, shown beside
 * its seed. From the draw's entrants, frozen when the playoff was made, so a group result
 * corrected afterwards does not change what the bracket says.
 */
export function groupPositions(entrants: readonly Pick<PlayoffEntrant, 'teamId' | 'groupName' | 'groupRank'>[] = []): Map<number, string> {
  return new Map(entrants.map((entrant) => [entrant.teamId, `${shortGroupName(entrant.groupName)}${entrant.groupRank}`]));
}
