import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressAnswerSync, preferredEncoding, weakened, type ContentEncoding } from '../fast-paths/index.js';
import { sendRouteNotFound } from '../plugins/error-handler.js';
import type { BuildSnapshot, BuiltFile } from './build-snapshot.js';
import type { Config } from '../config.js';
import { linkOrigin } from '../lib/link-origin.js';
import { firstViewRenderer, type FirstViewPage } from './first-view.js';

/**
 * The built PWA on the same port as the API, from the snapshot taken at start. A file of the build
 * answers itself; a client route (a GET of an extension-less path outside /api) gets the shell;
 * anything else is a 404. A missing `/assets/x.js` must never get the shell: a browser would run
 * HTML as a script (a blank page) and the service worker would precache it as the file.
 */
export function registerClient(app: FastifyInstance, build: BuildSnapshot, config: Pick<Config, 'PUBLIC_URL'>): void {
  const firstView = firstViewRenderer(app, build);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    const file = build.files.get(path);
    if (file) return sendBuiltFile(request, reply, file);
    if (!isClientNavigation(request.method, path)) return sendRouteNotFound(request, reply);
    // A public page opens with its first view in the HTML (first-view.ts); any other route, or a
    // first view that could not be made, gets the plain shell and loads its data as before.
    const page = await firstView(request.url, request.headers['accept-language'], linkOrigin(config, request)).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first view not made; serving the plain shell');
      return null;
    });
    return page ? sendFirstView(request, reply, page) : sendBuiltFile(request, reply, build.shell);
  });
  app.setNotFoundHandler(sendRouteNotFound);
}

/** True for a path the client router owns: outside /api and /assets, with no file extension. */
export function isClientNavigation(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api') || path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** The file in the best encoding the client takes, compressed at start (build-snapshot.ts). */
function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  const encoding = file.encoded ? preferredEncoding(request.headers['accept-encoding']) : null;
  const encoded = encoding ? file.encoded?.[encoding] : undefined;
  const etag = encoded ? weakened(file.etag) : file.etag;
  reply.header('cache-control', file.cacheControl).header('etag', etag).type(file.contentType);
  if (file.encoded) reply.header('vary', 'accept-encoding');
  if (isCachedCopyCurrent(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  if (encoded && encoding) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(file.body);
}

/**
 * A page with its first view: revalidated on every visit like the shell (its ETag is its bytes', so
 * it changes with the data), and it varies by language. Compressed per answer: a page is a few KB,
 * and the renderer keeps it, so a revisit of unchanged data costs a cache hit and a compression.
 */
function sendFirstView(request: FastifyRequest, reply: FastifyReply, page: FirstViewPage) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language')
    .header('content-language', page.locale)
    .header('etag', encoding ? weakened(page.etag) : page.etag)
    .type('text/html; charset=utf-8');
  if (isCachedCopyCurrent(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  if (!encoding) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(compressedCopy(page, encoding));
}

const compressedCopies = new WeakMap<FirstViewPage, Partial<Record<ContentEncoding, Buffer>>>();

function compressedCopy(page: FirstViewPage, encoding: ContentEncoding): Buffer {
  const copies = compressedCopies.get(page) ?? {};
  compressedCopies.set(page, copies);
  return (copies[encoding] ??= compressAnswerSync(page.body, encoding));
}

/** If-None-Match names this file's validator (a weak copy of it counts: the bytes are the same). */
function isCachedCopyCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
