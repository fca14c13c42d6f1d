import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { isAdminRoute } from '../plugins/auth.js';

/**
 * Public GETs carry a strong validator and `no-cache`, so browsers, the service worker and a CDN
 * revalidate with If-None-Match and get a body-less 304 when nothing changed. Admin answers are
 * never stored anywhere. After the request transaction's onSend, which stores a keyed write's
 * answer as the handler sent it.
 */
export const etagPlugin = fp(
  (app, _options, done) => {
    // Callback style, and `routeOptions` read once (Fastify builds it anew at every read): this
    // hook runs on every answer (bench/fast-paths.ts measured it against @fastify/etag).
    app.addHook('onSend', (request, reply, payload, next) => {
      const { url = '', config } = request.routeOptions;
      if (!url.startsWith('/api/')) {
        next(null, payload);
        return;
      }
      if (!isPublicRead(request.method, url, config)) {
        reply.header('cache-control', 'no-store');
        next(null, payload);
        return;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        next(null, payload);
        return;
      }
      // An answer from the read cache (public-read-cache.ts) arrives with its validator already made.
      const cachedEtag = reply.getHeader('etag');
      const etag = typeof cachedEtag === 'string' ? cachedEtag : contentEtag(payload);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) {
        reply.code(304);
        next(null, '');
        return;
      }
      next(null, payload);
    });
    done();
  },
  { name: 'bandeja-etag', dependencies: ['bandeja-request-transaction'], fastify: '5.x' },
);

/** A strong validator made from the bytes themselves: the same body always has the same one. */
export const contentEtag = (body: string | Buffer): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The API's public GETs; every other answer is never stored. */
export const isPublicRead = (
  method: string,
  url: string,
  config?: { requiresAdmin?: boolean; uncached?: boolean },
): boolean => method === 'GET' && url.startsWith('/api/') && !isAdminRoute(url, config) && config?.uncached !== true;

/** Whether If-None-Match names `etag` (weak comparison, as for GET), or is `*`. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag || candidate.trim() === '*');
}
