import type { StandingsRules, Tiebreaker } from '@/shared/schemas/league';
import type { Round } from '@/shared/schemas/round';
import { formatDate } from '@/shared/domain/format';

/** Texts of the club page's league list and the league page. docs/rules.md, "Public site", fixes most of them word for word. */
export const leagueMessages = {
  leaguesHeading: 'Leagues',
  loadingLeagues: 'Loading leagues...',
  leaguesError: 'Failed to load leagues. Please try again later.',
  noLeaguesTitle: 'No leagues found',
  noLeaguesBody: "This club doesn't have any leagues yet.",
  viewLeague: 'View League',
  leagueRules: 'League Rules',
  matchFormat: 'Match format',
  loadingLeague: 'Loading league...',
  leagueNotFound: 'League Not Found',
  leagueNotFoundBody: 'The league may have been removed, or the link is wrong.',
  season: 'Season',
  home: 'Home',
  tabsLabel: 'League views',
  groupsLabel: 'Groups',
  standingsTab: 'Standings',
  scheduleTab: 'Match Schedule',
  resultsTab: 'Results',
  loadingStandings: 'Loading standings...',
  noStandings: 'No standings data available.',
  loadingMatches: 'Loading matches...',
  matchesError: 'Failed to load matches. Please try again later.',
  noMatches: 'No matches scheduled.',
  loadingResults: 'Loading results...',
  resultsError: 'Failed to load results. Please try again later.',
  noResults: 'No results available.',
  /** "Previous round" / "Next round"; the word "round" is only hidden visually on narrow phones. */
  previous: 'Previous',
  next: 'Next',
  round: 'round',
  court: 'Court',
  time: 'Time',
  versus: 'vs',
  walkover: 'Walkover',
  retired: 'Retired',
  /** Said (visually hidden) before the name of the team that won; a check mark shows it. */
  winner: 'Winner:',
  /** In the winner's score boxes of a walkover, which has no scores. */
  walkoverShort: 'W/O',
  /** After the name of the team that retired; screen readers hear the words instead. */
  retiredShort: 'ret.',
  retiredSpoken: '(retired)',
} as const;

export const leagueFallbackName = (leagueId: number): string => `League ${leagueId}`;
export const clubFallbackName = (clubId: number): string => `Club ${clubId}`;

/** "{league id} / {current year}" (docs/rules.md, "Public site"). */
export const seasonLine = (leagueId: number, year: number = new Date().getFullYear()): string =>
  `${leagueId} / ${year}`;

/** "Round 3 – 21.11.2026.": the round's name (or id) and its date. */
export const roundLabel = (round: Pick<Round, 'id' | 'name' | 'date'>): string =>
  `${round.name.trim() || `Round ${round.id}`} – ${formatDate(round.date)}`;

const TIEBREAKER_NAMES: Record<Tiebreaker, string> = {
  headToHead: 'Head-to-head (wins among the tied teams)',
  setsDiff: 'Sets difference',
  gamesDiff: 'Games difference',
  gamesWon: 'Games won',
};

const points = (count: number): string => `${count} ${count === 1 ? 'point' : 'points'}`;

/** The rules in force under the standings table: points per result and the tie-break order. */
export function standingsRulesText(rules: StandingsRules): {
  points: string;
  tiebreakers: string[];
  matchTiebreak?: string;
} {
  return {
    points: `A win earns ${points(rules.pointsForWin)}, a loss ${points(rules.pointsForLoss)}.`,
    tiebreakers: [...rules.tiebreakers.map((name) => TIEBREAKER_NAMES[name]), 'Team name'],
    matchTiebreak:
      rules.matchTiebreakGames === 'points'
        ? 'A match tie-break (e.g. 10–8) counts its points as games.'
        : rules.matchTiebreakGames === 'one'
          ? 'A match tie-break (e.g. 10–8) counts as one game.'
          : undefined,
  };
}

/** The links between seasons on the league page (docs/seasons.md). */
export const seasonLinkMessages = {
  label: 'Other seasons',
  previous: 'Previous season',
  next: 'Next season',
} as const;
