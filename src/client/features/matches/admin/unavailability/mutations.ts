import type { TeamUnavailability, TeamUnavailabilityInput } from '@/shared/schemas/scheduling';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { matchApi } from '../../queries';
import type { RoundRef } from './api';

/** The round's list, and its schedule, whose free slots leave out the hours a team cannot play. */
const roundKeys = ({ clubId, leagueId, roundId }: RoundRef) => [
  matchApi.admin.key.unavailability(clubId, leagueId, roundId),
  matchApi.admin.key.roundSchedule(clubId, leagueId, roundId),
];

export function useCreateUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, input }: { round: RoundRef; input: TeamUnavailabilityInput }) =>
      apiRequest<TeamUnavailability>(matchApi.admin.path.unavailability(round.clubId, round.leagueId, round.roundId), { method: 'POST', body: input }),
    invalidates: ({ round }) => roundKeys(round),
  });
}

export function useUpdateUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, entryId, input }: { round: RoundRef; entryId: number; input: TeamUnavailabilityInput }) =>
      apiRequest<TeamUnavailability>(matchApi.admin.path.unavailability(round.clubId, round.leagueId, round.roundId, entryId), { method: 'PUT', body: input }),
    invalidates: ({ round }) => roundKeys(round),
  });
}

export function useDeleteUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, entryId }: { round: RoundRef; entryId: number }) =>
      apiRequest<null>(matchApi.admin.path.unavailability(round.clubId, round.leagueId, round.roundId, entryId), { method: 'DELETE' }),
    invalidates: ({ round }) => roundKeys(round),
  });
}
