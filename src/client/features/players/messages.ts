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
