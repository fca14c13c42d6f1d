import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { PushPayload } from '../../src/shared/schemas/push.js';
import { PUSH_SUBJECT_UNSET } from '../../src/server/config.js';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, nameOfTeam, type LeagueFixture } from './support/fixtures.js';
import { checkVapid, decryptPush, LoopbackPushService, type BrowserSubscription } from './support/push-service.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Push notifications end to end (docs/push.md): the server sends to a push service of our own on
 * loopback, which decrypts each message with the subscription's private key and auth secret
 * (RFC 8291) and checks its VAPID signature. Real writes cause them: a report, a confirmation, a
 * dispute, a match moved, the reminder on a clock the test moves.
 */
const SUBJECT = 'mailto:push-test@bandeja.test';
const RETRY_BASE_MS = 100;
const PUSH_ENV = { PUSH_SUBJECT: SUBJECT, PUSH_RETRY_BASE_MS: String(RETRY_BASE_MS), PUSH_TIMEOUT_MS: '1500', PUSH_REMINDER_HOURS: '3' };
const START = new Date('2026-03-02T19:30:00.000Z');
let clock = START;

let t: TestApp;
let service: LoopbackPushService;
let league: LeagueFixture;
let teams: [number, number, number, number];
let publicKey: string;
const player = {} as Record<'t1' | 't1b' | 't2' | 't2b' | 't3' | 't4', string>;
let organiser: string;

beforeAll(async () => {
  service = new LoopbackPushService();
  await service.start();
  t = await createTestApp(PUSH_ENV, undefined, { now: () => clock });
  league = await createLeagueFixture(t, { teams: 4, courts: 3 });
  teams = league.teamIds as typeof teams;
  const account = async (team: number, index: 0 | 1, name: string) => createPlayerAccount(t, (await playersOfTeam(t, team))[index], name);
  player.t1 = await account(teams[0], 0, 'push-t1');
  player.t1b = await account(teams[0], 1, 'push-t1b');
  player.t2 = await account(teams[1], 0, 'push-t2');
  player.t2b = await account(teams[1], 1, 'push-t2b');
  player.t3 = await account(teams[2], 0, 'push-t3');
  player.t4 = await account(teams[3], 0, 'push-t4');
  organiser = (await createOrganiser(t, 'push-organiser', [league.clubId])).token;
  publicKey = (await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json<{ publicKey: string }>().publicKey;
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const as = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const subscribe = (token: string, subscription: BrowserSubscription, language: 'es' | 'en', topics?: string[]) =>
  as(token, { method: 'POST', url: '/api/v1/me/push-subscriptions', payload: { endpoint: subscription.endpoint, keys: subscription.keys, language, ...(topics ? { topics } : {}) } });
/** A new browser subscribed for the account (201 checked). */
async function browserOf(token: string, language: 'es' | 'en', topics?: string[]): Promise<BrowserSubscription> {
  const subscription = service.subscription();
  const response = await subscribe(token, subscription, language, topics);
  expect(response.statusCode, response.body).toBe(201);
  return subscription;
}
const score = { team1Results: [6, 6], team2Results: [3, 4] };
const report = (token: string, matchId: number) => as(token, { method: 'POST', url: `/api/v1/me/matches/${matchId}/report`, payload: score });
/** The notifications the browser got, decrypted with its own keys, each checked for its VAPID signature. */
const notices = (subscription: BrowserSubscription): PushPayload[] =>
  service.to(subscription).map((received) => {
    expect(checkVapid(received, publicKey, clock.getTime()).sub).toBe(SUBJECT);
    return JSON.parse(decryptPush(subscription, received)) as PushPayload;
  });
/** A match in a round of its own (a team plays once per round), on the day the clock reads. */
async function newMatch(team1Id: number, team2Id: number, { date = '2026-03-02', startTime = 18 } = {}) {
  const round = await addRound(t, league, { date, hours: [18, 21], courts: 3 });
  const match = await addMatch(t, round, { team1Id, team2Id, courtNumber: 1, startTime });
  return { matchId: match.id, round };
}
const subscriptionCount = async (endpoint: string) =>
  Number((await t.db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll().as('n')).where('endpoint', '=', endpoint).executeTakeFirstOrThrow()).n);

describe('the VAPID key', () => {
  it('is made at the first start, kept in the database and published', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = await t.db.selectFrom('push_vapid_keys').select('public_key').executeTakeFirstOrThrow();
    expect(stored.public_key).toBe(publicKey);
    // A second instance on the same database (a restart) signs with the same key.
    const other = await createTestApp(PUSH_ENV, t.database);
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json()).toEqual({ publicKey });
    } finally {
      await other.app.close();
    }
  });
});

