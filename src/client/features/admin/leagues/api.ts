import type { League } from '../../../../shared/schemas/league';
import { apiRequest } from '../../../lib/api-client';
import { leaguePayload, type LeagueFormValues } from './league-form';

export const saveLeague = (clubId: number, values: LeagueFormValues, editing: League | null) =>
  editing
    ? apiRequest<League>(`/v1/admin/clubs/${clubId}/leagues/${editing.id}`, { method: 'PUT', body: leaguePayload(values) })
    : apiRequest<League>(`/v1/admin/clubs/${clubId}/leagues`, { method: 'POST', body: leaguePayload(values) });

export const deleteLeague = (league: League) => apiRequest<null>(`/v1/admin/clubs/${league.clubId}/leagues/${league.id}`, { method: 'DELETE' });
