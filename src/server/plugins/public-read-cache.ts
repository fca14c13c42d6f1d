import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataVersion } from '../db/data-version.js';
import { BoundedLru } from '../lib/bounded-lru.js';
import { isPublicRead } from './etag.js';

/** A public answer as it was sent, and the data version it was computed at. */
interface CachedAnswer {
  version: number;
  body: string;
  etag: string;
  headers: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The data version when a cacheable read began; null when the read is not cached. */
    readCacheVersion: number | null;
  }
}

// The answer's own headers worth keeping; the rest (security headers) every request gets anew.
const KEPT_HEADERS = ['content-type', 'vary', 'content-disposition'] as const;
// A tour's public pages are a few thousand URLs of a few KB; this holds all of them.
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Public reads from memory: an anonymous public GET answered before, whose data has not changed
 * since, is answered from here without a query. An answer is stored with the data version read
 * *before* its queries ran, and served only while the version is still that one; every admin
 * write bumps the version in its own transaction (idempotency.ts), so an answer that might
 * predate a write is never served again once the write is acknowledged here, and within one
 * poll interval once another instance committed it (db/data-version.ts).
 *
 * Signed-in reads are never cached: some public paths show administrators more (inactive rounds).
 */
export function registerPublicReadCache(app: FastifyInstance, dataVersion: DataVersion): void {
  const answers = new BoundedLru<CachedAnswer>(MAX_ENTRIES, MAX_BYTES);
  app.decorateRequest('readCacheVersion', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request)) return;
    const version = dataVersion.current;
    const cached = answers.get(request.url);
    if (cached?.version === version) {
      // The ETag hook finds the validator already set and answers 304 when the client holds it.
      for (const [name, value] of Object.entries(cached.headers)) reply.header(name, value);
      reply.header('etag', cached.etag).header('x-read-cache', 'hit');
      return reply.send(cached.body);
    }
    request.readCacheVersion = version;
  });

  // After the ETag hook, before compression: the payload is the plain JSON and its ETag is set.
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.readCacheVersion;
    if (version === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    answers.set(request.url, { version, body: payload, etag, headers }, payload.length * 2);
    return payload;
  });
}

/** Anonymous GETs of the versioned public API; health and docs answer without data. */
function isCacheable(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  return (
    url.startsWith('/api/v1/') &&
    isPublicRead(request.method, url, request.routeOptions.config) &&
    request.headers.authorization === undefined
  );
}
