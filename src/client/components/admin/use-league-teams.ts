import { useQueries } from '@tanstack/react-query';
import type { Team } from '@/shared/schemas/team';
import { catalog } from './catalog';
import type { AdminScope } from './scope';

/**
 * The teams of the league's groups (or of one group): the only teams a match or an
 * unavailability of this league can name, so pickers search among them and nothing else.
 */
export function useLeagueTeams(scope: AdminScope, onlyGroupId: number | null = null): { teams: Team[]; loading: boolean } {
  const { clubId, leagueId } = scope;
  const groups = onlyGroupId === null ? scope.groups : scope.groups.filter((group) => group.id === onlyGroupId);
  return useQueries({
    queries:
      clubId === null || leagueId === null ? [] : groups.map((group) => catalog.groupTeams(clubId, leagueId, group.id)),
    combine: (results) => {
      const byId = new Map<number, Team>();
      for (const result of results) for (const team of result.data ?? []) byId.set(team.id, team);
      return {
        teams: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)),
        loading: results.some((result) => result.isPending),
      };
    },
  });
}
