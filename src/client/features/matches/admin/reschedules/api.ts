import { queryOptions } from '@tanstack/react-query';
import type { RescheduleList, RescheduleRequest, RescheduleStatus } from '@/shared/schemas/reschedules';
import { apiRequest } from '@/client/lib/api-client';
import { loggedList } from '@/client/components/admin/load';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { matchApi } from '../../queries';

/** A club's requests to move matches, of one status (or all). */
export const reschedulesQuery = (clubId: number | null, status: RescheduleStatus | null) =>
  queryOptions({
    queryKey: matchApi.admin.key.reschedules(clubId, status),
    queryFn: ({ signal }) =>
      loggedList('reschedule requests', async () => {
        const query = status === null ? '' : `?status=${status}`;
        const answer = await apiRequest<RescheduleList>(`${matchApi.admin.path.reschedules(clubId!)}${query}`, {
          signal,
        });
        return answer?.reschedules ?? [];
      }),
    enabled: clubId !== null,
    staleTime: 0,
  });

/** The organiser approves (the match moves) or turns a request down; the club's lists and the round's matches are read again. */
export function useAnswerReschedule() {
  return useAdminMutation({
    mutationFn: ({
      clubId,
      request,
      answer,
    }: {
      clubId: number;
      request: RescheduleRequest;
      answer: 'approve' | 'decline';
    }) =>
      apiRequest<RescheduleRequest>(matchApi.admin.path.rescheduleAnswer(clubId, request.id, answer), {
        method: 'POST',
        body: {},
      }),
    invalidates: ({ clubId, request }) => [
      matchApi.admin.key.clubReschedules(clubId),
      matchApi.admin.key.ofLeague(clubId, request.leagueId),
      matchApi.admin.key.leagueSchedules(clubId, request.leagueId),
    ],
  });
}
