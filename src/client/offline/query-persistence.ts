import { dehydrate, type QueryClient, type QueryKey, type QueryMeta, type QueryStatus } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions, PersistedClient } from '@tanstack/react-query-persist-client';
import { ADMIN_ROOT } from '@/client/lib/admin-key';

/** localStorage key of the persisted TanStack Query cache. */
export const QUERY_CACHE_KEY = 'bandeja.query-cache';
/** A week: a visitor who opens the app at the club next weekend still sees last week's tables. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * THE RULE for what is kept on the device: every query that holds data, except
 *   - queries whose key starts with 'admin' (all admin queries do: lib/admin-key.ts),
 *   - queries that opt out with `meta: { persist: false }`.
 * Admin data never lands in localStorage, where it would outlive the session; an admin query
 * that only holds public data (the club/league/round pickers) may opt in with `meta: { persist: true }`.
 * A query whose last read failed (the signal dropped while it read again) keeps the data it holds:
 * it is kept as that data (`serializeKept`), not dropped, or the page would be "not available offline"
 * on the next visit without signal.
 */
export function shouldPersistQuery(query: {
  queryKey: QueryKey;
  state: { status: QueryStatus; data?: unknown };
  meta?: QueryMeta;
}): boolean {
  if (query.state.data === undefined) return false;
  if (query.meta?.persist === true) return true;
  if (query.meta?.persist === false) return false;
  return query.queryKey[0] !== ADMIN_ROOT[0];
}

/**
 * The cache as the device keeps it, for the throttled persister and the page-hide flush alike: a
 * query whose last read failed is kept as the data it holds (a failure is this moment's, and an
 * Error does not survive JSON anyway).
 */
function serializeKept(client: PersistedClient): string {
  const { clientState } = client;
  const queries = clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return JSON.stringify({ ...client, clientState: { ...clientState, queries } });
}

/** Options shared by the restore at start-up and PersistQueryClientProvider. */
export function createPersistOptions(
  storage: Storage,
  buildId: string,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage,
      key: QUERY_CACHE_KEY,
      throttleTime: 1000,
      serialize: serializeKept,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    // A new build may read other shapes: it starts from a fresh cache.
    buster: buildId,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * The persister writes at most once a second; data that arrived in the last second before the
 * tab is closed or navigated away would be lost. On pagehide (and when the tab is hidden) the
 * cache is written at once, in the persister's own format.
 */
export function flushQueriesOnPageHide(queryClient: QueryClient, storage: Storage, buildId: string): () => void {
  const flush = () => {
    const persisted = {
      buster: buildId,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery }),
    } satisfies PersistedClient;
    try {
      storage.setItem(QUERY_CACHE_KEY, serializeKept(persisted));
    } catch {
      // Storage full or blocked: the throttled persister has the last copy it could write.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
