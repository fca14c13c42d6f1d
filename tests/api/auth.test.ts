import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, ADMIN_USERNAME, basicAuth, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (authorization?: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: authorization ? { authorization } : {} });

const changePassword = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/password', headers: { authorization: `Bearer ${token}` }, payload });

describe('login', () => {
  it('answers a token and its expiry for good Basic credentials', async () => {
    const response = await login(basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it.each([
    ['a wrong password', basicAuth(ADMIN_USERNAME, 'wrong-password')],
    ['an unknown user', basicAuth('nobody', ADMIN_PASSWORD)],
    ['no credentials', undefined],
    ['a malformed header', 'Basic !!!'],
  ])('refuses %s with 401 "Invalid username or password"', async (_label, header) => {
    const response = await login(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHENTICATED' });
  });

  it('keeps only a hash of the token in the database', async () => {
    const { token } = (await login(basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD))).json();
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the token', async () => {
    const token = await t.login();
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'POST', url: '/api/v1/admin/clubs', headers: { authorization: `Bearer ${token}` }, payload: { name: 'X' } });
    expect(after.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it.each([
    [{ currentPassword: 'not-it-at-all', newPassword: 'another-password' }, 'Current password is incorrect'],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: 'short' }, 'New password must be at least 8 characters long'],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }, 'New password must be different from current password'],
  ])('refuses %o with 400 and the reason in error', async (payload, message) => {
    const response = await changePassword(await t.login(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('answers 400 with field details when a field is missing', async () => {
    const response = await changePassword(await t.login(), { newPassword: 'long-enough-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field: 'currentPassword' }));
  });

  it('changes the password and ends every other session of the administrator', async () => {
    const other = await t.login();
    const current = await t.login();
    const response = await changePassword(current, { currentPassword: ADMIN_PASSWORD, newPassword: 'brand-new-password' });
    expect(response.statusCode).toBe(204);
    const otherNow = await t.app.inject({ method: 'POST', url: '/api/v1/admin/clubs', headers: { authorization: `Bearer ${other}` }, payload: { name: 'Nope' } });
    expect(otherNow.statusCode).toBe(401);
    expect((await login(basicAuth(ADMIN_USERNAME, ADMIN_PASSWORD))).statusCode).toBe(401);
    expect((await login(basicAuth(ADMIN_USERNAME, 'brand-new-password'))).statusCode).toBe(200);
    // Put it back for the other tests of this file.
    await changePassword(current, { currentPassword: 'brand-new-password', newPassword: ADMIN_PASSWORD });
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED after too many login attempts from one address', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await limited.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth('admin', 'nope') } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  /** A login attempt that claims, in X-Forwarded-For, to come from `forwardedFor`. */
  const attemptVia = (limited: TestApp, forwardedFor: string, { password = 'nope', peer = '127.0.0.1' } = {}) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: peer,
      headers: { authorization: basicAuth(ADMIN_USERNAME, password), 'x-forwarded-for': forwardedFor },
    });

  it.each([
    ['no TRUST_PROXY', {}, '127.0.0.1'],
    ['TRUST_PROXY naming other proxies', { TRUST_PROXY: '10.0.0.0/8' }, '127.0.0.1'],
    ['TRUST_PROXY=1 and a public peer', { TRUST_PROXY: '1' }, '198.51.100.9'],
  ])('with %s, a made-up X-Forwarded-For per attempt still ends in 429', async (_label, env, peer) => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3', ...env });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        statuses.push((await attemptVia(limited, `203.0.113.${attempt}`, { peer })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Not even the right password gets through from a limited address.
      const right = await attemptVia(limited, '203.0.113.99', { password: ADMIN_PASSWORD, peer });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it.each(['1', '127.0.0.1', 'loopback, 10.0.0.0/8'])(
    'with TRUST_PROXY=%s, counts each client the proxy forwards on its own',
    async (trustProxy) => {
      const limited = await createTestApp({ LOGIN_RATE_LIMIT: '2', TRUST_PROXY: trustProxy });
      try {
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          statuses.push((await attemptVia(limited, '203.0.113.1')).statusCode);
        }
        expect(statuses).toEqual([401, 401, 429]);
        // A client prepending its own entry is still the address the proxy saw.
        expect((await attemptVia(limited, '192.0.2.77, 203.0.113.1')).statusCode).toBe(429);
        // Another client behind the same proxy keeps its own allowance.
        expect((await attemptVia(limited, '203.0.113.2', { password: ADMIN_PASSWORD })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    },
  );
});
