import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After any admin write every cached query is stale: admin lists, and the public pages the
 * organiser may open next (standings move when a result lands).
 */
export function useRefreshAfterWrite(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
