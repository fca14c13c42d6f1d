import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { league, leagueInput, leagueList, leagueStatus } from '../../shared/schemas/league.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';

const clubParams = z.object({ clubId: id });
const leagueParams = z.object({ clubId: id, leagueId: id });
const leagueListQuery = pageQuery.extend({ status: leagueStatus.optional() });
const tags = ['leagues'];

/**
 * PUT replaces name, description and rules, as the admin form sends them (docs/rules.md,
 * "Leagues"), but a status, scoring setting or match format left out stays as it is: re-saving the
 * form must not reset a league's points, tie-breakers or format to the defaults a create would use.
 */
const kept = leagueInput.shape;
const leagueUpdateInput = leagueInput.extend({
  status: kept.status.unwrap().optional(),
  pointsForWin: kept.pointsForWin.unwrap().optional(),
  pointsForLoss: kept.pointsForLoss.unwrap().optional(),
  tiebreakers: kept.tiebreakers.unwrap().optional(),
  matchTiebreakGames: kept.matchTiebreakGames.unwrap().optional(),
  matchFormat: kept.matchFormat.unwrap().optional(),
  rankByPointsPerMatch: kept.rankByPointsPerMatch.unwrap().optional(),
  maxSubstituteAppearances: kept.maxSubstituteAppearances.unwrap().optional(),
  substituteMaxLevelAbove: kept.substituteMaxLevelAbove.unwrap().optional(),
  autoApproveReschedules: kept.autoApproveReschedules.unwrap().optional(),
  pointsForDraw: kept.pointsForDraw.unwrap().optional(),
  deuceRule: kept.deuceRule.unwrap().optional(),
});

export function registerLeagueRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/clubs/:clubId/leagues', {
    schema: {
      tags,
      summary: "A club's leagues, optionally only those of one status",
      params: clubParams,
      querystring: leagueListQuery,
      response: { 200: leagueList, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.listLeagues(db, readerOfRequest(request), request.params.clubId, request.query),
  });

  api.get('/api/v1/clubs/:clubId/leagues/:leagueId', {
    schema: { tags, summary: 'One league', params: leagueParams, response: { 200: league, 400: errorBody, 404: errorBody } },
    handler: (request) => service.getLeague(db, readerOfRequest(request), request.params.clubId, request.params.leagueId),
  });

  api.post('/api/v1/admin/clubs/:clubId/leagues', {
    schema: {
      tags,
      summary: 'Create a league in a club',
      params: clubParams,
      body: leagueInput,
      response: { 201: league, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createLeague(db, request.params.clubId, request.body)),
  });

  api.put('/api/v1/admin/clubs/:clubId/leagues/:leagueId', {
    schema: {
      tags,
      summary: 'Update a league; omitted status, scoring settings and match format are kept',
      params: leagueParams,
      body: leagueUpdateInput,
      response: { 200: league, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.updateLeague(db, request.params.clubId, request.params.leagueId, request.body),
  });

  api.delete('/api/v1/admin/clubs/:clubId/leagues/:leagueId', {
    schema: {
      tags,
      summary: 'Delete a league with its groups and rounds, unless results would be lost',
      params: leagueParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      await service.deleteLeague(db, request.params.clubId, request.params.leagueId);
      return reply.code(204).send(null);
    },
  });
}
