import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './support/test-app.js';

/**
 * The access log (issue 22, item 7): one line per request, whatever answered it (the read cache's
 * first hook, a route, the 404 handler, an admin write), with what an operator needs, and nothing
 * logged is lost when the server closes.
 */

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  remoteAddress?: string;
}

let dir: string;
let logFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bandeja-access-log-'));
  logFile = join(dir, 'server.log');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const logLines = (): LogLine[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as LogLine);
const accessLines = () => logLines().filter((line) => line.msg === 'request');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('access log at the default level', () => {
  it('writes exactly one line per request: a sign-in, an admin write, a cache miss, a cache hit, a 404', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logDestination: logFile });
    const token = await t.login();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/players',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Access', lastName: 'Log', dob: '1990-01-01' },
    });
    expect(created.statusCode).toBe(201);
    const playerUrl = `/api/v1/players/${created.json<{ id: number }>().id}`;
    const miss = await t.app.inject({ method: 'GET', url: playerUrl, remoteAddress: '203.0.113.7' });
    expect(miss.headers['x-read-cache']).toBeUndefined();
    const hit = await t.app.inject({ method: 'GET', url: playerUrl, remoteAddress: '203.0.113.8' });
    expect(hit.headers['x-read-cache']).toBe('hit');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(missing.statusCode).toBe(404);
    await t.close();

    const lines = accessLines();
    expect(lines.map(({ method, url, statusCode, remoteAddress }) => ({ method, url, statusCode, remoteAddress }))).toEqual([
      { method: 'POST', url: '/api/v1/auth/login', statusCode: 200, remoteAddress: '127.0.0.1' },
      { method: 'POST', url: '/api/v1/admin/players', statusCode: 201, remoteAddress: '127.0.0.1' },
      { method: 'GET', url: playerUrl, statusCode: 200, remoteAddress: '203.0.113.7' },
      { method: 'GET', url: playerUrl, statusCode: 200, remoteAddress: '203.0.113.8' },
      { method: 'GET', url: '/api/v1/no-such-thing?x=1', statusCode: 404, remoteAddress: '127.0.0.1' },
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(line.reqId).toMatch(UUID);
      expect(typeof line.responseTime).toBe('number');
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(lines.length);
    // Fastify's own pair of lines per request is gone.
    expect(logLines().filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });

  it('has every line of the requests answered just before close() in the file once close() resolves', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logDestination: logFile });
    // Enough lines for several batches, in parallel, so close() meets a write in progress and a
    // batch still waiting in memory.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, index) => t.app.inject({ method: 'GET', url: `/api/v1/clubs?page=1&pageSize=${(index % 50) + 1}` })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await t.close();
    const lines = accessLines();
    expect(lines).toHaveLength(120);
    expect(new Set(lines.map((line) => line.url)).size).toBe(50);
  });

  it("writes a quiet server's line within about a second, without waiting for a batch or close()", async () => {
    const t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logDestination: logFile });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs' })).statusCode).toBe(200);
      await vi.waitFor(() => expect(accessLines()).toHaveLength(1), { timeout: 3000, interval: 100 });
    } finally {
      await t.close();
    }
  });

  it('writes no access line at LOG_LEVEL=warn', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, { logDestination: logFile });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/clubs' })).statusCode).toBe(200);
    await t.close();
    expect(accessLines()).toEqual([]);
  });
});
