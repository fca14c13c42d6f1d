import { z } from 'zod';
import { DEFAULT_MAX_SUBSTITUTE_APPEARANCES, leagueInput, type League, type LeagueStatus, type Tiebreaker } from '@/shared/schemas/league';
import { DEFAULT_DEUCE_RULE, DEFAULT_MATCH_FORMAT, DEFAULT_POINTS_FOR_DRAW, DEFAULT_TIEBREAKERS } from '@/shared/domain/constants';
import { chosen, filledText, sharedInput, wholeNumberText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/** How a group's table ranks its teams: by points, or (box leagues) by points per match. */
export const LEAGUE_RANKINGS = ['points', 'pointsPerMatch'] as const;

/**
 * The fields the league form edits, on the shared league rules: name and status required, points
 * typed as text and held to the shared 0–10 (docs/rules.md, "Leagues").
 */
export const leagueFormSchema = leagueInput
  .pick({
    name: true,
    description: true,
    rules: true,
    status: true,
    pointsForWin: true,
    pointsForLoss: true,
    tiebreakers: true,
    matchTiebreakGames: true,
    matchFormat: true,
    maxSubstituteAppearances: true,
    substituteMaxLevelAbove: true,
    rankByPointsPerMatch: true,
    autoApproveReschedules: true,
    deuceRule: true,
    pointsForDraw: true,
  })
  .extend({
    name: filledText(() => t('admin.leagues.nameRequired'), leagueInput.shape.name),
    status: chosen<LeagueStatus>(() => t('admin.leagues.statusRequired')).pipe(sharedInput<LeagueStatus, typeof leagueInput.shape.status>(leagueInput.shape.status)),
    pointsForWin: wholeNumberText(() => t('admin.leagues.pointsRange'), leagueInput.shape.pointsForWin),
    pointsForLoss: wholeNumberText(() => t('admin.leagues.pointsRange'), leagueInput.shape.pointsForLoss),
    // A choice between two rankings (docs/seasons.md, "Ranking by points per match"), sent as the flag.
    rankByPointsPerMatch: z.enum(LEAGUE_RANKINGS).transform((ranking) => ranking === 'pointsPerMatch'),
    maxSubstituteAppearances: wholeNumberText(() => t('admin.leagues.substituteAppearancesRange'), leagueInput.shape.maxSubstituteAppearances),
    pointsForDraw: wholeNumberText(() => t('admin.leagues.pointsRange'), leagueInput.shape.pointsForDraw),
  });
export type LeagueFormValues = z.input<typeof leagueFormSchema>;

export const emptyLeague = (): LeagueFormValues => ({
  name: '',
  description: '',
  rules: '',
  status: 'active',
  pointsForWin: '3',
  pointsForLoss: '1',
  tiebreakers: [...DEFAULT_TIEBREAKERS],
  matchTiebreakGames: 'one',
  matchFormat: DEFAULT_MATCH_FORMAT,
  rankByPointsPerMatch: 'points',
  maxSubstituteAppearances: String(DEFAULT_MAX_SUBSTITUTE_APPEARANCES),
  substituteMaxLevelAbove: null,
  autoApproveReschedules: false,
  deuceRule: DEFAULT_DEUCE_RULE,
  pointsForDraw: String(DEFAULT_POINTS_FOR_DRAW),
});

export const leagueToForm = (league: League): LeagueFormValues => ({
  name: league.name,
  description: league.description ?? '',
  rules: league.rules ?? '',
  status: league.status,
  pointsForWin: String(league.pointsForWin),
  pointsForLoss: String(league.pointsForLoss),
  tiebreakers: [...league.tiebreakers],
  matchTiebreakGames: league.matchTiebreakGames,
  matchFormat: league.matchFormat,
  rankByPointsPerMatch: league.rankByPointsPerMatch ? 'pointsPerMatch' : 'points',
  // A league kept on the device before substitutes has neither: the defaults, as the server's.
  maxSubstituteAppearances: String(league.maxSubstituteAppearances ?? DEFAULT_MAX_SUBSTITUTE_APPEARANCES),
  substituteMaxLevelAbove: league.substituteMaxLevelAbove ?? null,
  autoApproveReschedules: league.autoApproveReschedules,
  deuceRule: league.deuceRule,
  pointsForDraw: String(league.pointsForDraw),
});

/** The level limits the form offers for a substitute (docs/substitutes.md), and the league's own if it is another. */
export const substituteLevelChoices = (current: number | null | undefined): number[] => {
  const choices = [0, 0.5, 1, 1.5, 2];
  return current == null || choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
};

/** Moves one criterion up (-1) or down (+1) in the tie-break order. */
export function moveTiebreaker(list: readonly Tiebreaker[], index: number, step: -1 | 1): Tiebreaker[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
