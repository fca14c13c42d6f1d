import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '@/shared/schemas/auth';
import type { Overview } from '@/shared/schemas/overview';
import { apiRequest } from '@/client/lib/api-client';
import { clubApi } from '@/client/features/clubs/queries';
import { playerApi } from '@/client/features/players/queries';
import { teamApi } from '@/client/features/teams/queries';
import { statsApi } from '../queries';

const totalOf = async (path: string) => (await apiRequest<{ total: number }>(path, { query: { page: 1, pageSize: 1 }, auth: true }))?.total ?? 0;

/**
 * GET /v1/admin/stats; if that fails, the totals of the three lists read with page size 1
 * (docs/rules.md, "Admin dashboard"). A failure of both is logged and shows dashes.
 */
export const statsQuery = () =>
  queryOptions({
    queryKey: statsApi.admin.key.totals(),
    queryFn: async (): Promise<DashboardStats | null> => {
      try {
        return await apiRequest<DashboardStats>(statsApi.admin.path.totals());
      } catch (error) {
        console.error('Failed to load dashboard stats', error);
      }
      try {
        const [totalClubs, totalPlayers, totalTeams] = await Promise.all([totalOf(clubApi.path.list()), totalOf(playerApi.path.list()), totalOf(teamApi.path.list())]);
        return { totalClubs, totalPlayers, totalTeams };
      } catch (error) {
        console.error('Failed to load dashboard totals', error);
        return null;
      }
    },
    staleTime: 0,
  });

/** GET /v1/admin/overview: what needs doing in the caller's clubs (docs/rules.md, "Admin dashboard"). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: statsApi.admin.key.overview(),
    queryFn: async (): Promise<Overview | null> => (await apiRequest<Overview>(statsApi.admin.path.overview())) ?? null,
    staleTime: 0,
  });
