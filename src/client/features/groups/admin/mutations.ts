import type { Group, GroupInput } from '@/shared/schemas/group';
import { apiRequest } from '@/client/lib/api-client';
import { adminKeys } from '@/client/components/admin/admin-keys';
import { adminLeaguePath } from '@/client/components/admin/catalog';
import { publicKeys } from '@/client/components/admin/public-keys';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

export interface LeagueRef {
  clubId: number;
  leagueId: number;
}

interface GroupRef extends LeagueRef {
  groupId: number;
}

const groupsPath = ({ clubId, leagueId }: LeagueRef) => `${adminLeaguePath(clubId, leagueId)}/groups`;

/** A group shows on its league's public page (tabs, standings) and in the admin's pickers. */
const groupListKeys = ({ clubId, leagueId }: LeagueRef) => [adminKeys.groups(clubId, leagueId), publicKeys.league(clubId, leagueId)];

export function useCreateGroup() {
  return useAdminMutation({
    mutationFn: ({ input, ...league }: LeagueRef & { input: GroupInput }) => apiRequest<Group>(groupsPath(league), { method: 'POST', body: input }),
    invalidates: (league) => groupListKeys(league),
  });
}

export function useUpdateGroup() {
  return useAdminMutation({
    mutationFn: ({ input, groupId, ...league }: GroupRef & { input: GroupInput }) =>
      apiRequest<Group>(`${groupsPath(league)}/${groupId}`, { method: 'PUT', body: input }),
    invalidates: (group) => groupListKeys(group),
  });
}

/** Its matches go with it: the rounds' matches and schedules of the league go stale too. */
export function useDeleteGroup() {
  return useAdminMutation({
    mutationFn: ({ groupId, ...league }: GroupRef) => apiRequest<null>(`${groupsPath(league)}/${groupId}`, { method: 'DELETE' }),
    invalidates: (group) => [
      ...groupListKeys(group),
      adminKeys.groupTeams(group.clubId, group.leagueId, group.groupId),
      adminKeys.leagueRoundMatches(group.clubId, group.leagueId),
      adminKeys.leagueSchedules(group.clubId, group.leagueId),
    ],
  });
}

/** Membership changes the group's members, its standings and the teams its matches can name. */
const membershipKeys = ({ clubId, leagueId, groupId }: GroupRef) => [
  adminKeys.groupTeams(clubId, leagueId, groupId),
  publicKeys.groupStandings(clubId, leagueId, groupId),
];

/** Membership bodies are snake_case (docs/rules.md, "API conventions"). */
export function useAddTeamToGroup() {
  return useAdminMutation({
    mutationFn: ({ teamId, groupId, ...league }: GroupRef & { teamId: number }) =>
      apiRequest<unknown>(`${groupsPath(league)}/${groupId}/teams`, { method: 'POST', body: { team_id: teamId } }),
    invalidates: (membership) => membershipKeys(membership),
  });
}

export function useRemoveTeamFromGroup() {
  return useAdminMutation({
    mutationFn: ({ teamId, groupId, ...league }: GroupRef & { teamId: number }) =>
      apiRequest<null>(`${groupsPath(league)}/${groupId}/teams`, { method: 'DELETE', body: { team_id: teamId } }),
    invalidates: (membership) => membershipKeys(membership),
  });
}
