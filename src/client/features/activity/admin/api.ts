import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntity, AuditList } from '@/shared/schemas/audit';
import { apiRequest } from '@/client/lib/api-client';
import { activityApi } from './queries';

export interface ActivityFilter {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  page: number;
}

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /v1/admin/audit: the log, newest first, as the signed-in account may read it. Never kept on the device. */
export const activityQueries = {
  list: ({ entity, entityId, page }: ActivityFilter) =>
    queryOptions({
      queryKey: activityApi.admin.key.list(entity ?? null, entityId ?? null, page),
      queryFn: ({ signal }) =>
        apiRequest<AuditList>(activityApi.admin.path.list(), {
          signal,
          auth: true,
          query: { entity, id: entity ? entityId : undefined, page, pageSize: ACTIVITY_PAGE_SIZE },
        }),
      staleTime: 0,
      // The page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
};
