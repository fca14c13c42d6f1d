import { queryOptions } from '@tanstack/react-query';
import type { User, UserInput, UserList, UserUpdate } from '@/shared/schemas/users';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';

const usersKey = ['admin', 'users'] as const;

export const usersQuery = () =>
  queryOptions({
    queryKey: usersKey,
    queryFn: async ({ signal }) => (await apiRequest<UserList>('/v1/admin/users', { signal })).users,
    staleTime: 0,
  });

export function useCreateUser() {
  return useAdminMutation({
    mutationFn: (input: UserInput) => apiRequest<User>('/v1/admin/users', { method: 'POST', body: input }),
    invalidates: () => [usersKey],
  });
}

export function useUpdateUser() {
  return useAdminMutation({
    mutationFn: ({ userId, input }: { userId: number; input: UserUpdate }) =>
      apiRequest<User>(`/v1/admin/users/${userId}`, { method: 'PUT', body: input }),
    invalidates: () => [usersKey],
  });
}

export function useDeleteUser() {
  return useAdminMutation({
    mutationFn: (userId: number) => apiRequest<null>(`/v1/admin/users/${userId}`, { method: 'DELETE' }),
    invalidates: () => [usersKey],
  });
}
