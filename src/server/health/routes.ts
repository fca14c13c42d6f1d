import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { pingDatabase } from './queries.js';

/** The tour's name (page titles), and whether a player may make their own account (OPEN_SIGNUP, docs/entries.md). */
const tourMeta = z.object({ tourName: z.string(), signupOpen: z.boolean() });

const health = z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']) });

export function registerHealthRoutes(app: FastifyInstance, { db, dialect, config }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/health', {
    schema: { tags: ['meta'], summary: 'Answers once the database answers', response: { 200: health } },
    handler: async () => {
      await pingDatabase(db);
      return { status: 'ok' as const, db: dialect };
    },
  });

  api.get('/api/v1/meta', {
    schema: {
      tags: ['meta'],
      summary: 'What the public site needs to know about this tour',
      response: { 200: tourMeta },
    },
    handler: async () => ({ tourName: config.TOUR_NAME, signupOpen: config.OPEN_SIGNUP }),
  });
}
