import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorBody, id } from '../../../shared/schemas/common.js';
import { lineupInput } from '../../../shared/schemas/lineup.js';
import { match } from '../../../shared/schemas/match.js';
import { expectedVersion, ifMatchHeaders, staleBody } from '../routes.js';
import { setLineup } from './service.js';

const matchParams = z.object({ clubId: id, leagueId: id, roundId: id, matchId: id });

/** The line-up of a match (docs/substitutes.md): who played for each team, substitutes included. */
export function registerLineupRoutes(app: FastifyInstance, { db, dialect, config }: AppContext): void {
  const writer = { db, dialect, autoConfirmHours: config.REPORT_AUTO_CONFIRM_HOURS };
  app
    .withTypeProvider<ZodTypeProvider>()
    .put('/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches/:matchId/lineup', {
      schema: {
        tags: ['matches'],
        summary:
          'Set who played the match for each team; a player not of the team is a substitute, within the league\'s limits (409 naming the rule). If-Match: "<version>" refuses (412) when the match changed since it was read',
        params: matchParams,
        headers: ifMatchHeaders,
        body: lineupInput,
        response: { 200: match, 400: errorBody, 404: errorBody, 409: errorBody, 412: staleBody, 422: errorBody },
      },
      handler: (request) =>
        setLineup(
          writer,
          request.params,
          request.params.matchId,
          request.body,
          expectedVersion(request.headers['if-match']),
        ),
    });
}
