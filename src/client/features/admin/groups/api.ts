import type { Group } from '../../../../shared/schemas/group';
import { apiRequest } from '../../../lib/api-client';
import { adminLeaguePath } from '../shared/catalog';
import { groupPayload, type GroupFormValues } from './group-form';

export const saveGroup = (clubId: number, leagueId: number, values: GroupFormValues, editing: Group | null) =>
  editing
    ? apiRequest<Group>(`${adminLeaguePath(clubId, leagueId)}/groups/${editing.id}`, { method: 'PUT', body: groupPayload(values) })
    : apiRequest<Group>(`${adminLeaguePath(clubId, leagueId)}/groups`, { method: 'POST', body: groupPayload(values) });

export const deleteGroup = (clubId: number, group: Group) =>
  apiRequest<null>(`${adminLeaguePath(clubId, group.leagueId)}/groups/${group.id}`, { method: 'DELETE' });

/** Membership bodies are snake_case (SPEC.md §7). */
export const addTeamToGroup = (clubId: number, group: Group, teamId: number) =>
  apiRequest<unknown>(`${adminLeaguePath(clubId, group.leagueId)}/groups/${group.id}/teams`, { method: 'POST', body: { team_id: teamId } });

export const removeTeamFromGroup = (clubId: number, group: Group, teamId: number) =>
  apiRequest<null>(`${adminLeaguePath(clubId, group.leagueId)}/groups/${group.id}/teams`, { method: 'DELETE', body: { team_id: teamId } });
