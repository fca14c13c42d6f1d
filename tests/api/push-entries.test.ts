import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { PushPayload } from '../../src/shared/schemas/push.js';
import type { EntryCreated, EntryList, MyEntries } from '../../src/shared/schemas/entries.js';
import { up as addEntriesTopic } from '../../src/server/db/migrations/027-push-entries-topic.js';
import { createLeagueFixture } from './support/fixtures.js';
import { createNight } from './support/club-night-fixture.js';
import { checkVapid, decryptPush, LoopbackPushService, type BrowserSubscription } from './support/push-service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * A waiting entry that moves up is told by push (docs/push.md, docs/entries.md): a withdrawal, an
 * organiser's change or a larger capacity gives a place to the first on the waiting list, and each
 * player of that entry gets a notification in their subscription's language, decrypted here by a
 * push service of our own on loopback (tests/api/support/push-service.ts), that opens the league's
 * or the night's page. On SQLite or PostgreSQL (API_TEST_DB).
 */
const SUBJECT = 'mailto:push-entries@bandeja.test';
const PUSH_ENV = { PUSH_SUBJECT: SUBJECT, PUSH_RETRY_BASE_MS: '100', PUSH_TIMEOUT_MS: '1500', OPEN_SIGNUP: 'true' };
const HOUR = 3_600_000;

let t: TestApp;
let service: LoopbackPushService;
let publicKey: string;
let counter = 0;

interface Player {
  id: number;
  token: string;
  name: string;
}

beforeAll(async () => {
  service = new LoopbackPushService();
  await service.start();
  t = await createTestApp(PUSH_ENV);
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json<{ publicKey: string }>()
    .publicKey;
});
afterAll(async () => {
  await t.close();
  await service.close();
});

async function signUp(firstName = 'Waiting'): Promise<Player> {
  counter += 1;
  const lastName = `Entrant${counter}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { firstName, lastName, username: `push-entrant-${counter}`, password: 'entrant-password-1' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = response.json<{ token: string }>().token;
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });
  return { id: me.json<{ playerId: number }>().playerId, token, name: `${firstName} ${lastName}` };
}

const as = (player: Player, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${player.token}` } });

