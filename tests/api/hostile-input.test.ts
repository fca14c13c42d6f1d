import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { basicAuth, createTestApp, type TestApp } from './support/test-app.js';
import type { LeagueFixture } from './support/fixtures.js';
import { adminSession } from './support/admin-session.js';
import { createPooledFixture } from './support/id-pool.js';
import { CONTROL_CHARACTERS, exampleOf, type IdPool } from './support/json-schema-arbitrary.js';
import { fieldName, fieldsOf, loadOpenApi, operationsOf, urlOf, withValueAt, type Operation } from './support/openapi.js';

let t: TestApp;
let league: LeagueFixture;
let pool: IdPool;
let admin: ReturnType<typeof adminSession>;
beforeAll(async () => {
  t = await createTestApp();
  admin = adminSession(t);
  const fixture = await createPooledFixture(t);
  league = fixture.league;
  pool = fixture.ids;
});
afterAll(() => t.close());

/** Path parameters that real ids of the fixture fill, or hostile ones. */
function pathWith(url: string, pick: (name: string) => string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(pick(name)));
}

const realIds = (): Record<string, string> => ({
  clubId: String(league.clubId),
  leagueId: String(league.leagueId),
  groupId: String(league.groups[0]!.id),
  roundId: String(league.round.id),
  teamId: String(league.teamIds[0]),
});

// Past 2147483647 an id overflows PostgreSQL's integer columns; 2^53 + 1 is no longer exact.
const hostileIds = ['abc', '-1', '0', '1.5', '99999999999999999999999', "1' or '1'='1", '%00', ' ', '1e3', '2147483648', '3000000000', '9007199254740993'];
const hostileBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { name: 'x'.repeat(20_000) },
  { name: { nested: true }, team1Id: 'one', team2Id: [], courtNumber: -5, startTime: 99, team1Results: ['a'], team2Results: {} },
  { team1Id: 1e20, team2Id: -1, teamId: 'x', unavailableHours: [24, -1, 'x'], matches: [{}], team_id: null },
  { start_hour: 30, end_hour: -2, court_number: 0, date: '2026-02-30', status: 'maybe', dob: 'yesterday' },
  { currentPassword: 123, newPassword: null, player1Id: 'a', player2Id: 'a', tiebreakers: ['coin'], pointsForWin: 1e9 },
];
const hostileQueries = [
  '?page=-1',
  '?pageSize=abc',
  '?page=1e400',
  '?page=3000000000&pageSize=3000000000',
  '?search=%25%5F%27%22',
  '?search=a%00b',
  '?search=%C2%85%1B',
  '?groupId=x&team1Id=&team2Id=0',
  '?groupId=3000000000&team1Id=2147483648&team2Id=4294967296&matchId=2147483648',
  '?status=unknown',
  '?status=active%00',
];

/** Anything but a server error: bad input is the caller's problem and must be said so. */
const failures: string[] = [];
async function expectNoServerError(method: string, url: string, payload?: unknown) {
  const response = await admin({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });
  if (response.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  else if (response.statusCode >= 400) expect(response.json()).toHaveProperty('error');
}

describe('every route answers hostile input with a 4xx, never a 500', () => {
  it('knows the routes', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
  });

  it('hostile path ids', async () => {
    for (const route of t.app.apiRoutes) {
      if (!route.url.includes(':')) continue;
      for (const hostile of hostileIds) {
        const url = pathWith(route.url, () => hostile);
        await expectNoServerError(route.method, url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      }
    }
    expect(failures).toEqual([]);
  });

  // Every write route as the signed-in admin: some 400 requests, about 15 s on a busy PostgreSQL.
  it('hostile bodies on real paths', { timeout: 120_000 }, async () => {
    const ids = realIds();
    for (const route of t.app.apiRoutes) {
      if (route.method === 'GET') continue;
      const url = pathWith(route.url, (name) => ids[name] ?? '1');
      for (const body of hostileBodies) await expectNoServerError(route.method, url, body);
    }
    expect(failures).toEqual([]);
  });

  it('hostile query strings on real paths', async () => {
    const ids = realIds();
    for (const route of t.app.apiRoutes) {
      if (route.method !== 'GET') continue;
      const url = pathWith(route.url, (name) => ids[name] ?? '1');
      for (const query of hostileQueries) await expectNoServerError('GET', `${url}${query}`);
    }
    expect(failures).toEqual([]);
  });

  it('random JSON bodies on the match and round writes', async () => {
    const ids = realIds();
    const writes = t.app.apiRoutes.filter((route) => route.method !== 'GET' && /matches|rounds|teamUnavailability/.test(route.url));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue({ maxDepth: 3 }), async (route, body) => {
        await expectNoServerError(route.method, pathWith(route.url, (name) => ids[name] ?? '1'), body);
      }),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
  });
});

