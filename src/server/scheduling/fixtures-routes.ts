import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { fixturesCreated, fixturesInput, fixturesPreview, groupFixtures } from '../../shared/schemas/fixtures.js';
import { placementRefusal } from '../../shared/schemas/scheduling.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './fixtures-service.js';

const tags = ['scheduling'];
const groupParams = z.object({ clubId: id, leagueId: id, groupId: id });

/** docs/schedule-generation.md, "A season's fixtures". */
export function registerFixtureRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.post('/api/v1/admin/clubs/:clubId/leagues/:leagueId/groups/:groupId/fixtures', {
    schema: {
      tags,
      summary:
        "A group's season of fixtures over given rounds or new ones: with preview, the plan (200, nothing stored); otherwise the rounds and matches created in one transaction (201), every rule checked again",
      params: groupParams,
      body: fixturesInput,
      response: {
        200: fixturesPreview,
        201: fixturesCreated,
        400: errorBody,
        404: errorBody,
        409: placementRefusal,
        422: errorBody,
      },
    },
    handler: async (request, reply) => {
      const answer = await service.fixtures(context, request.params, request.body);
      return reply.code(answer.status).send(answer.body);
    },
  });

  api.get('/api/v1/clubs/:clubId/leagues/:leagueId/groups/:groupId/fixtures', {
    schema: {
      tags,
      summary: "Every round of the league the reader sees, in date order, with this group's matches",
      params: groupParams,
      response: { 200: groupFixtures, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.groupFixtures(db, readerOfRequest(request), request.params),
  });
}
