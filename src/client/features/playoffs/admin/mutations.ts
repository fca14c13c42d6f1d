import { useMutation } from '@tanstack/react-query';
import type { Playoff, PlayoffInput } from '@/shared/schemas/playoff';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { adminLeaguePath } from '@/client/components/admin/catalog';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

export interface LeagueRef {
  clubId: number;
  leagueId: number;
}

const playoffPath = ({ clubId, leagueId }: LeagueRef) => `${adminLeaguePath(clubId, leagueId)}/playoffs`;

/**
 * A playoff write changes the league's bracket (public, under the league's key), and the matches
 * of its final-day round (the Results, Tonight and Schedule lists of that league).
 */
const touched = ({ clubId, leagueId }: LeagueRef) => [
  publicKeys.league(clubId, leagueId),
  adminKeys.leagueRoundMatches(clubId, leagueId),
  adminKeys.leagueSchedules(clubId, leagueId),
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
      apiRequest<Playoff>(`${playoffPath(league)}/placement`, { method: 'POST', headers: { 'idempotency-key': crypto.randomUUID() } }),
    invalidates: (league) => touched(league),
  });
}

export function useDeletePlayoff() {
  return useAdminMutation({
    mutationFn: (league: LeagueRef) => apiRequest<null>(playoffPath(league), { method: 'DELETE' }),
    invalidates: (league) => touched(league),
  });
}
