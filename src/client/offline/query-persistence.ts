import type { QueryKey, QueryMeta, QueryStatus } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/** localStorage key of the persisted TanStack Query cache. */
export const QUERY_CACHE_KEY = 'bandeja.query-cache';
/** A week: a visitor who opens the app at the club next weekend still sees last week's tables. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * THE RULE for what is kept on the device: every successful query, except
 *   - queries whose key starts with 'admin' (all admin queries do: features/admin/shared/admin-keys.ts),
 *   - queries that opt out with `meta: { persist: false }`.
 * Admin data never lands in localStorage, where it would outlive the session; an admin query
 * that only holds public data (the club/league/round pickers) may opt in with `meta: { persist: true }`.
 */
export function shouldPersistQuery(query: { queryKey: QueryKey; state: { status: QueryStatus }; meta?: QueryMeta }): boolean {
  if (query.state.status !== 'success') return false;
  if (query.meta?.persist === true) return true;
  if (query.meta?.persist === false) return false;
  return query.queryKey[0] !== 'admin';
}

/** Options shared by the restore at start-up and PersistQueryClientProvider. */
export function createPersistOptions(storage: Storage, buildId: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 1000 }),
    maxAge: PERSIST_MAX_AGE_MS,
    // A new build may read other shapes: it starts from a fresh cache.
    buster: buildId,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
