import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { REPORT_MESSAGES } from '../../src/server/reports/messages.js';
import type { Match } from '../../src/shared/schemas/match.js';
import type { MatchHistory, MyMatches } from '../../src/shared/schemas/reports.js';
import { createOrganiser, createPlayerAccount, playersOfTeam } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture, type RoundFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Results reported from the court (docs/reports.md): report, confirm, dispute, the automatic
 * confirmation on a clock the test moves, the organiser's override, the audit history, and
 * standings that only confirmed results change.
 */
let t: TestApp;
let league: LeagueFixture;
let teams: [number, number, number, number];
/** A signed-in player of each team (the first player of the team). */
const player = {} as Record<'t1' | 't2' | 't3' | 't4' | 't1b', string>;
const START = new Date('2026-03-02T19:30:00.000Z');
let clock = START;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  league = await createLeagueFixture(t, { teams: 4, courts: 3 });
  teams = league.teamIds as typeof teams;
  const [p1, p1b] = await playersOfTeam(t, teams[0]);
  player.t1 = await createPlayerAccount(t, p1, 'team1-player');
  player.t1b = await createPlayerAccount(t, p1b, 'team1-partner');
  player.t2 = await createPlayerAccount(t, (await playersOfTeam(t, teams[1]))[0], 'team2-player');
  player.t3 = await createPlayerAccount(t, (await playersOfTeam(t, teams[2]))[0], 'team3-player');
  player.t4 = await createPlayerAccount(t, (await playersOfTeam(t, teams[3]))[0], 'team4-player');
});
afterAll(() => t.close());

const as = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const report = (token: string, matchId: number, payload: object, headers: Record<string, string> = {}) =>
  as(token, { method: 'POST', url: `/api/v1/me/matches/${matchId}/report`, payload, headers });
