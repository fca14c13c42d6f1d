import type { Player } from '../../../../shared/schemas/player';
import { apiRequest } from '../../../lib/api-client';
import { playerPayload, type PlayerFormValues } from './player-form';

export const savePlayer = (values: PlayerFormValues, editing: Player | null) =>
  editing
    ? apiRequest<Player>(`/v1/admin/players/${editing.id}`, { method: 'PUT', body: { ...playerPayload(values), status: editing.status } })
    : apiRequest<Player>('/v1/admin/players', { method: 'POST', body: playerPayload(values) });

export const deletePlayer = (player: Player) => apiRequest<null>(`/v1/admin/players/${player.id}`, { method: 'DELETE' });
