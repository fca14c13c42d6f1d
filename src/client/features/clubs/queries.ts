import { queryOptions } from '@tanstack/react-query';
import type { Club, ClubList } from '@/shared/schemas/club';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { adminKey } from '@/client/lib/admin-key';
import { HOME_CLUBS_PAGE_SIZE } from '@/shared/first-view';

/** Home shows up to 6 clubs (docs/rules.md, "API conventions"); the server's first view reads the same page. */
export { HOME_CLUBS_PAGE_SIZE };

const ROOT = ['clubs'] as const;

/**
 * The clubs domain's query keys and API paths, public and admin: each key is written here once and
 * every read and invalidation takes it from here (docs/architecture.md, "Query keys and paths").
 */
export const clubApi = {
  key: {
    all: ROOT,
    /** Prefix: every page of the club list. */
    lists: () => [...ROOT, 'list'] as const,
    list: (page: number, pageSize: number) => [...ROOT, 'list', { page, pageSize }] as const,
    detail: (clubId: number) => [...ROOT, 'detail', clubId] as const,
  },
  path: {
    list: () => '/v1/clubs',
    detail: (clubId: number) => `/v1/clubs/${clubId}`,
  },
  admin: {
    key: {
      /** The clubs the signed-in account may run (selectors, the Clubs table). */
      list: () => adminKey('clubs'),
    },
    path: {
      list: () => '/v1/admin/clubs',
      detail: (clubId: number) => `/v1/admin/clubs/${clubId}`,
    },
  },
};

export const clubQueries = {
  all: clubApi.key.all,
  list: (page = 1, pageSize = HOME_CLUBS_PAGE_SIZE) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: clubApi.key.list(page, pageSize),
      queryFn: ({ signal }) => apiRequest<ClubList>(clubApi.path.list(), { query: { page, pageSize }, signal }),
    }),
  detail: (clubId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: clubApi.key.detail(clubId),
      queryFn: ({ signal }) => apiRequest<Club>(clubApi.path.detail(clubId), { signal }),
    }),
};
