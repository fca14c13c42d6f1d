import type { StandingsRules, Tiebreaker } from '@/shared/schemas/league';
import type { Round } from '@/shared/schemas/round';
import { formatDay } from '@/client/i18n/format';
import { t } from '@/client/i18n/i18n';
import { texts } from '@/client/i18n/texts';

/** Texts of the club page's league list and the league page. docs/rules.md, "Public site", fixes most of them word for word. */
export const leagueMessages = texts({
  leaguesHeading: 'leagues.leaguesHeading',
  loadingLeagues: 'leagues.loadingLeagues',
  leaguesError: 'leagues.leaguesError',
  noLeaguesTitle: 'leagues.noLeaguesTitle',
  noLeaguesBody: 'leagues.noLeaguesBody',
  viewLeague: 'leagues.viewLeague',
  leagueRules: 'leagues.leagueRules',
  matchFormat: 'leagues.matchFormat',
  loadingLeague: 'leagues.loadingLeague',
  leagueNotFound: 'leagues.leagueNotFound',
  leagueNotFoundBody: 'leagues.leagueNotFoundBody',
  season: 'leagues.season',
  home: 'leagues.home',
  tabsLabel: 'leagues.tabsLabel',
  groupsLabel: 'leagues.groupsLabel',
  standingsTab: 'leagues.standingsTab',
  scheduleTab: 'leagues.scheduleTab',
  resultsTab: 'leagues.resultsTab',
  loadingStandings: 'leagues.loadingStandings',
  noStandings: 'leagues.noStandings',
  loadingMatches: 'leagues.loadingMatches',
  matchesError: 'leagues.matchesError',
  noMatches: 'leagues.noMatches',
  loadingResults: 'leagues.loadingResults',
  resultsError: 'leagues.resultsError',
  noResults: 'leagues.noResults',
  /** "Previous round" / "Next round"; narrow phones show only "Previous" / "Next". */
  previousRound: 'leagues.previousRound',
  nextRound: 'leagues.nextRound',
  previous: 'leagues.previous',
  next: 'leagues.next',
  court: 'leagues.court',
  time: 'leagues.time',
  versus: 'leagues.versus',
  walkover: 'leagues.walkover',
  retired: 'leagues.retired',
  /** Said (visually hidden) before the name of the team that won; a check mark shows it. */
  winner: 'leagues.winner',
  /** In the winner's score boxes of a walkover, which has no scores. */
  walkoverShort: 'leagues.walkoverShort',
  /** After the name of the team that retired; screen readers hear the words instead. */
  retiredShort: 'leagues.retiredShort',
  retiredSpoken: 'leagues.retiredSpoken',
});

export const leagueFallbackName = (leagueId: number): string => t('leagues.fallbackName', { id: leagueId });
export const clubFallbackName = (clubId: number): string => t('leagues.clubFallbackName', { id: clubId });

/** "{league id} / {current year}" (docs/rules.md, "Public site"). */
export const seasonLine = (leagueId: number, year: number = new Date().getFullYear()): string =>
  `${leagueId} / ${year}`;

/** "Round 3 – 21.11.2026.": the round's name (or id) and its date. */
export const roundLabel = (round: Pick<Round, 'id' | 'name' | 'date'>): string =>
  `${round.name.trim() || t('leagues.roundFallbackName', { id: round.id })} – ${formatDay(round.date)}`;

const TIEBREAKER_NAMES: Record<Tiebreaker, string> = texts({
  headToHead: 'leagues.tiebreaker.headToHead',
  setsDiff: 'leagues.tiebreaker.setsDiff',
  gamesDiff: 'leagues.tiebreaker.gamesDiff',
  gamesWon: 'leagues.tiebreaker.gamesWon',
});

/** The rules in force under the standings table: points per result and the tie-break order. */
export function standingsRulesText(rules: StandingsRules): {
  points: string;
  tiebreakers: string[];
  matchTiebreak?: string;
} {
  return {
    points: t('leagues.pointsRule', { win: rules.pointsForWin, loss: rules.pointsForLoss }),
    tiebreakers: [...rules.tiebreakers.map((name) => TIEBREAKER_NAMES[name]), t('leagues.tiebreaker.teamName')],
    matchTiebreak:
      rules.matchTiebreakGames === 'points'
        ? t('leagues.matchTiebreakPoints')
        : rules.matchTiebreakGames === 'one'
          ? t('leagues.matchTiebreakOne')
          : undefined,
  };
}

/** The links between seasons on the league page (docs/seasons.md). */
export const seasonLinkMessages = texts({
  label: 'leagues.seasonLinks.label',
  previous: 'leagues.seasonLinks.previous',
  next: 'leagues.seasonLinks.next',
});
