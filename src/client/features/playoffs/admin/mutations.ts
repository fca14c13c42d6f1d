import { useMutation } from '@tanstack/react-query';
import type { Playoff, PlayoffInput } from '@/shared/schemas/playoff';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { playoffApi } from '../queries';

export interface LeagueRef {
  clubId: number;
  leagueId: number;
}

const playoffPath = ({ clubId, leagueId }: LeagueRef) => playoffApi.admin.path.playoff(clubId, leagueId);

/**
 * A playoff write changes the league's bracket (public, under the league's key), and the matches
 * of its final-day round (the Results, Tonight and Schedule lists of that league).
 */
const touched = ({ clubId, leagueId }: LeagueRef) => [
  leagueApi.key.league(clubId, leagueId),
  matchApi.admin.key.ofLeague(clubId, leagueId),
  matchApi.admin.key.leagueSchedules(clubId, leagueId),
];

/** The bracket the form would make; creates nothing, so it refreshes nothing. */
export const usePreviewPlayoff = () =>
  useMutation({
    mutationFn: ({ league, input }: { league: LeagueRef; input: PlayoffInput }) =>
      apiRequest<Playoff>(playoffPath(league), { method: 'POST', query: { preview: true }, body: input }),
  });

export function useCreatePlayoff() {
  return useAdminMutation({
    mutationFn: ({ league, input }: { league: LeagueRef; input: PlayoffInput }) =>
      apiRequest<Playoff>(playoffPath(league), { method: 'POST', body: input, headers: { 'idempotency-key': crypto.randomUUID() } }),
    invalidates: ({ league }) => touched(league),
  });
}

/** Places every playoff match on the round again, in bracket order. */
export function usePlacePlayoff() {
  return useAdminMutation({
    mutationFn: (league: LeagueRef) =>
      apiRequest<Playoff>(playoffApi.admin.path.placement(league.clubId, league.leagueId), { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() } }),
    invalidates: (league) => touched(league),
  });
}

export function useDeletePlayoff() {
  return useAdminMutation({
    mutationFn: (league: LeagueRef) => apiRequest<null>(playoffPath(league), { method: 'DELETE' }),
    invalidates: (league) => touched(league),
  });
}
