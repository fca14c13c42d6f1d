import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { matchArray } from '../../shared/schemas/match.js';
import {
  availability,
  availabilityQuery,
  availableOpponentsQuery,
  confirmInput,
  generatedSchedule,
  generateQuery,
  placementRefusal,
} from '../../shared/schemas/scheduling.js';
import { teamArray } from '../../shared/schemas/team.js';
import { ADMIN_ROUND, roundParams } from './paths.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';
import { registerUnavailabilityRoutes } from './unavailability-routes.js';
import { registerFixtureRoutes } from './fixtures-routes.js';

const tags = ['scheduling'];

export function registerSchedulingRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  api.get(`${ADMIN_ROUND}/matches/schedule/generate`, {
    schema: {
      tags,
      summary: 'Propose matches for one group or all groups of the league; nothing is stored',
      params: roundParams,
      querystring: generateQuery,
      response: { 200: generatedSchedule, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.generate(db, request.params, request.query.groupId),
  });

  api.post(`${ADMIN_ROUND}/matches/schedule/confirm`, {
    schema: {
      tags,
      summary: 'Create every proposal in one transaction; any rule broken and nothing is created (409)',
      params: roundParams,
      body: confirmInput,
      response: { 201: matchArray, 400: errorBody, 404: errorBody, 409: placementRefusal, 422: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.confirm(context, request.params, request.body)),
  });

  api.get(`${ADMIN_ROUND}/matches/availability`, {
    schema: {
      tags,
      summary: 'Courts and starts (hours and minutes) where two teams could meet in the round',
      params: roundParams,
      querystring: availabilityQuery,
      response: { 200: availability, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.availability(db, request.params, request.query),
  });

  api.get('/api/v1/teams/:teamId/available-opponents', {
    schema: {
      tags,
      summary: "Teams of the group the team has not met in the group's league",
      params: z.object({ teamId: id }),
      querystring: availableOpponentsQuery,
      response: { 200: teamArray, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.availableOpponents(db, readerOfRequest(request), request.params.teamId, request.query.groupId),
  });

  registerUnavailabilityRoutes(app, context);
  registerFixtureRoutes(app, context);
}
