import type { LoginResponse } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';
import { clearSession, readSession } from '@/client/lib/session';

/** base64 of UTF-8, so a password with "ñ" signs in too (btoa alone takes Latin-1 only). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** POST /v1/auth/login with HTTP Basic credentials and no body (docs/rules.md, "Accounts and sessions"). */
export const login = (username: string, password: string) =>
  apiRequest<LoginResponse>('/v1/auth/login', {
    method: 'POST',
    // auth: false: a stale stored token must neither block nor replace the Basic header.
    auth: false,
    headers: { authorization: `Basic ${base64Utf8(`${username}:${password}`)}` },
  });

/** Revokes the token on the server, then forgets it here whatever the server said. */
export async function logout(): Promise<void> {
  try {
    if (readSession()) await apiRequest<null>('/v1/auth/logout', { method: 'POST' });
  } catch (error) {
    console.error('Logout request failed', error);
  } finally {
    clearSession();
  }
}
