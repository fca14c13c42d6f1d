import type { AuditEntity } from '../../shared/schemas/audit.js';
import { rowReaders, type RowReader } from './queries.js';

/**
 * What each admin write is about, for the audit log (plugins/audit-log.ts): the entity, where its
 * id comes from, and how to read its row before and after. `tests/api/audit-log.test.ts` checks
 * that every admin write of the app has an entry, so a new route is not logged as `other` unnoticed.
 */
export interface AuditedRoute {
  entity: AuditEntity;
  /** The path parameter holding the entity's id; without one (a create) the id is the answer's `id`. */
  idParam?: string;
  read: RowReader | null;
  /** Answers 200 for a preview that changes nothing and 201 when it writes: only the 201 is logged. */
  previewAnswers200?: true;
  /**
   * The service hands the rows it wrote (handed-rows.ts), so the plugin reads none: set only where
   * every 2xx that changes the entity goes through the handing write (the match writes).
   */
  rowsHanded?: true;
}

const CLUB = '/api/v1/admin/clubs/:clubId';
const LEAGUE = `${CLUB}/leagues/:leagueId`;
const ROUND = `${LEAGUE}/rounds/:roundId`;
const NIGHT = `${CLUB}/club-nights/:clubNightId`;
const { club, league, group, groupLot, groupDeductions, groupFixtures, groupWithdrawals, leagueGroups, round, roundSchedule, match, matchLineup, unavailability, playoffOfLeague, player, team, user, clubNight, clubNightMatch, reschedule } = rowReaders;

