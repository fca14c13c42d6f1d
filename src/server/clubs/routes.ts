import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { club, clubInput, clubList } from '../../shared/schemas/club.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import * as service from './service.js';

const clubParams = z.object({ clubId: id });
const tags = ['clubs'];

export function registerClubRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/clubs', {
    schema: { tags, summary: 'List clubs', querystring: pageQuery, response: { 200: clubList, 400: errorBody } },
    handler: (request) => service.listClubs(db, request.query),
  });

  api.get('/api/v1/clubs/:clubId', {
    schema: { tags, summary: 'One club', params: clubParams, response: { 200: club, 404: errorBody } },
    handler: (request) => service.getClub(db, request.params.clubId),
  });

  api.post('/api/v1/admin/clubs', {
    schema: { tags, summary: 'Create a club', body: clubInput, response: { 201: club, 400: errorBody } },
    handler: async (request, reply) => reply.code(201).send(await service.createClub(db, request.body)),
  });

  api.put('/api/v1/admin/clubs/:clubId', {
    schema: { tags, summary: 'Update a club', params: clubParams, body: clubInput, response: { 200: club, 404: errorBody } },
    handler: (request) => service.updateClub(db, request.params.clubId, request.body),
  });

  api.delete('/api/v1/admin/clubs/:clubId', {
    schema: {
      tags,
      summary: 'Delete a club with its leagues, unless results would be lost',
      params: clubParams,
      response: { 204: z.null(), 404: errorBody, 409: errorBody },
    },
    // An organiser runs a club; ending it is the tour's decision (docs/roles.md).
    config: { adminOnly: true },
    handler: async (request, reply) => {
      await service.deleteClub(db, request.params.clubId);
      return reply.code(204).send(null);
    },
  });
}
