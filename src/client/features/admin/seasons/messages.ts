import type { SeasonMove } from '@/shared/domain/seasons/types';

/** Texts of the admin's next-season flow (docs/seasons.md). */
export const nextSeasonMessages = {
  open: 'Next season',
  title: (leagueName: string) => `Next season of ${leagueName}`,
  name: 'Name of the new season',
  nameRequired: 'Name is required',
  promote: 'Teams up from each group',
  relegate: 'Teams down from each group',
  movesRange: 'A whole number from 0 to 20',
  movesHint: 'Groups ordered by name are the levels: Group A is the top.',
  topGroupOrder: 'Order of the top group',
  byTable: 'Final table',
  byPlayoffs: 'Playoff results',
  topGroupOrderHint: 'With playoffs played, the top group can go by how far its teams went in them.',
  leaving: 'Teams leaving',
  leavingHint: 'They are left out of the new season; the teams below them move up the order.',
  noTeams: 'This league has no teams in its groups yet.',
  loadingTeams: 'Loading teams…',
  joining: 'Teams joining',
  joiningPicker: 'Team to add',
  addJoining: 'Add team',
  joiningEmpty: 'No new teams.',
  startsIn: 'Starts in',
  bottomLevel: 'Bottom group',
  removeJoining: (teamName: string) => `Remove ${teamName} from the joining teams`,
  alreadyJoining: 'This team is already joining',
  alreadyPlaying: 'This team already plays in the league',
  preview: 'Preview',
  previewTitle: 'The new groups',
  previewStale: 'The choices changed since the preview: preview again to confirm.',
  confirm: 'Create season',
  previewFailed: 'Failed to preview the next season',
  confirmFailed: 'Failed to create the next season',
  created: (name: string) => `${name} created. The old season is finished.`,
  alreadyHasNext: 'This league already has a next season.',
  emptyGroup: 'No teams',
} as const;

/** What each move reads as: a symbol for the eye, words for everyone. */
export const moveLabels: Record<SeasonMove, { symbol: string; words: (from: string | null) => string }> = {
  up: { symbol: '↑', words: (from) => `Up from ${from ?? ''}` },
  down: { symbol: '↓', words: (from) => `Down from ${from ?? ''}` },
  stay: { symbol: '=', words: () => 'Stays' },
  new: { symbol: 'new', words: () => 'New team' },
};
