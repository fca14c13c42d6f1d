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

/** Texts of the player page's seasons and rating (docs/seasons.md, docs/ratings.md). */
export const playerSeasonMessages = {
  seasons: 'Seasons',
  loadingSeasons: 'Loading seasons...',
  seasonsError: 'Failed to load seasons. Please try again later.',
  noSeasons: "This player hasn't played in a league yet.",
  league: 'League',
  team: 'Team',
  group: 'Group',
  position: 'Position',
  playedWon: 'Played / won',
  rating: 'Rating',
  loadingRating: 'Loading rating...',
  ratingError: 'Failed to load the rating. Please try again later.',
  reliability: 'Reliability',
  reliabilityHint: 'Grows 5% with each rated match, full after 20.',
  ratingHistory: 'Rating history',
  noRatingYet: 'No rated matches yet: every player starts at 1500.',
  date: 'Date',
  before: 'Before',
  after: 'After',
  change: 'Change',
} as const;

/** "1st", "2nd", "3rd", "11th": a final position in words people read. */
export const ordinal = (position: number): string => {
  const tens = position % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th';
  return `${position}${suffix}`;
};

/** "Rating from 1500 to 1532.4 over 12 matches": what the sparkline shows, said in words. */
export const ratingTrend = (first: number, last: number, matches: number): string =>
  `Rating from ${first} to ${last} over ${matches} ${matches === 1 ? 'match' : 'matches'}`;

/** "+12.3" / "−4.0": a rating step, signed. */
export const signedChange = (change: number): string => `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}`;
