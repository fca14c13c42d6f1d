import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { withdrawal, withdrawalInput } from '../../shared/schemas/group.js';
import { deduction, deductionInput, drawLotInput, drawnLot, group, groupInput, groupList, groupMembershipInput, standingsResponse } from '../../shared/schemas/group.js';
import { team, teamArray } from '../../shared/schemas/team.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';
import * as membership from './membership-service.js';

const leagueParams = z.object({ clubId: id, leagueId: id });
const groupParams = z.object({ clubId: id, leagueId: id, groupId: id });
const tags = ['groups'];

const PUBLIC = '/api/v1/clubs/:clubId/leagues/:leagueId/groups';
const ADMIN = '/api/v1/admin/clubs/:clubId/leagues/:leagueId/groups';

export function registerGroupRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PUBLIC, {
    schema: {
      tags,
      summary: "A league's groups, by name",
      params: leagueParams,
      querystring: pageQuery,
      response: { 200: groupList, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.listGroups(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.query),
  });

  api.get(`${PUBLIC}/:groupId`, {
    schema: { tags, summary: 'One group', params: groupParams, response: { 200: group, 400: errorBody, 404: errorBody } },
    handler: (request) =>
      service.getGroup(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.params.groupId),
  });

  api.get(`${PUBLIC}/:groupId/standings`, {
    schema: {
      tags,
      summary: "The group's table, with the league's rules in force",
      params: groupParams,
      response: { 200: standingsResponse, 400: errorBody, 404: errorBody },
    },
    handler: (request) =>
      service.standingsOfGroup(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.params.groupId),
  });

  api.get(`${PUBLIC}/:groupId/teams`, {
    schema: { tags, summary: 'The teams of a group', params: groupParams, response: { 200: teamArray, 400: errorBody, 404: errorBody } },
    handler: (request) =>
      membership.listGroupTeams(db, readerOfRequest(request), request.params.clubId, request.params.leagueId, request.params.groupId),
  });

  api.post(ADMIN, {
    schema: {
      tags,
      summary: 'Create a group in a league',
      params: leagueParams,
      body: groupInput,
      response: { 201: group, 400: errorBody, 404: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await service.createGroup(db, params.clubId, params.leagueId, body.name)),
  });

  api.put(`${ADMIN}/:groupId`, {
    schema: {
      tags,
      summary: 'Rename a group',
      params: groupParams,
      body: groupInput,
      response: { 200: group, 400: errorBody, 404: errorBody },
    },
    handler: ({ params, body }) => service.updateGroup(db, params.clubId, params.leagueId, params.groupId, body.name),
  });

  api.delete(`${ADMIN}/:groupId`, {
    schema: {
      tags,
      summary: 'Delete a group with its memberships and scheduled matches, unless results would be lost',
      params: groupParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params }, reply) => {
      await service.deleteGroup(db, params.clubId, params.leagueId, params.groupId);
      return reply.code(204).send(null);
    },
  });

  api.post(`${ADMIN}/:groupId/draw-lots`, {
    schema: {
      tags,
      summary: "Draw the group's lot, its table's last tie-breaker (once; the seed is random unless given)",
      params: groupParams,
      body: drawLotInput,
      response: { 201: drawnLot, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await service.drawGroupLot(db, params.clubId, params.leagueId, params.groupId, body.seed)),
  });

  api.post(`${ADMIN}/:groupId/deductions`, {
    schema: {
      tags,
      summary: "Take points off a team of the group, with the reason its table shows",
      params: groupParams,
      body: deductionInput,
      response: { 201: deduction, 400: errorBody, 404: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await service.deductPoints(db, params.clubId, params.leagueId, params.groupId, body)),
  });

  api.post(`${ADMIN}/:groupId/withdrawals`, {
    schema: {
      tags,
      summary: "Withdraw a team from the group mid-season: annul its matches, or keep those played and give walkovers for the rest",
      params: groupParams,
      body: withdrawalInput,
      response: { 201: withdrawal, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await service.withdrawTeam(db, params.clubId, params.leagueId, params.groupId, body)),
  });

  api.post(`${ADMIN}/:groupId/teams`, {
    schema: {
      tags,
      summary: 'Add a team to a group (one group per league)',
      params: groupParams,
      body: groupMembershipInput,
      response: { 201: team, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params, body }, reply) =>
      reply.code(201).send(await membership.addTeamToGroup(db, params.clubId, params.leagueId, params.groupId, body.team_id)),
  });

  api.delete(`${ADMIN}/:groupId/teams`, {
    schema: {
      tags,
      summary: 'Remove a team from a group with its scheduled matches there, unless it has results there',
      params: groupParams,
      body: groupMembershipInput,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async ({ params, body }, reply) => {
      await membership.removeTeamFromGroup(db, params.clubId, params.leagueId, params.groupId, body.team_id);
      return reply.code(204).send(null);
    },
  });
}
