import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSession } from '../../../src/server/auth/index.js';
import { PLAYER_PASSWORD } from './accounts.js';
import { basicAuth, type TestApp } from './test-app.js';

/** The player account createPooledFixture makes (a player of its played match). */
export const POOL_PLAYER_USERNAME = 'pool-player';

/**
 * Requests as the administrator for tests that drive every route, logout among them: a logout
 * ends the session, so a 401 signs in again and retries once. A route that refuses the admin
 * outright still answers its 401. A player's own routes (/api/v1/me/...) go as the fixture's
 * player instead, the only caller they serve (docs/roles.md).
 */
export function adminSession(t: TestApp): (options: InjectOptions) => Promise<LightMyRequestResponse> {
  let token: string | undefined;
  let playerToken: string | undefined;
  // A generated delete of the player takes the account with it: then the player's routes answer 401.
  const playerSignIn = async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(POOL_PLAYER_USERNAME, PLAYER_PASSWORD) } });
    return response.statusCode === 200 ? response.json<{ token: string }>().token : 'no-player-account-any-more';
  };
  // A generated update of the administrator's own account may give it a new password or name (and end
  // its sessions), so its next session is started from the account itself, not from a password.
  const adminSignIn = async () => {
    const account = await t.db.selectFrom('admins').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirstOrThrow();
    return (await startSession(t.db, account.id, 1)).token;
  };
  const sessionFor = async (url: string) => (url.startsWith('/api/v1/me/') ? (playerToken ??= await playerSignIn()) : (token ??= await adminSignIn()));
  const attempt = async (options: InjectOptions) =>
    t.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${await sessionFor(String(options.url ?? ''))}` },
    });
  return async (options) => {
    const response = await attempt(options);
    if (response.statusCode !== 401) return response;
    if (String(options.url ?? '').startsWith('/api/v1/me/')) playerToken = undefined;
    else token = undefined;
    return attempt(options);
  };
}
