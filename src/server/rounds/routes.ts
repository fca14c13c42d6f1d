import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { round, roundInput, roundList, roundListQuery } from '../../shared/schemas/round.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';

const leagueParams = z.object({ clubId: id, leagueId: id });
const roundParams = z.object({ clubId: id, leagueId: id, roundId: id });
const roundPageQuery = pageQuery.extend(roundListQuery.shape);
const tags = ['rounds'];

const PUBLIC = '/api/v1/clubs/:clubId/leagues/:leagueId/rounds';
const ADMIN = '/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds';

export function registerRoundRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PUBLIC, {
    schema: {
      tags,
      summary: "A league's rounds by date, optionally only those of one status",
      params: leagueParams,
      querystring: roundPageQuery,
      response: { 200: roundList, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.listRounds(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.query),
  });

  api.get(`${PUBLIC}/:roundId`, {
    schema: { tags, summary: 'One round', params: roundParams, response: { 200: round, 400: errorBody, 404: errorBody } },
    handler: (request) =>
      service.getRound(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.params.roundId),
  });

  api.post(ADMIN, {
    schema: {
      tags,
      summary: 'Create a round in a league',
      params: leagueParams,
      body: roundInput,
      response: { 201: round, 400: errorBody, 404: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await service.createRound(db, params.clubId, params.leagueId, body)),
  });

  api.put(`${ADMIN}/:roundId`, {
    schema: {
      tags,
      summary: 'Update a round; refused if its matches would fall outside its hours or courts',
      params: roundParams,
      body: roundInput,
      response: { 200: round, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: ({ params, body }) => service.updateRound(db, params.clubId, params.leagueId, params.roundId, body),
  });

  api.delete(`${ADMIN}/:roundId`, {
    schema: {
      tags,
      summary: 'Delete a round with its scheduled matches and unavailabilities, unless results would be lost',
      params: roundParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params }, reply) => {
      await service.deleteRound(db, params.clubId, params.leagueId, params.roundId);
      return reply.code(204).send(null);
    },
  });
}
