import type { League, StandingsRules, Tiebreaker } from '@/shared/schemas/league';
import type { Round } from '@/shared/schemas/round';
import { countedResultsOf } from '@/shared/domain/counted-results';
import { allowsDraws, isMatchTiebreakOf } from '@/shared/domain/match-formats';
import { DEFAULT_POINTS_FOR_DRAW, type MatchFormat } from '@/shared/domain/constants';
import { formatDay } from '@/client/i18n/format';
import { t, type MessageKey } from '@/client/i18n/i18n';

export const leagueFallbackName = (leagueId: number): string => t('leagues.fallbackName', { id: leagueId });
export const clubFallbackName = (clubId: number): string => t('leagues.clubFallbackName', { id: clubId });

/**
 * "2 · 2026": the season's place in its chain and the year of its rounds ("2025–2026" when they
 * span the new year), or the number alone before any round (docs/seasons.md, "Season number").
 */
export const seasonLine = (league: Pick<League, 'seasonNumber' | 'seasonYear'>): string =>
  league.seasonYear ? `${league.seasonNumber ?? 1} · ${league.seasonYear}` : `${league.seasonNumber ?? 1}`;

/** "Round 3 – 21.11.2026.": the round's name (or id) and its date. */
export const roundLabel = (round: Pick<Round, 'id' | 'name' | 'date'>): string =>
  `${round.name.trim() || t('leagues.roundFallbackName', { id: round.id })} – ${formatDay(round.date)}`;

const TIEBREAKER_NAMES: Record<Tiebreaker, MessageKey> = {
  headToHead: 'leagues.tiebreaker.headToHead',
  setsDiff: 'leagues.tiebreaker.setsDiff',
  gamesDiff: 'leagues.tiebreaker.gamesDiff',
  gamesWon: 'leagues.tiebreaker.gamesWon',
};

/** "6–0 6–0", "9–0": what a walkover counts as under the format (docs/standings.md, "Retirements and walkovers"). */
const walkoverScore = (format: MatchFormat): string => {
  const { team1Results, team2Results } = countedResultsOf(
    { team1Results: [], team2Results: [], outcome: 'walkover' },
    1,
    format,
  );
  return team1Results.map((games, set) => `${games}–${team2Results[set] ?? 0}`).join(' ');
};

/**
 * How games count under the league's format (docs/standings.md, "Games as scored"): the match
 * tie-break rule only where the format plays one, what a pro set's games are, the time limit of a
 * timed league; then what a walkover is worth there.
 */
function scoringLines(rules: StandingsRules): string[] {
  const matchTiebreak =
    rules.matchTiebreakGames === 'points'
      ? t('leagues.matchTiebreakPoints')
      : rules.matchTiebreakGames === 'one'
        ? t('leagues.matchTiebreakOne')
        : undefined;
  const format = rules.matchFormat;
  // A table kept on a device from before the format came with it: the setting alone, as then.
  if (!format) return matchTiebreak ? [matchTiebreak] : [];
  const hasMatchTiebreak = [0, 1, 2].some((set) => isMatchTiebreakOf(format, set));
  const games =
    format === 'free'
      ? t('leagues.gamesAsScoredFree')
      : format === 'timed'
        ? t('leagues.gamesTimed')
        : format === 'proSet9' || format === 'proSet8'
          ? t('leagues.gamesProSet')
          : hasMatchTiebreak
            ? (matchTiebreak ?? t('leagues.gamesAsScored'))
            : t('leagues.gamesAsScored');
  return [games, t('leagues.walkoverCounts', { score: walkoverScore(format) })];
}

/** The rules in force under the standings table: points per result, the tie-break order, how games count. */
export function standingsRulesText(rules: StandingsRules): {
  points: string;
  tiebreakers: string[];
  scoring: string[];
} {
  const draws = rules.matchFormat !== undefined && allowsDraws(rules.matchFormat);
  return {
    points: draws
      ? t('leagues.pointsRuleWithDraw', {
          win: rules.pointsForWin,
          draw: rules.pointsForDraw ?? DEFAULT_POINTS_FOR_DRAW,
          loss: rules.pointsForLoss,
        })
      : t('leagues.pointsRule', { win: rules.pointsForWin, loss: rules.pointsForLoss }),
    tiebreakers: [...rules.tiebreakers.map((name) => t(TIEBREAKER_NAMES[name])), t('leagues.tiebreaker.drawnLot')],
    scoring: scoringLines(rules),
  };
}
