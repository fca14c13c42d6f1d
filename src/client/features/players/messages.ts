import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** Texts of the players and player pages. docs/rules.md, "Public site", fixes most of them word for word. */
export const playerMessages = texts({
  title: 'players.title',
  searchLabel: 'players.searchLabel',
  searchPlaceholder: 'players.searchPlaceholder',
  clearSearch: 'players.clearSearch',
  loadingPlayers: 'players.loadingPlayers',
  playersError: 'players.playersError',
  retry: 'players.retry',
  noPlayersTitle: 'players.noPlayersTitle',
  noPlayersBody: 'players.noPlayersBody',
  matches: 'players.matches',
  wins: 'players.wins',
  winRate: 'players.winRate',
  previousPage: 'players.previousPage',
  nextPage: 'players.nextPage',
  loadingPlayer: 'players.loadingPlayer',
  playerNotFound: 'players.playerNotFound',
  playerNotFoundBody: 'players.playerNotFoundBody',
  backToPlayers: 'players.backToPlayers',
  matchesPlayed: 'players.matchesPlayed',
  won: 'players.won',
  lost: 'players.lost',
  noMatchesYet: 'players.noMatchesYet',
  addToCalendar: 'players.addToCalendar',
  calendarHint: 'players.calendarHint',
  statistics: 'players.statistics',
});

/** "1 player found" / "23 players found" (issue 13: plurals through the catalogue, Spanish forms too). */
export const playersFound = (count: number): string => t('players.found', { count });
export const noPlayersMatch = (search: string): string => t('players.noMatch', { search });
export const pageOf = (page: number, pages: number): string => t('ui.pageOf', { page, pages });

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
