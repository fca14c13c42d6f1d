import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';
import { formatDecimal } from '@/client/i18n/format';

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
export const playerSeasonMessages = texts({
  seasons: 'players.seasons.seasons',
  loadingSeasons: 'players.seasons.loadingSeasons',
  seasonsError: 'players.seasons.seasonsError',
  noSeasons: 'players.seasons.noSeasons',
  league: 'players.seasons.league',
  team: 'players.seasons.team',
  group: 'players.seasons.group',
  position: 'players.seasons.position',
  playedWon: 'players.seasons.playedWon',
  rating: 'players.seasons.rating',
  loadingRating: 'players.seasons.loadingRating',
  ratingError: 'players.seasons.ratingError',
  reliability: 'players.seasons.reliability',
  reliabilityHint: 'players.seasons.reliabilityHint',
  ratingHistory: 'players.seasons.ratingHistory',
  noRatingYet: 'players.seasons.noRatingYet',
  date: 'players.seasons.date',
  before: 'players.seasons.before',
  after: 'players.seasons.after',
  change: 'players.seasons.change',
});

/** "1st", "2nd", "3rd", "11th" (Spanish "1.º"): a final position in words people read. */
export const ordinal = (position: number): string => t('players.seasons.ordinal', { position });

/** "Rating from 1500 to 1532.4 over 12 matches": what the sparkline shows, said in words. */
export const ratingTrend = (first: number, last: number, matches: number): string =>
  t('players.seasons.ratingTrend', { first: formatDecimal(first, 0), last: formatDecimal(last, 0), matches });

/** "+12.3" / "−4.0": a rating step, signed. */
export const signedChange = (change: number): string => `${change >= 0 ? '+' : '−'}${formatDecimal(Math.abs(change))}`;
