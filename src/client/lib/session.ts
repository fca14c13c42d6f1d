/**
 * The bearer tokens and their expiry, kept in localStorage (docs/rules.md, "Accounts and sessions").
 * Two sessions that never mix: the dashboard's (administrator or organiser, signed in at /admin)
 * and a player's (signed in at /login or by an invitation). Each has its own keys, so signing in
 * as a player never opens /admin, and signing in at /admin never opens /me.
 */
export type SessionScope = 'admin' | 'player';

export const TOKEN_KEY = 'bandeja.token';
export const TOKEN_EXPIRES_KEY = 'bandeja.tokenExpiresAt';
export const PLAYER_TOKEN_KEY = 'bandeja.player.token';
export const PLAYER_TOKEN_EXPIRES_KEY = 'bandeja.player.tokenExpiresAt';

const KEYS: Record<SessionScope, { token: string; expiresAt: string }> = {
  admin: { token: TOKEN_KEY, expiresAt: TOKEN_EXPIRES_KEY },
  player: { token: PLAYER_TOKEN_KEY, expiresAt: PLAYER_TOKEN_EXPIRES_KEY },
};

export interface StoredSession {
  token: string;
  expiresAt: string;
}

export function readSession(scope: SessionScope = 'admin'): StoredSession | null {
  const token = localStorage.getItem(KEYS[scope].token);
  const expiresAt = localStorage.getItem(KEYS[scope].expiresAt);
  return token && expiresAt ? { token, expiresAt } : null;
}

export function saveSession(session: StoredSession, scope: SessionScope = 'admin'): void {
  localStorage.setItem(KEYS[scope].token, session.token);
  localStorage.setItem(KEYS[scope].expiresAt, session.expiresAt);
  notify();
}

export function clearSession(scope: SessionScope = 'admin'): void {
  localStorage.removeItem(KEYS[scope].token);
  localStorage.removeItem(KEYS[scope].expiresAt);
  notify();
}

export const isExpired = (session: StoredSession, now = Date.now()): boolean => Date.parse(session.expiresAt) <= now;

export const hasValidSession = (scope: SessionScope = 'admin'): boolean => {
  const session = readSession(scope);
  return session !== null && !isExpired(session);
};

/** The player's session for useSyncExternalStore (a function of no arguments). */
export const hasValidPlayerSession = (): boolean => hasValidSession('player');

/** The token to send for `scope`, or null; an expired one is forgotten on the way. */
export function currentToken(scope: SessionScope): string | null {
  const session = readSession(scope);
  if (!session) return null;
  if (isExpired(session)) {
    clearSession(scope);
    return null;
  }
  return session.token;
}

const listeners = new Set<() => void>();
/** For React's useSyncExternalStore: a session changes on sign-in, sign-out, expiry and 401. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify(): void {
  for (const listener of listeners) listener();
}
