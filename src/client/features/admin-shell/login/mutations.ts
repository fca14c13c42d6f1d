import { useMutation } from '@tanstack/react-query';
import { revokeToken } from '@/client/lib/auth-api';
import { saveSession } from '@/client/lib/session';
import { login } from './api';

/** A player's account signed in at /admin: it is not kept (players sign in at /login). */
export class PlayerAccountError extends Error {
  constructor() {
    super('A player account cannot open the dashboard');
    this.name = 'PlayerAccountError';
  }
}

/** Signs in and keeps the session on the device. No query depends on it until the dashboard loads. */
export function useLogin() {
  return useMutation({
    mutationFn: async ({ username, password }: { username: string; password: string }) => {
      const session = await login(username, password);
      if (session.role === 'player') {
        await revokeToken(session.token);
        throw new PlayerAccountError();
      }
      saveSession(session);
    },
  });
}
