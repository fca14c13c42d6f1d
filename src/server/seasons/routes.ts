import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { league } from '../../shared/schemas/league.js';
import {
  nextSeasonInput,
  nextSeasonPreview,
  playerHistory,
  playerRating,
  seedGroupsInput,
  seededGroups,
} from '../../shared/schemas/season.js';
import { ratingOfPlayer } from '../ratings/index.js';
import { nextSeason } from './service.js';
import { historyOfPlayer } from './history-service.js';
import { seedGroups } from './seed-service.js';
import { readerOfRequest } from '../plugins/auth.js';

const leagueParams = z.object({ clubId: id, leagueId: id });
const playerParams = z.object({ playerId: id });
const tags = ['seasons'];

/** Seasons, player history and ratings (docs/seasons.md, docs/ratings.md). */
export function registerSeasonRoutes(app: FastifyInstance, { db }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/v1/admin/clubs/:clubId/leagues/:leagueId/next-season', {
    schema: {
      tags,
      summary:
        "The next season's groups with promotion and relegation: a preview (200), or the new league (201) with the old one finished",
      params: leagueParams,
      body: nextSeasonInput,
      response: { 200: nextSeasonPreview, 201: league, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const answer = await nextSeason(db, request.params.clubId, request.params.leagueId, request.body);
      return answer.preview ? reply.code(200).send(answer.body) : reply.code(201).send(answer.body);
    },
  });

  api.post('/api/v1/admin/clubs/:clubId/leagues/:leagueId/seed-groups', {
    schema: {
      tags,
      summary:
        "A first season's groups from a list of teams, strongest by rating on top: a preview (200) or created (201)",
      params: leagueParams,
      body: seedGroupsInput,
      response: { 200: seededGroups, 201: seededGroups, 400: errorBody, 404: errorBody, 409: errorBody },
    },
    handler: async (request, reply) => {
      const answer = await seedGroups(db, request.params.clubId, request.params.leagueId, request.body);
      return reply.code(request.body.preview ? 200 : 201).send(answer);
    },
  });

  api.get('/api/v1/players/:playerId/history', {
    schema: {
      tags,
      summary: "Every league and season the player played, most recent first, with the team's group and final position",
      params: playerParams,
      response: { 200: playerHistory, 400: errorBody, 404: errorBody },
    },
    handler: (request) => historyOfPlayer(db, readerOfRequest(request), request.params.playerId),
  });

  api.get('/api/v1/players/:playerId/rating', {
    schema: {
      tags,
      summary: "The player's individual rating, its 0.0–7.0 level, its reliability and its history, recomputed from every decided match",
      params: playerParams,
      response: { 200: playerRating, 400: errorBody, 404: errorBody },
    },
    handler: (request) => ratingOfPlayer(db, request.params.playerId),
  });
}
