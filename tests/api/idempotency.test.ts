import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countClubs = async () => (await t.db.selectFrom('clubs').select('id').execute()).length;

describe('Idempotency-Key on admin writes', () => {
  it('applies the same POST once and answers the replay identically', async () => {
    const before = await countClubs();
    const key = crypto.randomUUID();
    const request = { method: 'POST' as const, url: '/api/v1/admin/clubs', headers: { 'idempotency-key': key }, payload: { name: 'Once Only' } };
    const first = await t.admin(request);
    const second = await t.admin(request);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countClubs()).toBe(before + 1);
  });

  it('answers 422 when a key is reused with a different request', async () => {
    const key = crypto.randomUUID();
    await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', headers: { 'idempotency-key': key }, payload: { name: 'First' } });
    const reused = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', headers: { 'idempotency-key': key }, payload: { name: 'Second' } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('does not store a refusal, so the same key can be retried once the cause is fixed', async () => {
    const key = crypto.randomUUID();
    const refused = await t.admin({ method: 'PUT', url: '/api/v1/admin/clubs/987654', headers: { 'idempotency-key': key }, payload: { name: 'Ghost' } });
    expect(refused.statusCode).toBe(404);
    const row = await t.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('replays a DELETE without deleting twice', async () => {
    const club = (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'To Go' } })).json();
    const key = crypto.randomUUID();
    const request = { method: 'DELETE' as const, url: `/api/v1/admin/clubs/${club.id}`, headers: { 'idempotency-key': key } };
    expect((await t.admin(request)).statusCode).toBe(204);
    expect((await t.admin(request)).statusCode).toBe(204);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', headers: { 'idempotency-key': 'x' }, payload: { name: 'Bad key' } });
    expect(response.statusCode).toBe(400);
  });

  // A keyed write runs in one request-wide transaction; on SQLite that holds the only connection,
  // so a query of the handler (or of its service's own transaction) that missed it would hang.
  it('runs keyed writes with their own transactions alongside unkeyed requests', async () => {
    const doomed = (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Doomed' } })).json();
    const keyed = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.admin({ method, url, payload, headers: { 'idempotency-key': crypto.randomUUID() } });
    const answers = await Promise.all([
      keyed('DELETE', `/api/v1/admin/clubs/${doomed.id}`),
      keyed('POST', '/api/v1/admin/clubs', { name: 'Keyed Newcomer' }),
      keyed('DELETE', '/api/v1/admin/clubs/987654'),
      t.admin({ method: 'GET', url: '/api/v1/clubs' }),
      t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Unkeyed Newcomer' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 201, 404, 200, 201]);
    const names = (await t.db.selectFrom('clubs').select('name').execute()).map((club) => club.name);
    expect(names).not.toContain('Doomed');
    expect(names).toEqual(expect.arrayContaining(['Keyed Newcomer', 'Unkeyed Newcomer']));
  });

  it('treats concurrent requests with one key as one write', async () => {
    const before = await countClubs();
    const key = crypto.randomUUID();
    const request = { method: 'POST' as const, url: '/api/v1/admin/clubs', headers: { 'idempotency-key': key }, payload: { name: 'Raced' } };
    const answers = await Promise.all([t.admin(request), t.admin(request), t.admin(request)]);
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(await countClubs()).toBe(before + 1);
  });
});
