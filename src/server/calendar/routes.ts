import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { errorBody, id } from '../../shared/schemas/common.js';
import { readerOfRequest } from '../plugins/auth.js';
import * as service from './service.js';

const tags = ['calendar'];
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Declared per content type so the JSON serializer leaves the iCalendar text alone.
const calendarResponse = {
  description: 'An iCalendar (RFC 5545) feed: one event per match of an active round',
  content: { 'text/calendar': { schema: z.string() } },
};

export function registerCalendarRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/players/:playerId/calendar.ics', {
    schema: {
      tags,
      summary: "Calendar feed of the player's matches",
      params: z.object({ playerId: id }),
      response: { 200: calendarResponse, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const text = await service.playerCalendar(db, readerOfRequest(request), request.params.playerId, config.TOUR_NAME);
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `inline; filename="player-${request.params.playerId}.ics"`)
        .send(text);
    },
  });

  api.get('/api/v1/teams/:teamId/calendar.ics', {
    schema: {
      tags,
      summary: "Calendar feed of the team's matches",
      params: z.object({ teamId: id }),
      response: { 200: calendarResponse, 400: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const text = await service.teamCalendar(db, readerOfRequest(request), request.params.teamId, config.TOUR_NAME);
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `inline; filename="team-${request.params.teamId}.ics"`)
        .send(text);
    },
  });
}
