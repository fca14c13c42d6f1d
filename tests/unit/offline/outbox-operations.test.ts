import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  OPERATION_ROUTES,
  requestOf,
  sessionOf,
  type SendableOperation,
} from '../../../src/client/offline/outbox-operations';
import { createFakeServer, engineFor, freshDb, queue, resultsWrite } from './support';

const round = { clubId: 1, leagueId: 2, roundId: 3 };
const result = { team1Id: 11, team2Id: 21, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [4, 3] };
const report = { team1Results: [6, 6], team2Results: [4, 3] };
const dispute = { reason: 'We won the second set' };
const ROUND_MATCHES = '/v1/admin/clubs/1/leagues/2/rounds/3/matches';
const nightMatch = {
  clubId: 1,
  clubNightId: 9,
  roundNumber: 2,
  courtNumber: 1,
  nightMatchId: 77,
  expected: { team1: [1, 2] as [number, number], team2: [3, 4] as [number, number] },
};
const nightScore = { team1Points: 13, team2Points: 11 };
const lineup = { team1Players: [31, 12], team2Players: [21, 22] };
const moveRequest = { reason: 'Away that week', proposals: [{ startMinutes: 1200, courtNumber: 2 }] };

/** Each operation, the version it is made on, and the request the table derives from it. */
const cases: Array<
  [SendableOperation, number | null, { method: string; path: string; session: string; body: unknown }]
> = [
  [
    { operation: 'match/create', args: { ...round, body: result } },
    null,
    { method: 'POST', path: ROUND_MATCHES, session: 'admin', body: result },
  ],
  [
    { operation: 'match/update-results', args: { ...round, matchId: 4, body: result } },
    7,
    { method: 'PUT', path: `${ROUND_MATCHES}/4`, session: 'admin', body: result },
  ],
  [
    { operation: 'match/delete', args: { ...round, matchId: 4 } },
    7,
    { method: 'DELETE', path: `${ROUND_MATCHES}/4`, session: 'admin', body: null },
  ],
  [
    { operation: 'report/create', args: { matchId: 31, body: report } },
    null,
    { method: 'POST', path: '/v1/me/matches/31/report', session: 'player', body: report },
  ],
  [
    { operation: 'report/confirm', args: { matchId: 31 } },
    null,
    { method: 'POST', path: '/v1/me/matches/31/confirm', session: 'player', body: null },
  ],
  [
    { operation: 'report/dispute', args: { matchId: 31, body: dispute } },
    null,
    { method: 'POST', path: '/v1/me/matches/31/dispute', session: 'player', body: dispute },
  ],
  [
    { operation: 'clubNight/next-round', args: { clubId: 1, clubNightId: 9, body: { number: 2 } } },
    null,
    { method: 'POST', path: '/v1/admin/clubs/1/club-nights/9/rounds', session: 'admin', body: { number: 2 } },
  ],
  [
    { operation: 'clubNight/score', args: { ...nightMatch, body: nightScore } },
    3,
    { method: 'PUT', path: '/v1/admin/clubs/1/club-nights/9/matches/77', session: 'admin', body: nightScore },
  ],
  [
    {
      operation: 'clubNight/add-player',
      args: { clubId: 1, clubNightId: 9, playerName: 'Chema', body: { playerId: 12 } },
    },
    null,
    { method: 'POST', path: '/v1/admin/clubs/1/club-nights/9/players', session: 'admin', body: { playerId: 12 } },
  ],
  [
    { operation: 'clubNight/drop-player', args: { clubId: 1, clubNightId: 9, playerName: 'Ana', playerId: 12 } },
    null,
    { method: 'DELETE', path: '/v1/admin/clubs/1/club-nights/9/players/12', session: 'admin', body: null },
  ],
  [
    { operation: 'reschedule/request', args: { matchId: 31, body: moveRequest } },
    null,
    { method: 'POST', path: '/v1/me/matches/31/reschedule', session: 'player', body: moveRequest },
  ],
  [
    { operation: 'reschedule/accept', args: { rescheduleId: 5, body: { proposal: 1 } } },
    null,
    { method: 'POST', path: '/v1/me/reschedules/5/accept', session: 'player', body: { proposal: 1 } },
  ],
  [
    { operation: 'reschedule/decline', args: { rescheduleId: 5, body: {} } },
    null,
    { method: 'POST', path: '/v1/me/reschedules/5/decline', session: 'player', body: {} },
  ],
  // Who played (docs/substitutes.md): a change of the match on its version; the names shown are never sent.
  [
    {
      operation: 'lineup/set',
      args: { ...round, matchId: 4, body: lineup, shown: [{ substitute: 'Carla Ruiz', absent: 'Ana Alonso' }] },
    },
    6,
    { method: 'PUT', path: `${ROUND_MATCHES}/4/lineup`, session: 'admin', body: lineup },
  ],
  // A check-in on the day (docs/entries.md): the same mark whenever sent, so no version.
  [
    { operation: 'entry/league-check-in', args: { clubId: 1, leagueId: 2, entryId: 40, body: { checkedIn: true } } },
    null,
    { method: 'PUT', path: '/v1/admin/clubs/1/leagues/2/entries/40', session: 'admin', body: { checkedIn: true } },
  ],
  [
    { operation: 'entry/night-check-in', args: { clubId: 1, clubNightId: 9, entryId: 41, body: { checkedIn: true } } },
    null,
    { method: 'PUT', path: '/v1/admin/clubs/1/club-nights/9/entries/41', session: 'admin', body: { checkedIn: true } },
  ],
];

describe('the table from an operation to its request', () => {
  it.each(cases)('%o is sent as the table says', (operation, baseVersion, expected) => {
    const request = requestOf({ ...operation, id: 'key-1', baseVersion });
    expect(request).toMatchObject(expected);
    expect(sessionOf(operation)).toBe(expected.session);
    // The key on every attempt; If-Match only on a version; a JSON type only with a body.
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.headers['if-match']).toBe(baseVersion === null ? undefined : `"${baseVersion}"`);
    expect(request.headers['content-type']).toBe(expected.body === null ? undefined : 'application/json');
  });

  it('covers every operation the outbox can send', () => {
    expect(cases.map(([operation]) => operation.operation).sort()).toEqual(Object.keys(OPERATION_ROUTES).sort());
  });

  it('keeps no request in the entry: method, path and session come from the table when it is sent', async () => {
    const db = freshDb();
    const [entry] = await queue(db, resultsWrite(4, 1));
    const stored = (await db.entries.get(entry!.id)) as unknown as Record<string, unknown>;
    for (const field of ['method', 'path', 'url', 'payload', 'session']) expect(stored).not.toHaveProperty(field);
    expect(stored).toMatchObject({ operation: 'match/update-results', args: { ...round, matchId: 4 } });
    db.close();
  });

  it('sends an entry queued before a route changed to the route as it is now', async () => {
    const db = freshDb();
    const server = createFakeServer();
    const { engine } = engineFor(db, server);
    const [entry] = await queue(db, resultsWrite(4, 1));
    const route = OPERATION_ROUTES['match/update-results'];
    const before = route.path;
    route.path = '/v2/rounds/:roundId/matches/:matchId';
    try {
      await engine.start();
    } finally {
      route.path = before;
    }
    expect(server.sent.map((request) => [request.method, request.url, request.headers['idempotency-key']])).toEqual([
      ['PUT', '/api/v2/rounds/3/matches/4', entry!.id],
    ]);
    db.close();
  });
});
