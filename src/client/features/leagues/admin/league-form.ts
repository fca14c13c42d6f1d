import type { z } from 'zod';
import { leagueInput, type League, type LeagueStatus, type Tiebreaker } from '@/shared/schemas/league';
import { DEFAULT_DEUCE_RULE, DEFAULT_MATCH_FORMAT, DEFAULT_POINTS_FOR_DRAW, DEFAULT_TIEBREAKERS } from '@/shared/domain/constants';
import { chosen, filledText, sharedInput, wholeNumberText } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/**
 * The fields the league form edits, on the shared league rules: name and status required, points
 * typed as text and held to the shared 0–10 (docs/rules.md, "Leagues").
 */
export const leagueFormSchema = leagueInput
  .pick({ name: true, description: true, rules: true, status: true, pointsForWin: true, pointsForLoss: true, tiebreakers: true, matchTiebreakGames: true, matchFormat: true, deuceRule: true, pointsForDraw: true })
  .extend({
    name: filledText(() => t('admin.leagues.nameRequired'), leagueInput.shape.name),
    status: chosen<LeagueStatus>(() => t('admin.leagues.statusRequired')).pipe(sharedInput<LeagueStatus, typeof leagueInput.shape.status>(leagueInput.shape.status)),
    pointsForWin: wholeNumberText(() => t('admin.leagues.pointsRange'), leagueInput.shape.pointsForWin),
    pointsForLoss: wholeNumberText(() => t('admin.leagues.pointsRange'), leagueInput.shape.pointsForLoss),
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
  deuceRule: league.deuceRule,
  pointsForDraw: String(league.pointsForDraw),
});

/** Moves one criterion up (-1) or down (+1) in the tie-break order. */
export function moveTiebreaker(list: readonly Tiebreaker[], index: number, step: -1 | 1): Tiebreaker[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