/** The first value past PostgreSQL's integer columns, and so past every id. */
const PAST_INTEGER_COLUMNS = 2_147_483_648;
/** Passwords are never stored or searched (only their scrypt hash is): any character may be in one. */
const NOT_TEXT = new Set(['currentPassword', 'newPassword']);
/** Typed in a textarea, so line breaks and tabs are text; every other field is one line. */
const MULTI_LINE_FIELDS = new Set(['description', 'rules', 'reason', 'note']);

describe('out-of-range integers and control characters are a 400 naming the field, on both databases', () => {
  let operations: Operation[];
  beforeAll(async () => {
    operations = operationsOf(await loadOpenApi(t));
  });

  /** An operation's request as the admin: existing ids in the path and an example body, then what the test changes. */
  function send(operation: Operation, change: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {}) {
    const path = Object.fromEntries(
      operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleOf(p.schema, pool, p.name)]),
    );
    const body = 'body' in change ? change.body : operation.body && exampleOf(operation.body, pool);
    return admin({
      method: operation.method as 'GET',
      url: urlOf(operation, { ...path, ...change.path }, change.query),
      ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }

  const name = (operation: Operation) => `${operation.method} ${operation.path}`;
  const refusesNaming = (response: LightMyRequestResponse, field: string): boolean =>
    response.statusCode === 400 && response.json<{ details?: { field: string }[] }>().details?.some((detail) => detail.field === field) === true;
  const describeAnswer = (response: LightMyRequestResponse) => `${response.statusCode} ${response.body.slice(0, 160)}`;

  it('an id past 2147483647 in any path, also anonymous on public reads', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
        const response = await send(operation, { path: { [parameter.name]: PAST_INTEGER_COLUMNS } });
        if (!refusesNaming(response, parameter.name)) failures.push(`${name(operation)} ${parameter.name} → ${describeAnswer(response)}`);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/clubs/3000000000' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'clubId' }] });
    expect(failures).toEqual([]);
  });

  it('an integer past its documented maximum in any query parameter or body field, nested ones too', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.schema.type === 'integer')) {
        const response = await send(operation, { query: { [parameter.name]: PAST_INTEGER_COLUMNS } });
        const outOfRange = (parameter.schema.maximum ?? Infinity) < PAST_INTEGER_COLUMNS;
        // pageSize is documented without a maximum: larger is clamped (docs/rules.md), never a 5xx.
        if (outOfRange ? !refusesNaming(response, parameter.name) : response.statusCode >= 500) failures.push(`${name(operation)} ?${parameter.name} → ${describeAnswer(response)}`);
        checked += 1;
      }
      if (!operation.body) continue;
      const example = exampleOf(operation.body, pool);
      for (const field of fieldsOf(operation.body).filter((candidate) => candidate.schema.type === 'integer')) {
        const response = await send(operation, { body: withValueAt(example, field.path, PAST_INTEGER_COLUMNS) });
        if (!refusesNaming(response, fieldName(field.path))) failures.push(`${name(operation)} ${fieldName(field.path)} → ${describeAnswer(response)}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });

  it('control characters and NUL in every string field of every body; line breaks and tabs only where text is multi-line', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const example = exampleOf(operation.body!, pool);
      for (const field of fieldsOf(operation.body!).filter((candidate) => candidate.schema.type === 'string')) {
        const label = fieldName(field.path);
        const multiline = MULTI_LINE_FIELDS.has(label);
        const refused = multiline ? CONTROL_CHARACTERS : [...CONTROL_CHARACTERS, '\n', '\r', '\t'];
        for (const control of refused) {
          const response = await send(operation, { body: withValueAt(example, field.path, `a${control}b`) });
          const ok = NOT_TEXT.has(label) ? response.statusCode < 500 : refusesNaming(response, label);
          if (!ok) failures.push(`${name(operation)} ${label} ${JSON.stringify(control)} → ${describeAnswer(response)}`);
          checked += 1;
        }
        if (multiline) {
          const response = await send(operation, { body: withValueAt(example, field.path, 'Line 1\r\nLine 2\tend') });
          if (response.statusCode >= 500 || refusesNaming(response, label)) failures.push(`${name(operation)} ${label} refuses line breaks → ${describeAnswer(response)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('control characters and NUL in every string query parameter', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.schema.type === 'string')) {
        for (const control of [...CONTROL_CHARACTERS, '\n', '\t']) {
          const response = await send(operation, { query: { [parameter.name]: `a${control}b` } });
          if (!refusesNaming(response, parameter.name)) failures.push(`${name(operation)} ?${parameter.name} ${JSON.stringify(control)} → ${describeAnswer(response)}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('a control character in the username at login is a wrong login, not a database error', async () => {
    for (const username of ['ad\u0000min', 'admin\u0085', '\u001b[2J']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: basicAuth(username, 'whatever') } });
      expect(response.statusCode, JSON.stringify(username)).toBe(401);
    }
  });
});
