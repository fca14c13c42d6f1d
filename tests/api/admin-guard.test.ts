import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/tokens.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const EXPIRED_TOKEN = 'expired-token-for-the-guard-test-0123456789';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('sessions')
    .values({ admin_id: admin.id, token_hash: hashToken(EXPIRED_TOKEN), expires_at: '2020-01-01T00:00:00.000Z', created_at: '2020-01-01T00:00:00.000Z' })
    .execute();
});
afterAll(() => t.close());

/** /api/v1/admin/clubs/:clubId → /api/v1/admin/clubs/1: any id will do, the guard runs first. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('every admin route is closed to anonymous callers', () => {
  it('knows the admin routes (the list below is not empty)', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(3);
    expect(t.app.adminRoutes).toContainEqual({ method: 'POST', url: '/api/v1/admin/clubs' });
    expect(t.app.adminRoutes).toContainEqual({ method: 'PUT', url: '/api/v1/auth/password' });
  });

  it.each([
    ['without a token', undefined],
    ['with an expired token', `Bearer ${EXPIRED_TOKEN}`],
    ['with an unknown token', 'Bearer not-a-real-token'],
    ['with Basic credentials instead of a token', 'Basic YWRtaW46eA=='],
  ])('answers 401 UNAUTHENTICATED %s, before validating the body', async (_label, authorization) => {
    const failures: string[] = [];
    for (const route of t.app.adminRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: authorization ? { authorization } : {},
        // A body that fails every schema: the guard must answer before validation does.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { nonsense: true } }),
      });
      if (response.statusCode !== 401 || response.json().code !== 'UNAUTHENTICATED') {
        failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a valid token through to validation', async () => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { nonsense: true } });
    expect(response.statusCode).toBe(400);
  });
});
