import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { team, teamInput, teamList, teamListQuery, teamMatches } from '../../shared/schemas/team.js';
import { readerOfRequest, sessionOf } from '../plugins/auth.js';
import * as service from './service.js';

const teamParams = z.object({ teamId: id });
const tags = ['teams'];

export function registerTeamRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/teams', {
    schema: {
      tags,
      summary: 'List teams, optionally searching the team name and both players’ names',
      querystring: pageQuery.extend(teamListQuery.shape),
      response: { 200: teamList, 400: errorBody },
    },
    handler: (request) => service.listTeams(db, request.query.search, request.query),
  });

  api.get('/api/v1/teams/:teamId', {
    schema: { tags, summary: 'One team', params: teamParams, response: { 200: team, 400: errorBody, 404: errorBody } },
    handler: (request) => service.getTeam(db, request.params.teamId),
  });

  api.get('/api/v1/teams/:teamId/matches', {
    schema: {
      tags,
      summary: "A team's matches in public rounds (drafts to their club's staff only) and its record",
      params: teamParams,
      response: { 200: teamMatches, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getTeamMatches(db, readerOfRequest(request), request.params.teamId),
  });

  api.post('/api/v1/admin/teams', {
    schema: {
      tags,
      summary: 'Create a team of two different players',
      body: teamInput,
      response: { 201: team, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createTeam(db, request.body)),
  });

  api.put('/api/v1/admin/teams/:teamId', {
    schema: {
      tags,
      summary: 'Update a team',
      params: teamParams,
      body: teamInput,
      response: { 200: team, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) => service.updateTeam(db, request.params.teamId, request.body),
  });

  api.delete('/api/v1/admin/teams/:teamId', {
    schema: {
      tags,
      summary: 'Delete a team with its memberships and unplayed matches, unless results would be lost',
      params: teamParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      await service.deleteTeam(db, request.params.teamId, sessionOf(request));
      return reply.code(204).send(null);
    },
  });
}
