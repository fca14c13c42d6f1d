import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, weakened } from '../lib/content-encoding.js';
import { sendRouteNotFound } from '../plugins/error-handler.js';
import type { BuildSnapshot, BuiltFile } from './build-snapshot.js';

/**
 * The built PWA on the same port as the API, from the snapshot taken at start. A file of the build
 * answers itself; a client route (a GET of an extension-less path outside /api) gets the shell;
 * anything else is a 404. A missing `/assets/x.js` must never get the shell: a browser would run
 * HTML as a script (a blank page) and the service worker would precache it as the file.
 */
export function registerClient(app: FastifyInstance, build: BuildSnapshot): void {
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    const file = build.files.get(path);
    if (file) return sendBuiltFile(request, reply, file);
    if (isClientNavigation(request.method, path)) return sendBuiltFile(request, reply, build.shell);
    return sendRouteNotFound(request, reply);
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

/** If-None-Match names this file's validator (a weak copy of it counts: the bytes are the same). */
function isCachedCopyCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
