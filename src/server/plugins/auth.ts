import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate, type Session } from '../auth/service.js';
import { enforceAccess, routeAccess } from '../auth/route-access.js';
import { Unauthenticated } from '../errors.js';
import { readerOfSession, VISITOR, type Reader } from '../lib/visibility.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** Whose drafts a public read may show (lib/visibility.ts); null reads as a visitor. */
    reader: Reader | null;
  }
  interface FastifyInstance {
    /** Every guarded route as registered, so tests can prove each one is closed. */
    adminRoutes: { method: string; url: string }[];
    /** Every route as registered, so tests can drive each one with hostile input. */
    apiRoutes: { method: string; url: string }[];
  }
  interface FastifyContextConfig {
    /** Routes outside /api/v1/admin that still need a session (any role; /api/v1/me/... a player's). */
    requiresAdmin?: boolean;
    /** Admin routes an organiser may not use even for their own club (deleting it). */
    adminOnly?: boolean;
    /**
     * A public read whose answer changes with time rather than with admin writes (an invitation
     * expires): never cached, neither by the public read cache nor by browsers.
     */
    uncached?: boolean;
  }
}

export const ADMIN_PREFIX = '/api/v1/admin';

/**
 * Whether a route needs a signed-in administrator. The router is case-sensitive and keeps empty
 * segments, so `/api/v1/Admin/...` or `/api//v1/admin/...` would be served as written: judged
 * lowercased with repeated slashes folded, such a spelling cannot slip past the guard.
 */
export function isAdminRoute(url: string, config?: { requiresAdmin?: boolean }): boolean {
  const path = url.toLowerCase().replace(/\/{2,}/g, '/');
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`) || config?.requiresAdmin === true;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Closes every admin route to anonymous callers. The guard is attached by path when the route is
 * registered, so a new admin route cannot forget it.
 */
export const authPlugin = fp<{ db: Db }>(
  (app, { db }, done) => {
    app.decorateRequest('session', null);
    app.decorateRequest('reader', null);
    app.decorate('adminRoutes', []);
    app.decorate('apiRoutes', []);

    // onRequest, before the body is parsed or validated: an anonymous caller learns nothing, and
    // an organiser learns nothing of a club they do not run.
    const guardFor =
      (access: ReturnType<typeof routeAccess>): onRequestHookHandler =>
      async (request) => {
        request.session = await authenticate(db, bearerToken(request));
        enforceAccess(request.session, access, request.params);
      };

    // Public reads learn who asks before their handler runs, so each one filters drafts by its reader.
    const readerHook: onRequestHookHandler = async (request, reply) => {
      // The answer depends on who asks: caches must keep a staff answer and a visitor's apart.
      reply.header('vary', 'authorization');
      request.reader = await readerOf(db, request);
    };

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.url.startsWith('/api/')) {
        for (const method of methods) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
      }
      if (!isAdminRoute(route.url, route.config)) {
        if (route.url.startsWith('/api/v1/') && methods.some((method) => method === 'GET' || method === 'HEAD')) {
          const existing = onRequestHooksOf(route);
          // A HEAD twin may arrive with its GET's hooks already in place.
          if (!existing.includes(readerHook)) route.onRequest = [readerHook, ...existing];
        }
        return;
      }
      for (const method of methods) if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url });
      const existing = onRequestHooksOf(route);
      const underAdmin = isAdminRoute(route.url);
      route.onRequest = [guardFor(routeAccess(route.url, route.config, underAdmin)), ...existing];
      // The OpenAPI document shows the lock on exactly the routes the guard closes.
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    });
    done();
  },
  { name: 'bandeja-auth', fastify: '5.x' },
);

/** A route's onRequest hooks as a list (Fastify takes one, a list, or none). */
const onRequestHooksOf = (route: RouteOptions): onRequestHookHandler[] =>
  route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];

/**
 * Who reads a public route: the administrator and a club's organisers see that club's drafts
 * (docs/rules.md, "Drafts are private"). No token, a bad or expired one, a player's, and an
 * organiser of another club read as a visitor: they see the public tour.
 */
async function readerOf(db: Db, request: FastifyRequest): Promise<Reader> {
  const token = bearerToken(request);
  if (!token) return VISITOR;
  try {
    return readerOfSession(await authenticate(db, token));
  } catch (error) {
    if (error instanceof Unauthenticated) return VISITOR;
    throw error;
  }
}

/** The reader of a public read (set by its onRequest hook); a visitor where none was set. */
export const readerOfRequest = (request: FastifyRequest): Reader => request.reader ?? VISITOR;

/** The session of a guarded route's request; guarded routes always have one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Unauthenticated();
  return request.session;
}
