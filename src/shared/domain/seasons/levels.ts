/**
 * Groups ordered by name are the levels of a box league: "Group A" above "Group B", "Group 2"
 * above "Group 10" (numbers compare as numbers). The id never matters, only the name.
 */
export const compareGroupNames = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

export const byLevel = <T extends { name: string }>(groups: readonly T[]): T[] =>
  [...groups].sort((a, b) => compareGroupNames(a.name, b.name));
