import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerClubRoutes } from './clubs/index.js';
import { registerHealthRoutes } from './health/index.js';
import { registerLeagueRoutes } from './leagues/index.js';
import { registerGroupRoutes } from './groups/index.js';
import { registerRoundRoutes } from './rounds/index.js';
import { registerPlayerRoutes } from './players/index.js';
import { registerTeamRoutes } from './teams/index.js';
import { registerStatsRoutes } from './stats/index.js';
import { registerOverviewRoutes } from './overview/index.js';
import { registerCalendarRoutes } from './calendar/index.js';
import { matchHooks, registerLineupRoutes, registerMatchRoutes } from './matches/index.js';
import { registerSchedulingRoutes } from './scheduling/index.js';
import { playoffMatchHook, registerPlayoffRoutes } from './playoffs/index.js';
import { registerSeasonRoutes } from './seasons/index.js';
import { registerUserRoutes } from './users/index.js';
import { registerInvitationRoutes } from './invitations/index.js';
import { registerReportRoutes, reportHooks, reportMatchHook } from './reports/index.js';
import { auditMatchHook, registerAuditRoutes } from './audit/index.js';
import { registerLiveRoutes } from './live/index.js';
import { pushEntryHook, pushReportHook, registerPushRoutes } from './push/index.js';
import { registerClubNightRoutes } from './club-nights/index.js';
import { registerRescheduleRoutes } from './reschedules/index.js';
import { entryHooks, registerEntryRoutes } from './entries/index.js';

/**
 * The hooks one domain offers another, all wired here: a domain that reacts to another's writes
 * registers through this list instead of being imported by it, so no two domains import each
 * other (docs/architecture.md). Order within a list is the order the hooks run.
 */
function wireDomainHooks(): void {
  matchHooks.wire([playoffMatchHook, reportMatchHook, auditMatchHook]);
  reportHooks.wire([pushReportHook]);
  entryHooks.wire([pushEntryHook]);
}

/** Every domain's routes, registered once; the auth guard attaches itself to admin paths. */
export function registerRoutes(app: FastifyInstance, context: AppContext): void {
  wireDomainHooks();
  registerHealthRoutes(app, context);
  registerAuthRoutes(app, context);
  registerClubRoutes(app, context);
  registerLeagueRoutes(app, context);
  registerGroupRoutes(app, context);
  registerRoundRoutes(app, context);
  registerPlayerRoutes(app, context);
  registerTeamRoutes(app, context);
  registerStatsRoutes(app, context);
  registerOverviewRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerMatchRoutes(app, context);
  registerLineupRoutes(app, context);
  registerSchedulingRoutes(app, context);
  registerPlayoffRoutes(app, context);
  registerSeasonRoutes(app, context);
  registerUserRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerReportRoutes(app, context);
  registerAuditRoutes(app, context);
  registerLiveRoutes(app, context);
  registerPushRoutes(app, context);
  registerClubNightRoutes(app, context);
  registerRescheduleRoutes(app, context);
  registerEntryRoutes(app, context);
}
