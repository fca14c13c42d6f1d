import type { Tiebreaker } from '@/shared/schemas/league';

export const leagueMessages = {
  title: 'Leagues',
  create: 'Create League',
  createTitle: 'Create League',
  editTitle: 'Edit League',
  empty: 'No leagues in this club yet',
  noClub: 'Create a club first',
  nameRequired: 'Name is required',
  statusRequired: 'Status is required',
  pointsRange: 'Points must be a whole number from 0 to 10',
  confirmDelete: 'Are you sure you want to delete this league?',
  saveFailed: 'Failed to save league',
  deleteFailed: 'Failed to delete league',
} as const;

export const tiebreakerLabels: Record<Tiebreaker, string> = {
  headToHead: 'Head-to-head',
  setsDiff: 'Sets difference',
  gamesDiff: 'Games difference',
  gamesWon: 'Games won',
};
