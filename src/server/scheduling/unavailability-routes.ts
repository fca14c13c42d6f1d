import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { teamUnavailability, teamUnavailabilityInput, teamUnavailabilityList } from '../../shared/schemas/scheduling.js';
import { ADMIN_ROUND, roundParams } from './paths.js';
import * as service from './unavailability-service.js';

const unavailabilityParams = roundParams.extend({ unavailabilityId: id });
const tags = ['team unavailability'];

/** A team's unavailable hours per round (admin only: it feeds the schedule, nobody else reads it). */
export function registerUnavailabilityRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${ADMIN_ROUND}/teamUnavailabilities`, {
    schema: {
      tags,
      summary: "The round's team unavailabilities, by team name",
      params: roundParams,
      response: { 200: teamUnavailabilityList, 404: errorBody },
    },
    handler: (request) => service.listUnavailabilities(db, request.params),
  });

  api.get(`${ADMIN_ROUND}/teamUnavailability/:unavailabilityId`, {
    schema: { tags, summary: 'One team unavailability', params: unavailabilityParams, response: { 200: teamUnavailability, 404: errorBody } },
    handler: (request) => service.getUnavailability(db, request.params, request.params.unavailabilityId),
  });

  api.post(`${ADMIN_ROUND}/teamUnavailability`, {
    schema: {
      tags,
      summary: "Set a team's unavailable hours in the round (one record per team and round)",
      params: roundParams,
      body: teamUnavailabilityInput,
      response: { 201: teamUnavailability, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createUnavailability(db, request.params, request.body)),
  });

  api.put(`${ADMIN_ROUND}/teamUnavailability/:unavailabilityId`, {
    schema: {
      tags,
      summary: "Replace a team's unavailable hours in the round",
      params: unavailabilityParams,
      body: teamUnavailabilityInput,
      response: { 200: teamUnavailability, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: (request) => service.updateUnavailability(db, request.params, request.params.unavailabilityId, request.body),
  });

  api.delete(`${ADMIN_ROUND}/teamUnavailability/:unavailabilityId`, {
    schema: {
      tags,
      summary: 'Delete a team unavailability',
      params: unavailabilityParams,
      response: { 204: z.null(), 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      await service.deleteUnavailability(db, request.params, request.params.unavailabilityId);
      return reply.code(204).send(null);
    },
  });
}
