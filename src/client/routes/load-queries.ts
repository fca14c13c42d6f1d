/** Why a route's loader runs (TanStack Router): entering the page, staying on it, or a preload. */
export type LoaderCause = 'enter' | 'stay' | 'preload';

/**
 * What a public route's loader does with its queries' `ensureQueryData` (kept data, offline too,
 * counts at once): entering a page (or preloading it) waits for them, so the page renders complete
 * instead of in loading states. Staying on it (a new tab, group or search) does not: the page is
 * on screen and shows its own loading states, and holding the navigation would only freeze it.
 * A failure is not the loader's to show: the failed query keeps its error, and the page says
 * "not found" or "not available offline" the way it always has.
 */
export async function loadQueries(cause: LoaderCause, loads: readonly Promise<unknown>[]): Promise<void> {
  const all = Promise.all(loads.map((load) => load.catch(() => undefined)));
  if (cause !== 'stay') await all;
}
