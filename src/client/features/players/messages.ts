/** Texts of the players and player pages. docs/rules.md, "Public site", fixes most of them word for word. */
export const playerMessages = {
  title: 'Players',
  searchLabel: 'Search players',
  searchPlaceholder: 'Search players by name...',
  clearSearch: 'Clear search',
  loadingPlayers: 'Loading players...',
  playersError: 'Failed to load players. Please try again later.',
  retry: 'Retry',
  noPlayersTitle: 'No players found',
  noPlayersBody: 'There are currently no players available.',
  matches: 'Matches',
  wins: 'Wins',
  winRate: 'Win rate',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loadingPlayer: 'Loading player...',
  playerNotFound: 'Player Not Found',
  playerNotFoundBody: 'Unable to load player information. The player may not exist.',
  backToPlayers: 'Back to Players',
  matchesPlayed: 'Matches played',
  won: 'Won',
  lost: 'Lost',
  noMatchesYet: "This player hasn't played any matches yet.",
  addToCalendar: 'Add to calendar',
  calendarHint: 'Subscribe to this player’s matches in your calendar app.',
  statistics: 'Statistics',
} as const;

export const playersFound = (count: number): string => `${count} player(s) found`;
export const noPlayersMatch = (search: string): string => `No players match "${search}". Try a different search.`;
export const pageOf = (page: number, pages: number): string => `Page ${page} of ${pages}`;
