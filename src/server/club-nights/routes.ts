import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import {
  clubNight,
  clubNightInput,
  clubNightList,
  clubNightMatch,
  clubNightNextRoundInput,
  clubNightPlayerInput,
  clubNightScoreInput,
  playerClubNightList,
} from '../../shared/schemas/club-night.js';
import * as service from './service.js';

const clubParams = z.object({ clubId: id });
const nightParams = clubParams.extend({ clubNightId: id });
const matchParams = nightParams.extend({ nightMatchId: id });
const nightPlayerParams = nightParams.extend({ playerId: id });

/** `If-Match: "3"` or `3` (the version read); `*` or none asks for no check. */
const IF_MATCH = /^\s*(?:"(\d{1,9})"|(\d{1,9})|\*)\s*$/;
const ifMatchHeaders = z.looseObject({
  'if-match': z.string().regex(IF_MATCH, 'Send the version as "3" or 3').optional(),
});
const expectedVersion = (header: string | undefined): number | undefined => {
  const found = header === undefined ? null : IF_MATCH.exec(header);
  const digits = found?.[1] ?? found?.[2];
  return digits === undefined ? undefined : Number(digits);
};
/** 412 carries what is current in `details`: the night, or the match. */
const staleNight = z.object({ error: z.string(), code: z.literal('STALE'), details: z.array(clubNight) });
const staleMatch = z.object({ error: z.string(), code: z.literal('STALE'), details: z.array(clubNightMatch) });

const tags = ['club nights'];
const PUBLIC = '/api/v1/clubs/:clubId/club-nights';
const ADMIN = '/api/v1/admin/clubs/:clubId/club-nights';

/** Club nights (docs/club-nights.md, "Server"): public reads, and the club's staff run them. */
export function registerClubNightRoutes(app: FastifyInstance, { db, dialect }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writer = { db, dialect };

  api.get(PUBLIC, {
    schema: {
      tags,
      summary: "A club's nights, newest first, each with its status and number of players",
      params: clubParams,
      response: { 200: clubNightList, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.listNights(db, request.params.clubId),
  });

  api.get(`${PUBLIC}/:clubNightId`, {
    schema: {
      tags,
      summary: 'A club night: its players, rounds by court with who rests, and the leaderboard',
      params: nightParams,
      response: { 200: clubNight, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getNight(db, request.params),
  });

  api.get('/api/v1/players/:playerId/club-nights', {
    schema: {
      tags,
      summary: "The club nights a player is on, newest first, with their place, points and matches played",
      params: z.object({ playerId: id }),
      response: { 200: playerClubNightList, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.nightsOfPlayer(db, request.params.playerId),
  });

  api.post(ADMIN, {
    schema: {
      tags,
      summary:
        'Create a club night; an Americano or Team Americano has every round at once, a Mexicano its first round (by rating or the list order)',
      params: clubParams,
      body: clubNightInput,
      response: { 201: clubNight, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createNight(writer, request.params.clubId, request.body)),
  });

  api.delete(`${ADMIN}/:clubNightId`, {
    schema: {
      tags,
      summary: 'Delete a club night with its rounds and scores; If-Match: "<night version>" refuses (412) when it changed',
      params: nightParams,
      headers: ifMatchHeaders,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 412: staleNight },
    },
    handler: async (request, reply) => {
      await service.deleteNight(writer, request.params, expectedVersion(request.headers['if-match']));
      return reply.code(204).send(null);
    },
  });

  api.post(`${ADMIN}/:clubNightId/rounds`, {
    schema: {
      tags,
      summary:
        "Make a Mexicano's next round from the leaderboard (the same function the phone runs); 409 when `number` is not the next round or the last round is not fully scored",
      params: nightParams,
      headers: ifMatchHeaders,
      body: clubNightNextRoundInput,
      response: { 201: clubNight, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleNight },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.makeNextRound(writer, request.params, request.body.number, expectedVersion(request.headers['if-match']))),
  });

  api.put(`${ADMIN}/:clubNightId/matches/:nightMatchId`, {
    schema: {
      tags,
      summary: 'Score a club-night match (points add up to the night\'s points per match; timed: any from 0); If-Match: "<match version>"',
      params: matchParams,
      headers: ifMatchHeaders,
      body: clubNightScoreInput,
      response: { 200: clubNightMatch, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleMatch },
    },
    handler: (request) => service.scoreMatch(writer, request.params, request.body, expectedVersion(request.headers['if-match'])),
  });

  api.post(`${ADMIN}/:clubNightId/players`, {
    schema: {
      tags,
      summary: 'A late arrival: the rounds not yet started are made again with them; played rounds never change',
      params: nightParams,
      headers: ifMatchHeaders,
      body: clubNightPlayerInput,
      response: { 201: clubNight, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleNight },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.addLatePlayer(writer, request.params, request.body.playerId, expectedVersion(request.headers['if-match']))),
  });

  api.delete(`${ADMIN}/:clubNightId/players/:playerId`, {
    schema: {
      tags,
      summary: 'A drop-out: the rounds not yet started are made again without them; their played matches stay',
      params: nightPlayerParams,
      headers: ifMatchHeaders,
      response: { 200: clubNight, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleNight },
    },
    handler: (request) => service.dropPlayer(writer, request.params, request.params.playerId, expectedVersion(request.headers['if-match'])),
  });
}
