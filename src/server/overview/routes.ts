import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { errorBody } from '../../shared/schemas/common.js';
import { overview } from '../../shared/schemas/overview.js';
import { overviewOf } from './service.js';

export function registerOverviewRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/admin/overview', {
    schema: {
      tags: ['overview'],
      summary:
        "What needs doing in the caller's clubs (the administrator: every club): disputed reports, reports about to confirm themselves, matches past their slot without a result, schedules in hidden rounds, teams left out of an upcoming round; each with a count and the dashboard address that fixes it",
      response: { 200: overview, 401: errorBody, 403: errorBody },
    },
    handler: (request) => overviewOf(context, sessionOf(request)),
  });
}
