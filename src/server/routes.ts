import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerClubRoutes } from './clubs/routes.js';
import { registerHealthRoutes } from './health/routes.js';
import { registerLeagueRoutes } from './leagues/routes.js';
import { registerGroupRoutes } from './groups/routes.js';
import { registerRoundRoutes } from './rounds/routes.js';
import { registerPlayerRoutes } from './players/routes.js';
import { registerTeamRoutes } from './teams/routes.js';
import { registerStatsRoutes } from './stats/routes.js';
import { registerCalendarRoutes } from './calendar/routes.js';
import { registerMatchRoutes } from './matches/routes.js';
import { registerSchedulingRoutes } from './scheduling/routes.js';
import { registerPlayoffRoutes } from './playoffs/routes.js';
import { registerSeasonRoutes } from './seasons/routes.js';
import { registerUserRoutes } from './users/routes.js';
import { registerInvitationRoutes } from './invitations/routes.js';
import { registerReportRoutes } from './reports/routes.js';
import { registerAuditRoutes } from './audit/routes.js';

/** Every domain's routes, registered once; the auth guard attaches itself to admin paths. */
export function registerRoutes(app: FastifyInstance, context: AppContext): void {
  registerHealthRoutes(app, context);
  registerAuthRoutes(app, context);
  registerClubRoutes(app, context);
  registerLeagueRoutes(app, context);
  registerGroupRoutes(app, context);
  registerRoundRoutes(app, context);
  registerPlayerRoutes(app, context);
  registerTeamRoutes(app, context);
  registerStatsRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerMatchRoutes(app, context);
  registerSchedulingRoutes(app, context);
  registerPlayoffRoutes(app, context);
  registerSeasonRoutes(app, context);
  registerUserRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerReportRoutes(app, context);
  registerAuditRoutes(app, context);
}
