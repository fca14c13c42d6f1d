import type { Player } from '../../../../shared/schemas/player';
import type { Team } from '../../../../shared/schemas/team';
import { formatDate } from '../../../../shared/domain/format';
import { fullName } from '../../../../shared/domain/team-name';
import { apiRequest } from '../../../lib/api-client';
import type { PickerOption } from '../../../components/ui/search-picker';
import { teamPayload, type TeamFormValues } from './team-form';

export const saveTeam = (values: TeamFormValues, editing: Team | null) =>
  editing
    ? apiRequest<Team>(`/v1/admin/teams/${editing.id}`, { method: 'PUT', body: teamPayload(values) })
    : apiRequest<Team>('/v1/admin/teams', { method: 'POST', body: teamPayload(values) });

export const deleteTeam = (team: Team) => apiRequest<null>(`/v1/admin/teams/${team.id}`, { method: 'DELETE' });

/** Player autocomplete: 10 results (SPEC.md §9); the date of birth tells namesakes apart. */
export async function searchPlayers(text: string, signal: AbortSignal): Promise<PickerOption[]> {
  const answer = await apiRequest<{ players: Player[] }>('/v1/players', { query: { search: text || undefined, page: 1, pageSize: 10 }, signal, auth: true });
  return (answer?.players ?? []).map((player) => ({ id: player.id, label: fullName(player), hint: formatDate(player.dob) }));
}
