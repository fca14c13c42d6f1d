import type { Round, RoundInput } from '@/shared/schemas/round';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { roundApi } from '../queries';

interface LeagueRef {
  clubId: number;
  leagueId: number;
}

interface RoundRef extends LeagueRef {
  roundId: number;
}

/** Rounds show in the admin's round lists and on the league's public page (round tabs, schedules). */
const roundListKeys = ({ clubId, leagueId }: LeagueRef) => [roundApi.admin.key.ofLeague(clubId, leagueId), leagueApi.key.league(clubId, leagueId)];

/** Hours and courts frame the round's schedule and slots, and its unavailability hours. */
const roundContentKeys = ({ clubId, leagueId, roundId }: RoundRef) => [
  matchApi.admin.key.ofRound(clubId, leagueId, roundId),
  matchApi.admin.key.roundSchedule(clubId, leagueId, roundId),
  matchApi.admin.key.unavailability(clubId, leagueId, roundId),
];

export function useCreateRound() {
  return useAdminMutation({
    mutationFn: ({ input, ...league }: LeagueRef & { input: RoundInput }) => apiRequest<Round>(roundApi.admin.path.ofLeague(league.clubId, league.leagueId), { method: 'POST', body: input }),
    invalidates: (league) => roundListKeys(league),
  });
}

export function useUpdateRound() {
  return useAdminMutation({
    mutationFn: ({ input, roundId, ...league }: RoundRef & { input: RoundInput }) =>
      apiRequest<Round>(roundApi.admin.path.round(league.clubId, league.leagueId, roundId), { method: 'PUT', body: input }),
    invalidates: (round) => [...roundListKeys(round), ...roundContentKeys(round)],
  });
}

/** Its matches go with it, and with them their results in the standings (in the league prefix). */
export function useDeleteRound() {
  return useAdminMutation({
    mutationFn: ({ roundId, ...league }: RoundRef) => apiRequest<null>(roundApi.admin.path.round(league.clubId, league.leagueId, roundId), { method: 'DELETE' }),
    invalidates: (round) => [...roundListKeys(round), ...roundContentKeys(round)],
  });
}
