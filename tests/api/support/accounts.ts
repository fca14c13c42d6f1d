import { basicAuth, type TestApp } from './test-app.js';

export const ORGANISER_PASSWORD = 'organiser-password-1';

/** An organiser made through the admin API (so with the API's rules), and a signed-in token for it. */
export async function createOrganiser(t: TestApp, username: string, clubIds: number[]): Promise<{ id: number; token: string }> {
  const created = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/users',
    payload: { username, password: ORGANISER_PASSWORD, role: 'organiser', clubIds },
  });
  if (created.statusCode !== 201) throw new Error(`organiser ${username}: ${created.statusCode} ${created.body}`);
  return { id: created.json<{ id: number }>().id, token: await signIn(t, username) };
}

export async function signIn(t: TestApp, username: string, password = ORGANISER_PASSWORD): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(username, password) } });
  if (response.statusCode !== 200) throw new Error(`sign-in ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const PLAYER_PASSWORD = 'player-password-1';

/** A one-time invitation link for the player, made by the administrator; answers the link's token. */
export async function invite(t: TestApp, playerId: number, token?: string): Promise<string> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const options = { method: 'POST' as const, url: `/api/v1/admin/players/${playerId}/invitation`, ...(headers ? { headers } : {}) };
  const response = token ? await t.app.inject(options) : await t.admin(options);
  if (response.statusCode !== 201) throw new Error(`invitation for player ${playerId}: ${response.statusCode} ${response.body}`);
  return response.json<{ url: string }>().url.split('/join/')[1] ?? '';
}

/** The player's account, made by invitation as a player would; answers its signed-in token. */
export async function createPlayerAccount(t: TestApp, playerId: number, username: string): Promise<string> {
  const token = await invite(t, playerId);
  const joined = await t.app.inject({ method: 'POST', url: '/api/v1/auth/join', payload: { token, username, password: PLAYER_PASSWORD } });
  if (joined.statusCode !== 201) throw new Error(`join ${username}: ${joined.statusCode} ${joined.body}`);
  return joined.json<{ token: string }>().token;
}

/** The two players of a team. */
export async function playersOfTeam(t: TestApp, teamId: number): Promise<[number, number]> {
  const row = await t.db.selectFrom('teams').select(['player1_id', 'player2_id']).where('id', '=', teamId).executeTakeFirstOrThrow();
  return [row.player1_id, row.player2_id];
}
