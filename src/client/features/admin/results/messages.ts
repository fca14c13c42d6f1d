/** The Results (Match Management) texts: SPEC.md §2, §5 and §8 word for word. */
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

export const outcomeLabels = {
  played: 'Played',
  walkover: 'Walkover',
  retired: 'Retired',
} as const;