const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  'POST /api/v1/admin/clubs': { entity: 'club', read: club },
  [`PUT ${CLUB}`]: { entity: 'club', idParam: 'clubId', read: club },
  [`DELETE ${CLUB}`]: { entity: 'club', idParam: 'clubId', read: club },
  [`POST ${CLUB}/leagues`]: { entity: 'league', read: league },
  [`PUT ${LEAGUE}`]: { entity: 'league', idParam: 'leagueId', read: league },
  [`DELETE ${LEAGUE}`]: { entity: 'league', idParam: 'leagueId', read: league },
  [`POST ${LEAGUE}/next-season`]: { entity: 'league', read: league, previewAnswers200: true },
  [`POST ${LEAGUE}/seed-groups`]: { entity: 'league', idParam: 'leagueId', read: leagueGroups, previewAnswers200: true },
  [`POST ${LEAGUE}/groups`]: { entity: 'group', read: group },
  [`PUT ${LEAGUE}/groups/:groupId`]: { entity: 'group', idParam: 'groupId', read: group },
  [`DELETE ${LEAGUE}/groups/:groupId`]: { entity: 'group', idParam: 'groupId', read: group },
  [`POST ${LEAGUE}/groups/:groupId/teams`]: { entity: 'group', idParam: 'groupId', read: group },
  [`DELETE ${LEAGUE}/groups/:groupId/teams`]: { entity: 'group', idParam: 'groupId', read: group },
  [`POST ${LEAGUE}/groups/:groupId/draw-lots`]: { entity: 'group', idParam: 'groupId', read: groupLot },
  [`POST ${LEAGUE}/groups/:groupId/deductions`]: { entity: 'group', idParam: 'groupId', read: groupDeductions },
  [`POST ${LEAGUE}/groups/:groupId/fixtures`]: { entity: 'group', idParam: 'groupId', read: groupFixtures, previewAnswers200: true },
  [`POST ${LEAGUE}/groups/:groupId/withdrawals`]: { entity: 'group', idParam: 'groupId', read: groupWithdrawals },
  [`POST ${LEAGUE}/rounds`]: { entity: 'round', read: round },
  [`PUT ${ROUND}`]: { entity: 'round', idParam: 'roundId', read: round },
  [`DELETE ${ROUND}`]: { entity: 'round', idParam: 'roundId', read: round },
  [`POST ${ROUND}/matches`]: { entity: 'match', read: match, rowsHanded: true },
  [`PUT ${ROUND}/matches/:matchId`]: { entity: 'match', idParam: 'matchId', read: match, rowsHanded: true },
  [`DELETE ${ROUND}/matches/:matchId`]: { entity: 'match', idParam: 'matchId', read: match },
  [`PUT ${ROUND}/matches/:matchId/lineup`]: { entity: 'match', idParam: 'matchId', read: matchLineup },
  [`POST ${ROUND}/matches/schedule/confirm`]: { entity: 'round', idParam: 'roundId', read: roundSchedule },
  [`POST ${ROUND}/teamUnavailability`]: { entity: 'unavailability', read: unavailability },
  [`PUT ${ROUND}/teamUnavailability/:unavailabilityId`]: { entity: 'unavailability', idParam: 'unavailabilityId', read: unavailability },
  [`DELETE ${ROUND}/teamUnavailability/:unavailabilityId`]: { entity: 'unavailability', idParam: 'unavailabilityId', read: unavailability },
  // A league has one playoff at most; its routes name the league, and so does its history.
  [`POST ${LEAGUE}/playoffs`]: { entity: 'playoff', idParam: 'leagueId', read: playoffOfLeague, previewAnswers200: true },
  [`POST ${LEAGUE}/playoffs/placement`]: { entity: 'playoff', idParam: 'leagueId', read: playoffOfLeague },
  [`DELETE ${LEAGUE}/playoffs`]: { entity: 'playoff', idParam: 'leagueId', read: playoffOfLeague },
  [`POST ${CLUB}/club-nights`]: { entity: 'clubNight', read: clubNight },
  [`DELETE ${NIGHT}`]: { entity: 'clubNight', idParam: 'clubNightId', read: clubNight },
  [`POST ${NIGHT}/rounds`]: { entity: 'clubNight', idParam: 'clubNightId', read: clubNight },
  [`POST ${NIGHT}/players`]: { entity: 'clubNight', idParam: 'clubNightId', read: clubNight },
  [`DELETE ${NIGHT}/players/:playerId`]: { entity: 'clubNight', idParam: 'clubNightId', read: clubNight },
  // A score is the match's: the entry names the night's match (its own ids, not a league match's).
  [`PUT ${NIGHT}/matches/:nightMatchId`]: { entity: 'clubNight', idParam: 'nightMatchId', read: clubNightMatch },
  // The organiser's answer to a request to move a match; the match's own row moves through the match write.
  [`POST ${CLUB}/reschedules/:rescheduleId/approve`]: { entity: 'reschedule', idParam: 'rescheduleId', read: reschedule },
  [`POST ${CLUB}/reschedules/:rescheduleId/decline`]: { entity: 'reschedule', idParam: 'rescheduleId', read: reschedule },
  // Entries (docs/entries.md): logged under their league or night; the list's own rows are not
  // read (the entry says who changed which list), but making teams shows the groups before and after.
  [`PUT ${LEAGUE}/registration`]: { entity: 'league', idParam: 'leagueId', read: null },
  [`PUT ${LEAGUE}/entries/:entryId`]: { entity: 'league', idParam: 'leagueId', read: null },
  [`POST ${LEAGUE}/entries/pair`]: { entity: 'league', idParam: 'leagueId', read: null },
  [`POST ${LEAGUE}/entries/teams`]: { entity: 'league', idParam: 'leagueId', read: leagueGroups },
  [`PUT ${NIGHT}/registration`]: { entity: 'clubNight', idParam: 'clubNightId', read: null },
  [`PUT ${NIGHT}/entries/:entryId`]: { entity: 'clubNight', idParam: 'clubNightId', read: null },
  [`POST ${NIGHT}/entries/pair`]: { entity: 'clubNight', idParam: 'clubNightId', read: null },
  [`POST ${NIGHT}/entries/teams`]: { entity: 'clubNight', idParam: 'clubNightId', read: clubNight },
  'POST /api/v1/admin/players': { entity: 'player', read: player },
  'PUT /api/v1/admin/players/:playerId': { entity: 'player', idParam: 'playerId', read: player },
  'DELETE /api/v1/admin/players/:playerId': { entity: 'player', idParam: 'playerId', read: player },
  // The link itself is a secret: the entry says who invited which player, and nothing more.
  'POST /api/v1/admin/players/:playerId/invitation': { entity: 'player', idParam: 'playerId', read: null },
  'POST /api/v1/admin/teams': { entity: 'team', read: team },
  'PUT /api/v1/admin/teams/:teamId': { entity: 'team', idParam: 'teamId', read: team },
  'DELETE /api/v1/admin/teams/:teamId': { entity: 'team', idParam: 'teamId', read: team },
  // Bulk links: the entry says who invited (the ids are the request's, the links stay secret).
  'POST /api/v1/admin/players/invitations': { entity: 'player', read: null },
  'POST /api/v1/admin/users': { entity: 'user', read: user },
  // An organiser's invitation: no account exists yet, so the entry names no user.
  'POST /api/v1/admin/users/invitations': { entity: 'user', read: null },
  'PUT /api/v1/admin/users/:userId': { entity: 'user', idParam: 'userId', read: user },
  'DELETE /api/v1/admin/users/:userId': { entity: 'user', idParam: 'userId', read: user },
};

/** An admin write the table does not name yet: logged all the same, without rows. */
const UNKNOWN: AuditedRoute = { entity: 'other', read: null };

export const auditedRouteOf = (method: string, url: string): AuditedRoute => AUDITED_ROUTES[`${method} ${url}`] ?? UNKNOWN;

/** Whether the table names this route (the coverage test asks). */
export const isAuditedRoute = (method: string, url: string): boolean => `${method} ${url}` in AUDITED_ROUTES;

/** Who besides the administrator may read an entry: tour-wide entities every organiser, accounts no one. */
export type AuditVisibility = 'club' | 'tour' | 'admin';

export function visibilityOf(entity: AuditEntity, url: string): AuditVisibility {
  if (entity === 'player' || entity === 'team') return 'tour';
  if (entity === 'club' || url.includes('/:clubId')) return 'club';
  return 'admin';
}
