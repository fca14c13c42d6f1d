import { apiRequest } from '@/client/lib/api-client';
import { signInWithPassword } from '@/client/lib/auth-api';
import { clearSession, readSession } from '@/client/lib/session';

/** POST /v1/auth/login with HTTP Basic credentials and no body (docs/rules.md, "Accounts and sessions"). */
export const login = signInWithPassword;

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
