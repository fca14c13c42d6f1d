import type { Round, RoundInput } from '@/shared/schemas/round';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { adminLeaguePath } from '@/client/components/admin/catalog';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

interface LeagueRef {
  clubId: number;
  leagueId: number;
}

interface RoundRef extends LeagueRef {
  roundId: number;
}

const roundsPath = ({ clubId, leagueId }: LeagueRef) => `${adminLeaguePath(clubId, leagueId)}/rounds`;

/** Rounds show in the admin's round lists and on the league's public page (round tabs, schedules). */
const roundListKeys = ({ clubId, leagueId }: LeagueRef) => [adminKeys.rounds(clubId, leagueId), publicKeys.league(clubId, leagueId)];

/** Hours and courts frame the round's schedule and slots, and its unavailability hours. */
const roundContentKeys = ({ clubId, leagueId, roundId }: RoundRef) => [
  adminKeys.roundMatches(clubId, leagueId, roundId),
  adminKeys.roundSchedule(clubId, leagueId, roundId),
  adminKeys.unavailability(clubId, leagueId, roundId),
];

export function useCreateRound() {
  return useAdminMutation({
    mutationFn: ({ input, ...league }: LeagueRef & { input: RoundInput }) => apiRequest<Round>(roundsPath(league), { method: 'POST', body: input }),
    invalidates: (league) => roundListKeys(league),
  });
}

export function useUpdateRound() {
  return useAdminMutation({
    mutationFn: ({ input, roundId, ...league }: RoundRef & { input: RoundInput }) =>
      apiRequest<Round>(`${roundsPath(league)}/${roundId}`, { method: 'PUT', body: input }),
    invalidates: (round) => [...roundListKeys(round), ...roundContentKeys(round)],
  });
}

/** Its matches go with it, and with them their results in the standings (in the league prefix). */
export function useDeleteRound() {
  return useAdminMutation({
    mutationFn: ({ roundId, ...league }: RoundRef) => apiRequest<null>(`${roundsPath(league)}/${roundId}`, { method: 'DELETE' }),
    invalidates: (round) => [...roundListKeys(round), ...roundContentKeys(round)],
  });
}
