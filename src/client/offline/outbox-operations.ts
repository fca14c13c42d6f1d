import type { ClubNightNextRoundInput, ClubNightPlayerInput, ClubNightScoreInput } from '@/shared/schemas/club-night';
import type { MatchInput } from '@/shared/schemas/match';
import type { DisputeInput, ReportInput } from '@/shared/schemas/reports';
import type { RescheduleAcceptInput, RescheduleAnswerInput, RescheduleInput } from '@/shared/schemas/reschedules';
import type { EntryUpdateInput } from '@/shared/schemas/entries';
import type { LineupInput } from '@/shared/schemas/lineup';
import type { SessionScope } from '../lib/session';

/*
 * What the outbox keeps is the change itself, a typed operation with its arguments, never a
 * request. The method, path, session and headers are derived from it when it is sent (OPERATION_ROUTES),
 * so a route that changes between the save and the send never strands an entry queued before.
 */

/** Where a round's matches live (the organiser's writes name all three). */
interface RoundArgs {
  clubId: number;
  leagueId: number;
  roundId: number;
}

/**
 * A club night's match, named by where it is played: a round made offline on the phone has no
 * server id yet. `nightMatchId` is set when the match was on the server when the score was typed;
 * otherwise it is resolved when the entry is sent, after its round's POST has synced
 * (night-ledger.ts). `expected` is the line-up the phone showed: a round the server made otherwise
 * is never scored with the phone's numbers.
 */
export interface NightMatchArgs {
  clubId: number;
  clubNightId: number;
  roundNumber: number;
  courtNumber: number;
  nightMatchId: number | null;
  expected: { team1: [number, number]; team2: [number, number] };
}

/**
 * A change of a night's list: a late arrival (`body.playerId`) or a drop-out (`playerId`).
 * `playerName` is what the phone shows for a late arrival until the server's night has them; it is
 * never sent.
 */
export interface NightPlayerArgs {
  clubId: number;
  clubNightId: number;
  playerName?: string;
}

/**
 * Who stood in for whom in a line-up kept on the phone, by name: what the card and the outbox show
 * until the server has the line-up. Never sent (only `body` is).
 */
export interface LineupShown {
  substitute: string;
  absent: string;
}

/** Every write the outbox can send; each body is the type of its shared zod schema's input. */
export type SendableOperation =
  | { operation: 'match/create'; args: RoundArgs & { body: MatchInput } }
  | { operation: 'match/update-results'; args: RoundArgs & { matchId: number; body: MatchInput } }
  | { operation: 'match/delete'; args: RoundArgs & { matchId: number } }
  // Who played the match for each team, substitutes included (docs/substitutes.md): a change of the match, on its version.
  | { operation: 'lineup/set'; args: RoundArgs & { matchId: number; body: LineupInput; shown: LineupShown[] } }
  | { operation: 'report/create'; args: { matchId: number; body: ReportInput } }
  | { operation: 'report/confirm'; args: { matchId: number } }
  | { operation: 'report/dispute'; args: { matchId: number; body: DisputeInput } }
  | { operation: 'clubNight/next-round'; args: { clubId: number; clubNightId: number; body: ClubNightNextRoundInput } }
  | { operation: 'clubNight/score'; args: NightMatchArgs & { body: ClubNightScoreInput } }
  | { operation: 'clubNight/add-player'; args: NightPlayerArgs & { body: ClubNightPlayerInput } }
  | { operation: 'clubNight/drop-player'; args: NightPlayerArgs & { playerId: number } }
  | { operation: 'reschedule/request'; args: { matchId: number; body: RescheduleInput } }
  | { operation: 'reschedule/accept'; args: { rescheduleId: number; body: RescheduleAcceptInput } }
  | { operation: 'reschedule/decline'; args: { rescheduleId: number; body: RescheduleAnswerInput } }
  // A check-in on the day (docs/entries.md): the organiser's mark on an entry of a league or a night.
  | {
      operation: 'entry/league-check-in';
      args: { clubId: number; leagueId: number; entryId: number; body: EntryUpdateInput };
    }
  | {
      operation: 'entry/night-check-in';
      args: { clubId: number; clubNightId: number; entryId: number; body: EntryUpdateInput };
    };

/**
 * An entry kept from an older version of the app that the upgrade could not read as any operation
 * (outbox-migration.ts). It is never sent and never dropped: it waits as needing attention, with
 * what was stored, until the person discards it.
 */
export interface UnrecognisedOperation {
  operation: 'unrecognised';
  args: { stored: Record<string, unknown>; session: SessionScope };
}

export type TypedOperation = SendableOperation | UnrecognisedOperation;

/** The typed names of the writes (Actual Budget style). */
export type OutboxOperation = TypedOperation['operation'];
export type SendableOperationName = SendableOperation['operation'];
export type MatchWriteOperation = Extract<SendableOperationName, `match/${string}`>;
/** The organiser's line-up of a match (docs/substitutes.md). */
export type LineupOperation = Extract<SendableOperation, { operation: 'lineup/set' }>;
/** A player's writes from /me: a score reported from the court, and the opponents' answer to it. */
export type ReportOperation = Extract<SendableOperationName, `report/${string}`>;
/** A player's request to move a match, and the other pair's answer (docs/reschedules.md). */
export type RescheduleOperation = Extract<SendableOperationName, `reschedule/${string}`>;
/** The organiser's writes of a club night run courtside: a score, a Mexicano's next round, a late arrival, a drop-out. */
export type ClubNightOperation = Extract<SendableOperation, { operation: `clubNight/${string}` }>;