const confirm = (token: string, matchId: number) => as(token, { method: 'POST', url: `/api/v1/me/matches/${matchId}/confirm` });
const dispute = (token: string, matchId: number, payload: object) => as(token, { method: 'POST', url: `/api/v1/me/matches/${matchId}/dispute`, payload });
const myMatches = async (token: string) => {
  const response = await as(token, { method: 'GET', url: '/api/v1/me/matches' });
  expect(response.statusCode).toBe(200);
  return response.json<MyMatches>();
};
const publicMatches = async () => (await t.app.inject({ method: 'GET', url: `${league.round.publicPath}/matches` })).json<{ matches: Match[] }>().matches;
const adminMatches = async () => (await t.admin({ method: 'GET', url: `${league.round.publicPath}/matches` })).json<{ matches: Match[] }>().matches;
const history = async (matchId: number, roundAdminPath = league.round.adminPath) => {
  const response = await t.admin({ method: 'GET', url: `${roundAdminPath}/matches/${matchId}/history` });
  expect(response.statusCode).toBe(200);
  return response.json<MatchHistory>().changes;
};
const standingOf = async (teamId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `${league.leaguePath}/groups/${league.groups[0]!.id}/standings` });
  expect(response.statusCode).toBe(200);
  return response.json<{ standings: { teamId: number; matchesPlayed: number; points: number }[] }>().standings.find((row) => row.teamId === teamId);
};
const matchRow = (matchId: number) => t.db.selectFrom('matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();
const WIN_FOR_TEAM1 = { team1Results: [6, 6], team2Results: [3, 4] };

describe('a result reported from the court', () => {
  let matchId: number;
  let reportId: number;

  beforeAll(async () => {
    matchId = (await addMatch(t, league.round, { team1Id: teams[0], team2Id: teams[1], courtNumber: 1, startTime: 18 })).id;
  });

  it('lists the match as upcoming for its players, with their side', async () => {
    const mine = await myMatches(player.t1);
    expect(mine.upcoming).toEqual([
      expect.objectContaining({ id: matchId, myTeamId: teams[0], clubId: league.clubId, leagueId: league.leagueId, date: '2026-03-02', report: null }),
    ]);
    expect(mine.recent).toEqual([]);
    expect((await myMatches(player.t2)).upcoming[0]).toMatchObject({ id: matchId, myTeamId: teams[1] });
    expect((await myMatches(player.t3)).upcoming).toEqual([]);
  });

  it('is refused to a player of neither team, and to a played match without a score', async () => {
    const stranger = await report(player.t3, matchId, WIN_FOR_TEAM1);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: REPORT_MESSAGES.notYourMatch, code: 'FORBIDDEN' });
    const empty = await report(player.t1, matchId, { team1Results: [], team2Results: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'team1Results' }] });
    const noWinner = await report(player.t1, matchId, { team1Results: [], team2Results: [], outcome: 'walkover' });
    expect(noWinner.statusCode).toBe(400);
    expect(noWinner.json()).toMatchObject({ details: [{ field: 'winnerTeamId' }] });
    expect((await report(player.t1, 999_999, WIN_FOR_TEAM1)).statusCode).toBe(404);
  });

  it('is pending: the match row and the public standings do not change', async () => {
    const before = await matchRow(matchId);
    const created = await report(player.t1, matchId, WIN_FOR_TEAM1, { 'idempotency-key': 'report-once-0001' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ reportId: expect.any(Number), status: 'pending' });
    reportId = created.json<{ reportId: number }>().reportId;

    expect(await matchRow(matchId)).toEqual(before);
    expect(await standingOf(teams[0])).toMatchObject({ matchesPlayed: 0, points: 0 });
    expect((await publicMatches()).find((match) => match.id === matchId)?.report).toBeNull();
    expect((await adminMatches()).find((match) => match.id === matchId)?.report).toMatchObject({
      id: reportId,
      status: 'pending',
      reportedBy: { teamId: teams[0], name: expect.any(String) },
      team1Results: [6, 6],
      team2Results: [3, 4],
      confirmsAt: new Date(START.getTime() + 24 * HOUR).toISOString(),
    });
  });

  it('is sent once however often the outbox resends it with its Idempotency-Key', async () => {
    const resent = await report(player.t1, matchId, WIN_FOR_TEAM1, { 'idempotency-key': 'report-once-0001' });
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual({ reportId, status: 'pending' });
    const rows = await t.db.selectFrom('match_reports').select('id').where('match_id', '=', matchId).execute();
    expect(rows).toHaveLength(1);
  });

  it('waits for the other team: in their toConfirm, not in the reporting team’s', async () => {
    expect((await myMatches(player.t2)).toConfirm.map((match) => match.id)).toEqual([matchId]);
    expect((await myMatches(player.t1)).toConfirm).toEqual([]);
    expect((await myMatches(player.t1)).upcoming[0]?.report).toMatchObject({ id: reportId, status: 'pending' });
  });

  it('cannot be confirmed by the reporting team, nor contradicted by the other', async () => {
    const own = await confirm(player.t1b, matchId);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: REPORT_MESSAGES.otherTeamAnswers, code: 'FORBIDDEN' });
    const contradicting = await report(player.t2, matchId, { team1Results: [3, 4], team2Results: [6, 6] });
    expect(contradicting.statusCode).toBe(409);
    expect(contradicting.json()).toEqual({ error: REPORT_MESSAGES.otherTeamReported, code: 'CONFLICT' });
  });

  it('is replaced by a new report of the same team, whose clock starts again', async () => {
    clock = new Date(START.getTime() + HOUR);
    const again = await report(player.t1b, matchId, { team1Results: [6, 7, 10], team2Results: [4, 6, 8] });
    expect(again.statusCode).toBe(201);
    const replaced = await t.db.selectFrom('match_reports').select('status').where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(replaced.status).toBe('replaced');
    reportId = again.json<{ reportId: number }>().reportId;
    const shown = (await adminMatches()).find((match) => match.id === matchId)?.report;
    expect(shown).toMatchObject({ id: reportId, team1Results: [6, 7, 10], confirmsAt: new Date(START.getTime() + 25 * HOUR).toISOString() });
  });

  it('becomes the result when the other team confirms: standings, history and the player lists follow', async () => {
    clock = new Date(START.getTime() + 2 * HOUR);
    const confirmed = await confirm(player.t2, matchId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ match: Match }>().match).toMatchObject({ id: matchId, team1Results: [6, 7, 10], team2Results: [4, 6, 8], winnerTeamId: teams[0], version: 2 });
    expect(await standingOf(teams[0])).toMatchObject({ matchesPlayed: 1 });
    expect((await standingOf(teams[0]))!.points).toBeGreaterThan(0);
    expect((await publicMatches()).find((match) => match.id === matchId)).toMatchObject({ team1Results: [6, 7, 10], report: null });
    expect((await adminMatches()).find((match) => match.id === matchId)?.report).toBeNull();

    expect(await history(matchId)).toEqual([
      {
        at: clock.toISOString(),
        by: { role: 'player', username: 'team2-player' },
        via: 'report-confirmed',
        from: { team1Results: [], team2Results: [], outcome: 'played' },
        to: { team1Results: [6, 7, 10], team2Results: [4, 6, 8], outcome: 'played' },
      },
    ]);
    const mine = await myMatches(player.t1);
    expect(mine.recent.map((match) => match.id)).toEqual([matchId]);
    expect(mine.upcoming.map((match) => match.id)).not.toContain(matchId);

    const late = await report(player.t1, matchId, WIN_FOR_TEAM1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: REPORT_MESSAGES.alreadyHasResult, code: 'CONFLICT' });
    expect((await confirm(player.t2, matchId)).statusCode).toBe(409);
  });
});

