import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Match } from '../../src/shared/schemas/match.js';
import type {
  MyReschedules,
  RescheduleList,
  RescheduleOptions,
  RescheduleRequest,
} from '../../src/shared/schemas/reschedules.js';
import type { Overview } from '../../src/shared/schemas/overview.js';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, setUnavailable, type LeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Reschedule requests (docs/reschedules.md): a pair asks to move its match, the other pair accepts
 * a proposed slot or declines, the organiser approves (or the league lets an agreed move through),
 * and the match moves under the round rules. Every refusal, and the races that count.
 */
let t: TestApp;
const clock = new Date('2026-03-01T10:00:00.000Z');
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
});
afterAll(() => t.close());

const as = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

interface Scene {
  f: LeagueFixture;
  /** t1 vs t2 on court 1 at 18:00; t3 vs t4 on court 1 at 19:00 (or the slots given). */
  match: Match;
  other: Match;
  /** A player of each team, and the partner of team 1's and team 2's. */
  p: Record<'t1' | 't1b' | 't2' | 't2b' | 't3', string>;
  organiser: string;
}

async function scene(
  options: { slotMinutes?: number; hours?: [number, number]; courts?: number } = {},
): Promise<Scene> {
  const f = await createLeagueFixture(t, {
    teams: 4,
    courts: options.courts ?? 2,
    hours: options.hours ?? [18, 21],
    slotMinutes: options.slotMinutes,
  });
  const [t1, t2, t3, t4] = f.teamIds as [number, number, number, number];
  const match = await addMatch<Match>(t, f.round, { team1Id: t1, team2Id: t2, courtNumber: 1, startMinutes: 18 * 60 });
  const second = options.slotMinutes === 90 ? 19 * 60 + 30 : 19 * 60;
  const other = await addMatch<Match>(t, f.round, { team1Id: t3, team2Id: t4, courtNumber: 1, startMinutes: second });
  const account = async (teamId: number, index: 0 | 1) =>
    createPlayerAccount(t, (await playersOfTeam(t, teamId))[index], `resched-${(counter += 1)}`);
  const p = {
    t1: await account(t1, 0),
    t1b: await account(t1, 1),
    t2: await account(t2, 0),
    t2b: await account(t2, 1),
    t3: await account(t3, 0),
  };
  const organiser = (await createOrganiser(t, `resched-organiser-${(counter += 1)}`, [f.clubId])).token;
  return { f, match, other, p, organiser };
}

const ask = (token: string, matchId: number, payload: object, headers: Record<string, string> = {}) =>
  as(token, { method: 'POST', url: `/api/v1/me/matches/${matchId}/reschedule`, payload, headers });
const accept = (token: string, id: number, proposal: number) =>
  as(token, { method: 'POST', url: `/api/v1/me/reschedules/${id}/accept`, payload: { proposal } });
const decline = (token: string, id: number) =>
  as(token, { method: 'POST', url: `/api/v1/me/reschedules/${id}/decline`, payload: { note: 'We cannot then' } });
const approve = (token: string, s: Scene, id: number) =>
  as(token, { method: 'POST', url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules/${id}/approve`, payload: {} });
const reject = (token: string, s: Scene, id: number) =>
  as(token, { method: 'POST', url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules/${id}/decline`, payload: {} });
