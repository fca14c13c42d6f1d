import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { vi } from 'vitest';
import { createAppRouter } from '@/client/router';
import { LocaleProvider } from '@/client/i18n/locale-provider';

/** What a mocked endpoint answers: JSON with a status, or a request that never ends (loading). */
export type Reply = { status?: number; body?: unknown } | 'pending';
export type Handler = (url: URL) => Reply;

export const json = (body: unknown, status = 200): Reply => ({ status, body });
export const failure = (status = 500): Reply => ({ status, body: { error: 'Something broke', code: 'INTERNAL' } });
export const pending = (): Reply => 'pending';

export interface ApiMock {
  /** Every URL requested, in order. */
  calls: URL[];
  /** Requests to one path (ignoring the query). */
  callsTo: (pathname: string) => URL[];
  /** Replaces or adds the handler of a path while the test runs. */
  set: (pathname: string, handler: Handler) => void;
}

/**
 * Stands in for the server: `fetch` answers from handlers keyed by path (e.g.
 * '/api/v1/clubs'). Unknown paths answer 404 so a missing mock shows up as a not-found state.
 */
export function mockApi(handlers: Record<string, Handler>): ApiMock {
  const table = new Map<string, Handler>(
    Object.entries({ '/api/v1/meta': () => json({ tourName: 'Padel Tour' }), ...handlers }),
  );
  const calls: URL[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const reply = table.get(url.pathname)?.(url) ?? failure(404);
    if (reply === 'pending') return new Promise<Response>(() => {});
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return Promise.resolve(
      new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (pathname) => calls.filter((url) => url.pathname === pathname),
    set: (pathname, handler) => void table.set(pathname, handler),
  };
}

/** Renders the whole app (router, query cache) at `path`, against the mocked API. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, { history });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, location: () => router.state.location };
}

/** jsdom has no layout: scrolling is a no-op the router may call. */
export function stubScrolling(): void {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
}

/**
 * The public pages are lazy route chunks: their first import transforms the page's modules (CSS
 * Modules too), which can take longer than a `findBy` waits. Test files load them in `beforeAll`.
 */
export async function loadPublicPages(): Promise<void> {
  await Promise.all([
    import('@/client/features/clubs/components/club-page'),
    import('@/client/features/leagues/components/league-page'),
    import('@/client/features/players/components/player-page'),
    import('@/client/features/players/components/players-page'),
    import('@/client/features/teams/components/team-page'),
  ]);
}
