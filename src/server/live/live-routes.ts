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
  /**
   * A reschedule request's write (docs/reschedules.md): the match is the answer's `matchId`; its
   * players and the staff are told of the request, and everyone once the answer says the match
   * moved (`status: "approved"`).
   */
  matchOfAnswer?: true;
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
  // A season's fixtures: new rounds and matches of the group (a preview answers 200 and changes nothing).
  [`POST ${LEAGUE}/groups/:groupId/fixtures`]: { kind: 'round', previewAnswers200: true },
  // A withdrawal changes the table, and deletes the team's matches without a result.
  [`POST ${LEAGUE}/groups/:groupId/withdrawals`]: { kind: 'standings' },
  [`POST ${LEAGUE}/rounds`]: { kind: 'round', created: 'roundId' },
  [`PUT ${ROUND}`]: { kind: 'round', readsBefore: true },
  [`DELETE ${ROUND}`]: { kind: 'round', readsBefore: true },
  [`POST ${ROUND}/matches`]: { kind: 'match', created: 'matchId' },
  [`PUT ${ROUND}/matches/:matchId`]: { kind: 'match' },
  [`DELETE ${ROUND}/matches/:matchId`]: { kind: 'match' },
  // A line-up names who played: public, a change of the match like its result (docs/substitutes.md).
  [`PUT ${ROUND}/matches/:matchId/lineup`]: { kind: 'match' },
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
  // Entries (docs/entries.md): a league's list is news of the league, a night's of the night. A
  // player's own entry writes name no club in their path and announce nothing: pages read the
  // list's state again when opened.
  [`PUT ${LEAGUE}/registration`]: { kind: 'league' },
  [`PUT ${LEAGUE}/entries/:entryId`]: { kind: 'league' },
  [`POST ${LEAGUE}/entries/pair`]: { kind: 'league' },
  [`POST ${LEAGUE}/entries/teams`]: { kind: 'league' },
  [`PUT ${NIGHT}/registration`]: { kind: 'clubNight' },
  [`PUT ${NIGHT}/entries/:entryId`]: { kind: 'clubNight' },
  [`POST ${NIGHT}/entries/pair`]: { kind: 'clubNight' },
  [`POST ${NIGHT}/entries/teams`]: { kind: 'clubNight' },
  'POST /api/v1/me/entries': null,
  'POST /api/v1/me/entries/:entryId/accept': null,
  'DELETE /api/v1/me/entries/:entryId': null,
  // A player's report waits for the other team (their players and the staff see it); its
  // confirmation, by this report (200) or the confirm route, is the match's public result.
  [`POST ${ME}/report`]: { kind: 'match', audience: 'players-when-201' },
  [`POST ${ME}/confirm`]: { kind: 'match' },
  [`POST ${ME}/dispute`]: { kind: 'match', audience: 'players' },
  // A request to move a match concerns its two pairs and the staff until the match moves (docs/reschedules.md).
  [`POST ${ME}/reschedule`]: { kind: 'match', matchOfAnswer: true },
  'POST /api/v1/me/reschedules/:rescheduleId/accept': { kind: 'match', matchOfAnswer: true },
  'POST /api/v1/me/reschedules/:rescheduleId/decline': { kind: 'match', matchOfAnswer: true },
  [`POST ${CLUB}/reschedules/:rescheduleId/approve`]: { kind: 'match', matchOfAnswer: true },
  [`POST ${CLUB}/reschedules/:rescheduleId/decline`]: { kind: 'match', matchOfAnswer: true },
  // A browser's push subscription is the account's own, nothing a club's reader sees (docs/push.md).
  'POST /api/v1/me/push-subscriptions': null,
  'DELETE /api/v1/me/push-subscriptions': null,
};

export const liveRouteOf = (method: string, url: string): LiveRoute | null => LIVE_ROUTES[`${method} ${url}`] ?? null;

/** Whether the table decides this route (announced or not), for the coverage test. */
export const isLiveRouteDecided = (method: string, url: string): boolean => `${method} ${url}` in LIVE_ROUTES;
