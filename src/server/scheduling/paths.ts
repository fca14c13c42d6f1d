import { z } from 'zod';
import { id } from '../../shared/schemas/common.js';

/** Every admin schedule and unavailability path hangs off one round (docs/rules.md, "Scheduling"). */
export const ADMIN_ROUND = '/api/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId';
export const roundParams = z.object({ clubId: id, leagueId: id, roundId: id });
