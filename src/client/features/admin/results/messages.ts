import type { MatchFormat } from '@/shared/domain/constants';

/** The Results (Match Management) texts, word for word (docs/rules.md, "Admin dashboard"). */
export const resultMessages = {
  title: 'Match Management',
  createMatch: 'Create Match',
  createTitle: 'Create Match',
  editTitle: 'Edit Match Results',
  selectScope: 'Please select a club, league, and round to view matches',
  loading: 'Loading matches...',
  empty: 'No matches found for this round',
  team1Required: 'Please select Team 1',
  team2Required: 'Please select Team 2',
  winnerRequired: 'Please choose the winner',
  courtRequired: 'Please select a court',
  startTimeRequired: 'Please select a start time',
  confirmDelete: 'Are you sure you want to delete this match?',
  saveFailed: 'Failed to save match',
  deleteFailed: (reason: string) => `Failed to delete match: ${reason}`,
  created: 'Match created successfully!',
  updated: 'Match updated successfully!',
  deleted: 'Match deleted successfully!',
  queued: 'Saved on this device. It will be sent when the connection is back.',
  pending: 'Waiting to sync',
  scoresHint: 'One number per set, separated by commas, e.g. 6, 4, 10',
  /** Under the server's result, the organiser's own that the server refused. */
  yours: (result: string) => `Yours: ${result}`,
} as const;

/**
 * One line by the score boxes: what the league's format accepts (match-formats.ts holds the rule
 * itself). `free` needs nothing beyond the boxes' own hint.
 */
export const matchFormatHints: Record<MatchFormat, string | null> = {
  free: null,
  bestOf3: 'Best of 3 sets: a set ends 6–0 to 6–4, 7–5 or 7–6; no third set after 2–0.',
  bestOf3SuperTiebreak: 'Best of 3: a set ends 6–0 to 6–4, 7–5 or 7–6; at one set all, a match tie-break to 10, two clear (10–8).',
  proSet9: 'One pro set to 9: it ends 9–0 to 9–7, or 9–8 after a tie-break.',
};

export const outcomeLabels = {
  played: 'Played',
  walkover: 'Walkover',
  retired: 'Retired',
} as const;
