import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long data fetched by this page counts as fresh while online. */
const FRESH_MS = 30_000;

export function createQueryClient(): QueryClient {
  // Made before the persisted cache is restored: data older than this came from that cache.
  const startedAt = Date.now();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, kept data is never "stale": nothing refetches it, so it keeps the time it was
        // fetched (the offline notice shows that time), and the service worker's copy of the same
        // answer does not pass for fresh data. Online, data restored from the persisted cache is
        // stale at once, so a reload shows it and asks the server what it has now (an ETag makes
        // an unchanged answer cheap); only data this page fetched itself stays fresh for 30 s.
        staleTime: (query) =>
          !onlineManager.isOnline() ? Infinity : query.state.dataUpdatedAt < startedAt ? 0 : FRESH_MS,
        // Persisted data must outlive a closed tab to be shown offline the next day.
        gcTime: 7 * 24 * 3600_000,
        // Offline, a page never seen fails at once (and says it is not available offline)
        // instead of waiting for the network with a spinner.
        retry: (failureCount, error) =>
          onlineManager.isOnline() && !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
  // Admin reads carry the token, so neither the service worker nor the persisted cache holds them.
  // Offline they wait for the network instead of failing: a refresh after a queued result keeps
  // the round's list on screen (with the pending marks) rather than emptying it.
  queryClient.setQueryDefaults(['admin'], { networkMode: 'online' });
  return queryClient;
}

/**
 * For the queries a route's loader ensures: the loader reads again on every visit to the page, so
 * a failed read is not retried once more as the page mounts, which would only flash its loading
 * state before the same "not found" (and ask the server twice).
 */
export const loadedByRoute = { retryOnMount: false } as const;
