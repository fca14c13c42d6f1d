import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';

const totalOf = async (path: string) => (await apiRequest<{ total: number }>(path, { query: { page: 1, pageSize: 1 }, auth: true }))?.total ?? 0;

/**
 * GET /v1/admin/stats; if that fails, the totals of the three lists read with page size 1
 * (docs/rules.md, "Admin dashboard"). A failure of both is logged and shows dashes.
 */
export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: async (): Promise<DashboardStats | null> => {
      try {
        return await apiRequest<DashboardStats>('/v1/admin/stats');
      } catch (error) {
        console.error('Failed to load dashboard stats', error);
      }
      try {
        const [totalClubs, totalPlayers, totalTeams] = await Promise.all([totalOf('/v1/clubs'), totalOf('/v1/players'), totalOf('/v1/teams')]);
        return { totalClubs, totalPlayers, totalTeams };
      } catch (error) {
        console.error('Failed to load dashboard totals', error);
        return null;
      }
    },
    staleTime: 0,
  });
