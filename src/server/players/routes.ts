import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id, pageQuery } from '../../shared/schemas/common.js';
import { player, playerInput, playerList, playerListQuery, playerStatistics, playerUpdateInput, staffPlayer, staffPlayerList } from '../../shared/schemas/player.js';
import { readerOfRequest, sessionOf } from '../plugins/auth.js';
import { readerOfSession } from '../lib/visibility.js';
import * as service from './service.js';

const playerParams = z.object({ playerId: id });
const tags = ['players'];

export function registerPlayerRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/players', {
    schema: {
      tags,
      summary: 'List players by last name, with their match counts; search on first, last or "first last"',
      querystring: pageQuery.extend(playerListQuery.shape),
      response: { 200: playerList, 400: errorBody },
    },
    handler: (request) =>
      service.listPlayers(db, readerOfRequest(request), { search: request.query.search, status: request.query.status }, request.query),
  });

  api.get('/api/v1/players/:playerId', {
    schema: {
      tags,
      summary: 'One player',
      params: playerParams,
      response: { 200: player, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getPlayer(db, readerOfRequest(request), request.params.playerId),
  });

  api.get('/api/v1/players/:playerId/statistics', {
    schema: {
      tags,
      summary: 'Statistics over the matches with results of every team the player belongs to',
      params: playerParams,
      response: { 200: playerStatistics, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getPlayerStatistics(db, readerOfRequest(request), request.params.playerId),
  });

  api.get('/api/v1/admin/players', {
    schema: {
      tags,
      summary: 'List players as staff read them: the public list with each date of birth, email and phone (null when not given)',
      querystring: pageQuery.extend(playerListQuery.shape),
      response: { 200: staffPlayerList, 400: errorBody },
    },
    handler: (request) =>
      service.listStaffPlayers(db, readerOfSession(sessionOf(request)), { search: request.query.search, status: request.query.status }, request.query),
  });

  api.get('/api/v1/admin/players/:playerId', {
    schema: {
      tags,
      summary: 'One player as staff read them, with date of birth, email and phone',
      params: playerParams,
      response: { 200: staffPlayer, 400: errorBody, 404: errorBody },
    },
    handler: (request) => service.getStaffPlayer(db, readerOfSession(sessionOf(request)), request.params.playerId),
  });

  api.post('/api/v1/admin/players', {
    schema: {
      tags,
      summary: 'Create a player; date of birth, email and phone are optional and staff-only',
      body: playerInput,
      response: { 201: staffPlayer, 400: errorBody },
    },
    handler: async (request, reply) => reply.code(201).send(await service.createPlayer(db, request.body)),
  });

  api.put('/api/v1/admin/players/:playerId', {
    schema: {
      tags,
      summary:
        'Update a player; status, date of birth, email or phone left out keep their values (null clears one); deactivating one that a league of a club the caller does not run uses is refused (409)',
      params: playerParams,
      body: playerUpdateInput,
      response: { 200: staffPlayer, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: (request) =>
      service.updatePlayer(db, readerOfSession(sessionOf(request)), request.params.playerId, request.body, sessionOf(request)),
  });

  api.delete('/api/v1/admin/players/:playerId', {
    schema: {
      tags,
      summary: 'Delete a player and their teams, unless results would be lost or a league of a club the caller does not run uses them',
      params: playerParams,
      response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      await service.deletePlayer(db, request.params.playerId, sessionOf(request));
      return reply.code(204).send(null);
    },
  });
}
