import { queryOptions } from '@tanstack/react-query';
import type { EntryList, EntryListState, MyEntries } from '@/shared/schemas/entries';
import { apiRequest } from '@/client/lib/api-client';
import { adminKey } from '@/client/lib/admin-key';
import { myQueries } from '@/client/features/me/queries';

/** Whose list: a league's or a club night's (docs/entries.md). */
export interface EntryOwner {
  kind: 'league' | 'night';
  clubId: number;
  /** The league's or the night's id. */
  id: number;
}

const ROOT = ['entries'] as const;
const ownerPath = (owner: EntryOwner) =>
  owner.kind === 'league'
    ? `/clubs/${owner.clubId}/leagues/${owner.id}`
    : `/clubs/${owner.clubId}/club-nights/${owner.id}`;

/**
 * The entries' query keys and API paths (docs/architecture.md, "Query keys and paths"): a list's
 * public state, the player's own entries (under 'me': kept for /me offline, dropped at sign-out),
 * and the organiser's list.
 */
export const entryApi = {
  key: {
    all: ROOT,
    state: (owner: EntryOwner) => [...ROOT, owner.kind, owner.clubId, owner.id] as const,
    mine: () => [...myQueries.all, 'entries'] as const,
  },
  path: {
    state: (owner: EntryOwner) => `/v1${ownerPath(owner)}/entries`,
    mine: () => '/v1/me/entries',
    entry: (entryId: number) => `/v1/me/entries/${entryId}`,
    accept: (entryId: number) => `/v1/me/entries/${entryId}/accept`,
  },
  admin: {
    key: {
      list: (owner: EntryOwner) => adminKey('entries', owner.kind, owner.clubId, owner.id),
    },
    path: {
      list: (owner: EntryOwner) => `/v1/admin${ownerPath(owner)}/entries`,
      registration: (owner: EntryOwner) => `/v1/admin${ownerPath(owner)}/registration`,
      entry: (owner: EntryOwner, entryId: number) => `/v1/admin${ownerPath(owner)}/entries/${entryId}`,
      pair: (owner: EntryOwner) => `/v1/admin${ownerPath(owner)}/entries/pair`,
      teams: (owner: EntryOwner) => `/v1/admin${ownerPath(owner)}/entries/teams`,
    },
  },
};

export const entryQueries = {
  state: (owner: EntryOwner) =>
    queryOptions({
      queryKey: entryApi.key.state(owner),
      queryFn: ({ signal }) => apiRequest<EntryListState>(entryApi.path.state(owner), { signal }),
      staleTime: 0,
    }),
  mine: () =>
    queryOptions({
      queryKey: entryApi.key.mine(),
      queryFn: ({ signal }) => apiRequest<MyEntries>(entryApi.path.mine(), { signal, auth: true, session: 'player' }),
      staleTime: 0,
    }),
  adminList: (owner: EntryOwner) =>
    queryOptions({
      queryKey: entryApi.admin.key.list(owner),
      queryFn: ({ signal }) => apiRequest<EntryList>(entryApi.admin.path.list(owner), { signal }),
      staleTime: 0,
    }),
};
