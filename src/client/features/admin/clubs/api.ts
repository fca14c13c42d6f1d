import type { Club } from '../../../../shared/schemas/club';
import { apiRequest } from '../../../lib/api-client';
import { clubPayload, type ClubFormValues } from './club-form';

export const saveClub = (values: ClubFormValues, editing: Club | null) =>
  editing
    ? apiRequest<Club>(`/v1/admin/clubs/${editing.id}`, { method: 'PUT', body: clubPayload(values) })
    : apiRequest<Club>('/v1/admin/clubs', { method: 'POST', body: clubPayload(values) });

export const deleteClub = (club: Club) => apiRequest<null>(`/v1/admin/clubs/${club.id}`, { method: 'DELETE' });
