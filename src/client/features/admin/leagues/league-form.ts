import type { League, LeagueInput, LeagueStatus, MatchTiebreakGames, Tiebreaker } from '../../../../shared/schemas/league';
import { DEFAULT_TIEBREAKERS } from '../../../../shared/domain/constants';
import type { FormErrors } from '../shared/use-entity-editor';
import { leagueMessages } from './messages';

export interface LeagueFormValues {
  name: string;
  description: string;
  rules: string;
  status: LeagueStatus | null;
  pointsForWin: string;
  pointsForLoss: string;
  tiebreakers: Tiebreaker[];
  matchTiebreakGames: MatchTiebreakGames;
}

export const emptyLeague = (): LeagueFormValues => ({
  name: '',
  description: '',
  rules: '',
  status: 'active',
  pointsForWin: '3',
  pointsForLoss: '1',
  tiebreakers: [...DEFAULT_TIEBREAKERS],
  matchTiebreakGames: 'one',
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
});

const isPoints = (text: string) => /^\d+$/.test(text.trim()) && Number(text) <= 10;

/** SPEC.md §5: name and status are required; points are 0–10 (API.md). */
export const validateLeague = (values: LeagueFormValues): FormErrors<LeagueFormValues> => ({
  name: values.name.trim() ? undefined : leagueMessages.nameRequired,
  status: values.status ? undefined : leagueMessages.statusRequired,
  pointsForWin: isPoints(values.pointsForWin) ? undefined : leagueMessages.pointsRange,
  pointsForLoss: isPoints(values.pointsForLoss) ? undefined : leagueMessages.pointsRange,
});

export const leaguePayload = (values: LeagueFormValues): LeagueInput => ({
  name: values.name.trim(),
  description: values.description,
  rules: values.rules,
  status: values.status ?? 'active',
  pointsForWin: Number(values.pointsForWin),
  pointsForLoss: Number(values.pointsForLoss),
  tiebreakers: values.tiebreakers,
  matchTiebreakGames: values.matchTiebreakGames,
});

/** Moves one criterion up (-1) or down (+1) in the tie-break order. */
export function moveTiebreaker(list: readonly Tiebreaker[], index: number, step: -1 | 1): Tiebreaker[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
