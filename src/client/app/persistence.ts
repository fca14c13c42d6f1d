import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createPersistOptions, flushQueriesOnPageHide } from '../offline/query-persistence';

/*
 * Keeping the query cache on the device (offline/query-persistence.ts says what is kept). A chunk
 * of its own: a first visit paints without it, and a returning one loads it from the service
 * worker's cache before the first page renders.
 */

/** Built once: the persister throttles writes, and one instance must see every change. */
const persistOptions = () => createPersistOptions(window.localStorage, __BUILD_ID__);
let options: ReturnType<typeof persistOptions> | undefined;
const sharedOptions = () => (options ??= persistOptions());

/** Puts the kept data back into the cache; a broken or outdated copy is dropped, never thrown. */
export async function restoreQueries(queryClient: QueryClient): Promise<void> {
  await persistQueryClientRestore({ queryClient, ...sharedOptions() }).catch(() => undefined);
}

/** From now on every change of the cache is saved (throttled), and saved at once when the tab goes. */
export function keepQueriesSaved(queryClient: QueryClient): void {
  persistQueryClientSubscribe({ queryClient, ...sharedOptions() });
  flushQueriesOnPageHide(queryClient, window.localStorage, __BUILD_ID__);
}
