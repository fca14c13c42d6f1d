import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerClubRoutes } from './clubs/routes.js';
import { registerHealthRoutes } from './health/routes.js';

/** Every domain's routes, registered once; the auth guard attaches itself to admin paths. */
export function registerRoutes(app: FastifyInstance, context: AppContext): void {
  registerHealthRoutes(app, context);
  registerAuthRoutes(app, context);
  registerClubRoutes(app, context);
}
