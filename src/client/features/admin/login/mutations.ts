import { useMutation } from '@tanstack/react-query';
import { saveSession } from '@/client/lib/session';
import { login } from './api';

/** Signs in and keeps the session on the device. No query depends on it until the dashboard loads. */
export function useLogin() {
  return useMutation({
    mutationFn: async ({ username, password }: { username: string; password: string }) => saveSession(await login(username, password)),
  });
}
