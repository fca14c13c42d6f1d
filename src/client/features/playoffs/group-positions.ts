/** A group's name and its final table, best first (the public standings). */
export interface GroupSummary {
  name: string;
  rankedTeamIds: readonly number[];
}

/** "Group A" → "A"; a name without the word stays whole ("North"). */
export const shortGroupName = (name: string): string => name.trim().replace(/^group\s+/i, '') || name.trim();

/**
 * teamId → "A1" (group A, first place): where each team finished in the groups, shown beside its
 * seed in the bracket. Read from the final group tables; a team in none of them has no label.
 */
export function groupPositions(groups: readonly GroupSummary[]): Map<number, string> {
  const labels = new Map<number, string>();
  for (const group of groups) {
    const short = shortGroupName(group.name);
    group.rankedTeamIds.forEach((teamId, index) => labels.set(teamId, `${short}${index + 1}`));
  }
  return labels;
}
