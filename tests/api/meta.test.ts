import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDialect } from './support/test-database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, docs and errors', () => {
  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', db: testDialect() });
  });

  it('publishes an OpenAPI 3 document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/v1/clubs/{clubId}');
    expect(document.paths['/api/v1/admin/clubs'].post.requestBody).toBeDefined();
    expect(document.paths['/api/v1/admin/clubs'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/v1/clubs'].get.security).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('marks admin answers as never to be stored', async () => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: 'No store' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('configuration', () => {
  it('names the bad value and why', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '-1' })).toThrow(/SESSION_TTL_HOURS/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATABASE_URL: 'sqlite:data/padel.sqlite', SESSION_TTL_HOURS: 12, TOUR_NAME: 'Padel Tour' });
  });
});
