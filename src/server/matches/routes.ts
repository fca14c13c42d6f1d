import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { readerOfRequest, sessionOf } from '../plugins/auth.js';
import { seesDraftsOf } from '../lib/visibility.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { match, matchArray, matchInput, matchListQuery, matchPage } from '../../shared/schemas/match.js';
import { entryBy } from './score-change.js';
import * as service from './service.js';

const roundParams = z.object({ clubId: id, leagueId: id, roundId: id });
const groupRoundParams = roundParams.extend({ groupId: id });
const matchParams = roundParams.extend({ matchId: id });
const pagedMatchQuery = pageQuery.extend(matchListQuery.shape);

/** `If-Match: "3"` or `3` (the match version); `*` asks for no check. Weak validators make no sense here. */
const IF_MATCH = /^\s*(?:"(\d{1,9})"|(\d{1,9})|\*)\s*$/;
export const ifMatchHeaders = z.looseObject({
  'if-match': z.string().regex(IF_MATCH, 'Send the match version as "3" or 3').optional(),
});

export const expectedVersion = (header: string | undefined): number | undefined => {
  const found = header === undefined ? null : IF_MATCH.exec(header);
  const digits = found?.[1] ?? found?.[2];
  return digits === undefined ? undefined : Number(digits);
};

/** 412 carries the current match in `details` (docs/rules.md, "API conventions"), not field problems. */
export const staleBody = z.object({ error: z.string(), code: z.literal('STALE'), details: z.array(match) });

const tags = ['matches'];
const PUBLIC = '/api/v1/clubs/:clubId/leagues/:leagueId';
const ADMIN = '/api/v1/admin/clubs/:clubId/leagues/:leagueId';

export function registerMatchRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, dialect, config, now } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const autoConfirmHours = config.REPORT_AUTO_CONFIRM_HOURS;
  const writer = { db, dialect, autoConfirmHours };

  /**
   * The admin results and schedule screens read these public paths signed in, and see the club's
   * draft rounds (lib/visibility.ts) and each match's open report, which visitors do not.
   */
  const readerOf = async (request: FastifyRequest, clubId: number): Promise<service.MatchReader> => {
    const reader = readerOfRequest(request);
    const staff = seesDraftsOf(reader, clubId);
    // Staff see each match's open report: the hooks let the ones due confirm themselves first.
    if (staff) await service.beforeStaffRead(context);
    return { reader, staff, autoConfirmHours };
  };

  api.get(`${PUBLIC}/rounds/:roundId/matches`, {
    schema: {
      tags,
      summary: "A round's matches (optionally of one group), by start time and court: the results screen's list",
      params: roundParams,
      querystring: matchListQuery,
      response: { 200: matchArray, 400: errorBody, 404: errorBody },
    },
    handler: async (request) => service.listRoundMatches(db, request.params, request.query.groupId, await readerOf(request, request.params.clubId)),
  });

  api.get(`${PUBLIC}/rounds/:roundId/matches/schedule`, {
    schema: {
      tags,
      summary: "A page of a round's schedule, optionally of one group",
      params: roundParams,
      querystring: pagedMatchQuery,
      response: { 200: matchPage, 400: errorBody, 404: errorBody },
    },
    handler: async (request) =>
      service.pageRoundMatches(db, request.params, request.query, request.query.groupId, await readerOf(request, request.params.clubId)),
  });

  api.get(`${PUBLIC}/groups/:groupId/rounds/:roundId/matches/schedule`, {
    schema: {
      tags,
      summary: "A page of one group's schedule in a round",
      params: groupRoundParams,
      querystring: pageQuery,
      response: { 200: matchPage, 400: errorBody, 404: errorBody },
    },
    handler: async (request) =>
      service.pageRoundMatches(db, request.params, request.query, request.params.groupId, await readerOf(request, request.params.clubId)),
  });

  api.get(`${PUBLIC}/groups/:groupId/rounds/:roundId/matches/results`, {
    schema: {
      tags,
      summary: "A page of one group's matches in a round with their results; unplayed ones have empty score lists",
      params: groupRoundParams,
      querystring: pageQuery,
      response: { 200: matchPage, 400: errorBody, 404: errorBody },
    },
    handler: async (request) =>
      service.pageRoundMatches(db, request.params, request.query, request.params.groupId, await readerOf(request, request.params.clubId)),
  });

  api.post(`${ADMIN}/rounds/:roundId/matches`, {
    schema: {
      tags,
      summary: "Add a match to a round; both teams must share a group, the round must have room and scores must fit the league's match format",
      params: roundParams,
      body: matchInput,
      response: { 201: match, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createMatch(writer, request.params, request.body, entryBy(sessionOf(request), now()))),
  });

  api.put(`${ADMIN}/rounds/:roundId/matches/:matchId`, {
    schema: {
      tags,
      summary: 'Replace a match; If-Match: "<version>" refuses (412) when it changed since it was read',
      params: matchParams,
      headers: ifMatchHeaders,
      body: matchInput,
      response: { 200: match, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleBody, 422: errorBody },
    },
    handler: (request) =>
      service.updateMatch(
        writer,
        request.params,
        request.params.matchId,
        request.body,
        expectedVersion(request.headers['if-match']),
        entryBy(sessionOf(request), now()),
      ),
  });

  api.delete(`${ADMIN}/rounds/:roundId/matches/:matchId`, {
    schema: {
      tags,
      summary: 'Delete a match, with its results if it has any; If-Match: "<version>" refuses (412) when it changed since it was read',
      params: matchParams,
      headers: ifMatchHeaders,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody, 412: staleBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      await service.deleteMatch(writer, request.params, request.params.matchId, expectedVersion(request.headers['if-match']));
      return reply.code(204).send(null);
    },
  });
}
