/** The administrator's bearer token and its expiry, kept in localStorage under two keys (docs/rules.md, "Accounts and sessions"). */
export const TOKEN_KEY = 'bandeja.token';
export const TOKEN_EXPIRES_KEY = 'bandeja.tokenExpiresAt';

export interface StoredSession {
  token: string;
  expiresAt: string;
}

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const expiresAt = localStorage.getItem(TOKEN_EXPIRES_KEY);
  return token && expiresAt ? { token, expiresAt } : null;
}

export function saveSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(TOKEN_EXPIRES_KEY, session.expiresAt);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_EXPIRES_KEY);
  notify();
}

export const isExpired = (session: StoredSession, now = Date.now()): boolean => Date.parse(session.expiresAt) <= now;

export const hasValidSession = (): boolean => {
  const session = readSession();
  return session !== null && !isExpired(session);
};

const listeners = new Set<() => void>();
/** For React's useSyncExternalStore: the session changes on sign-in, sign-out, expiry and 401. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify(): void {
  for (const listener of listeners) listener();
}
