import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The built client on the API's port (issue 9): files answer themselves, client routes get the
 * shell, a missing file is a 404 and never the shell, and a rebuild of the folder under a running
 * server never mixes two builds.
 */

/** Repeated text, so the small stand-in files compress as real ones do. */
const filler = (text: string) => text.repeat(40);

/** A tiny stand-in for a Vite build: index.html pointing at hashed assets, the worker, the manifest. */
function writeBuild(root: string, version: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, 'icons'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-${version}.js"></script>` +
      `<link rel="stylesheet" crossorigin href="/assets/index-${version}.css"><link rel="manifest" href="/manifest.webmanifest">` +
      // The app shell's header links to app routes: pages, not files the build must hold.
      `</head><body><div id="root"><a href="/players">Players</a>${filler('<p>Loading the tour</p>')}</div></body></html>`,
  );
  writeFileSync(
    join(root, 'assets', `index-${version}.js`),
    `console.log('build ${version}');${filler('\nconsole.log(1);')}`,
  );
  writeFileSync(
    join(root, 'assets', `index-${version}.css`),
    `body { --build: '${version}'; }${filler('\n.a { color: red; }')}`,
  );
  writeFileSync(join(root, 'assets', `players-page-${version}.js`), `export const build = '${version}';`);
  writeFileSync(join(root, 'sw.js'), `self.__WB_MANIFEST = ['assets/index-${version}.js'];${filler('\nself.x = 1;')}`);
  writeFileSync(
    join(root, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Bandeja', start_url: '/', description: filler('Padel ') }),
  );
  writeFileSync(join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

/** Deletes the folder's contents, as `vite build --emptyOutDir` does, and writes another build. */
function rebuild(root: string, version: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root);
  writeBuild(root, version);
}

const roots: string[] = [];
const databases: TestDatabase[] = [];
const apps: FastifyInstance[] = [];

function newBuildFolder(version: string): string {
  const root = mkdtempSync(join(tmpdir(), 'bandeja-client-build-'));
  roots.push(root);
  writeBuild(root, version);
  return root;
}

async function serve(root: string): Promise<FastifyInstance> {
  const database = await createTestDatabase();
  databases.push(database);
  const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent', STATIC_DIR: root });
  const app = await buildApp({ config, database: database.handle, serveClient: true, logger: false });
  apps.push(app);
  await app.ready();
  return app;
}

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.drop();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('serving the built client', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve(newBuildFolder('aaa'));
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/', '/players', '/league?clubId=1&leagueId=2', '/admin/dashboard', '/admin/results', '/player/'])(
    'answers the client route %s with the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('/assets/index-aaa.js');
    },
  );

  it.each([
    ['/assets/index-aaa.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/assets/index-aaa.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'text/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache'],
    ['/icons/icon-192.png', 'image/png', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
  ])('answers the file %s as %s', async (url, contentType, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    '/assets/index-zzz.js',
    '/assets/index-zzz.css',
    '/assets/index-aaa.js.map',
    '/assets/anything',
    '/icons/icon-1024.png',
    '/sw-old.js',
    '/workbox-1234.js',
    '/site.webmanifest',
    '/.well-known/assetlinks.json',
    '/players/photo.png',
  ])('answers the missing file %s with a 404, never the shell', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves the API and its docs to their own routes', async () => {
    expect((await get('/api/health')).json()).toMatchObject({ status: 'ok' });
    expect([200, 302]).toContain((await get('/api/docs')).statusCode);
    expect((await get('/api/docs/json')).json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('keeps unknown API paths and non-GET requests a JSON 404', async () => {
    for (const response of [await get('/api/v1/nothing-here'), await app.inject({ method: 'POST', url: '/players' })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers a body-less 304 when the copy the browser holds is current', async () => {
    const first = await get('/sw.js');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/sw.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get('/sw.js', { 'if-none-match': '"another-build"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });
});

describe('bytes on the wire (issue 11)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve(newBuildFolder('ccc'));
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each([
    ['/assets/index-ccc.js', 'public, max-age=31536000, immutable'],
    ['/index.html', 'no-cache'],
    ['/', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
  ])('sends %s precompressed by Accept-Encoding, cached as %s', async (url, cacheControl) => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['cache-control']).toBe(cacheControl);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(url, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip, br;q=0' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode[encoding](response.rawPayload).toString('utf8')).toBe(plain.body);
      // The compressed copy revalidates like the plain one: a body-less 304 while unchanged.
      const etag = response.headers.etag as string;
      expect(etag).toBe(`W/${plain.headers.etag as string}`);
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('sends images as they are, with no Vary', async () => {
    const response = await get('/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('compresses a JSON answer above the threshold, and leaves a small one plain', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/openapi.json', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode[encoding](response.rawPayload).toString('utf8'))).toEqual(plain.json());
      const again = await get('/api/openapi.json', {
        'accept-encoding': encoding,
        'if-none-match': response.headers.etag as string,
      });
      expect(again.statusCode).toBe(304);
    }
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

describe('a rebuild under a running server', () => {
  let root: string;
  let running: FastifyInstance;
  beforeAll(async () => {
    root = newBuildFolder('old');
    running = await serve(root);
    rebuild(root, 'new');
  });

  it('leaves the running server on the build it started with: its shell, its assets, its worker', async () => {
    const shell = await running.inject({ method: 'GET', url: '/players' });
    expect(shell.body).toContain('/assets/index-old.js');
    expect(shell.body).not.toContain('index-new');
    for (const url of ['/assets/index-old.js', '/assets/index-old.css', '/assets/players-page-old.js']) {
      const asset = await running.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
    }
    expect((await running.inject({ method: 'GET', url: '/assets/players-page-old.js' })).body).toBe(
      "export const build = 'old';",
    );
    expect((await running.inject({ method: 'GET', url: '/sw.js' })).body).toContain('index-old.js');
    // The new build's files are not this server's: a 404, not the shell dressed as a script.
    const newAsset = await running.inject({ method: 'GET', url: '/assets/index-new.js' });
    expect(newAsset.statusCode).toBe(404);
  });

  it('lets a restarted server pick up the new build whole', async () => {
    const restarted = await serve(root);
    expect((await restarted.inject({ method: 'GET', url: '/' })).body).toContain('/assets/index-new.js');
    expect((await restarted.inject({ method: 'GET', url: '/assets/index-new.js' })).statusCode).toBe(200);
    expect((await restarted.inject({ method: 'GET', url: '/sw.js' })).body).toContain('index-new.js');
    expect((await restarted.inject({ method: 'GET', url: '/assets/index-old.js' })).statusCode).toBe(404);
  });

  it('refuses to start on a build whose index.html refers to files it does not hold (a build still being written)', async () => {
    const partial = newBuildFolder('partial');
    rmSync(join(partial, 'assets', 'index-partial.js'));
    await expect(serve(partial)).rejects.toThrow(
      /index\.html refers to files the build does not hold \(\/assets\/index-partial\.js\)/,
    );
  });
});
