import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';

/** PUT /v1/auth/password. No query shows the password: nothing to invalidate. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiRequest<null>('/v1/auth/password', { method: 'PUT', body: input }),
  });
}
