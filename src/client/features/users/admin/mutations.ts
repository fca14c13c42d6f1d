import { queryOptions } from '@tanstack/react-query';
import type { User, UserInput, UserList, UserUpdate } from '@/shared/schemas/users';
import { apiRequest } from '@/client/lib/api-client';
import { useAdminMutation } from '@/client/components/admin/use-admin-mutation';
import { userApi } from './queries';

export const usersQuery = () =>
  queryOptions({
    queryKey: userApi.admin.key.list(),
    queryFn: async ({ signal }) => (await apiRequest<UserList>(userApi.admin.path.list(), { signal })).users,
    staleTime: 0,
  });

export function useCreateUser() {
  return useAdminMutation({
    mutationFn: (input: UserInput) => apiRequest<User>(userApi.admin.path.list(), { method: 'POST', body: input }),
    invalidates: () => [userApi.admin.key.list()],
  });
}

export function useUpdateUser() {
  return useAdminMutation({
    mutationFn: ({ userId, input }: { userId: number; input: UserUpdate }) =>
      apiRequest<User>(userApi.admin.path.detail(userId), { method: 'PUT', body: input }),
    invalidates: () => [userApi.admin.key.list()],
  });
}

export function useDeleteUser() {
  return useAdminMutation({
    mutationFn: (userId: number) => apiRequest<null>(userApi.admin.path.detail(userId), { method: 'DELETE' }),
    invalidates: () => [userApi.admin.key.list()],
  });
}
