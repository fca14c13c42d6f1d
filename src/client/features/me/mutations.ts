import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@/shared/schemas/auth';
import type { JoinInput } from '@/shared/schemas/reports';
import type { SignupInput } from '@/shared/schemas/entries';
import { revokeToken, signInWithPassword } from '@/client/lib/auth-api';
import { saveSession } from '@/client/lib/session';
import { submitReportWrite, type ReportWrite, type ReportWriteResult } from '@/client/offline/report-writes';
import { submitRescheduleWrite, type RescheduleWrite } from '@/client/offline/reschedule-writes';
import { joinWithInvitation, signUp } from './api';
import { meApi } from './keys';

/** A staff account (administrator, organiser) signed in at /login: it is told to use /admin, and not kept here. */
export class StaffAccountError extends Error {
  constructor() {
    super('A staff account signs in at /admin');
    this.name = 'StaffAccountError';
  }
}

/** Keeps a player's session, and drops whatever another player's /me left in the cache. */
function useKeepPlayerSession() {
  const queryClient = useQueryClient();
  return (session: LoginResponse) => {
    queryClient.removeQueries({ queryKey: meApi.key.all });
    saveSession(session, 'player');
  };
}

/** The players' sign-in: only a player's account is kept, in the player's own session. */
export function usePlayerLogin() {
  const keep = useKeepPlayerSession();
  return useMutation({
    mutationFn: async ({ username, password }: { username: string; password: string }) => {
      const session = await signInWithPassword(username, password);
      if (session.role !== 'player') {
        await revokeToken(session.token);
        throw new StaffAccountError();
      }
      keep(session);
    },
  });
}

/**
 * Accepting an invitation: the account is made and signed in at once. A player's session is kept
 * for /me; an organiser's (an organiser's invitation) is the dashboard's, kept as a sign-in at /admin is.
 * Answers the role, so the page opens the right place.
 */
export function useJoin() {
  const keep = useKeepPlayerSession();
  return useMutation({
    mutationFn: async (input: JoinInput): Promise<LoginResponse['role']> => {
      const session = await joinWithInvitation(input);
      if (session.role === 'player') keep(session);
      else saveSession(session, 'admin');
      return session.role;
    },
  });
}

/** Signing up where the tour allows it (docs/entries.md, "Sign-up"): a new player, signed in at once. */
export function useSignUp() {
  const keep = useKeepPlayerSession();
  return useMutation({
    mutationFn: async (input: SignupInput) => keep(await signUp(input)),
  });
}

/** Every write of /me goes through the outbox; a sent one refreshes the player's lists. */
export const REPORT_WRITE_KEY = ['report-write'] as const;

export function useReportWrite() {
  const queryClient = useQueryClient();
  return useMutation<ReportWriteResult, Error, ReportWrite>({
    mutationKey: REPORT_WRITE_KEY,
    mutationFn: submitReportWrite,
    onSuccess: (result) => {
      if (result.status === 'synced') void queryClient.invalidateQueries({ queryKey: meApi.key.all });
    },
  });
}

/** A request to move a match, or the other pair's answer: through the outbox like the reports. */
export function useRescheduleWrite() {
  const queryClient = useQueryClient();
  return useMutation<ReportWriteResult, Error, RescheduleWrite>({
    mutationKey: REPORT_WRITE_KEY,
    mutationFn: submitRescheduleWrite,
    onSuccess: (result) => {
      if (result.status === 'synced') void queryClient.invalidateQueries({ queryKey: meApi.key.all });
    },
  });
}
