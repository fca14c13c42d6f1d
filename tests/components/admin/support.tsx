import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { vi } from 'vitest';
import { ConfirmProvider } from '@/client/components/ui/confirm-dialog';
import { ToastProvider } from '@/client/components/ui/toast';
import { saveSession } from '@/client/lib/session';

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** What every signed-in screen asks and most tests need not say: the tour administrator is signed in. */
const SIGNED_IN_DEFAULTS: Record<string, unknown> = { 'GET /api/v1/me': { role: 'admin', username: 'admin' } };

type Handler = (call: RecordedCall) => { status?: number; body?: unknown } | undefined;

/**
 * A fetch stand-in: routes are "METHOD /api/path" (exact path, query ignored) answering a body
 * or { status, body }; unknown requests answer 404. Every call is recorded for assertions.
 */
export function mockApi(routes: Record<string, Handler | Record<string, unknown> | unknown[] | null>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string>) ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
    const call: RecordedCall = { method, path: url.pathname, search: url.searchParams, headers, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`] ?? SIGNED_IN_DEFAULTS[`${method} ${url.pathname}`];
    let status = 200;
    let body: unknown = null;
    if (route === undefined) {
      status = 404;
      body = { error: 'Not found', code: 'NOT_FOUND' };
    } else if (typeof route === 'function') {
      const answer = (route as Handler)(call) ?? {};
      status = answer.status ?? 200;
      body = answer.body ?? null;
    } else if (route && typeof route === 'object' && 'status' in route && typeof (route as { status: unknown }).status === 'number') {
      status = (route as { status: number }).status;
      body = (route as { body?: unknown }).body ?? null;
    } else {
      body = route;
    }
    // 204 and friends may carry no body at all (the Response constructor refuses even '').
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A route answer for a request that never reaches the server: fetch rejects as it does offline. */
export const networkDown = (): never => {
  throw new TypeError('Failed to fetch');
};

export function signIn() {
  saveSession({ token: 'test-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
}

/** A test's query cache: no retries, nothing kept once unused. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });

/** Pass `queryClient` to look into the cache afterwards (what a write refreshed). */
export function renderAdmin(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

export const page = <K extends string, T>(key: K, rows: T[]) => ({ [key]: rows, total: rows.length, page: 1, pageSize: 100 });

/** A minimal league scope: one club, one league with one group, one round. */
export const scopeRoutes = {
  'GET /api/v1/clubs': page('clubs', [{ id: 1, name: 'Club Uno', description: null, rules: null }]),
  'GET /api/v1/clubs/1/leagues': page('leagues', [
    { id: 2, clubId: 1, name: 'Spring League', description: null, rules: null, status: 'active', pointsForWin: 3, pointsForLoss: 1, tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'], matchTiebreakGames: 'one', pointsForDraw: 2, deuceRule: 'goldenPoint' },
  ]),
  'GET /api/v1/clubs/1/leagues/2/groups': page('groups', [{ id: 3, leagueId: 2, name: 'Group A' }]),
  'GET /api/v1/clubs/1/leagues/2/rounds': page('rounds', [
    { id: 4, leagueId: 2, name: 'Round 1', date: '2026-05-01', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' },
  ]),
};

/** The leagues a leagues answer lists, to answer them again with a change (a match format). */
export const leaguesOf = (answer: unknown) => (answer as { leagues: Record<string, unknown>[] }).leagues;

const player = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName });
export const makeTeam = (id: number, name: string) => ({
  id,
  name,
  customName: null,
  shortName: name,
  player1Id: id * 10,
  player2Id: id * 10 + 1,
  player1: player(id * 10, name.split(' ')[0] ?? 'A', 'One'),
  player2: player(id * 10 + 1, name.split(' ')[0] ?? 'B', 'Two'),
});

export const groupTeams = [makeTeam(11, 'Alpha Pair'), makeTeam(12, 'Bravo Pair'), makeTeam(13, 'Charlie Pair'), makeTeam(14, 'Delta Pair')];

/** What a form schema says of some values: the first message per field (as react-hook-form shows it). */
export function fieldMessages(schema: { safeParse: (values: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: unknown) {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

/**
 * Toasts live in sonner's module-wide store, not in the rendered tree: one still showing when a
 * test ends would come back in the next test's Toaster. Call after each test that may leave one.
 */
export const dismissToasts = () => sonner.dismiss();
