import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createPersistOptions } from '../offline/query-persistence';

/** Built once: the persister throttles writes, and one instance must see every change. */
export const persistOptions = createPersistOptions(window.localStorage, __BUILD_ID__);

/**
 * The query cache is kept in localStorage (offline/query-persistence.ts says what is kept), so a
 * reopened app shows the last data at once and refreshes it in the background.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
