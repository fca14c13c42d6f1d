import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedMessage } from '../../src/server/auth/lockout.js';
import { INVALID_LOGIN } from '../../src/server/auth/service.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, basicAuth, createTestApp, type TestApp } from './support/test-app.js';

/*
 * The per-username lockout on sign-in (docs/reports.md, "Sign-in lockout"): LOGIN_LOCKOUT_ATTEMPTS
 * consecutive failed passwords lock the username for LOGIN_LOCKOUT_MINUTES, known or not, and a
 * success resets the count. The clock is the app's, moved by the test.
 */
let t: TestApp;
let clock = new Date('2026-04-01T08:00:00.000Z');
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(username, password) } });

async function failTimes(username: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(username, 'wrong-password')).statusCode);
  return statuses;
}

describe('the sign-in lockout', () => {
  it('locks a username after 5 failed passwords in a row, even against the right one, for 15 minutes', async () => {
    expect(await failTimes(ADMIN_USERNAME, 4)).toEqual([401, 401, 401, 401]);
    const fifth = await login(ADMIN_USERNAME, 'wrong-password');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ error: lockedMessage(15), code: 'RATE_LIMITED' });
    expect(fifth.headers['retry-after']).toBe('900');

    clock = new Date(clock.getTime() + 10 * MINUTE);
    const locked = await login(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('300');
    expect(locked.json<{ error: string }>().error).toBe(lockedMessage(5));

    clock = new Date(clock.getTime() + 5 * MINUTE);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only consecutive failures: a success starts again from zero', async () => {
    expect(await failTimes(ADMIN_USERNAME, 4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await failTimes(ADMIN_USERNAME, 4)).toEqual([401, 401, 401, 401]);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('locks a username nobody has exactly like a real one, so a lock reveals nothing', async () => {
    const unknown = await failTimes('nobody-has-this-name', 6);
    expect(unknown).toEqual([401, 401, 401, 401, 429, 429]);
    const answer = await login('nobody-has-this-name', 'anything');
    expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await login('someone-else', 'wrong')).json()).toEqual({ error: INVALID_LOGIN, code: 'UNAUTHENTICATED' });
  });

  it('stays locked when 20 wrong passwords arrive at once, all past the check before the lock was set', async () => {
    const name = 'parallel-target';
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(name, 'wrong-password')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    const row = await t.db.selectFrom('login_failures').selectAll().where('username', '=', name).executeTakeFirstOrThrow();
    // Every attempt that got past the check counted (on a busy machine a late one may meet the lock first).
    expect(row.failures).toBeGreaterThanOrEqual(5);
    expect(row.locked_until).toBe(new Date(clock.getTime() + 15 * MINUTE).toISOString());
  });

  // 6 is the batch of the report; 20 the one the lockout must stand however large.
  it.each([6, 20])('keeps the administrator locked after %i parallel wrong passwords: the right one then gets 429', async (batch) => {
    const answers = await Promise.all(Array.from({ length: batch }, () => login(ADMIN_USERNAME, 'wrong-password')));
    expect(answers.map((answer) => answer.statusCode)).toContain(429);
    const right = await login(ADMIN_USERNAME, ADMIN_PASSWORD);
    expect(right.statusCode).toBe(429);
    clock = new Date(clock.getTime() + 15 * MINUTE);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('does not let the right password, verified while the lock was set, lift the lock', async () => {
    // The right password is sent last of 21 at once: every attempt passes the lock check, and by
    // the time its hash is checked the wrong ones before it have locked the name.
    const wrong = Array.from({ length: 20 }, () => login(ADMIN_USERNAME, 'wrong-password'));
    const answers = await Promise.all([...wrong, login(ADMIN_USERNAME, ADMIN_PASSWORD)]);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 15 * MINUTE);
    expect((await login(ADMIN_USERNAME, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('takes its numbers from the configuration', async () => {
    const strict = await createTestApp({ LOGIN_LOCKOUT_ATTEMPTS: '2', LOGIN_LOCKOUT_MINUTES: '1' }, undefined, { now: () => clock });
    try {
      const attempt = (password: string) =>
        strict.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(ADMIN_USERNAME, password) } });
      expect((await attempt('wrong')).statusCode).toBe(401);
      const second = await attempt('wrong');
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('60');
    } finally {
      await strict.close();
    }
  });
});
