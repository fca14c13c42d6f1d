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