const mine = async (token: string) => {
  const response = await as(token, { method: 'GET', url: '/api/v1/me/reschedules' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyReschedules>();
};
const matchRow = (matchId: number) =>
  t.db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();
const publicMatches = async (s: Scene, roundPath = s.f.round.publicPath) =>
  (await t.app.inject({ method: 'GET', url: `${roundPath}/matches` })).json<{ matches: Match[] }>().matches;

/** A request of t1's pair with these proposals, answered 201. */
async function asked(s: Scene, proposals: object[]): Promise<RescheduleRequest> {
  const response = await ask(s.p.t1, s.match.id, { reason: 'Work trip', proposals });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RescheduleRequest>();
}

describe('a request, its answer and the approval', () => {
  it('moves the match once the other pair accepts and the organiser approves; everyone sees it', async () => {
    const s = await scene();
    const created = await ask(s.p.t1, s.match.id, {
      reason: 'Work trip',
      proposals: [{ startMinutes: 20 * 60 }, { startMinutes: 21 * 60, courtNumber: 2 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<RescheduleRequest>();
    expect(request).toMatchObject({
      status: 'proposed',
      matchId: s.match.id,
      reason: 'Work trip',
      acceptedProposal: null,
    });
    expect(request.proposals.map((p) => [p.roundId, p.startMinutes, p.courtNumber])).toEqual([
      [s.f.round.id, 1200, null],
      [s.f.round.id, 1260, 2],
    ]);

    // Both pairs see it on /me: the asking pair among its own, the other pair waiting for its answer.
    expect((await mine(s.p.t1)).mine.map((r) => r.id)).toEqual([request.id]);
    expect((await mine(s.p.t1)).toAnswer).toEqual([]);
    expect((await mine(s.p.t2)).toAnswer.map((r) => r.id)).toEqual([request.id]);
    expect((await mine(s.p.t3)).toAnswer).toEqual([]);

    // The Overview counts it for the organiser, with the address of the screen that answers it.
    const overview = (await as(s.organiser, { method: 'GET', url: '/api/v1/admin/overview' })).json<Overview>();
    expect(overview.items.filter((item) => item.kind === 'rescheduleRequest')).toEqual([
      expect.objectContaining({
        count: 1,
        clubId: s.f.clubId,
        roundId: s.f.round.id,
        href: expect.stringContaining('/admin/reschedules?'),
      }),
    ]);

    const accepted = await accept(s.p.t2, request.id, 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<RescheduleRequest>()).toMatchObject({ status: 'accepted', acceptedProposal: 1 });
    // Agreed but not approved: the match has not moved.
    expect(await matchRow(s.match.id)).toMatchObject({ court_number: 1, start_time: 18 });

    const listed = await as(s.organiser, {
      method: 'GET',
      url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules?status=accepted`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<RescheduleList>().reschedules.map((r) => r.id)).toEqual([request.id]);
    expect(
      (
        await as(s.organiser, { method: 'GET', url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules?status=proposed` })
      ).json<RescheduleList>().reschedules,
    ).toEqual([]);

    const approved = await approve(s.organiser, s, request.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RescheduleRequest>()).toMatchObject({
      status: 'approved',
      startMinutes: 1260,
      courtNumber: 2,
    });
    const moved = (await publicMatches(s)).find((m) => m.id === s.match.id);
    expect(moved).toMatchObject({ courtNumber: 2, startMinutes: 1260, startTime: 21, version: s.match.version + 1 });
    // Nothing left to do.
    const after = (await as(s.organiser, { method: 'GET', url: '/api/v1/admin/overview' })).json<Overview>();
    expect(after.items.filter((item) => item.kind === 'rescheduleRequest' && item.clubId === s.f.clubId)).toEqual([]);
    expect((await mine(s.p.t2)).mine.map((r) => [r.id, r.status])).toEqual([[request.id, 'approved']]);
  });

  it('announces each step live: to the two pairs and the staff while it is a request, to everyone once the match moves', async () => {
    const s = await scene();
    const before = await t.db
      .selectFrom('changes')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    const request = await asked(s, [{ startMinutes: 20 * 60 }]);
    expect((await accept(s.p.t2, request.id, 0)).statusCode).toBe(200);
    expect((await approve(s.organiser, s, request.id)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('changes')
      .select(['kind', 'audience', 'team1_id', 'team2_id', 'payload'])
      .where('id', '>', Number(before.last ?? 0))
      .where('club_id', '=', s.f.clubId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.kind, row.audience, row.team1_id, row.team2_id])).toEqual([
      ['match', 'players', s.match.team1Id, s.match.team2Id],
      ['match', 'players', s.match.team1Id, s.match.team2Id],
      ['match', 'public', s.match.team1Id, s.match.team2Id],
    ]);
    expect(JSON.parse(rows[2]!.payload)).toMatchObject({ matchId: s.match.id, roundId: s.f.round.id });
  });

  it('moves the match to another round of the league, named by id or by date', async () => {
    const s = await scene();
    const later = await addRound(t, s.f, { date: '2026-03-09' });
    const request = await asked(s, [{ date: '2026-03-09', startMinutes: 19 * 60, courtNumber: 2 }]);
    expect(request.proposals[0]).toMatchObject({ roundId: later.id, date: '2026-03-09' });
    expect((await accept(s.p.t2b, request.id, 0)).statusCode).toBe(200);
    const approved = await approve(s.organiser, s, request.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<RescheduleRequest>()).toMatchObject({
      roundId: later.id,
      date: '2026-03-09',
      startMinutes: 1140,
      courtNumber: 2,
    });
    expect((await publicMatches(s)).map((m) => m.id)).not.toContain(s.match.id);
    expect((await publicMatches(s, later.publicPath)).find((m) => m.id === s.match.id)).toMatchObject({
      courtNumber: 2,
      startMinutes: 1140,
    });
  });

  it('lets an agreed move through at once in a league with autoApproveReschedules', async () => {
    const s = await scene();
    const put = await t.admin({
      method: 'PUT',
      url: s.f.adminLeaguePath,
      payload: { name: 'Auto league', autoApproveReschedules: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ autoApproveReschedules: boolean }>().autoApproveReschedules).toBe(true);
    const request = await asked(s, [{ startMinutes: 20 * 60, courtNumber: 2 }]);
    const accepted = await accept(s.p.t2, request.id, 0);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<RescheduleRequest>()).toMatchObject({
      status: 'approved',
      startMinutes: 1200,
      courtNumber: 2,
    });
    expect(await matchRow(s.match.id)).toMatchObject({ court_number: 2, start_time: 20 });
  });

  it('a decline keeps the match and closes the request, so another may be made; the organiser may turn one down', async () => {
    const s = await scene();
    const first = await asked(s, [{ startMinutes: 20 * 60 }]);
    const declined = await decline(s.p.t2, first.id);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<RescheduleRequest>()).toMatchObject({ status: 'declined', note: 'We cannot then' });
    expect(await matchRow(s.match.id)).toMatchObject({ court_number: 1, start_time: 18 });
    const second = await asked(s, [{ startMinutes: 21 * 60 }]);
    const rejected = await reject(s.organiser, s, second.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<RescheduleRequest>().status).toBe('rejected');
    expect((await accept(s.p.t2, second.id, 0)).statusCode).toBe(409);
  });

  it('offers the slots both pairs can play, with the free courts', async () => {
    const s = await scene();
    await setUnavailable(t, s.f.round, s.match.team2Id!, [20]);
    const response = await as(s.p.t1, { method: 'GET', url: `/api/v1/me/matches/${s.match.id}/reschedule-options` });
    expect(response.statusCode, response.body).toBe(200);
    const [round] = response.json<RescheduleOptions>().rounds;
    // 18:00 court 1 is the match itself, 19:00 court 1 is taken, 20:00 is out (team 2 unavailable).
    expect(round?.slots).toEqual([
      { startMinutes: 1080, courtNumbers: [2] },
      { startMinutes: 1140, courtNumbers: [2] },
      { startMinutes: 1260, courtNumbers: [1, 2] },
    ]);
  });
});

describe('refusals', () => {
  it('403 for a player of neither pair, 404 for a match that does not exist', async () => {
    const s = await scene();
    const response = await ask(s.p.t3, s.match.id, { reason: 'Not mine', proposals: [{ startMinutes: 20 * 60 }] });
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
    expect((await ask(s.p.t1, 999_999, { reason: 'Missing', proposals: [{ startMinutes: 20 * 60 }] })).statusCode).toBe(
      404,
    );
  });

  it('400 for no proposal or more than three', async () => {
    const s = await scene();
    const four = [18, 19, 20, 21].map((hour) => ({ startMinutes: hour * 60, courtNumber: 2 }));
    const tooMany = await ask(s.p.t1, s.match.id, { reason: 'Many', proposals: four });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('at most 3');
    expect((await ask(s.p.t1, s.match.id, { reason: 'None', proposals: [] })).statusCode).toBe(400);
    expect((await ask(s.p.t1, s.match.id, { reason: '  ', proposals: [{ startMinutes: 1200 }] })).statusCode).toBe(400);
  });

  it("400 for a start that is not one of the round's slots, naming the slots", async () => {
    const s = await scene({ slotMinutes: 90, hours: [18, 21] });
    const response = await ask(s.p.t1, s.match.id, {
      reason: 'Later',
      proposals: [{ startMinutes: 19 * 60, courtNumber: 2 }],
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; details: { field: string }[] }>();
    expect(body.error).toContain('19:00 is not a start time of this round');
    expect(body.error).toContain('18:00, 19:30 and 21:00');
    expect(body.details[0]?.field).toBe('proposals.0.startMinutes');
  });

  it('409 for a court already taken at that start, or no court free then', async () => {
    const s = await scene({ courts: 1 });
    const taken = await ask(s.p.t1, s.match.id, {
      reason: 'Later',
      proposals: [{ startMinutes: 19 * 60, courtNumber: 1 }],
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json<{ error: string }>().error).toMatch(/^Proposal 1: Court 1 at 19:00 is already taken/);
    const none = await ask(s.p.t1, s.match.id, {
      reason: 'Later',
      proposals: [{ startMinutes: 20 * 60 }, { startMinutes: 19 * 60 }],
    });
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json<{ error: string }>().error).toContain('Proposal 2: No court is free at 19:00');
  });

  it('refuses the place the match already has, the same slot twice, and a second open request', async () => {
    const s = await scene();
    expect(
      (await ask(s.p.t1, s.match.id, { reason: 'Same', proposals: [{ startMinutes: 18 * 60, courtNumber: 1 }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ask(s.p.t1, s.match.id, { reason: 'Twice', proposals: [{ startMinutes: 1200 }, { startMinutes: 1200 }] }))
        .statusCode,
    ).toBe(400);
    await asked(s, [{ startMinutes: 20 * 60 }]);
    const again = await ask(s.p.t2, s.match.id, { reason: 'Ours too', proposals: [{ startMinutes: 21 * 60 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toContain('already has an open request');
  });

  it('403 when the asking pair accepts or declines its own request; 400 for a proposal it did not make', async () => {
    const s = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60 }]);
    const own = await accept(s.p.t1b, request.id, 0);
    expect([own.statusCode, own.json<{ code: string }>().code]).toEqual([403, 'FORBIDDEN']);
    expect(own.json<{ error: string }>().error).toContain('the other pair accepts');
    expect((await decline(s.p.t1, request.id)).statusCode).toBe(403);
    expect((await accept(s.p.t3, request.id, 0)).statusCode).toBe(403);
    expect((await accept(s.p.t2, request.id, 2)).statusCode).toBe(400);
  });

  it('409 when the organiser approves before the other pair accepted', async () => {
    const s = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60 }]);
    const early = await approve(s.organiser, s, request.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toContain('has not accepted');
  });

  it('409 naming the rule when the move no longer fits the round at approval', async () => {
    const s = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60, courtNumber: 2 }]);
    expect((await accept(s.p.t2, request.id, 0)).statusCode).toBe(200);
    // Since the agreement, team 2 said it cannot play at 20:00.
    await setUnavailable(t, s.f.round, s.match.team2Id!, [20]);
    const refused = await approve(s.organiser, s, request.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/is unavailable at 20:00/);
    expect(
      (await as(s.organiser, { method: 'GET', url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules?status=accepted` }))
        .json<RescheduleList>()
        .reschedules.map((r) => r.id),
    ).toEqual([request.id]);
    expect(await matchRow(s.match.id)).toMatchObject({ court_number: 1, start_time: 18 });
  });

  it("404 for another club's request and for an organiser of another club", async () => {
    const s = await scene();
    const elsewhere = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60 }]);
    const wrongClub = await as(elsewhere.organiser, {
      method: 'POST',
      url: `/api/v1/admin/clubs/${elsewhere.f.clubId}/reschedules/${request.id}/approve`,
      payload: {},
    });
    expect(wrongClub.statusCode).toBe(404);
    expect(
      (
        await as(elsewhere.organiser, {
          method: 'POST',
          url: `/api/v1/admin/clubs/${s.f.clubId}/reschedules/${request.id}/approve`,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('races', () => {
  it('two accepts at once: one wins, the other is told it was answered', async () => {
    const s = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60 }, { startMinutes: 21 * 60 }]);
    const answers = await Promise.all([accept(s.p.t2, request.id, 0), accept(s.p.t2b, request.id, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = await t.db
      .selectFrom('reschedule_requests')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    const winner = answers.find((a) => a.statusCode === 200)!.json<RescheduleRequest>();
    expect(row).toMatchObject({ status: 'accepted', accepted_proposal: winner.acceptedProposal });
  });

  it('two requests at once for one match: one opens', async () => {
    const s = await scene();
    const answers = await Promise.all([
      ask(s.p.t1, s.match.id, { reason: 'A', proposals: [{ startMinutes: 20 * 60 }] }),
      ask(s.p.t2, s.match.id, { reason: 'B', proposals: [{ startMinutes: 21 * 60 }] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('two approvals at once: the match moves once', async () => {
    const s = await scene();
    const request = await asked(s, [{ startMinutes: 20 * 60, courtNumber: 2 }]);
    expect((await accept(s.p.t2, request.id, 0)).statusCode).toBe(200);
    const answers = await Promise.all([approve(s.organiser, s, request.id), approve(await t.login(), s, request.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await matchRow(s.match.id)).version).toBe(s.match.version + 1);
  });

  it('a resend with the same Idempotency-Key answers the stored request, never a second one', async () => {
    const s = await scene();
    const key = crypto.randomUUID();
    const payload = { reason: 'Resent', proposals: [{ startMinutes: 20 * 60 }] };
    const first = await ask(s.p.t1, s.match.id, payload, { 'idempotency-key': key });
    const again = await ask(s.p.t1, s.match.id, payload, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<RescheduleRequest>().id).toBe(first.json<RescheduleRequest>().id);
  });
});
