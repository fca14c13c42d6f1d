import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { dashboardStats } from '../../shared/schemas/auth.js';
import { errorBody } from '../../shared/schemas/common.js';
import { dashboardTotals } from './queries.js';

export function registerStatsRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/v1/admin/stats', {
    schema: {
      tags: ['stats'],
      summary: 'Dashboard totals: players, clubs and teams',
      response: { 200: dashboardStats, 401: errorBody },
    },
    handler: () => dashboardTotals(db),
  });
}
