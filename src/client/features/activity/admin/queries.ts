import type { AuditEntity } from '@/shared/schemas/audit';
import { adminKey } from '@/client/lib/admin-key';

/** The activity domain's query keys and API paths, admin only (docs/architecture.md, "Query keys and paths"). */
export const activityApi = {
  admin: {
    key: {
      /** Prefix: every page and filter of the log. */
      all: () => adminKey('activity'),
      list: (entity: AuditEntity | null, entityId: number | null, page: number) => adminKey('activity', entity, entityId, page),
    },
    path: {
      list: () => '/v1/admin/audit',
    },
  },
};
