import type { League, StandingsRules, Tiebreaker } from '@/shared/schemas/league';
import type { Round } from '@/shared/schemas/round';
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

/** The rules in force under the standings table: points per result and the tie-break order. */
export function standingsRulesText(rules: StandingsRules): {
  points: string;
  tiebreakers: string[];
  matchTiebreak?: string;
} {
  return {
    points: t('leagues.pointsRule', { win: rules.pointsForWin, loss: rules.pointsForLoss }),
    tiebreakers: [...rules.tiebreakers.map((name) => t(TIEBREAKER_NAMES[name])), t('leagues.tiebreaker.drawnLot')],
    matchTiebreak:
      rules.matchTiebreakGames === 'points'
        ? t('leagues.matchTiebreakPoints')
        : rules.matchTiebreakGames === 'one'
          ? t('leagues.matchTiebreakOne')
          : undefined,
  };
}