describe('a disputed report', () => {
  let matchId: number;

  beforeAll(async () => {
    clock = START;
    matchId = (await addMatch(t, league.round, { team1Id: teams[2], team2Id: teams[3], courtNumber: 2, startTime: 18 })).id;
  });

  it('carries the reason and the other version, and never confirms itself', async () => {
    expect((await report(player.t3, matchId, { team1Results: [6, 6], team2Results: [1, 2] })).statusCode).toBe(201);
    const disputed = await dispute(player.t4, matchId, { reason: 'We won the second set', team1Results: [6, 4, 7], team2Results: [1, 6, 10] });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toEqual({
      report: expect.objectContaining({
        status: 'disputed',
        reason: 'We won the second set',
        counter: { team1Results: [6, 4, 7], team2Results: [1, 6, 10] },
        confirmsAt: null,
      }),
    });
    expect((await dispute(player.t3, matchId, { reason: 'Mine' })).statusCode).toBe(403);
    expect((await dispute(player.t4, matchId, { reason: '' })).statusCode).toBe(400);

    clock = new Date(START.getTime() + 48 * HOUR);
    expect((await adminMatches()).find((match) => match.id === matchId)?.report).toMatchObject({ status: 'disputed' });
    expect(await matchRow(matchId)).toMatchObject({ team1_results: null, version: 1 });
    expect((await myMatches(player.t4)).toConfirm).toEqual([]);
  });

  it("is closed by the organiser's entry, which the history keeps", async () => {
    const organiser = await createOrganiser(t, 'results-organiser', [league.clubId]);
    const entered = await t.app.inject({
      method: 'PUT',
      url: `${league.round.adminPath}/matches/${matchId}`,
      headers: { authorization: `Bearer ${organiser.token}` },
      payload: { team1Id: teams[2], team2Id: teams[3], courtNumber: 2, startTime: 18, team1Results: [6, 4, 7], team2Results: [1, 6, 10] },
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ report: null, winnerTeamId: teams[3] });
    const closed = await t.db.selectFrom('match_reports').select(['status', 'resolved_by']).where('match_id', '=', matchId).executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'overridden', resolved_by: organiser.id });
    expect(await history(matchId)).toEqual([
      expect.objectContaining({
        by: { role: 'organiser', username: 'results-organiser' },
        via: 'entry',
        from: { team1Results: [], team2Results: [], outcome: 'played' },
        to: { team1Results: [6, 4, 7], team2Results: [1, 6, 10], outcome: 'played' },
      }),
    ]);
  });
});

describe('the automatic confirmation', () => {
  let matchId: number;
  let round: RoundFixture;

  beforeAll(async () => {
    clock = START;
    // A round played the week before: a result is reported only once its match has started.
    round = await addRound(t, league, { date: '2026-02-23' });
    matchId = (await addMatch(t, round, { team1Id: teams[0], team2Id: teams[2], courtNumber: 1, startTime: 18 })).id;
  });

  it('confirms a pending report REPORT_AUTO_CONFIRM_HOURS after it was made, as the system', async () => {
    expect((await report(player.t3, matchId, { team1Results: [2, 3], team2Results: [6, 6] })).statusCode).toBe(201);
    const before = await standingOf(teams[2]);

    clock = new Date(START.getTime() + 24 * HOUR - 1000);
    expect((await myMatches(player.t1)).toConfirm.map((match) => match.id)).toEqual([matchId]);
    expect(await standingOf(teams[2])).toEqual(before);

    clock = new Date(START.getTime() + 24 * HOUR);
    const mine = await myMatches(player.t1);
    expect(mine.toConfirm).toEqual([]);
    expect(mine.recent.find((match) => match.id === matchId)).toMatchObject({ team1Results: [2, 3], team2Results: [6, 6], winnerTeamId: teams[2], report: null });
    expect((await standingOf(teams[2]))!.matchesPlayed).toBe(before!.matchesPlayed + 1);
    expect(await history(matchId, round.adminPath)).toEqual([
      expect.objectContaining({ at: clock.toISOString(), by: { role: 'system', username: 'system' }, via: 'auto-confirmed' }),
    ]);
  });
});