describe('subscriptions', () => {
  it('are any signed-in account’s (staff too), refuse bad input with 400, and end with DELETE', async () => {
    const subscription = service.subscription();
    const body = { endpoint: subscription.endpoint, keys: subscription.keys, language: 'en' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/push-subscriptions', payload: body })).statusCode).toBe(401);
    for (const bad of [
      { ...body, endpoint: 'http://push.example/abc' },
      { ...body, endpoint: 'not a url' },
      { ...body, language: 'fr' },
      { ...body, keys: { p256dh: subscription.keys.p256dh } },
      { ...body, keys: { ...subscription.keys, auth: 'not base64url!' } },
      { ...body, topics: ['gossip'] },
      { ...body, extra: true },
    ]) {
      const response = await as(organiser, { method: 'POST', url: '/api/v1/me/push-subscriptions', payload: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    expect((await as(organiser, { method: 'POST', url: '/api/v1/me/push-subscriptions', payload: body })).statusCode).toBe(201);
    expect(await subscriptionCount(subscription.endpoint)).toBe(1);
    const url = `/api/v1/me/push-subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`;
    // Another account cannot remove it.
    expect((await as(player.t3, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await as(organiser, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await as(organiser, { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await as(organiser, { method: 'DELETE', url: '/api/v1/me/push-subscriptions' })).statusCode).toBe(400);
    expect(await subscriptionCount(subscription.endpoint)).toBe(0);
  });
});

describe('the round trip', () => {
  it('a report reaches the other team’s browsers, in Spanish for a Spanish one and in English for an English one', async () => {
    const { matchId } = await newMatch(teams[0], teams[1]);
    const spanish = await browserOf(player.t2, 'es');
    const english = await browserOf(player.t2b, 'en');
    const reporters = await browserOf(player.t1, 'es');
    const started = Date.now();
    const answer = await report(player.t1, matchId);
    expect(answer.statusCode, answer.body).toBe(201);
    await service.waitFor(spanish);
    await service.waitFor(english);
    await t.app.push.settled();
    expect(Date.now() - started).toBeLessThan(3000);
    const [es] = notices(spanish);
    expect(es).toEqual({
      title: 'Un resultado por confirmar',
      body: `${nameOfTeam(teams[0])} ha comunicado 6–3 6–4 en ${nameOfTeam(teams[0])} contra ${nameOfTeam(teams[1])}. Confírmalo o recúrrelo.`,
      url: '/me',
      tag: `reports-${matchId}`,
      topic: 'reports',
    });
    const [en] = notices(english);
    expect(en?.title).toBe('A result to confirm');
    expect(en?.body).toBe(`${nameOfTeam(teams[0])} reported 6–3 6–4 in ${nameOfTeam(teams[0])} vs ${nameOfTeam(teams[1])}. Confirm it or dispute it.`);
    // The reporting team is not asked to confirm its own report.
    expect(service.to(reporters)).toEqual([]);
    // The VAPID claim is for this push service's origin.
    expect(checkVapid(service.to(spanish)[0]!, publicKey, clock.getTime()).aud).toBe(new URL(spanish.endpoint).origin);
  });

  it('a confirmation tells the reporting team, and opens the league’s results; a topic left out is not sent', async () => {
    const { matchId, round } = await newMatch(teams[2], teams[3]);
    const reporter = await browserOf(player.t3, 'en');
    const confirmer = await browserOf(player.t4, 'en');
    expect((await report(player.t3, matchId)).statusCode).toBe(201);
    const optedOut = await browserOf(player.t3, 'en', ['reports']);
    expect((await as(player.t4, { method: 'POST', url: `/api/v1/me/matches/${matchId}/confirm` })).statusCode).toBe(200);
    await service.waitFor(reporter);
    await t.app.push.settled();
    const [confirmed] = notices(reporter);
    expect(confirmed).toMatchObject({
      title: 'Result confirmed',
      body: `${nameOfTeam(teams[2])} vs ${nameOfTeam(teams[3])}: 6–3 6–4.`,
      url: `/league?clubId=${league.clubId}&leagueId=${league.leagueId}&tab=results&round=${round.id}`,
      topic: 'results',
    });
    expect(service.to(optedOut)).toEqual([]);
    // The one who confirmed got the report to confirm, and nothing of their own confirmation.
    expect(notices(confirmer).map((n) => n.topic)).toEqual(['reports']);
  });

  it('a dispute tells the reporting team and the club’s staff (Spanish), who open the Results section', async () => {
    const { matchId, round } = await newMatch(teams[0], teams[2]);
    const staff = await browserOf(organiser, 'es', ['disputes']);
    expect((await report(player.t1b, matchId)).statusCode).toBe(201);
    const reporter = await browserOf(player.t1b, 'en');
    const disputed = await as(player.t3, { method: 'POST', url: `/api/v1/me/matches/${matchId}/dispute`, payload: { reason: 'We won that one' } });
    expect(disputed.statusCode, disputed.body).toBe(200);
    await service.waitFor(staff);
    await service.waitFor(reporter);
    await t.app.push.settled();
    expect(notices(staff)).toEqual([
      {
        title: 'Un resultado recurrido',
        body: `${nameOfTeam(teams[0])} ha recurrido el resultado de ${nameOfTeam(teams[0])} contra ${nameOfTeam(teams[2])}. Te espera.`,
        url: `/admin/results?club=${league.clubId}&league=${league.leagueId}&round=${round.id}`,
        tag: `disputes-${matchId}`,
        topic: 'disputes',
      },
    ]);
    expect(notices(reporter).map((n) => n.title)).toEqual(['Result disputed']);
  });

  it('a new court or hour reaches both teams', async () => {
    const { matchId, round } = await newMatch(teams[1], teams[3]);
    const browser = await browserOf(player.t2, 'es', ['schedule']);
    const moved = await t.admin({ method: 'PUT', url: `${round.adminPath}/matches/${matchId}`, payload: { team1Id: teams[1], team2Id: teams[3], courtNumber: 3, startTime: 20 } });
    expect(moved.statusCode, moved.body).toBe(200);
    await service.waitFor(browser);
    expect(notices(browser)).toEqual([
      expect.objectContaining({ title: 'Tu partido ha cambiado', body: `${nameOfTeam(teams[1])} contra ${nameOfTeam(teams[3])}: 2026-03-02 a las 20:00, pista 3.`, url: '/me' }),
    ]);
    // The same match written again where it is tells no one.
    await t.admin({ method: 'PUT', url: `${round.adminPath}/matches/${matchId}`, payload: { team1Id: teams[1], team2Id: teams[3], courtNumber: 3, startTime: 20 } });
    // Nor a match moved in a round made a draft: drafts are nobody's news.
    const drafted = await t.admin({ method: 'PUT', url: round.adminPath, payload: { name: 'Drafted', date: '2026-03-02', start_hour: 18, end_hour: 21, court_number: 3, status: 'inactive' } });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const hidden = await t.admin({ method: 'PUT', url: `${round.adminPath}/matches/${matchId}`, payload: { team1Id: teams[1], team2Id: teams[3], courtNumber: 2, startTime: 19 } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await t.app.push.settled();
    expect(service.to(browser)).toHaveLength(1);
  });

  it('a report that confirms itself after REPORT_AUTO_CONFIRM_HOURS tells both teams, the reporter included', async () => {
    const { matchId } = await newMatch(teams[1], teams[0]);
    const reporter = await browserOf(player.t2b, 'es', ['results']);
    expect((await report(player.t2b, matchId)).statusCode).toBe(201);
    // The sweep runs before a player's read of their matches (docs/reports.md), here a day later.
    clock = new Date(START.getTime() + 25 * 3600_000);
    try {
      expect((await as(player.t1, { method: 'GET', url: '/api/v1/me/matches' })).statusCode).toBe(200);
      await service.waitFor(reporter);
      await t.app.push.settled();
    } finally {
      clock = START;
    }
    // The earlier tests' reports still open confirm themselves too; this match's notice is the one to read.
    expect(notices(reporter).filter((notice) => notice.tag === `results-${matchId}`)).toEqual([
      expect.objectContaining({ title: 'Resultado confirmado', body: `${nameOfTeam(teams[1])} contra ${nameOfTeam(teams[0])}: 6–3 6–4.`, topic: 'results' }),
    ]);
  });
});

describe('a push service that fails', () => {
  it('answering 404 or 410 removes the subscription', async () => {
    for (const status of [404, 410]) {
      const { matchId } = await newMatch(teams[2], teams[1]);
      const gone = await browserOf(player.t2b, 'en');
      service.answer(gone, { status });
      expect((await report(player.t3, matchId)).statusCode).toBe(201);
      await service.waitFor(gone);
      await t.app.push.settled();
      expect(await subscriptionCount(gone.endpoint), String(status)).toBe(0);
      expect(service.to(gone)).toHaveLength(1);
    }
  });

  it('is tried again with growing waits, and the subscription stays', async () => {
    const { matchId } = await newMatch(teams[3], teams[0]);
    const flaky = await browserOf(player.t1, 'en', ['reports']);
    service.answer(flaky, { status: 500 }, { status: 503 }, { status: 201 });
    expect((await report(player.t4, matchId)).statusCode).toBe(201);
    const attempts = await service.waitFor(flaky, 3);
    await t.app.push.settled();
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
    expect(third - second).toBeGreaterThanOrEqual(4 * RETRY_BASE_MS - 5);
    // Each attempt is the same notice, still readable with the browser's keys.
    expect(new Set(notices(flaky).map((n) => n.body)).size).toBe(1);
    expect(await subscriptionCount(flaky.endpoint)).toBe(1);
  });

  it('that hangs neither slows nor fails the write that caused the notice', async () => {
    const { matchId } = await newMatch(teams[1], teams[2]);
    const hung = await browserOf(player.t2, 'en', ['reports']);
    service.answer(hung, 'hang');
    const started = performance.now();
    const answer = await report(player.t3, matchId);
    const took = performance.now() - started;
    expect(answer.statusCode, answer.body).toBe(201);
    // The push service has the request and has not answered it; the write was answered meanwhile.
    await service.waitFor(hung);
    expect(took).toBeLessThan(1000);
    // A read right after sees the write: nothing waits on the hung request.
    const mine = await as(player.t2, { method: 'GET', url: '/api/v1/me/matches' });
    expect(mine.statusCode).toBe(200);
    // The attempt times out (PUSH_TIMEOUT_MS) and is tried again.
    await service.waitFor(hung, 2, 4000);
    service.release(hung, 201);
    await t.app.push.settled();
  });
});

describe('the reminder', () => {
  it('is sent PUSH_REMINDER_HOURS before the match, once, even after a restart', async () => {
    const { matchId } = await newMatch(teams[0], teams[3], { date: '2026-03-05', startTime: 19 });
    const browser = await browserOf(player.t4, 'es', ['reminders']);
    // 19:00 on the 5th (UTC, the tour's zone here): 15:30 is more than three hours before.
    clock = new Date('2026-03-05T15:30:00.000Z');
    expect(await t.app.push.sendReminders()).toBe(0);
    clock = new Date('2026-03-05T16:30:00.000Z');
    expect(await t.app.push.sendReminders()).toBe(1);
    await service.waitFor(browser);
    expect(notices(browser)).toEqual([
      expect.objectContaining({ title: 'Tu próximo partido', body: `${nameOfTeam(teams[0])} contra ${nameOfTeam(teams[3])} a las 19:00 en la pista 1.`, url: '/me', topic: 'reminders' }),
    ]);
    clock = new Date('2026-03-05T17:00:00.000Z');
    expect(await t.app.push.sendReminders()).toBe(0);
    // Another instance (or this one restarted) finds it recorded.
    const restarted = await createTestApp(PUSH_ENV, t.database, { now: () => clock });
    try {
      expect(await restarted.app.push.sendReminders()).toBe(0);
    } finally {
      await restarted.app.close();
    }
    await t.app.push.settled();
    expect(service.to(browser)).toHaveLength(1);
    const recorded = await t.db.selectFrom('push_reminders').selectAll().where('match_id', '=', matchId).execute();
    expect(recorded).toHaveLength(1);
    clock = START;
  });
});

describe('without PUSH_SUBJECT', () => {
  it('push is off: the start says so, the key and subscribing answer 404 PUSH_OFF', async () => {
    const log = join(tmpdir(), `push-off-${crypto.randomUUID()}.log`);
    const off = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, { logDestination: log });
    try {
      const key = await off.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
      expect([key.statusCode, key.json<{ code: string }>().code]).toEqual([404, 'PUSH_OFF']);
      const subscription = service.subscription();
      const subscribed = await off.admin({ method: 'POST', url: '/api/v1/me/push-subscriptions', payload: { endpoint: subscription.endpoint, keys: subscription.keys, language: 'en' } });
      expect([subscribed.statusCode, subscribed.json<{ code: string }>().code]).toEqual([404, 'PUSH_OFF']);
      expect(await off.db.selectFrom('push_vapid_keys').selectAll().execute()).toEqual([]);
    } finally {
      await off.close();
    }
    expect(readFileSync(log, 'utf8')).toContain(PUSH_SUBJECT_UNSET);
  });
});

describe('requests to move a match (docs/reschedules.md)', () => {
  it('the other pair hears of a request, the asking pair and the staff of its acceptance, both pairs of the move', async () => {
    const { matchId } = await newMatch(teams[0], teams[1]);
    const other = await browserOf(player.t2b, 'es', ['reschedules', 'schedule']);
    const asking = await browserOf(player.t1b, 'en', ['reschedules', 'schedule']);
    const staff = await browserOf(organiser, 'en', ['reschedules']);
    const asked = await as(player.t1, {
      method: 'POST',
      url: `/api/v1/me/matches/${matchId}/reschedule`,
      payload: { reason: 'Away that week', proposals: [{ startMinutes: 20 * 60, courtNumber: 2 }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await service.waitFor(other);
    await t.app.push.settled();
    expect(notices(other)).toEqual([
      {
        title: 'Piden cambiar tu partido',
        body: `${nameOfTeam(teams[0])} pide cambiar ${nameOfTeam(teams[0])} contra ${nameOfTeam(teams[1])}. Acepta un nuevo horario o recházalo.`,
        url: '/me',
        tag: `reschedules-${matchId}`,
        topic: 'reschedules',
      },
    ]);
    // The asking pair is not told of its own request.
    expect(service.to(asking)).toEqual([]);

    const id = asked.json<{ id: number }>().id;
    const accepted = await as(player.t2, { method: 'POST', url: `/api/v1/me/reschedules/${id}/accept`, payload: { proposal: 0 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await service.waitFor(asking);
    await service.waitFor(staff);
    expect(notices(asking).map((n) => [n.title, n.topic])).toEqual([['Move agreed', 'reschedules']]);
    expect(notices(staff)).toEqual([
      expect.objectContaining({ title: 'A move to approve', url: `/admin/reschedules?club=${league.clubId}`, topic: 'reschedules' }),
    ]);

    const approved = await as(organiser, { method: 'POST', url: `/api/v1/admin/clubs/${league.clubId}/reschedules/${id}/approve`, payload: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    await service.waitFor(other, 2);
    await service.waitFor(asking, 2);
    await t.app.push.settled();
    expect(notices(other).map((n) => n.title)).toEqual(['Piden cambiar tu partido', 'Tu partido ha cambiado']);
    expect(notices(asking).map((n) => n.title)).toEqual(['Move agreed', 'Your match has moved']);
    expect(notices(staff)).toHaveLength(1);
  });
});
