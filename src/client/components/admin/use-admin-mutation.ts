import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface AdminMutationOptions<Variables, Data> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The queries whose data this write changes: admin lists and the public pages showing it. */
  invalidates: (variables: Variables, data: Data) => readonly QueryKey[];
}

/**
 * One admin write. On success the queries it touched are marked stale (the ones on screen refetch
 * at once) and the returned promise waits for those refetches, so a dialog closes on fresh data.
 * Failures are the caller's to report: each screen has its own words for them.
 */
export function useAdminMutation<Variables, Data = unknown>({ mutationFn, invalidates }: AdminMutationOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
