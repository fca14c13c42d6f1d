import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganiser, ORGANISER_PASSWORD, signIn } from './support/accounts.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, basicAuth, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let clubA: number;
let clubB: number;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function createClub(name: string): Promise<number> {
  const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name } });
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  clubA = await createClub('Club A');
  clubB = await createClub('Club B');
});
afterAll(() => t.close());

describe('sign-in and /me', () => {
  it('answers the role with the token, and /me says who is signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD) } });
    expect(response.json()).toMatchObject({ role: 'admin' });
    const me = await as(response.json<{ token: string }>().token, 'GET', '/api/v1/me');
    expect(me.json()).toEqual({ role: 'admin', username: ADMIN_USERNAME });
  });

  it('answers an organiser their clubs', async () => {
    const organiser = await createOrganiser(t, 'me-organiser', [clubB, clubA]);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth('me-organiser', ORGANISER_PASSWORD) } });
    expect(login.json()).toMatchObject({ role: 'organiser' });
    const me = await as(organiser.token, 'GET', '/api/v1/me');
    expect(me.json()).toEqual({ role: 'organiser', username: 'me-organiser', clubIds: [clubA, clubB].sort((a, b) => a - b) });
  });

  it('is 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the administrator manages organisers', () => {
  it('creates, lists, updates and deletes an organiser', async () => {
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/users', payload: { username: 'lucia', password: 'a-long-password', role: 'organiser', clubIds: [clubA] } });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ id: number }>();
    expect(user).toEqual({ id: expect.any(Number), username: 'lucia', role: 'organiser', clubIds: [clubA] });

    const list = await t.admin({ method: 'GET', url: '/api/v1/admin/users' });
    expect(list.json<{ users: unknown[] }>().users).toContainEqual(user);
    expect(list.json<{ users: { username: string; role: string }[] }>().users).toContainEqual(
      expect.objectContaining({ username: ADMIN_USERNAME, role: 'admin', clubIds: [] }),
    );

    const token = await signIn(t, 'lucia', 'a-long-password');
    const updated = await t.admin({ method: 'PUT', url: `/api/v1/admin/users/${user.id}`, payload: { username: 'lucia', role: 'organiser', clubIds: [clubB] } });
    expect(updated.json()).toMatchObject({ clubIds: [clubB] });
    // The open session follows the change at once.
    expect((await as(token, 'PUT', `/api/v1/admin/clubs/${clubA}`, { name: 'Club A' })).statusCode).toBe(404);
    expect((await as(token, 'PUT', `/api/v1/admin/clubs/${clubB}`, { name: 'Club B' })).statusCode).toBe(200);

    // A new password ends the account's sessions.
    await t.admin({ method: 'PUT', url: `/api/v1/admin/users/${user.id}`, payload: { username: 'lucia', role: 'organiser', clubIds: [clubB], password: 'another-password' } });
    expect((await as(token, 'GET', '/api/v1/me')).statusCode).toBe(401);

    const deleted = await t.admin({ method: 'DELETE', url: `/api/v1/admin/users/${user.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/users/${user.id}` })).statusCode).toBe(404);
    expect(await t.db.selectFrom('account_clubs').where('account_id', '=', user.id).selectAll().execute()).toEqual([]);
  });

  it('refuses a duplicate username with 409', async () => {
    await createOrganiser(t, 'twice', [clubA]);
    const again = await t.admin({ method: 'POST', url: '/api/v1/admin/users', payload: { username: 'twice', password: 'a-long-password', role: 'organiser', clubIds: [clubA] } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    const admins = await t.admin({ method: 'POST', url: '/api/v1/admin/users', payload: { username: ADMIN_USERNAME, password: 'a-long-password', role: 'organiser', clubIds: [clubA] } });
    expect(admins.statusCode).toBe(409);
  });

  it.each([
    ['a short password', { username: 'shorty', password: 'short', role: 'organiser', clubIds: [1] }, 'password'],
    ['no clubs', { username: 'noclub', password: 'a-long-password', role: 'organiser', clubIds: [] }, 'clubIds'],
    ['a club that does not exist', { username: 'ghost', password: 'a-long-password', role: 'organiser', clubIds: [999999] }, 'clubIds'],
    ['a second administrator by POST', { username: 'boss', password: 'a-long-password', role: 'admin', clubIds: [] }, 'role'],
    ['a colon in the username', { username: 'a:b', password: 'a-long-password', role: 'organiser', clubIds: [1] }, 'username'],
    ['a blank username', { username: '  ', password: 'a-long-password', role: 'organiser', clubIds: [1] }, 'username'],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/users', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(field);
  });

  it('never deletes or demotes its own account or the last administrator', async () => {
    const me = (await t.admin({ method: 'GET', url: '/api/v1/admin/users' })).json<{ users: { id: number; username: string }[] }>().users.find((u) => u.username === ADMIN_USERNAME);
    const own = await t.admin({ method: 'DELETE', url: `/api/v1/admin/users/${me?.id}` });
    expect(own.statusCode).toBe(409);
    const demote = await t.admin({ method: 'PUT', url: `/api/v1/admin/users/${me?.id}`, payload: { username: ADMIN_USERNAME, role: 'organiser', clubIds: [clubA] } });
    expect(demote.statusCode).toBe(409);
    expect((await as(await t.login(), 'GET', '/api/v1/me')).json()).toMatchObject({ role: 'admin' });

    // A second administrator (promoted from organiser) may be demoted and deleted: one remains.
    const other = await createOrganiser(t, 'second-admin', [clubA]);
    const promoted = await t.admin({ method: 'PUT', url: `/api/v1/admin/users/${other.id}`, payload: { username: 'second-admin', role: 'admin', clubIds: [clubA] } });
    expect(promoted.json()).toMatchObject({ role: 'admin', clubIds: [] });
    // Signed in as the second administrator, deleting its own account is still refused.
    const otherToken = await signIn(t, 'second-admin');
    expect((await as(otherToken, 'DELETE', `/api/v1/admin/users/${other.id}`)).statusCode).toBe(409);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/users/${other.id}` })).statusCode).toBe(204);
  });
});

describe('an organiser', () => {
  let organiser: { id: number; token: string };
  beforeAll(async () => {
    organiser = await createOrganiser(t, 'club-a-organiser', [clubA]);
  });

  it('runs their club: leagues are created and changed', async () => {
    const league = await as(organiser.token, 'POST', `/api/v1/admin/clubs/${clubA}/leagues`, { name: 'Organised league' });
    expect(league.statusCode).toBe(201);
  });

  it('finds no other club: 404 before the body is read', async () => {
    const response = await as(organiser.token, 'POST', `/api/v1/admin/clubs/${clubB}/leagues`, { nonsense: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('may not create or delete clubs, nor manage users: 403 FORBIDDEN', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/admin/clubs'],
      ['DELETE', `/api/v1/admin/clubs/${clubA}`],
      ['GET', '/api/v1/admin/users'],
      ['POST', '/api/v1/admin/users'],
      ['PUT', `/api/v1/admin/users/${organiser.id}`],
      ['DELETE', `/api/v1/admin/users/${organiser.id}`],
    ] as const) {
      const response = await as(organiser.token, method, url, method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('manages the tour-wide players and teams', async () => {
    const player = await as(organiser.token, 'POST', '/api/v1/admin/players', { firstName: 'Org', lastName: 'Anised', dob: '1990-01-01' });
    expect(player.statusCode).toBe(201);
  });

  it('changes their own password', async () => {
    const response = await as(organiser.token, 'PUT', '/api/v1/auth/password', { currentPassword: ORGANISER_PASSWORD, newPassword: 'organiser-password-2' });
    expect(response.statusCode).toBe(204);
  });

  it('loses the club link when the club is deleted', async () => {
    const clubC = await createClub('Club C');
    const other = await createOrganiser(t, 'club-c-organiser', [clubC]);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/clubs/${clubC}` })).statusCode).toBe(204);
    expect((await as(other.token, 'GET', '/api/v1/me')).json()).toMatchObject({ clubIds: [] });
  });
});
