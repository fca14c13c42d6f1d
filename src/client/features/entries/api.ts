import type {
  Entry,
  EntryCreated,
  EntryInput,
  EntryPairInput,
  EntryTeamsResult,
  EntryUpdateInput,
  Registration,
  RegistrationInput,
} from '@/shared/schemas/entries';
import { apiRequest } from '@/client/lib/api-client';
import { entryApi, type EntryOwner } from './queries';

const keyed = () => ({ 'idempotency-key': crypto.randomUUID() });

/** A player's own writes (docs/entries.md), sent with their session and a fresh Idempotency-Key. */
export const enterList = (input: EntryInput) =>
  apiRequest<EntryCreated>(entryApi.path.mine(), { method: 'POST', body: input, session: 'player', headers: keyed() });
export const acceptEntry = (entryId: number) =>
  apiRequest<EntryCreated>(entryApi.path.accept(entryId), { method: 'POST', session: 'player', headers: keyed() });
export const withdrawEntry = (entryId: number) =>
  apiRequest<null>(entryApi.path.entry(entryId), { method: 'DELETE', session: 'player', headers: keyed() });

/** The organiser's writes. */
export const saveRegistration = (owner: EntryOwner, input: RegistrationInput) =>
  apiRequest<Registration>(entryApi.admin.path.registration(owner), { method: 'PUT', body: input, headers: keyed() });
export const updateEntry = (owner: EntryOwner, entryId: number, input: EntryUpdateInput) =>
  apiRequest<Entry>(entryApi.admin.path.entry(owner, entryId), { method: 'PUT', body: input, headers: keyed() });
export const pairFreeAgents = (owner: EntryOwner, input: EntryPairInput) =>
  apiRequest<Entry>(entryApi.admin.path.pair(owner), { method: 'POST', body: input, headers: keyed() });
export const makeTeams = (owner: EntryOwner, groupId?: number) =>
  apiRequest<EntryTeamsResult>(entryApi.admin.path.teams(owner), {
    method: 'POST',
    body: groupId === undefined ? {} : { groupId },
    headers: keyed(),
  });