describe('the other team reporting the same score', () => {
  it('confirms the open report (200 with the match)', async () => {
    clock = START;
    const round = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/rounds`,
      // Played the week before START: a result is reported only once its match has started.
      payload: { name: 'Second', date: '2026-02-09', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' },
    });
    const roundId = round.json<{ id: number }>().id;
    const created = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/rounds/${roundId}/matches`,
      payload: { team1Id: teams[1], team2Id: teams[3], courtNumber: 1, startTime: 18 },
    });
    const matchId = created.json<{ id: number }>().id;
    const score = { team1Results: [7, 6], team2Results: [5, 2] };
    expect((await report(player.t2, matchId, score)).statusCode).toBe(201);
    const same = await report(player.t4, matchId, score);
    expect(same.statusCode).toBe(200);
    expect(same.json<{ match: Match }>().match).toMatchObject({ id: matchId, team1Results: [7, 6], winnerTeamId: teams[1] });
    const changes = (await t.admin({ method: 'GET', url: `${league.adminLeaguePath}/rounds/${roundId}/matches/${matchId}/history` })).json<MatchHistory>().changes;
    expect(changes).toEqual([expect.objectContaining({ by: { role: 'player', username: 'team4-player' }, via: 'report-confirmed' })]);
  });
});

describe('the history', () => {
  it('records every entry of the dashboard that changes the score, and only those', async () => {
    const round = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/rounds`,
      payload: { name: 'Third', date: '2026-03-16', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' },
    });
    const roundPath = `${league.adminLeaguePath}/rounds/${round.json<{ id: number }>().id}`;
    const place = { team1Id: teams[0], team2Id: teams[1], courtNumber: 1, startTime: 18 };
    const created = await t.admin({ method: 'POST', url: `${roundPath}/matches`, payload: { ...place, team1Results: [6, 6], team2Results: [0, 0] } });
    expect(created.statusCode).toBe(201);
    const matchUrl = `${roundPath}/matches/${created.json<{ id: number }>().id}`;
    await t.admin({ method: 'PUT', url: matchUrl, payload: { ...place, courtNumber: 2 } });
    await t.admin({ method: 'PUT', url: matchUrl, payload: { ...place, outcome: 'walkover', winnerTeamId: teams[1] } });
    await t.admin({ method: 'PUT', url: matchUrl, payload: { ...place, team1Results: [], team2Results: [] } });
    const changes = (await t.admin({ method: 'GET', url: `${matchUrl}/history` })).json<MatchHistory>().changes;
    expect(changes.map((change) => [change.by, change.via, change.from, change.to])).toEqual([
      [{ role: 'admin', username: 'admin' }, 'entry', { team1Results: [], team2Results: [], outcome: 'played' }, { team1Results: [6, 6], team2Results: [0, 0], outcome: 'played' }],
      [{ role: 'admin', username: 'admin' }, 'entry', { team1Results: [6, 6], team2Results: [0, 0], outcome: 'played' }, { team1Results: [], team2Results: [], outcome: 'walkover' }],
      [{ role: 'admin', username: 'admin' }, 'entry', { team1Results: [], team2Results: [], outcome: 'walkover' }, { team1Results: [], team2Results: [], outcome: 'played' }],
    ]);
    expect((await t.admin({ method: 'GET', url: `${roundPath}/matches/999999/history` })).statusCode).toBe(404);
  });
});

describe('a pending report the rules refuse by the time it is due', () => {
  it('is not confirmed but handed to the organiser as disputed, saying why', async () => {
    clock = START;
    const other = await createLeagueFixture(t, { teams: 2 });
    const [teamA, teamB] = other.teamIds as [number, number];
    const token = await createPlayerAccount(t, (await playersOfTeam(t, teamA))[0], 'format-change-player');
    const matchId = (await addMatch(t, other.round, { team1Id: teamA, team2Id: teamB, courtNumber: 1, startTime: 18 })).id;
    expect((await report(token, matchId, { team1Results: [6, 6], team2Results: [4, 3] })).statusCode).toBe(201);
    // The league moves to one pro set to 9 games: two sets no longer fit.
    const changed = await t.admin({ method: 'PUT', url: other.adminLeaguePath, payload: { name: 'Pro sets', matchFormat: 'proSet9' } });
    expect(changed.statusCode).toBe(200);

    clock = new Date(START.getTime() + 25 * HOUR);
    const mine = await myMatches(token);
    expect(mine.recent).toEqual([]);
    expect(mine.upcoming[0]?.report).toMatchObject({ status: 'disputed', reason: expect.stringContaining(REPORT_MESSAGES.autoConfirmRefused), confirmsAt: null });
    expect(await matchRow(matchId)).toMatchObject({ team1_results: null, version: 1 });
    expect((await t.admin({ method: 'GET', url: `${other.round.adminPath}/matches/${matchId}/history` })).json<MatchHistory>().changes).toEqual([]);
  });
});

describe('a result before the match has started', () => {
  it('is refused with 409 MATCH_NOT_STARTED saying from when, and /me says when it can be', async () => {
    const other = await createLeagueFixture(t, { teams: 2 });
    const [teamA, teamB] = other.teamIds as [number, number];
    const token = await createPlayerAccount(t, (await playersOfTeam(t, teamA))[0], 'early-reporter');
    // The fixture's round is on 2026-03-02; the tour's clocks read UTC (TOUR_TIME_ZONE's default).
    const matchId = (await addMatch(t, other.round, { team1Id: teamA, team2Id: teamB, courtNumber: 1, startTime: 20 })).id;
    clock = new Date('2026-03-02T19:59:59.000Z');
    expect((await myMatches(token)).upcoming).toEqual([expect.objectContaining({ id: matchId, startsAt: '2026-03-02T20:00:00.000Z', canReport: false })]);
    const early = await report(token, matchId, WIN_FOR_TEAM1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: REPORT_MESSAGES.notStarted('2026-03-02 at 20:00', 'UTC'),
      code: 'MATCH_NOT_STARTED',
      details: [{ field: 'matchId', message: REPORT_MESSAGES.notStarted('2026-03-02 at 20:00', 'UTC'), startsAt: '2026-03-02T20:00:00.000Z' }],
    });
    expect(await t.db.selectFrom('match_reports').select('id').where('match_id', '=', matchId).execute()).toEqual([]);

    clock = new Date('2026-03-02T20:00:00.000Z');
    expect((await myMatches(token)).upcoming).toEqual([expect.objectContaining({ id: matchId, canReport: true })]);
    expect((await report(token, matchId, WIN_FOR_TEAM1)).statusCode).toBe(201);
  });

  it('reads the start on the tour’s clocks (TOUR_TIME_ZONE), and the round’s first hour for an unplaced match', async () => {
    let zoneClock = new Date('2026-03-02T19:00:00.000Z');
    const zoned = await createTestApp({ TOUR_TIME_ZONE: 'America/New_York' }, undefined, { now: () => zoneClock });
    try {
      const own = await createLeagueFixture(zoned, { teams: 4 });
      const [teamA, teamB, teamC, teamD] = own.teamIds as [number, number, number, number];
      const token = await createPlayerAccount(zoned, (await playersOfTeam(zoned, teamA))[0], 'new-york-player');
      const tokenC = await createPlayerAccount(zoned, (await playersOfTeam(zoned, teamC))[0], 'unplaced-player');
      // 18:00 in New York on 2026-03-02 is 23:00 UTC; the unplaced match starts at the round's 18:00 too.
      const placed = (await addMatch(zoned, own.round, { team1Id: teamA, team2Id: teamB, courtNumber: 1, startTime: 18 })).id;
      const unplaced = (await addMatch(zoned, own.round, { team1Id: teamC, team2Id: teamD, courtNumber: 2, startTime: 20 })).id;
      // Unplaced, as a playoff match is until the organiser gives it a court and an hour.
      await zoned.db.updateTable('matches').set({ court_number: null, start_time: null }).where('id', '=', unplaced).execute();
      const reportAs = (who: string, matchId: number) =>
        zoned.app.inject({ method: 'POST', url: `/api/v1/me/matches/${matchId}/report`, headers: { authorization: `Bearer ${who}` }, payload: WIN_FOR_TEAM1 });
      const early = await reportAs(token, placed);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'MATCH_NOT_STARTED', details: [{ startsAt: '2026-03-02T23:00:00.000Z' }] });
      expect((await reportAs(tokenC, unplaced)).json()).toMatchObject({ code: 'MATCH_NOT_STARTED', details: [{ startsAt: '2026-03-02T23:00:00.000Z' }] });
      zoneClock = new Date('2026-03-02T23:00:00.000Z');
      expect((await reportAs(token, placed)).statusCode).toBe(201);
      expect((await reportAs(tokenC, unplaced)).statusCode).toBe(201);
    } finally {
      await zoned.close();
    }
  });
});
