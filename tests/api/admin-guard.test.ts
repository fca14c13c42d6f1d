import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.js';
import { authPlugin } from '../../src/server/plugins/auth.js';
import { errorHandlerPlugin } from '../../src/server/plugins/error-handler.js';
import { basicAuth, createTestApp, ADMIN_PASSWORD, ADMIN_USERNAME, type TestApp } from './support/test-app.js';
import { concreteUrl, routeTable, type RouteEntry } from './support/route-table.js';

let t: TestApp;
let adminRoutes: RouteEntry[];
let revokedToken: string;
const EXPIRED_TOKEN = 'expired-token-for-the-guard-test-0123456789';

/**
 * Which routes must be closed, decided here from the path alone and not by asking the guard: any
 * spelling of /api/v1/admin the router would serve, plus the two signed-in routes outside it.
 */
const GUARDED_OUTSIDE_ADMIN = ['PUT /api/v1/auth/password', 'POST /api/v1/auth/logout', 'GET /api/v1/me', 'HEAD /api/v1/me'];
const needsAdmin = ({ method, url }: RouteEntry): boolean =>
  /^\/api\/v1\/admin(\/|$)/.test(url.toLowerCase().replace(/\/{2,}/g, '/')) || GUARDED_OUTSIDE_ADMIN.includes(`${method} ${url}`);

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = routeTable(t.app).filter(needsAdmin);
  const admin = await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('sessions')
    .values({ admin_id: admin.id, token_hash: hashToken(EXPIRED_TOKEN), expires_at: '2020-01-01T00:00:00.000Z', created_at: '2020-01-01T00:00:00.000Z' })
    .execute();
  revokedToken = await t.login();
  const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${revokedToken}` } });
  expect(logout.statusCode).toBe(204);
});
afterAll(() => t.close());

/** Any id will do: the guard answers before the route looks anything up. */
function call(route: RouteEntry, authorization: string | undefined) {
  return t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: authorization ? { authorization } : {},
    // A body that fails every schema: the guard must answer before validation does.
    ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: { nonsense: true } }),
  });
}

describe("the router's own route table", () => {
  it('is read completely: every route the app registered is in it, and each entry is one the router serves', () => {
    const table = routeTable(t.app);
    const key = (route: RouteEntry) => `${route.method} ${route.url}`;
    expect(t.app.apiRoutes.map(key).filter((route) => !table.map(key).includes(route))).toEqual([]);
    for (const route of table.filter(({ url }) => url.startsWith('/api/v1/'))) {
      expect(t.app.hasRoute({ method: route.method as 'GET', url: route.url }), key(route)).toBe(true);
    }
  });

  it('holds the admin routes of every method, DELETE included', () => {
    expect(new Set(adminRoutes.map((route) => route.method))).toEqual(new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']));
    expect(adminRoutes).toContainEqual({ method: 'DELETE', url: '/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId' });
    expect(adminRoutes).toContainEqual({ method: 'PUT', url: '/api/v1/auth/password' });
  });
});

describe('every admin route, every method, is closed without a valid token', () => {
  it.each([
    ['without a token', () => undefined],
    ['with a malformed bearer header (no token)', () => 'Bearer'],
    ['with a malformed bearer header (not a token)', () => 'Bearer not-a-real-token'],
    ['with an expired token', () => `Bearer ${EXPIRED_TOKEN}`],
    ['with a revoked token (logged out)', () => `Bearer ${revokedToken}`],
    ['with Basic credentials instead of a token', () => basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD)],
  ])('answers 401 UNAUTHENTICATED %s, before validating the body', async (_label, authorization) => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const response = await call(route, authorization());
      // HEAD answers carry no body to read the code from.
      const code = route.method === 'HEAD' ? 'UNAUTHENTICATED' : response.json<{ code?: string }>().code;
      if (response.statusCode !== 401 || code !== 'UNAUTHENTICATED') failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('with a valid token under another scheme, even one that is still signed in', async () => {
    const token = await t.login();
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const response = await call(route, `Token ${token}`);
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a valid token through on every one of them', async () => {
    const failures: string[] = [];
    const token = await t.login();
    for (const route of adminRoutes) {
      // Logging out ends the token it is called with: it gets one of its own.
      const response = await call(route, `Bearer ${route.url.endsWith('/logout') ? await t.login() : token}`);
      if (response.statusCode === 401) failures.push(`${route.method} ${route.url} → 401 ${response.body}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the guard goes by the path as the router serves it', () => {
  it('closes admin routes registered with another casing, a trailing slash or doubled slashes', async () => {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(authPlugin, { db: t.db });
    const spellings = ['/api/v1/Admin/clubs', '/API/V1/ADMIN/players/', '/api/v1/admin/', '/api//v1/admin/teams', '/api/v1/admin'];
    for (const url of spellings) app.delete(url, async () => ({ served: true }));
    await app.ready();
    for (const url of spellings) {
      const response = await app.inject({ method: 'DELETE', url });
      expect(response.statusCode, url).toBe(401);
    }
    await app.close();
  });
});
