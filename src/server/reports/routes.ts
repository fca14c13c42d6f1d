import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionOf } from '../plugins/auth.js';
import { requireRound } from '../lib/path-scope.js';
import { NotFound } from '../errors.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { match, matchReport } from '../../shared/schemas/match.js';
import { disputeInput, matchHistory, myMatches, reportCreated, reportInput } from '../../shared/schemas/reports.js';
import { historyOf } from './audit.js';
import { listMyMatches } from './my-matches.js';
import { findMatchOfRound } from './queries.js';
import * as service from './service.js';

const tags = ['reports'];
const matchParams = z.object({ matchId: id });
const SWEEP_EVERY_MS = 60_000;
// Typed in a text area: line breaks and tabs are text, other control characters are not.
// eslint-disable-next-line no-control-regex -- naming control characters is the point
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const disputeBody = disputeInput.superRefine((value, context) => {
  if (!MULTI_LINE_TEXT.test(value.reason)) context.addIssue({ code: 'custom', path: ['reason'], message: 'Must not contain control characters' });
});

/**
 * A player's own matches and the results they report (docs/reports.md). Every /api/v1/me/... route
 * is a player's (auth/route-access.ts); its writes take an Idempotency-Key like the admin writes,
 * so the courtside outbox can resend them.
 */
export function registerReportRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const mine = { requiresAdmin: true };

  api.get('/api/v1/me/matches', {
    schema: {
      tags,
      summary: "The signed-in player's upcoming and recent matches, and the reports waiting for their answer",
      response: { 200: myMatches, 401: errorBody, 403: errorBody },
    },
    config: mine,
    handler: async (request) => {
      await service.sweepDueReports(context);
      return listMyMatches(context, sessionOf(request));
    },
  });

  api.post('/api/v1/me/matches/:matchId/report', {
    schema: {
      tags,
      summary:
        "Report the score of one's own match; the other team confirms or disputes it. 200 with the match when it matches the other team's open report (which it then confirms)",
      params: matchParams,
      body: reportInput,
      response: {
        200: z.object({ match }),
        201: reportCreated,
        400: errorBody,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        409: errorBody,
        422: errorBody,
      },
    },
    config: mine,
    handler: async (request, reply) => {
      const outcome = await service.reportResult(context, sessionOf(request), request.params.matchId, request.body);
      if ('confirmed' in outcome) return reply.code(200).send({ match: outcome.confirmed });
      return reply.code(201).send(outcome.created);
    },
  });

  api.post('/api/v1/me/matches/:matchId/confirm', {
    schema: {
      tags,
      summary: "Confirm the other team's reported result: it becomes the match's result",
      params: matchParams,
      response: { 200: z.object({ match }), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    config: mine,
    handler: async (request) => ({ match: await service.confirmResult(context, sessionOf(request), request.params.matchId) }),
  });

  api.post('/api/v1/me/matches/:matchId/dispute', {
    schema: {
      tags,
      summary: "Dispute the other team's reported result, with a reason and optionally your score; the organiser decides",
      params: matchParams,
      body: disputeBody,
      response: { 200: z.object({ report: matchReport }), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    config: mine,
    handler: async (request) => ({ report: await service.disputeResult(context, sessionOf(request), request.params.matchId, request.body) }),
  });

  api.get('/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId/history', {
    schema: {
      tags,
      summary: "Every change of a match's score: who, when, how, from what and to what (oldest first)",
      params: z.object({ clubId: id, leagueId: id, roundId: id, matchId: id }),
      response: { 200: matchHistory, 400: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const { clubId, leagueId, roundId, matchId } = request.params;
      await requireRound(db, clubId, leagueId, roundId);
      const found = await findMatchOfRound(db, roundId, matchId);
      if (!found) throw new NotFound('Match');
      return historyOf(db, matchId);
    },
  });

  const sweep = setInterval(() => {
    void service.sweepDueReports(context).catch((error: unknown) => app.log.warn({ err: error }, 'automatic confirmation of reports failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
