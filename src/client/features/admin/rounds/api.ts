import type { Round } from '../../../../shared/schemas/round';
import { apiRequest } from '../../../lib/api-client';
import { adminLeaguePath } from '../shared/catalog';
import { roundPayload, type RoundFormValues } from './round-form';

export const saveRound = (clubId: number, leagueId: number, values: RoundFormValues, editing: Round | null) =>
  editing
    ? apiRequest<Round>(`${adminLeaguePath(clubId, leagueId)}/rounds/${editing.id}`, { method: 'PUT', body: roundPayload(values) })
    : apiRequest<Round>(`${adminLeaguePath(clubId, leagueId)}/rounds`, { method: 'POST', body: roundPayload(values) });

export const deleteRound = (clubId: number, round: Round) =>
  apiRequest<null>(`${adminLeaguePath(clubId, round.leagueId)}/rounds/${round.id}`, { method: 'DELETE' });
