import type { Group, GroupInput, Withdrawal } from '@/shared/schemas/group';
import type { WithdrawalPolicy } from '@/shared/domain/constants';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { leagueApi } from '@/client/features/leagues/queries';
import { matchApi } from '@/client/features/matches/queries';
import { groupApi } from '../queries';

export interface LeagueRef {
  clubId: number;
  leagueId: number;
}

interface GroupRef extends LeagueRef {
  groupId: number;
}

/** A group shows on its league's public page (tabs, standings) and in the admin's pickers. */
const groupListKeys = ({ clubId, leagueId }: LeagueRef) => [groupApi.admin.key.ofLeague(clubId, leagueId), leagueApi.key.league(clubId, leagueId)];

export function useCreateGroup() {
  return useAdminMutation({
    mutationFn: ({ input, ...league }: LeagueRef & { input: GroupInput }) => apiRequest<Group>(groupApi.admin.path.ofLeague(league.clubId, league.leagueId), { method: 'POST', body: input }),
    invalidates: (league) => groupListKeys(league),
  });
}

export function useUpdateGroup() {
  return useAdminMutation({
    mutationFn: ({ input, groupId, ...league }: GroupRef & { input: GroupInput }) =>
      apiRequest<Group>(groupApi.admin.path.group(league.clubId, league.leagueId, groupId), { method: 'PUT', body: input }),
    invalidates: (group) => groupListKeys(group),
  });
}

/** Its matches go with it: the rounds' matches and schedules of the league go stale too. */
export function useDeleteGroup() {
  return useAdminMutation({
    mutationFn: ({ groupId, ...league }: GroupRef) => apiRequest<null>(groupApi.admin.path.group(league.clubId, league.leagueId, groupId), { method: 'DELETE' }),
    invalidates: (group) => [
      ...groupListKeys(group),
      groupApi.admin.key.teams(group.clubId, group.leagueId, group.groupId),
      matchApi.admin.key.ofLeague(group.clubId, group.leagueId),
      matchApi.admin.key.leagueSchedules(group.clubId, group.leagueId),
    ],
  });
}

/** Membership changes the group's members, its standings and the teams its matches can name. */
const membershipKeys = ({ clubId, leagueId, groupId }: GroupRef) => [
  groupApi.admin.key.teams(clubId, leagueId, groupId),
  leagueApi.key.standings(clubId, leagueId, groupId),
];

/** Membership bodies are snake_case (docs/rules.md, "API conventions"). */
export function useAddTeamToGroup() {
  return useAdminMutation({
    mutationFn: ({ teamId, groupId, ...league }: GroupRef & { teamId: number }) =>
      apiRequest<unknown>(groupApi.admin.path.teams(league.clubId, league.leagueId, groupId), { method: 'POST', body: { team_id: teamId } }),
    invalidates: (membership) => membershipKeys(membership),
  });
}

export function useRemoveTeamFromGroup() {
  return useAdminMutation({
    mutationFn: ({ teamId, groupId, ...league }: GroupRef & { teamId: number }) =>
      apiRequest<null>(groupApi.admin.path.teams(league.clubId, league.leagueId, groupId), { method: 'DELETE', body: { team_id: teamId } }),
    invalidates: (membership) => membershipKeys(membership),
  });
}

/**
 * A team withdrawn mid-season (docs/standings.md, "Withdrawals"): the group's table changes, and
 * its matches without a result are deleted, so the league's match lists and schedules go stale.
 */
export function useWithdrawTeam() {
  return useAdminMutation({
    mutationFn: ({ teamId, policy, groupId, ...league }: GroupRef & { teamId: number; policy: WithdrawalPolicy }) =>
      apiRequest<Withdrawal>(groupApi.admin.path.withdrawals(league.clubId, league.leagueId, groupId), { method: 'POST', body: { teamId, policy } }),
    invalidates: (withdrawal) => [
      ...membershipKeys(withdrawal),
      matchApi.admin.key.ofLeague(withdrawal.clubId, withdrawal.leagueId),
      matchApi.admin.key.leagueSchedules(withdrawal.clubId, withdrawal.leagueId),
    ],
  });
}
