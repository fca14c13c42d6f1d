import type { LoginResponse } from '@/shared/schemas/auth';
import { apiRequest } from './api-client';

/** base64 of UTF-8, so a password with "ñ" signs in too (btoa alone takes Latin-1 only). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * POST /v1/auth/login with HTTP Basic credentials and no body (docs/rules.md, "Accounts and
 * sessions"). One sign-in serves every role; the answer's `role` says which sign-in page keeps it.
 */
export const signInWithPassword = (username: string, password: string) =>
  apiRequest<LoginResponse>('/v1/auth/login', {
    method: 'POST',
    // auth: false: a stale stored token must neither block nor replace the Basic header.
    auth: false,
    headers: { authorization: `Basic ${base64Utf8(`${username}:${password}`)}` },
  });

/** Ends a token this page will not keep (an account signed in on the wrong sign-in page). */
export async function revokeToken(token: string): Promise<void> {
  try {
    await apiRequest<null>('/v1/auth/logout', { method: 'POST', auth: false, headers: { authorization: `Bearer ${token}` } });
  } catch {
    // Nothing to do: the token expires on its own.
  }
}