/** A new browser subscribed for the player (201 checked). */
async function browserOf(player: Player, language: 'es' | 'en', topics?: string[]): Promise<BrowserSubscription> {
  const subscription = service.subscription();
  const response = await as(player, {
    method: 'POST',
    url: '/api/v1/me/push-subscriptions',
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, language, ...(topics ? { topics } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return subscription;
}

/** The notifications the browser got, decrypted with its own keys, each checked for its VAPID signature. */
const notices = (subscription: BrowserSubscription): PushPayload[] =>
  service.to(subscription).map((received) => {
    expect(checkVapid(received, publicKey).sub).toBe(SUBJECT);
    return JSON.parse(decryptPush(subscription, received)) as PushPayload;
  });

const registration = (overrides: Record<string, unknown>) => ({
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  capacity: 1,
  mode: 'pairs',
  ...overrides,
});

const created = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EntryCreated>();
};

/** A pair's entry: the first enters naming the second, who accepts. */
async function enterPair(first: Player, second: Player, leagueId: number): Promise<EntryCreated> {
  const entry = created(
    await as(first, { method: 'POST', url: '/api/v1/me/entries', payload: { leagueId, partnerPlayerId: second.id } }),
  );
  const accepted = await as(second, { method: 'POST', url: `/api/v1/me/entries/${entry.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<EntryCreated>();
}

async function nameOf(table: 'leagues' | 'clubs' | 'club_nights', id: number): Promise<string> {
  return (await t.db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
}

describe('a waiting pair that moves up', () => {
  it('hears of it on each player’s devices, in Spanish or English, opening the league’s page; the one who withdrew and an opted-out device hear nothing', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const opened = await t.admin({
      method: 'PUT',
      url: `${f.adminLeaguePath}/registration`,
      payload: registration({ capacity: 1 }),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [a1, a2, b1, b2] = [
      await signUp('Alba'),
      await signUp('Aitor'),
      await signUp('Begoña'),
      await signUp('Bruno'),
    ];
    const first = await enterPair(a1!, a2!, f.leagueId);
    const second = await enterPair(b1!, b2!, f.leagueId);
    expect([first.status, second.status]).toEqual(['confirmed', 'waiting']);

    const spanish = await browserOf(b1!, 'es');
    const english = await browserOf(b2!, 'en');
    const optedOut = await browserOf(b2!, 'en', ['reports', 'results', 'schedule', 'reminders', 'reschedules']);
    const leaving = await browserOf(a1!, 'en');

    const withdrawn = await as(a1!, { method: 'DELETE', url: `/api/v1/me/entries/${first.id}` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    await service.waitFor(spanish);
    await service.waitFor(english);
    await t.app.push.settled();

    const [league, club] = [await nameOf('leagues', f.leagueId), await nameOf('clubs', f.clubId)];
    const url = `/league?clubId=${f.clubId}&leagueId=${f.leagueId}`;
    expect(notices(spanish)).toEqual([
      {
        title: 'Ya tienes plaza',
        body: `Se ha liberado una plaza en ${league} (${club}): tu inscripción ha salido de la lista de espera y está confirmada.`,
        url,
        tag: `entries-${second.id}`,
        topic: 'entries',
      },
    ]);
    expect(notices(english)).toEqual([
      {
        title: 'You have a place',
        body: `A place freed up in ${league} (${club}): your entry has moved up from the waiting list and is confirmed.`,
        url,
        tag: `entries-${second.id}`,
        topic: 'entries',
      },
    ]);
    expect(service.to(optedOut)).toEqual([]);
    expect(service.to(leaving)).toEqual([]);

    // /me says so too, for the players who were not looking at their phone.
    const mine = await as(b1!, { method: 'GET', url: '/api/v1/me/entries' });
    expect(mine.json<MyEntries>().entries.find((entry) => entry.id === second.id)).toMatchObject({
      status: 'confirmed',
      promotedAt: expect.any(String),
    });
  });

  it('a withdrawal from the waiting list tells no one, and a replayed key no one again', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    await t.admin({ method: 'PUT', url: `${f.adminLeaguePath}/registration`, payload: registration({ capacity: 1 }) });
    const [a1, a2, b1, b2, c1, c2] = [
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
      await signUp(),
    ];
    const first = await enterPair(a1!, a2!, f.leagueId);
    const second = await enterPair(b1!, b2!, f.leagueId);
    const third = await enterPair(c1!, c2!, f.leagueId);
    expect([first.status, second.status, third.status]).toEqual(['confirmed', 'waiting', 'waiting']);
    const secondDevice = await browserOf(b1!, 'en');
    const thirdDevice = await browserOf(c1!, 'en');
    // The second pair leaves the waiting list: the third moves one place closer, still waiting.
    expect((await as(b2!, { method: 'DELETE', url: `/api/v1/me/entries/${second.id}` })).statusCode).toBe(204);
    // The first pair leaves twice under one key: one place, one notification.
    const key = { 'idempotency-key': `withdraw-${first.id}` };
    const once = await as(a1!, { method: 'DELETE', url: `/api/v1/me/entries/${first.id}`, headers: key });
    const replay = await as(a1!, { method: 'DELETE', url: `/api/v1/me/entries/${first.id}`, headers: key });
    expect([once.statusCode, replay.statusCode]).toEqual([204, 204]);
    await service.waitFor(thirdDevice);
    await t.app.push.settled();
    expect(service.to(secondDevice)).toEqual([]);
    expect(notices(thirdDevice).map((notice) => notice.tag)).toEqual([`entries-${third.id}`]);
  });
});

describe('an organiser’s change', () => {
  it('moving a confirmed player off a night’s list, or a waiting one up, tells the one who moves up, opening the night’s page', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const night = await createNight(t, f.clubId, { players: [], openEntries: true });
    const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    const opened = await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 1 }),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [p1, p2, p3] = [await signUp(), await signUp(), await signUp()];
    const entries: EntryCreated[] = [];
    for (const player of [p1!, p2!, p3!])
      entries.push(
        created(await as(player, { method: 'POST', url: '/api/v1/me/entries', payload: { clubNightId: night.id } })),
      );
    expect(entries.map((entry) => entry.status)).toEqual(['confirmed', 'waiting', 'waiting']);
    const second = await browserOf(p2!, 'es');
    const third = await browserOf(p3!, 'en');

    // The organiser withdraws the confirmed player: the first waiting moves up.
    const list = (await t.admin({ method: 'GET', url: `${nightPath}/entries` })).json<EntryList>();
    const versionOf = (id: number) => list.entries.find((entry) => entry.id === id)!.version;
    const off = await t.admin({
      method: 'PUT',
      url: `${nightPath}/entries/${entries[0]!.id}`,
      headers: { 'if-match': `"${versionOf(entries[0]!.id)}"` },
      payload: { status: 'withdrawn' },
    });
    expect(off.statusCode, off.body).toBe(200);
    await service.waitFor(second);
    const [nightName, club] = [await nameOf('club_nights', night.id), await nameOf('clubs', f.clubId)];
    expect(notices(second)).toEqual([
      {
        title: 'Ya tienes plaza',
        body: `Se ha liberado una plaza en ${nightName} (${club}): tu inscripción ha salido de la lista de espera y está confirmada.`,
        url: `/club-night?club=${f.clubId}&id=${night.id}`,
        tag: `entries-${entries[1]!.id}`,
        topic: 'entries',
      },
    ]);

    // The organiser's call: the last waiting player up, past the capacity.
    const up = await t.admin({
      method: 'PUT',
      url: `${nightPath}/entries/${entries[2]!.id}`,
      payload: { status: 'confirmed' },
    });
    expect(up.statusCode, up.body).toBe(200);
    await service.waitFor(third);
    await t.app.push.settled();
    expect(notices(third).map((notice) => [notice.title, notice.url])).toEqual([
      ['You have a place', `/club-night?club=${f.clubId}&id=${night.id}`],
    ]);
    expect(service.to(second)).toHaveLength(1);
  });

  it('a larger capacity tells every entry it moves up', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const night = await createNight(t, f.clubId, { players: [], openEntries: true });
    const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 1 }),
    });
    const players = [await signUp(), await signUp(), await signUp(), await signUp()];
    for (const player of players)
      created(await as(player, { method: 'POST', url: '/api/v1/me/entries', payload: { clubNightId: night.id } }));
    const devices = await Promise.all(players.map((player) => browserOf(player, 'en')));
    const wider = await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 3 }),
    });
    expect(wider.statusCode, wider.body).toBe(200);
    await service.waitFor(devices[1]!);
    await service.waitFor(devices[2]!);
    await t.app.push.settled();
    expect(devices.map((device) => service.to(device).length)).toEqual([0, 1, 1, 0]);
  });
});

describe('a race', () => {
  it('parallel withdrawals give each freed place to one waiting entry, and each is told once', async () => {
    const f = await createLeagueFixture(t, { teams: 0 });
    const night = await createNight(t, f.clubId, { players: [], openEntries: true });
    const nightPath = `/api/v1/admin/clubs/${f.clubId}/club-nights/${night.id}`;
    await t.admin({
      method: 'PUT',
      url: `${nightPath}/registration`,
      payload: registration({ mode: 'individuals', capacity: 3 }),
    });
    const players: Player[] = [];
    for (let i = 0; i < 7; i++) players.push(await signUp());
    const entries: EntryCreated[] = [];
    for (const player of players)
      entries.push(
        created(await as(player, { method: 'POST', url: '/api/v1/me/entries', payload: { clubNightId: night.id } })),
      );
    const devices = await Promise.all(players.map((player) => browserOf(player, 'en')));
    const answers = await Promise.all(
      [0, 1, 2].map((index) =>
        as(players[index]!, { method: 'DELETE', url: `/api/v1/me/entries/${entries[index]!.id}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    for (const index of [3, 4, 5]) await service.waitFor(devices[index]!);
    await t.app.push.settled();
    expect(devices.map((device) => service.to(device).length)).toEqual([0, 0, 0, 1, 1, 1, 0]);
  });
});

describe('the topic on subscriptions made before it', () => {
  it('is added to each, as a subscription sent without topics would have it', async () => {
    const player = await signUp();
    const before = await browserOf(player, 'en', ['reports', 'results']);
    await addEntriesTopic(t.db as never, 'sqlite');
    const row = await t.db
      .selectFrom('push_subscriptions')
      .select('topics')
      .where('endpoint', '=', before.endpoint)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.topics)).toEqual(['reports', 'results', 'entries']);
  });
});
