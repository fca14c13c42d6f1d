import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataVersion } from '../db/data-version.js';
import { BoundedLru } from './bounded-lru.js';
import {
  compressAnswerSync,
  isCompressible,
  preferredEncoding,
  weakened,
  type ContentEncoding,
} from './content-encoding.js';
import { COMPRESSION_THRESHOLD_BYTES, withVary } from './compression.js';
import { ifNoneMatchHolds, isPublicRead } from './etag.js';
import type { SecurityHeaders } from './security-headers.js';

/** One way of sending a cached answer: its bytes and every header of its 200 and of its 304. */
interface Representation {
  body: Buffer;
  headers: Record<string, string | number>;
  notModifiedHeaders: Record<string, string>;
}

/** A public answer as it was sent, and the data version it was computed at. */
interface CachedAnswer {
  version: number;
  plain: Buffer;
  /** The strong validator of the plain bytes; compressed copies send it weakened. */
  etag: string;
  /** The answer's own headers worth keeping (content type, its Vary). */
  ownHeaders: Record<string, string>;
  /** Whether the compression plugin would compress it (type and size). */
  compressible: boolean;
  /** Made at the first hit that asks for them, then sent as they are. */
  representations: Partial<Record<ContentEncoding | 'identity', Representation>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The cached public answers: filled by the store plugin, served by the hits plugin. */
    publicReadAnswers: BoundedLru<CachedAnswer>;
  }
  interface FastifyRequest {
    /** The data version when a cacheable read began; null when the read is not cached. */
    readCacheVersion: number | null;
  }
}

// The answer's own headers worth keeping; the security headers are added from the app's set.
const KEPT_HEADERS = ['content-type', 'vary', 'content-disposition'] as const;
// A tour's public pages are a few thousand URLs of a few KB; this holds all of them.
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Public reads from memory: an anonymous public GET answered before, whose data has not changed
 * since, is answered from here without a query. An answer is stored with the data version read
 * *before* its queries ran, and served only while the version is still that one; every admin
 * write counts itself in its own transaction and moves the version here when it commits
 * (plugins/request-transaction.ts), so an answer that might predate a write is never served again once the write
 * is acknowledged here, and within one poll interval once another instance committed it
 * (db/data-version.ts).
 *
 * A hit is answered from the first onRequest hook, before every other hook, with bytes and headers
 * made once: the ETag and cache-control of etag.ts, the encoding and Vary of compression.ts (each
 * compressed copy made at its first hit and kept with the entry), and the security headers, which
 * the hook writes itself since the hook that sets them has not run. The profile of a hit under load
 * showed the hook chain, not the answer, as the cost (docs/performance.md).
 *
 * Signed-in reads are never cached nor answered from here: the administrator and a club's
 * organisers see the club's drafts (inactive leagues and rounds) on the public paths, which a
 * visitor never does (lib/visibility.ts). Only anonymous answers are stored, and those are the
 * visitor's, without a draft; a league or round becoming a draft is an admin write, which moves the
 * data version, so its earlier public answers are not served again.
 */
export const publicReadCachePlugin = fp<{ dataVersion: DataVersion; securityHeaders: SecurityHeaders }>(
  (app, { dataVersion, securityHeaders }, done) => {
    const answers = new BoundedLru<CachedAnswer>(MAX_ENTRIES, MAX_BYTES);
    app.decorate('publicReadAnswers', answers);
    registerHits(app, answers, dataVersion, securityHeaders);
    done();
  },
  // The first plugin with an onRequest hook: nothing it depends on may add one before it.
  { name: 'bandeja-public-read-cache', fastify: '5.x' },
);

/**
 * Stores what the hits plugin serves: after the ETag hook and before compression, so the payload
 * is the plain JSON and its ETag is set.
 */
export const publicReadCacheStorePlugin = fp(
  (app, _options, done) => {
    registerStore(app, app.publicReadAnswers);
    done();
  },
  { name: 'bandeja-public-read-cache-store', dependencies: ['bandeja-public-read-cache', 'bandeja-etag'], fastify: '5.x' },
);

function registerHits(
  app: FastifyInstance,
  answers: BoundedLru<CachedAnswer>,
  dataVersion: DataVersion,
  securityHeaders: SecurityHeaders,
): void {
  app.decorateRequest('readCacheVersion', null);
  // Callback style: a hit ends here without a promise or another hook.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCacheable(request)) {
      done();
      return;
    }
    const version = dataVersion.current;
    const cached = answers.get(request.url);
    if (cached?.version !== version) {
      request.readCacheVersion = version;
      done();
      return;
    }
    const encoding = cached.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
    const representation = representationOf(cached, encoding ?? 'identity', securityHeaders);
    // The reply is written here; Fastify still runs the onResponse hooks and logs it.
    reply.hijack();
    if (ifNoneMatchHolds(request.headers['if-none-match'], cached.etag)) {
      reply.raw.writeHead(304, representation.notModifiedHeaders).end();
    } else {
      reply.raw.writeHead(200, representation.headers).end(representation.body);
    }
  });
}

function registerStore(app: FastifyInstance, answers: BoundedLru<CachedAnswer>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.readCacheVersion;
    if (version === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag !== 'string') return payload;
    const ownHeaders: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) ownHeaders[name] = String(value);
    }
    const plain = Buffer.from(payload);
    const compressible =
      plain.length >= COMPRESSION_THRESHOLD_BYTES && isCompressible(ownHeaders['content-type'] ?? '');
    // Room for the plain bytes and about as much again for the compressed copies.
    const bytes = plain.length * 2;
    answers.set(request.url, { version, plain, etag, ownHeaders, compressible, representations: {} }, bytes);
    return payload;
  });
}

/** The cached answer as sent in `encoding`, made the first time it is asked for. */
function representationOf(
  answer: CachedAnswer,
  encoding: ContentEncoding | 'identity',
  securityHeaders: SecurityHeaders,
): Representation {
  const made = answer.representations[encoding];
  if (made) return made;
  const body = encoding === 'identity' ? answer.plain : compressAnswerSync(answer.plain, encoding);
  const { vary: ownVary, ...ownHeaders } = answer.ownHeaders;
  const vary = answer.compressible ? withVary(ownVary ?? '', 'accept-encoding') : ownVary;
  // The headers a 304 must repeat from its 200 (RFC 9110, 15.4.5), and the security set.
  const notModifiedHeaders: Record<string, string> = {
    ...securityHeaders,
    etag: encoding === 'identity' ? answer.etag : weakened(answer.etag),
    'cache-control': 'no-cache',
    ...(vary ? { vary } : {}),
    'x-read-cache': 'hit',
  };
  const representation: Representation = {
    body,
    notModifiedHeaders,
    headers: {
      ...notModifiedHeaders,
      ...ownHeaders,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': body.length,
    },
  };
  answer.representations[encoding] = representation;
  return representation;
}

// Whether a route's GETs are cacheable, by the route's config object (one per route, kept by
// Fastify): the path tests (lowercasing, a regular expression) ran on every hit otherwise.
const cacheableRoutes = new WeakMap<object, boolean>();

/** Anonymous GETs of the versioned public API; health and docs answer without data. */
function isCacheable(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined || request.method !== 'GET') return false;
  // Fastify builds routeOptions anew at every read: read it once, on the path every hit takes.
  const { url = '', config } = request.routeOptions;
  const known = config === undefined ? undefined : cacheableRoutes.get(config);
  if (known !== undefined) return known;
  const cacheable = url.startsWith('/api/v1/') && isPublicRead(request.method, url, config);
  if (config !== undefined) cacheableRoutes.set(config, cacheable);
  return cacheable;
}
