/**
 * What a list takes (docs/entries.md, "Registration"): a league pairs (they become its teams); a
 * club night what its format plays with: a Team Americano pairs (they become its fixed pairs), an
 * Americano or a Mexicano individual players (the night makes the pairs, round by round).
 */
export type ListMode = 'pairs' | 'individuals';

export const nightEntryMode = (format: string): ListMode => (format === 'teamAmericano' ? 'pairs' : 'individuals');
