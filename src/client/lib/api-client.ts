import { clearSession, isExpired, readSession, type SessionScope } from './session';
import { takeFirstViewAnswer } from './first-view-answers';

/** Any non-OK answer: the message docs/rules.md ("API conventions") fixes, with the status and the JSON body attached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }

  /** The server's readable reason ({ error }, docs/rules.md "API conventions"), when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : undefined;
  }
}

/** Raised before sending when the stored token has run out (docs/rules.md, "Accounts and sessions"). */
export class TokenExpiredError extends Error {
  constructor() {
    super('Token expired');
    this.name = 'TokenExpiredError';
  }
}

/** True when a fetch failed for network reasons (offline, DNS, server gone), not an HTTP answer. */
export const isNetworkError = (error: unknown): boolean => error instanceof TypeError;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  /** Admin and auth calls carry the bearer token; public reads do not, so they stay cacheable. */
  auth?: boolean;
  /** Whose token an authenticated call carries: the dashboard's (default) or the player's. */
  session?: SessionScope;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // null and undefined are left out entirely (docs/rules.md, "API conventions").
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/**
 * Where the browser goes after a 401 (docs/rules.md, "Admin dashboard"): the dashboard's sign-in
 * for the dashboard's calls, the players' sign-in (/login) for a player's. Replaced in tests.
 */
export const sessionRedirect = {
  toLogin: () => {
    if (!window.location.pathname.startsWith('/admin')) window.location.assign('/admin');
  },
  toPlayerLogin: () => {
    const { pathname } = window.location;
    if (pathname !== '/login') window.location.assign(`/login?redirect=${encodeURIComponent(pathname)}`);
  },
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, auth = method !== 'GET' || path.startsWith('/v1/admin'), signal, session: scope = 'admin' } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) {
    const session = readSession(scope);
    if (session) {
      if (isExpired(session)) {
        clearSession(scope);
        throw new TokenExpiredError();
      }
      headers.authorization ??= `Bearer ${session.token}`;
    }
  }
  const url = buildUrl(path, query);
  // The page's first public reads came with its HTML: no round trip before the first render.
  const firstView = method === 'GET' && !auth ? takeFirstViewAnswer(url) : undefined;
  if (firstView) return firstView.body as T;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  // An empty body reads as null (docs/rules.md, "API conventions").
  const parsed: unknown = text === '' ? null : safeJson(text);
  if (!response.ok) {
    if (response.status === 401 && auth) {
      clearSession(scope);
      if (scope === 'player') sessionRedirect.toPlayerLogin();
      else sessionRedirect.toLogin();
    }
    throw new ApiError(response.status, parsed);
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
