import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The live streams' bytes on a real connection (docs/live.md, "On the wire"): deflated for a
 * reader that accepts it, whole and valid to the zlib trailer when the server ends the stream.
 */
let t: TestApp;
let base: string;
let league: LeagueFixture;

beforeAll(async () => {
  // Streams end after 800 ms (their readers would reconnect): each test reads a whole body.
  t = await createTestApp({ LIVE_HEARTBEAT_MS: '200', LIVE_STREAM_MAX_MS: '800' });
  league = await createLeagueFixture(t, { teams: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A stream read to its end as raw bytes (no decoding), with its answer's headers. */
function readWhole(acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(`${base}/api/v1/clubs/${league.clubId}/live`, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A change while the streams are open: the club renamed. */
async function renameClubSoon(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  const renamed = await t.admin({
    method: 'PUT',
    url: `/api/v1/admin/clubs/${league.clubId}`,
    payload: { name: `Club ${Date.now()}` },
  });
  expect(renamed.statusCode).toBe(200);
}

describe('the live stream on the wire', () => {
  it('is deflated for a reader that accepts it, to a body whose zlib trailer checks out', async () => {
    const [{ headers, body }] = await Promise.all([readWhole('gzip, deflate, br'), renameClubSoon()]);
    expect(headers['content-encoding']).toBe('deflate');
    expect(headers.vary).toMatch(/accept-encoding/);
    // inflateSync refuses a body cut short or one whose Adler-32 is wrong.
    const text = inflateSync(body).toString();
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(text).toMatch(/id: \d+\nevent: change\ndata: \{"kind":"league","clubId":\d+\}\n\n/);
    expect(text).toContain(':\n\n');
  });

  it('is sent as it is to a reader that asks for no encoding', async () => {
    const [{ headers, body }] = await Promise.all([readWhole(null), renameClubSoon()]);
    expect(headers['content-encoding']).toBeUndefined();
    const text = body.toString();
    expect(text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(text).toMatch(/event: change\ndata: \{"kind":"league"/);
  });

  it('is read by fetch as a browser reads it (undici asks for deflate and inflates)', async () => {
    const controller = new AbortController();
    const [response] = await Promise.all([
      fetch(`${base}/api/v1/clubs/${league.clubId}/live`, { signal: controller.signal }),
      renameClubSoon(),
    ]);
    expect(response.headers.get('content-encoding')).toBe('deflate');
    expect(await response.text()).toMatch(/event: change\ndata: \{"kind":"league"/);
  });
});
