import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).type(file.contentType);
  if (isCachedCopyCurrent(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply.send(file.body);
}

/** If-None-Match names this file's validator (a weak copy of it counts: the bytes are the same). */
function isCachedCopyCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
