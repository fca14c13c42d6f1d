import type { LiveChangeKind } from '../../shared/schemas/live.js';

/**
 * What each write route announces on the live streams (docs/live.md, "What announces a change"):
 * the kind, and where the ids come from: the path's parameters, and for a create the answer's `id`
 * (`created` names which id it is). The audience follows from what the ids name (a draft league or
 * round: staff only), unless the route says otherwise. `tests/api/live.test.ts` checks that every
 * write of a club's data (a path under /api/v1/admin/clubs/:clubId) and every player write is here,
 * so a new write route is announced or left out on purpose, never by accident.
 */
export interface LiveRoute {
  kind: LiveChangeKind;
  /** The id a create's answer carries. */
  created?: 'leagueId' | 'groupId' | 'roundId' | 'matchId' | 'clubNightId';
  /** Answers 200 for a preview that changes nothing, 201 when it writes. */
  previewAnswers200?: true;
  /** The write may hide or show what it changes (a league or round made a draft or public): read before and after. */
  readsBefore?: true;
  /** `staff`: only the club's staff are told (team unavailability is theirs). `players`: the match's players and staff; `players-when-201`: so when it answers 201. */
  audience?: 'staff' | 'players' | 'players-when-201';
}

const CLUB = '/api/v1/admin/clubs/:clubId';
const LEAGUE = `${CLUB}/leagues/:leagueId`;
const ROUND = `${LEAGUE}/rounds/:roundId`;
const ME = '/api/v1/me/matches/:matchId';
const NIGHTS = `${CLUB}/club-nights`;
const NIGHT = `${NIGHTS}/:clubNightId`;

/** A route mapped to null writes nothing a reader of a club sees (or nothing of a club: a club created). */
const LIVE_ROUTES: Record<string, LiveRoute | null> = {
  [`PUT ${CLUB}`]: { kind: 'league' },
  [`DELETE ${CLUB}`]: { kind: 'league' },
  [`POST ${CLUB}/leagues`]: { kind: 'league', created: 'leagueId' },
  [`PUT ${LEAGUE}`]: { kind: 'league', readsBefore: true },
  [`DELETE ${LEAGUE}`]: { kind: 'league', readsBefore: true },
  [`POST ${LEAGUE}/next-season`]: { kind: 'league', created: 'leagueId', previewAnswers200: true },
  [`POST ${LEAGUE}/seed-groups`]: { kind: 'league', previewAnswers200: true },
  [`POST ${LEAGUE}/groups`]: { kind: 'league', created: 'groupId' },
  [`PUT ${LEAGUE}/groups/:groupId`]: { kind: 'league' },
  [`DELETE ${LEAGUE}/groups/:groupId`]: { kind: 'league' },
  [`POST ${LEAGUE}/groups/:groupId/teams`]: { kind: 'standings' },
  [`DELETE ${LEAGUE}/groups/:groupId/teams`]: { kind: 'standings' },
  [`POST ${LEAGUE}/groups/:groupId/draw-lots`]: { kind: 'standings' },
  [`POST ${LEAGUE}/groups/:groupId/deductions`]: { kind: 'standings' },
  // A withdrawal changes the table, and deletes the team's matches without a result.
  [`POST ${LEAGUE}/groups/:groupId/withdrawals`]: { kind: 'standings' },
  [`POST ${LEAGUE}/rounds`]: { kind: 'round', created: 'roundId' },
  [`PUT ${ROUND}`]: { kind: 'round', readsBefore: true },
  [`DELETE ${ROUND}`]: { kind: 'round', readsBefore: true },
  [`POST ${ROUND}/matches`]: { kind: 'match', created: 'matchId' },
  [`PUT ${ROUND}/matches/:matchId`]: { kind: 'match' },
  [`DELETE ${ROUND}/matches/:matchId`]: { kind: 'match' },
  [`POST ${ROUND}/matches/schedule/confirm`]: { kind: 'schedule' },
  [`POST ${ROUND}/teamUnavailability`]: { kind: 'schedule', audience: 'staff' },
  [`PUT ${ROUND}/teamUnavailability/:unavailabilityId`]: { kind: 'schedule', audience: 'staff' },
  [`DELETE ${ROUND}/teamUnavailability/:unavailabilityId`]: { kind: 'schedule', audience: 'staff' },
  [`POST ${LEAGUE}/playoffs`]: { kind: 'playoffs', previewAnswers200: true },
  [`POST ${LEAGUE}/playoffs/placement`]: { kind: 'playoffs' },
  [`DELETE ${LEAGUE}/playoffs`]: { kind: 'playoffs' },
  // Club nights have no drafts: every change of one is public (docs/club-nights.md, "Server").
  [`POST ${NIGHTS}`]: { kind: 'clubNight', created: 'clubNightId' },
  [`DELETE ${NIGHT}`]: { kind: 'clubNight' },
  [`POST ${NIGHT}/rounds`]: { kind: 'clubNight' },
  [`PUT ${NIGHT}/matches/:nightMatchId`]: { kind: 'clubNight' },
  [`POST ${NIGHT}/players`]: { kind: 'clubNight' },
  [`DELETE ${NIGHT}/players/:playerId`]: { kind: 'clubNight' },
  // A player's report waits for the other team (their players and the staff see it); its
  // confirmation, by this report (200) or the confirm route, is the match's public result.
  [`POST ${ME}/report`]: { kind: 'match', audience: 'players-when-201' },
  [`POST ${ME}/confirm`]: { kind: 'match' },
  [`POST ${ME}/dispute`]: { kind: 'match', audience: 'players' },
  // A browser's push subscription is the account's own, nothing a club's reader sees (docs/push.md).
  'POST /api/v1/me/push-subscriptions': null,
  'DELETE /api/v1/me/push-subscriptions': null,
};

export const liveRouteOf = (method: string, url: string): LiveRoute | null => LIVE_ROUTES[`${method} ${url}`] ?? null;

/** Whether the table decides this route (announced or not), for the coverage test. */
export const isLiveRouteDecided = (method: string, url: string): boolean => `${method} ${url}` in LIVE_ROUTES;
