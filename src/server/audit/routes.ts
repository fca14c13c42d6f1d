import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { auditList, auditQuery } from '../../shared/schemas/audit.js';
import { errorBody } from '../../shared/schemas/common.js';
import * as service from './service.js';

export function registerAuditRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/admin/audit', {
    schema: {
      tags: ['audit'],
      summary:
        'The audit log, newest first: every successful admin write with who, when, the route, the entity and its row before and after. The administrator reads all; an organiser the entries of their clubs and of the tour’s players and teams',
      querystring: auditQuery,
      response: { 200: auditList, 400: errorBody },
    },
    handler: (request) => service.listAudit(db, sessionOf(request), request.query),
  });
}
