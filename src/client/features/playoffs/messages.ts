import type { PlayoffBracketKind } from './types';

/** Every text of the playoffs bracket (public tab and admin preview), in one place for translation. */
export const playoffMessages = {
  tab: 'Playoffs',
  loading: 'Loading playoffs...',
  error: 'Failed to load the playoffs. Please try again later.',
  none: 'No playoffs yet.',
  toBeDecided: 'To be decided',
  bye: 'Bye',
  byeNote: 'Goes through without playing',
  notPlaced: 'Court and time to be set',
  court: 'Court',
  winner: 'Winner:',
  walkover: 'Walkover',
  retired: 'Retired',
  walkoverShort: 'W/O',
  roundsLabel: (bracket: string) => `${bracket}: rounds`,
  /** Read before a seed and group position: "Seed 1, A1". */
  seedSpoken: (seed: number) => `Seed ${seed}`,
  groupPositionSpoken: (position: string) => `group position ${position}`,
  swipeHint: 'Swipe or use the round tabs to move between rounds.',
} as const;

export const bracketTitles: Record<PlayoffBracketKind, string> = {
  main: 'Main draw',
  thirdPlace: 'Third place',
  consolation: 'Consolation draw',
};
