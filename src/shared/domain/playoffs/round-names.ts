/** The names a knockout round goes by, from the number of matches it holds. */

export const THIRD_PLACE_ROUND_NAME = 'Third-place match';

export function mainRoundName(matchesInRound: number): string {
  if (matchesInRound === 1) return 'Final';
  if (matchesInRound === 2) return 'Semi-finals';
  if (matchesInRound === 4) return 'Quarter-finals';
  return `Round of ${matchesInRound * 2}`;
}

export function consolationRoundName(matchesInRound: number): string {
  const name = mainRoundName(matchesInRound);
  return `Consolation ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}
