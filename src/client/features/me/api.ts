import type { LoginResponse } from '@/shared/schemas/auth';
import type { InvitationPreview, JoinInput, MyMatches } from '@/shared/schemas/reports';
import type { SignupInput } from '@/shared/schemas/entries';
import type { Me } from '@/shared/schemas/users';
import type { MyReschedules, RescheduleOptions } from '@/shared/schemas/reschedules';
import { apiRequest } from '@/client/lib/api-client';
import { clearSession, readSession } from '@/client/lib/session';
import { meApi } from './keys';

/** GET /v1/me/matches with the player's token (its 401 leads to /login, never to /admin). */
export const fetchMyMatches = (signal?: AbortSignal) => apiRequest<MyMatches>(meApi.path.matches(), { signal, auth: true, session: 'player' });

/** GET /v1/me/reschedules: the requests to move the player's matches. */
export const fetchMyReschedules = (signal?: AbortSignal) => apiRequest<MyReschedules>(meApi.path.reschedules(), { signal, auth: true, session: 'player' });

/** GET /v1/me/matches/{m}/reschedule-options: the slots a request may propose. */
export const fetchRescheduleOptions = (matchId: number, signal?: AbortSignal) =>
  apiRequest<RescheduleOptions>(meApi.path.rescheduleOptions(matchId), { signal, auth: true, session: 'player' });

/** GET /v1/me: the player's own account (username, playerId). */
export const fetchMyAccount = (signal?: AbortSignal) => apiRequest<Me>(meApi.path.account(), { signal, auth: true, session: 'player' });

/** GET /v1/auth/join/{token}: whom an unused, unexpired invitation is for; 404 otherwise. */
export const fetchInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<InvitationPreview>(meApi.path.invitation(token), { signal, auth: false });

/** POST /v1/auth/join → a player session. */
export const joinWithInvitation = (input: JoinInput) => apiRequest<LoginResponse>(meApi.path.join(), { method: 'POST', body: input, auth: false });

/** POST /v1/auth/signup → a new player's session (only where the tour opens sign-up; 403 SIGNUP_CLOSED otherwise). */
export const signUp = (input: SignupInput) => apiRequest<LoginResponse>(meApi.path.signup(), { method: 'POST', body: input, auth: false });

/** Ends the player's session on the server, then forgets it here whatever the server said. */
export async function playerLogout(): Promise<void> {
  try {
    if (readSession('player')) await apiRequest<null>('/v1/auth/logout', { method: 'POST', session: 'player' });
  } catch (error) {
    console.error('Logout request failed', error);
  } finally {
    clearSession('player');
  }
}