export type HttpMethod = 'POST' | 'PUT' | 'DELETE';

interface OperationRoute {
  method: HttpMethod;
  /** Below /api; each `:name` is filled from the operation's args. */
  path: string;
  /** Whose token sends it. */
  session: SessionScope;
  /** True when the request carries `args.body` as JSON. */
  body: boolean;
}

const ROUND_MATCHES = '/v1/admin/clubs/:clubId/leagues/:leagueId/rounds/:roundId/matches';
const CLUB_NIGHT = '/v1/admin/clubs/:clubId/club-nights/:clubNightId';

/** The one table from an operation to its request. A route change is made here, and only here. */
export const OPERATION_ROUTES: Record<SendableOperationName, OperationRoute> = {
  'match/create': { method: 'POST', path: ROUND_MATCHES, session: 'admin', body: true },
  'match/update-results': { method: 'PUT', path: `${ROUND_MATCHES}/:matchId`, session: 'admin', body: true },
  'match/delete': { method: 'DELETE', path: `${ROUND_MATCHES}/:matchId`, session: 'admin', body: false },
  'lineup/set': { method: 'PUT', path: `${ROUND_MATCHES}/:matchId/lineup`, session: 'admin', body: true },
  'report/create': { method: 'POST', path: '/v1/me/matches/:matchId/report', session: 'player', body: true },
  'report/confirm': { method: 'POST', path: '/v1/me/matches/:matchId/confirm', session: 'player', body: false },
  'report/dispute': { method: 'POST', path: '/v1/me/matches/:matchId/dispute', session: 'player', body: true },
  'clubNight/next-round': { method: 'POST', path: `${CLUB_NIGHT}/rounds`, session: 'admin', body: true },
  // :nightMatchId is the resolved id (night-ledger.ts), never sent unresolved.
  'clubNight/score': { method: 'PUT', path: `${CLUB_NIGHT}/matches/:nightMatchId`, session: 'admin', body: true },
  'clubNight/add-player': { method: 'POST', path: `${CLUB_NIGHT}/players`, session: 'admin', body: true },
  'clubNight/drop-player': { method: 'DELETE', path: `${CLUB_NIGHT}/players/:playerId`, session: 'admin', body: false },
  'reschedule/request': { method: 'POST', path: '/v1/me/matches/:matchId/reschedule', session: 'player', body: true },
  'reschedule/accept': {
    method: 'POST',
    path: '/v1/me/reschedules/:rescheduleId/accept',
    session: 'player',
    body: true,
  },
  'reschedule/decline': {
    method: 'POST',
    path: '/v1/me/reschedules/:rescheduleId/decline',
    session: 'player',
    body: true,
  },
  'entry/league-check-in': {
    method: 'PUT',
    path: '/v1/admin/clubs/:clubId/leagues/:leagueId/entries/:entryId',
    session: 'admin',
    body: true,
  },
  'entry/night-check-in': { method: 'PUT', path: `${CLUB_NIGHT}/entries/:entryId`, session: 'admin', body: true },
};

export const isSendable = (operation: TypedOperation): operation is SendableOperation =>
  operation.operation !== 'unrecognised';

export const isLineupOperation = (operation: TypedOperation): operation is LineupOperation =>
  operation.operation === 'lineup/set';

export const isReportOperation = (operation: OutboxOperation): operation is ReportOperation =>
  operation.startsWith('report/');

export const isRescheduleOperation = (operation: OutboxOperation): operation is RescheduleOperation =>
  operation.startsWith('reschedule/');

export const isClubNightOperation = (operation: TypedOperation): operation is ClubNightOperation =>
  operation.operation.startsWith('clubNight/');

/** The path below /api of an operation of this name, its `:name` pieces filled from `params`. */
export const routePath = (name: SendableOperationName, params: object): string =>
  OPERATION_ROUTES[name].path.replace(/:(\w+)/g, (_whole, key: string) =>
    String((params as Record<string, unknown>)[key]),
  );

/** The operation's path below /api, filled from its args. */
export const operationPath = (operation: SendableOperation): string => routePath(operation.operation, operation.args);

/** What the operation sends as JSON, or null (a delete, a confirmation, an unrecognised entry). */
export const bodyOf = (operation: TypedOperation): unknown => ('body' in operation.args ? operation.args.body : null);

/** Whose session sends the operation: the table's, or the one an unrecognised entry was kept with. */
export const sessionOf = (operation: TypedOperation): SessionScope =>
  isSendable(operation) ? OPERATION_ROUTES[operation.operation].session : operation.args.session;

/** A request the outbox sends, without the token (added by the loop, per session). */
export interface OperationRequest {
  method: HttpMethod;
  /** Below /api. */
  path: string;
  session: SessionScope;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The request an entry is sent as: the table's method and path, its Idempotency-Key (the entry id,
 * the same on every attempt), If-Match of the version it was made on when it has one, and its body.
 */
export function requestOf(entry: SendableOperation & { id: string; baseVersion: number | null }): OperationRequest {
  const route = OPERATION_ROUTES[entry.operation];
  const body = route.body ? bodyOf(entry) : null;
  const headers: Record<string, string> = { accept: 'application/json', 'idempotency-key': entry.id };
  if (entry.baseVersion !== null) headers['if-match'] = `"${entry.baseVersion}"`;
  if (body !== null) headers['content-type'] = 'application/json';
  return { method: route.method, path: operationPath(entry), session: route.session, headers, body };
}
