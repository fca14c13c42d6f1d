import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview, OverviewItem } from '../../src/shared/schemas/overview.js';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * The organiser's Overview (docs/rules.md, "Admin dashboard"): what needs doing in the caller's
 * clubs, per round, with the address that fixes it. The tour's clock is UTC here and moved by hand.
 */
let t: TestApp;
let clock = new Date('2026-03-02T20:45:00.000Z');
let clubA: LeagueFixture;
let clubB: LeagueFixture;
let hiddenRoundId: number;
let hiddenOtherClubRoundId: number;
const tokens = {} as Record<'organiserA' | 'organiserB' | 'player1' | 'player3' | 'player4', string>;
const matches = {} as Record<'reported' | 'disputed' | 'late', number>;

const as = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const overviewAs = async (token?: string): Promise<OverviewItem[]> => {
  const response = token
    ? await as(token, { method: 'GET', url: '/api/v1/admin/overview' })
    : await t.admin({ method: 'GET', url: '/api/v1/admin/overview' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Overview>().items;
};
const kinds = (items: readonly OverviewItem[]) =>
  items.map((item) => [item.kind, item.clubId, item.roundId, item.count]);

beforeAll(async () => {
  t = await createTestApp({ TOUR_TIME_ZONE: 'UTC' }, undefined, { now: () => clock });
  clubA = await createLeagueFixture(t, { teams: 6, courts: 2, hours: [18, 21] });
  clubB = await createLeagueFixture(t, { teams: 2, courts: 1, hours: [18, 21] });
  const [a1, a2, a3, a4, a5, a6] = clubA.teamIds as [number, number, number, number, number, number];
  matches.reported = (await addMatch(t, clubA.round, { team1Id: a1, team2Id: a2, courtNumber: 1, startTime: 18 })).id;
  matches.disputed = (await addMatch(t, clubA.round, { team1Id: a3, team2Id: a4, courtNumber: 1, startTime: 19 })).id;
  matches.late = (await addMatch(t, clubA.round, { team1Id: a5, team2Id: a6, courtNumber: 1, startTime: 20 })).id;

  // A round next week, still hidden, with one match: its schedule is confirmed but nobody sees it.
  const hidden = await addRound(t, clubA, { date: '2026-03-09' });
  hiddenRoundId = hidden.id;
  await t.admin({
    method: 'PUT',
    url: hidden.adminPath,
    payload: { name: 'Round 2', date: '2026-03-09', status: 'inactive', court_number: 2 },
  });
  await addMatch(t, hidden, { team1Id: a1, team2Id: a3, courtNumber: 1, startTime: 18 });
  const otherHidden = await addRound(t, clubB, { date: '2026-03-09' });
  hiddenOtherClubRoundId = otherHidden.id;
  await t.admin({
    method: 'PUT',
    url: otherHidden.adminPath,
    payload: { name: 'B Round 2', date: '2026-03-09', status: 'inactive' },
  });
  const [b1, b2] = clubB.teamIds as [number, number];
  await addMatch(t, otherHidden, { team1Id: b1, team2Id: b2, courtNumber: 1, startTime: 18 });

  tokens.organiserA = (await createOrganiser(t, 'organiser-a', [clubA.clubId])).token;
  tokens.organiserB = (await createOrganiser(t, 'organiser-b', [clubB.clubId])).token;
  tokens.player1 = await createPlayerAccount(t, (await playersOfTeam(t, a1))[0], 'overview-player-1');
  tokens.player3 = await createPlayerAccount(t, (await playersOfTeam(t, a3))[0], 'overview-player-3');
  tokens.player4 = await createPlayerAccount(t, (await playersOfTeam(t, a4))[0], 'overview-player-4');

  const win = { team1Results: [6, 6], team2Results: [3, 4] };
  expect(
    (await as(tokens.player1, { method: 'POST', url: `/api/v1/me/matches/${matches.reported}/report`, payload: win }))
      .statusCode,
  ).toBe(201);
  expect(
    (await as(tokens.player3, { method: 'POST', url: `/api/v1/me/matches/${matches.disputed}/report`, payload: win }))
      .statusCode,
  ).toBe(201);
  const disputed = await as(tokens.player4, {
    method: 'POST',
    url: `/api/v1/me/matches/${matches.disputed}/dispute`,
    payload: { reason: 'We won' },
  });
  expect(disputed.statusCode, disputed.body).toBe(200);
});
afterAll(() => t.close());

describe('the Overview', () => {
  it('lists each thing to do with its count and the address that fixes it, disputes first', async () => {
    clock = new Date('2026-03-02T20:45:00.000Z');
    const items = await overviewAs();
    const round = clubA.round.id;
    expect(kinds(items)).toEqual([
      ['disputedReport', clubA.clubId, round, 1],
      ['hiddenRoundWithSchedule', clubA.clubId, hiddenRoundId, 1],
      ['hiddenRoundWithSchedule', clubB.clubId, hiddenOtherClubRoundId, 1],
      // Next week's round has a schedule: four of club A's six teams play none of it.
      ['unscheduledTeams', clubA.clubId, hiddenRoundId, 4],
    ]);
    expect(items[0]).toEqual({
      kind: 'disputedReport',
      count: 1,
      clubId: clubA.clubId,
      leagueId: clubA.leagueId,
      roundId: round,
      href: `/admin/results?club=${clubA.clubId}&league=${clubA.leagueId}&round=${round}`,
      clubName: expect.any(String),
      leagueName: expect.any(String),
      roundName: 'Round 2026-03-02',
      roundDate: '2026-03-02',
    });
    expect(items[1]?.href).toBe(`/admin/schedule?club=${clubA.clubId}&league=${clubA.leagueId}&round=${hiddenRoundId}`);
  });

  it('counts a match whose slot is over without a result or a report, from the moment the slot ends', async () => {
    clock = new Date('2026-03-02T20:59:00.000Z');
    expect((await overviewAs()).filter((item) => item.kind === 'resultMissing')).toEqual([]);
    clock = new Date('2026-03-02T21:00:00.000Z');
    expect(kinds((await overviewAs()).filter((item) => item.kind === 'resultMissing'))).toEqual([
      ['resultMissing', clubA.clubId, clubA.round.id, 1],
    ]);
  });

  it('counts a pending report as due soon in the last 12 hours before it confirms itself', async () => {
    // Reported at 20:45 (the fixture's clock), it confirms itself 24 hours later.
    clock = new Date('2026-03-03T08:44:00.000Z');
    expect((await overviewAs()).filter((item) => item.kind === 'reportDueSoon')).toEqual([]);
    clock = new Date('2026-03-03T08:46:00.000Z');
    expect(kinds((await overviewAs()).filter((item) => item.kind === 'reportDueSoon'))).toEqual([
      ['reportDueSoon', clubA.clubId, clubA.round.id, 1],
    ]);
  });

  it('answers each organiser their own clubs only, and never lists requests or entries (they do not exist yet)', async () => {
    clock = new Date('2026-03-02T21:30:00.000Z');
    const all = await overviewAs();
    const ofA = await overviewAs(tokens.organiserA);
    const ofB = await overviewAs(tokens.organiserB);
    expect(ofA).toEqual(all.filter((item) => item.clubId === clubA.clubId));
    expect(ofB).toEqual(all.filter((item) => item.clubId === clubB.clubId));
    expect(ofB.map((item) => item.kind)).toEqual(['hiddenRoundWithSchedule']);
    expect(all.some((item) => item.kind === 'rescheduleRequest' || item.kind === 'entryWaiting')).toBe(false);
  });

  it('drops what was fixed: a published round, a result entered', async () => {
    clock = new Date('2026-03-02T21:30:00.000Z');
    await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${clubB.clubId}/leagues/${clubB.leagueId}/rounds/${hiddenOtherClubRoundId}`,
      payload: { name: 'B Round 2', date: '2026-03-09', status: 'active' },
    });
    const [, , , , a5, a6] = clubA.teamIds as number[];
    await t.admin({
      method: 'PUT',
      url: `${clubA.round.adminPath}/matches/${matches.late}`,
      payload: { team1Id: a5, team2Id: a6, courtNumber: 1, startTime: 20, team1Results: [6, 6], team2Results: [1, 2] },
    });
    const items = await overviewAs();
    expect(items.some((item) => item.kind === 'resultMissing')).toBe(false);
    expect(
      items.some((item) => item.roundId === hiddenOtherClubRoundId && item.kind === 'hiddenRoundWithSchedule'),
    ).toBe(false);
  });

  it('is staff only: 401 without a session, 403 for a player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/overview' })).statusCode).toBe(401);
    expect((await as(tokens.player1, { method: 'GET', url: '/api/v1/admin/overview' })).statusCode).toBe(403);
  });
});
