import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Persisted data must outlive a closed tab to be shown offline the next day.
        gcTime: 7 * 24 * 3600_000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
