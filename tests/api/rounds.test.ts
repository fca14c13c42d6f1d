import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTeam, nameOfTeam } from './support/fixtures.js';
import { insertMatch } from './support/season-rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Paths {
  clubId: number;
  leagueId: number;
  rounds: string;
  adminRounds: string;
  adminLeague: string;
}

let count = 0;
async function createLeague(clubId?: number): Promise<Paths> {
  count += 1;
  const club = clubId ?? (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: `Club ${count}` } })).json<{ id: number }>().id;
  const leagueId = (await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${club}/leagues`, payload: { name: `League ${count}` } })).json<{ id: number }>().id;
  const suffix = `clubs/${club}/leagues/${leagueId}`;
  return { clubId: club, leagueId, rounds: `/api/v1/${suffix}/rounds`, adminRounds: `/api/v1/admin/${suffix}/rounds`, adminLeague: `/api/v1/admin/${suffix}` };
}

async function createRound(paths: Paths, payload: Record<string, unknown>) {
  const response = await t.admin({ method: 'POST', url: paths.adminRounds, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number } & Record<string, unknown>>();
}

const ROUND = { name: 'Jornada 1', date: '2026-03-02' };

// A new round is inactive, a draft only staff see (docs/rules.md, "Drafts are private"): these
// tests read as the dashboard does, signed in; tests/api/drafts-private.test.ts covers visitors.
describe('rounds', () => {
  it('creates with the defaults, reads, updates and deletes a round', async () => {
    const paths = await createLeague();
    const created = await t.admin({ method: 'POST', url: paths.adminRounds, payload: ROUND });
    expect(created.statusCode).toBe(201);
    const round = created.json();
    expect(round).toEqual({
      id: expect.any(Number),
      leagueId: paths.leagueId,
      name: 'Jornada 1',
      date: '2026-03-02',
      start_hour: 18,
      end_hour: 22,
      court_number: 1,
      status: 'inactive',
      slot_minutes: 60,
    });
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}/${round.id}` })).json()).toEqual(round);

    const change = { name: 'Jornada 1b', date: '2026-03-03', start_hour: 9, end_hour: 9, court_number: 10, status: 'active' };
    const updated = await t.admin({ method: 'PUT', url: `${paths.adminRounds}/${round.id}`, payload: change });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...round, ...change });

    expect((await t.admin({ method: 'DELETE', url: `${paths.adminRounds}/${round.id}` })).statusCode).toBe(204);
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}/${round.id}` })).statusCode).toBe(404);
  });

  it('lists by date then id, filters by status, and pages', async () => {
    const paths = await createLeague();
    const late = await createRound(paths, { name: 'Late', date: '2026-05-01', status: 'active' });
    const early = await createRound(paths, { name: 'Early', date: '2026-01-15' });
    const sameDay = await createRound(paths, { name: 'Also late', date: '2026-05-01', status: 'active' });

    const all = await t.admin({ method: 'GET', url: paths.rounds });
    expect(all.json()).toEqual({ rounds: [early, late, sameDay], total: 3, page: 1, pageSize: 20 });
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}?status=active` })).json()).toEqual({ rounds: [late, sameDay], total: 2, page: 1, pageSize: 20 });
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}?status=inactive&pageSize=100` })).json()).toEqual({ rounds: [early], total: 1, page: 1, pageSize: 100 });

    expect((await t.admin({ method: 'GET', url: `${paths.rounds}?page=2&pageSize=2` })).json()).toEqual({ rounds: [sameDay], total: 3, page: 2, pageSize: 2 });
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}?page=4&pageSize=1` })).json()).toEqual({ rounds: [], total: 3, page: 4, pageSize: 1 });
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}?pageSize=1000` })).json()).toMatchObject({ total: 3, pageSize: 100 });
    const bad = await t.admin({ method: 'GET', url: `${paths.rounds}?status=finished` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'status' }] });
  });

  it('answers 404 for unknown parents, a league of another club and a round of another league', async () => {
    const paths = await createLeague();
    const sibling = await createLeague(paths.clubId);
    const otherClub = await createLeague();
    const foreignRound = await createRound(sibling, ROUND);
    const expect404 = (response: { statusCode: number; json: () => unknown }, label: string) => {
      expect(response.statusCode, label).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    };

    const mixed = `clubs/${paths.clubId}/leagues/${otherClub.leagueId}/rounds`;
    expect404(await t.admin({ method: 'GET', url: `/api/v1/${mixed}` }), 'list under a league of another club');
    expect404(await t.admin({ method: 'POST', url: `/api/v1/admin/${mixed}`, payload: ROUND }), 'create under a league of another club');
    expect404(await t.admin({ method: 'GET', url: '/api/v1/clubs/999999/leagues/1/rounds' }), 'unknown club');
    expect404(await t.admin({ method: 'GET', url: `${paths.rounds}/999999` }), 'unknown round');
    expect404(await t.admin({ method: 'GET', url: `${paths.rounds}/${foreignRound.id}` }), 'GET round of another league');
    expect404(await t.admin({ method: 'PUT', url: `${paths.adminRounds}/${foreignRound.id}`, payload: ROUND }), 'PUT round of another league');
    expect404(await t.admin({ method: 'DELETE', url: `${paths.adminRounds}/${foreignRound.id}` }), 'DELETE round of another league');
    expect((await t.admin({ method: 'GET', url: `${sibling.rounds}/${foreignRound.id}` })).statusCode).toBe(200);
  });

  it('answers 400 with the field for each validation rule', async () => {
    const paths = await createLeague();
    const round = await createRound(paths, ROUND);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-03-02' }, 'name'],
      [{ ...ROUND, name: ' ' }, 'name'],
      [{ name: 'R' }, 'date'],
      [{ ...ROUND, date: '02.03.2026' }, 'date'],
      [{ ...ROUND, date: '2026-02-30' }, 'date'],
      [{ ...ROUND, start_hour: 24 }, 'start_hour'],
      [{ ...ROUND, start_hour: -1 }, 'start_hour'],
      [{ ...ROUND, end_hour: 24 }, 'end_hour'],
      [{ ...ROUND, start_hour: 20, end_hour: 19 }, 'end_hour'],
      // The default end hour (22) is before this start hour.
      [{ ...ROUND, start_hour: 23 }, 'end_hour'],
      [{ ...ROUND, court_number: 0 }, 'court_number'],
      [{ ...ROUND, court_number: 11 }, 'court_number'],
      [{ ...ROUND, court_number: 1.5 }, 'court_number'],
      [{ ...ROUND, status: 'finished' }, 'status'],
    ];
    for (const [payload, field] of cases) {
      for (const request of [
        { method: 'POST' as const, url: paths.adminRounds },
        { method: 'PUT' as const, url: `${paths.adminRounds}/${round.id}` },
      ]) {
        const response = await t.admin({ ...request, payload });
        expect(response.statusCode, `${request.method} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    }
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}/0` })).json()).toMatchObject({ details: [{ field: 'roundId' }] });
  });

  it('refuses to shrink hours or courts under existing matches, naming them', async () => {
    const paths = await createLeague();
    const round = await createRound(paths, { ...ROUND, start_hour: 18, end_hour: 22, court_number: 3 });
    const groupId = (await t.admin({ method: 'POST', url: `${paths.adminLeague}/groups`, payload: { name: 'A' } })).json<{ id: number }>().id;
    const [a, b, c, d] = [await createTeam(t), await createTeam(t), await createTeam(t), await createTeam(t)] as [number, number, number, number];
    const early = await insertMatch(t, { roundId: round.id, groupId, team1Id: a, team2Id: b, court: 1, hour: 18 });
    const wide = await insertMatch(t, { roundId: round.id, groupId, team1Id: c, team2Id: d, court: 3, hour: 20, results: [[6, 6], [0, 0]] });
    const late = await insertMatch(t, { roundId: round.id, groupId, team1Id: a, team2Id: c, court: 1, hour: 22 });
    const put = (change: Record<string, unknown>) =>
      t.admin({ method: 'PUT', url: `${paths.adminRounds}/${round.id}`, payload: { ...ROUND, start_hour: 18, end_hour: 22, court_number: 3, ...change } });

    const fewerCourts = await put({ court_number: 2 });
    expect(fewerCourts.statusCode).toBe(409);
    expect(fewerCourts.json()).toEqual({
      code: 'CONFLICT',
      error: `1 match would fall outside the round: ${nameOfTeam(c)} vs ${nameOfTeam(d)} (court 3, 20:00). Move or delete them first.`,
      details: [{ field: 'court_number', message: `${nameOfTeam(c)} vs ${nameOfTeam(d)} (court 3, 20:00) would fall outside the round`, matchId: wide }],
    });

    const narrower = await put({ start_hour: 19, end_hour: 21 });
    expect(narrower.statusCode).toBe(409);
    expect(narrower.json().error).toBe(
      `2 matches would fall outside the round: ${nameOfTeam(a)} vs ${nameOfTeam(b)} (court 1, 18:00); ${nameOfTeam(a)} vs ${nameOfTeam(c)} (court 1, 22:00). Move or delete them first.`,
    );
    expect(narrower.json().details.map((detail: { field: string; matchId: number }) => [detail.field, detail.matchId])).toEqual([
      ['start_hour', early],
      ['end_hour', late],
    ]);
    // Nothing changed.
    expect((await t.admin({ method: 'GET', url: `${paths.rounds}/${round.id}` })).json()).toMatchObject({ start_hour: 18, end_hour: 22, court_number: 3 });

    // end_hour is the last start hour, so a match at 22 still fits 18–22; wider is always fine.
    expect((await put({ name: 'Renamed' })).statusCode).toBe(200);
    const wider = await put({ start_hour: 8, end_hour: 23, court_number: 10 });
    expect(wider.statusCode).toBe(200);
    expect(wider.json()).toMatchObject({ start_hour: 8, end_hour: 23, court_number: 10 });
  });

  it('refuses to delete a round with results, and otherwise removes its matches and unavailabilities', async () => {
    const paths = await createLeague();
    const round = await createRound(paths, { ...ROUND, name: 'Jornada 7' });
    const groupId = (await t.admin({ method: 'POST', url: `${paths.adminLeague}/groups`, payload: { name: 'A' } })).json<{ id: number }>().id;
    const [a, b] = [await createTeam(t), await createTeam(t)] as [number, number];
    const retired = await insertMatch(t, { roundId: round.id, groupId, team1Id: a, team2Id: b, results: [[6, 2], [3, 1]], outcome: 'retired', winnerTeamId: a });

    const refused = await t.admin({ method: 'DELETE', url: `${paths.adminRounds}/${round.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', error: 'Cannot delete round "Jornada 7": 1 match with recorded results would be lost. Delete those results first.' });

    await t.db.deleteFrom('matches').where('id', '=', retired).execute();
    await insertMatch(t, { roundId: round.id, groupId, team1Id: a, team2Id: b, court: 1, hour: 18 });
    await t.db.insertInto('team_unavailabilities').values({ round_id: round.id, team_id: a, unavailable_hours: '[18, 19]' }).execute();
    expect((await t.admin({ method: 'DELETE', url: `${paths.adminRounds}/${round.id}` })).statusCode).toBe(204);
    expect(await t.db.selectFrom('matches').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('team_unavailabilities').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    expect((await t.admin({ method: 'GET', url: paths.rounds })).json()).toMatchObject({ rounds: [], total: 0 });
  });
});
