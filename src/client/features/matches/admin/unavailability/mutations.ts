import type { TeamUnavailability, TeamUnavailabilityInput } from '@/shared/schemas/scheduling';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { roundPath, type RoundRef } from './api';

/** The round's list, and its schedule, whose free slots leave out the hours a team cannot play. */
const roundKeys = ({ clubId, leagueId, roundId }: RoundRef) => [
  adminKeys.unavailability(clubId, leagueId, roundId),
  adminKeys.roundSchedule(clubId, leagueId, roundId),
];

export function useCreateUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, input }: { round: RoundRef; input: TeamUnavailabilityInput }) =>
      apiRequest<TeamUnavailability>(`${roundPath(round)}/teamUnavailability`, { method: 'POST', body: input }),
    invalidates: ({ round }) => roundKeys(round),
  });
}

export function useUpdateUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, entryId, input }: { round: RoundRef; entryId: number; input: TeamUnavailabilityInput }) =>
      apiRequest<TeamUnavailability>(`${roundPath(round)}/teamUnavailability/${entryId}`, { method: 'PUT', body: input }),
    invalidates: ({ round }) => roundKeys(round),
  });
}

export function useDeleteUnavailability() {
  return useAdminMutation({
    mutationFn: ({ round, entryId }: { round: RoundRef; entryId: number }) =>
      apiRequest<null>(`${roundPath(round)}/teamUnavailability/${entryId}`, { method: 'DELETE' }),
    invalidates: ({ round }) => roundKeys(round),
  });
}
