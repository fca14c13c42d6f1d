import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@/shared/schemas/users';
import { apiRequest } from '@/client/lib/api-client';
import { meApi } from '@/client/features/me/keys';

/**
 * Who is signed in (GET /v1/me): the administrator sees every club and the Users section; an
 * organiser only their clubs (docs/roles.md). Kept offline like the lists it filters.
 */
export const fetchMe = (signal?: AbortSignal): Promise<Me> => apiRequest<Me>(meApi.admin.path.account(), { signal, auth: true });

export const meQuery = () =>
  queryOptions({
    queryKey: meApi.admin.key.account(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 0,
    meta: { persist: true },
  });

/** Whether the signed-in account is the tour administrator; false while unknown, so nothing admin-only flashes. */
export function useIsAdministrator(): boolean {
  return useQuery(meQuery()).data?.role === 'admin';
}

/** The clubs an account may see in the dashboard: all for the administrator, its own for an organiser. */
export const clubsVisibleTo = <C extends { id: number }>(me: Me, clubs: C[]): C[] =>
  me.role === 'admin' ? clubs : clubs.filter((club) => me.clubIds?.includes(club.id));
