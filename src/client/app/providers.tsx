import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * The query cache every page reads. Its copy on the device is restored before the first render
 * and saved from then on by app/persistence.ts (main.tsx loads it), so no provider waits for it.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
