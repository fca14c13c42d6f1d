import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/database.js';
import { authenticate, type Session } from '../auth/service.js';
import { Unauthenticated } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Every guarded route as registered, so tests can prove each one is closed. */
    adminRoutes: { method: string; url: string }[];
    /** Every route as registered, so tests can drive each one with hostile input. */
    apiRoutes: { method: string; url: string }[];
  }
  interface FastifyContextConfig {
    /** Routes outside /api/v1/admin that still need a signed-in administrator. */
    requiresAdmin?: boolean;
  }
}

export const ADMIN_PREFIX = '/api/v1/admin';

export const isAdminRoute = (url: string, config?: { requiresAdmin?: boolean }): boolean =>
  url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`) || config?.requiresAdmin === true;

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
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);
  app.decorate('adminRoutes', []);
  app.decorate('apiRoutes', []);

  // onRequest, before the body is parsed or validated: an anonymous caller learns nothing.
  const requireAdmin: onRequestHookHandler = async (request) => {
    request.session = await authenticate(db, bearerToken(request));
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/')) {
      for (const method of methods) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
    }
    if (!isAdminRoute(route.url, route.config)) return;
    for (const method of methods) if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url });
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireAdmin, ...existing];
    // The OpenAPI document shows the lock on exactly the routes the guard closes.
    route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });
}

/** The session of a guarded route's request; guarded routes always have one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Unauthenticated();
  return request.session;
}
