import { queryOptions } from '@tanstack/react-query';
import { meApi } from './keys';
import { fetchInvitation, fetchMyAccount, fetchMyMatches, fetchMyReschedules, fetchRescheduleOptions } from './api';

/**
 * A signed-in player's own reads. Their keys start with 'me' (never 'admin'), so they are kept on
 * the device for /me offline like the public pages, and dropped whole when the player signs out
 * or another one signs in (clearMyQueries).
 */
export const myQueries = {
  all: meApi.key.all,
  matches: () =>
    queryOptions({
      queryKey: meApi.key.matches(),
      queryFn: ({ signal }) => fetchMyMatches(signal),
      staleTime: 0,
    }),
  account: () =>
    queryOptions({
      queryKey: meApi.key.account(),
      queryFn: ({ signal }) => fetchMyAccount(signal),
      staleTime: 0,
    }),
  reschedules: () =>
    queryOptions({
      queryKey: meApi.key.reschedules(),
      queryFn: ({ signal }) => fetchMyReschedules(signal),
      staleTime: 0,
    }),
  rescheduleOptions: (matchId: number) =>
    queryOptions({
      queryKey: meApi.key.rescheduleOptions(matchId),
      queryFn: ({ signal }) => fetchRescheduleOptions(matchId, signal),
      staleTime: 0,
    }),
};

/** An invitation is read once, when the link is opened; it is never worth keeping on the device. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: meApi.key.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    staleTime: Infinity,
    retry: false,
    meta: { persist: false },
  });
