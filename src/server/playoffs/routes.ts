import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { playoff, playoffCreateQuery, playoffInput } from '../../shared/schemas/playoff.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';

const leagueParams = z.object({ clubId: id, leagueId: id });
const tags = ['playoffs'];
const PUBLIC = '/api/v1/clubs/:clubId/leagues/:leagueId/playoffs';
const ADMIN = '/api/v1/admin/clubs/:clubId/leagues/:leagueId/playoffs';

/** The knockout after the groups (docs/playoffs.md). */
export function registerPlayoffRoutes(app: FastifyInstance, { db, dialect }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writer = { db, dialect };

  api.get(PUBLIC, {
    schema: {
      tags,
      summary: "A league's playoffs: the brackets round by round with teams, seeds, results, courts and hours; 404 when it has none",
      params: leagueParams,
      response: { 200: playoff, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getPlayoff(db, readerOfRequest(request), request.params),
  });

  api.post(ADMIN, {
    schema: {
      tags,
      summary:
        'Create the playoffs from the final group tables, their matches placed on the round roundId; ?preview=true answers the same and creates nothing. 409 when the league has playoffs or a group match has no result',
      params: leagueParams,
      querystring: playoffCreateQuery,
      body: playoffInput,
      response: { 200: playoff, 201: playoff, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params, query, body }, reply) => {
      const created = await service.createPlayoff(writer, params, body, query.preview);
      return reply.code(query.preview ? 200 : 201).send(created);
    },
  });

  api.post(`${ADMIN}/placement`, {
    schema: {
      tags,
      summary:
        "Place the playoff matches on their round's courts and hours again, in bracket order; 409 once a playoff match has a result",
      params: leagueParams,
      response: { 200: playoff, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: ({ params }) => service.placePlayoff(writer, params),
  });

  api.delete(ADMIN, {
    schema: {
      tags,
      summary: 'Delete the playoffs with their matches; 409 once a playoff match has a result',
      params: leagueParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params }, reply) => {
      await service.deletePlayoff(writer, params);
      return reply.code(204).send(null);
    },
  });
}
