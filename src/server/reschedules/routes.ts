import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import {
  myReschedules,
  rescheduleAcceptInput,
  rescheduleAnswerInput,
  rescheduleCreated,
  rescheduleInput,
  rescheduleList,
  rescheduleListQuery,
  rescheduleOptions,
  rescheduleRequest,
} from '../../shared/schemas/reschedules.js';
import * as service from './service.js';

const tags = ['reschedules'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

/**
 * Reschedule requests (docs/reschedules.md): a pair asks to move its match, the other pair
 * accepts a proposed slot or declines, the organiser approves or turns it down. The /me routes are
 * a player's (auth/route-access.ts) and take an Idempotency-Key, so the outbox can resend them.
 */
export function registerRescheduleRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const signedIn = { requiresAdmin: true };

  api.get('/api/v1/me/reschedules', {
    schema: {
      tags,
      summary:
        "The requests to move the signed-in player's matches: those of their pairs, and those waiting for their answer",
      response: { 200: myReschedules, 401: errorBody, 403: errorBody },
    },
    config: signedIn,
    handler: async (request) => service.listMine(db, sessionOf(request)),
  });

  api.get('/api/v1/me/matches/:matchId/reschedule-options', {
    schema: {
      tags,
      summary:
        "The slots a request to move one's match may propose: each round's starts when both pairs are free, with the free courts",
      params: z.object({ matchId: id }),
      response: { 200: rescheduleOptions, ...errors },
    },
    config: signedIn,
    handler: async (request) => service.optionsFor(context, sessionOf(request), request.params.matchId),
  });

  api.post('/api/v1/me/matches/:matchId/reschedule', {
    schema: {
      tags,
      summary:
        'Ask to move one’s match: a reason and one to three proposed slots; the other pair accepts one or declines',
      params: z.object({ matchId: id }),
      body: rescheduleInput,
      response: { 201: rescheduleCreated, ...errors },
    },
    config: signedIn,
    handler: async (request, reply) => {
      const created = await service.requestMove(context, sessionOf(request), request.params.matchId, request.body);
      return reply.code(201).send({ ...created, status: 'proposed' as const });
    },
  });

  api.post('/api/v1/me/reschedules/:rescheduleId/accept', {
    schema: {
      tags,
      summary:
        'The other pair accepts one proposed slot (its index); the match moves once the organiser approves, or at once in a league that lets agreed moves through',
      params: z.object({ rescheduleId: id }),
      body: rescheduleAcceptInput,
      response: { 200: rescheduleRequest, ...errors },
    },
    config: signedIn,
    handler: async (request) =>
      service.acceptRequest(context, sessionOf(request), request.params.rescheduleId, request.body),
  });

  api.post('/api/v1/me/reschedules/:rescheduleId/decline', {
    schema: {
      tags,
      summary:
        'The other pair declines a request to move the match, optionally with a note: the match stays where it is',
      params: z.object({ rescheduleId: id }),
      body: rescheduleAnswerInput,
      response: { 200: rescheduleRequest, ...errors },
    },
    config: signedIn,
    handler: async (request) =>
      service.declineRequest(context, sessionOf(request), request.params.rescheduleId, request.body),
  });

  api.get('/api/v1/admin/clubs/:clubId/reschedules', {
    schema: {
      tags,
      summary: "The club's requests to move matches, of one status if asked, newest first",
      params: z.object({ clubId: id }),
      querystring: rescheduleListQuery,
      response: { 200: rescheduleList, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => ({
      reschedules: await service.listClubRequests(db, request.params.clubId, request.query.status),
    }),
  });

  api.post('/api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/approve', {
    schema: {
      tags,
      summary:
        'Approve a move both pairs agreed on: the match moves to the accepted slot (409 naming the round rule it would break)',
      params: z.object({ clubId: id, rescheduleId: id }),
      body: rescheduleAnswerInput,
      response: { 200: rescheduleRequest, ...errors },
    },
    handler: async (request) =>
      service.approveRequest(
        context,
        sessionOf(request),
        request.params.clubId,
        request.params.rescheduleId,
        request.body,
      ),
  });

  api.post('/api/v1/admin/clubs/:clubId/reschedules/:rescheduleId/decline', {
    schema: {
      tags,
      summary: 'Turn a request to move a match down, optionally with a note: the match stays where it is',
      params: z.object({ clubId: id, rescheduleId: id }),
      body: rescheduleAnswerInput,
      response: { 200: rescheduleRequest, ...errors },
    },
    handler: async (request) =>
      service.rejectRequest(
        context,
        sessionOf(request),
        request.params.clubId,
        request.params.rescheduleId,
        request.body,
      ),
  });
}
