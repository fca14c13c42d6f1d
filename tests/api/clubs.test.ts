import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('clubs', () => {
  it('creates, reads, lists, updates and deletes a club', async () => {
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'Club Norte', description: 'By the sea', rules: 'Line 1\nLine 2' } });
    expect(created.statusCode).toBe(201);
    const club = created.json();
    expect(club).toEqual({ id: expect.any(Number), name: 'Club Norte', description: 'By the sea', rules: 'Line 1\nLine 2' });

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${club.id}` });
    expect(read.json()).toEqual(club);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/clubs?page=1&pageSize=6' });
    expect(list.json()).toEqual({ clubs: [club], total: 1, page: 1, pageSize: 6 });

    const updated = await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${club.id}`, payload: { name: 'Club Sur', description: '' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Club Sur', description: null, rules: null });

    const deleted = await t.admin({ method: 'DELETE', url: `/api/v1/admin/clubs/${club.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${club.id}` })).statusCode).toBe(404);
  });

  it('answers 400 with field details for a missing name', async () => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'name' }] });
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs/999999' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs/abc' })).statusCode).toBe(400);
    expect((await t.admin({ method: 'PUT', url: '/api/v1/admin/clubs/999999', payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/v1/admin/clubs/999999' })).statusCode).toBe(404);
  });

  it('clamps pageSize to 100 and answers an empty page past the end', async () => {
    const clamped = await t.app.inject({ method: 'GET', url: '/api/v1/clubs?pageSize=500' });
    expect(clamped.json()).toMatchObject({ pageSize: 100 });
    const past = await t.app.inject({ method: 'GET', url: '/api/v1/clubs?page=50' });
    expect(past.json()).toMatchObject({ clubs: [], page: 50 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs?page=0' })).statusCode).toBe(400);
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/clubs' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/clubs', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
