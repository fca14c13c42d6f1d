import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTeam } from './support/fixtures.js';
import { insertMatch } from './support/season-rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createClub(name = 'Club Norte'): Promise<number> {
  const response = await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function createLeague(clubId: number, payload: Record<string, unknown>) {
  const response = await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${clubId}/leagues`, payload });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number } & Record<string, unknown>>();
}

describe('leagues', () => {
  it('creates with defaults, reads, lists, updates and deletes a league', async () => {
    const clubId = await createClub();
    const created = await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${clubId}/leagues`, payload: { name: 'Liga Otoño' } });
    expect(created.statusCode).toBe(201);
    const league = created.json();
    expect(league).toEqual({
      id: expect.any(Number),
      clubId,
      name: 'Liga Otoño',
      description: null,
      rules: null,
      status: 'active',
      pointsForWin: 3,
      pointsForLoss: 1,
      tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
      matchTiebreakGames: 'one',
      matchFormat: 'free',
      rankByPointsPerMatch: false,
      maxSubstituteAppearances: 2,
      substituteMaxLevelAbove: null,
      autoApproveReschedules: false,
      pointsForDraw: 2,
      deuceRule: 'goldenPoint',
      previousLeagueId: null,
      nextLeagueId: null,
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/${league.id}` });
    expect(read.statusCode).toBe(200);
    // Its own GET also says whether it has playoffs, and its season line (no rounds yet: no year).
    expect(read.json()).toEqual({ ...league, hasPlayoffs: false, seasonNumber: 1, seasonYear: null });

    const list = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?page=1&pageSize=20` });
    expect(list.json()).toEqual({ leagues: [league], total: 1, page: 1, pageSize: 20 });

    const updated = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}`,
      payload: { name: 'Liga Invierno', description: 'Cold', rules: 'Line 1\nLine 2', status: 'finished', pointsForWin: 2, pointsForLoss: 0, tiebreakers: ['gamesWon'], matchTiebreakGames: 'points', matchFormat: 'bestOf3' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ...league,
      name: 'Liga Invierno',
      description: 'Cold',
      rules: 'Line 1\nLine 2',
      status: 'finished',
      pointsForWin: 2,
      pointsForLoss: 0,
      tiebreakers: ['gamesWon'],
      matchTiebreakGames: 'points',
      matchFormat: 'bestOf3',
    });

    const deleted = await t.admin({ method: 'DELETE', url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/${league.id}` })).statusCode).toBe(404);
  });

  it('keeps status and scoring settings a PUT leaves out, and replaces the texts', async () => {
    const clubId = await createClub();
    const league = await createLeague(clubId, {
      name: 'Liga',
      description: 'Old',
      rules: 'Old rules',
      status: 'inactive',
      pointsForWin: 2,
      pointsForLoss: 0,
      tiebreakers: [],
      matchTiebreakGames: 'points',
      matchFormat: 'proSet9',
      maxSubstituteAppearances: 3,
      substituteMaxLevelAbove: 0.5,
    });
    expect(league).toMatchObject({ maxSubstituteAppearances: 3, substituteMaxLevelAbove: 0.5 });
    // What the admin league form sends: name, description, rules and status only.
    const response = await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}`, payload: { name: 'Liga 2', rules: 'New' } });
    expect(response.json()).toEqual({ ...league, name: 'Liga 2', description: null, rules: 'New' });
    // An inactive league is a draft: the dashboard reads it signed in, a visitor gets 404.
    expect((await t.admin({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/${league.id}` })).json()).toEqual({ ...response.json(), hasPlayoffs: false, seasonNumber: 1, seasonYear: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/${league.id}` })).statusCode).toBe(404);
  });

  it('filters by status and orders by name', async () => {
    const clubId = await createClub();
    const zeta = await createLeague(clubId, { name: 'zeta' });
    const alfa = await createLeague(clubId, { name: 'Alfa' });
    const beta = await createLeague(clubId, { name: 'Beta', status: 'inactive' });
    const names = (body: { leagues: { name: string }[] }) => body.leagues.map((league) => league.name);

    // Signed in, as the dashboard reads: the draft (inactive) league is listed too.
    const all = await t.admin({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues` });
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(names(all.json())).toEqual(['Alfa', 'Beta', 'zeta']);
    const publicList = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues` });
    expect(publicList.json()).toEqual({ leagues: [alfa, zeta], total: 2, page: 1, pageSize: 20 });

    const active = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?status=active` });
    expect(active.json()).toEqual({ leagues: [alfa, zeta], total: 2, page: 1, pageSize: 20 });
    const inactive = await t.admin({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?status=inactive` });
    expect(inactive.json()).toEqual({ leagues: [beta], total: 1, page: 1, pageSize: 20 });
    const inactiveToVisitor = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?status=inactive` });
    expect(inactiveToVisitor.json()).toEqual({ leagues: [], total: 0, page: 1, pageSize: 20 });
    const finished = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?status=finished` });
    expect(finished.json()).toEqual({ leagues: [], total: 0, page: 1, pageSize: 20 });
  });

  it('pages: a second page, a page past the end, and pageSize over 100 clamped', async () => {
    const clubId = await createClub();
    for (const name of ['A', 'B', 'C']) await createLeague(clubId, { name });
    const second = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?page=2&pageSize=2` });
    expect(second.json()).toMatchObject({ leagues: [{ name: 'C' }], total: 3, page: 2, pageSize: 2 });
    const past = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?page=9&pageSize=2` });
    expect(past.json()).toEqual({ leagues: [], total: 3, page: 9, pageSize: 2 });
    const clamped = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?pageSize=500` });
    expect(clamped.json()).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    expect(clamped.json().leagues).toHaveLength(3);
    const zero = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?page=0` });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'page' }] });
  });

  it('answers 404 for an unknown club or league, and for a league of another club', async () => {
    const clubId = await createClub();
    const otherClubId = await createClub('Club Sur');
    const league = await createLeague(otherClubId, { name: 'Foreign' });
    const notFound = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    };

    notFound(await t.app.inject({ method: 'GET', url: '/api/v1/clubs/999999/leagues' }));
    notFound(await t.admin({ method: 'POST', url: '/api/v1/admin/clubs/999999/leagues', payload: { name: 'x' } }));
    notFound(await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/999999` }));
    // The league exists, but under another club.
    notFound(await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/${league.id}` }));
    notFound(await t.admin({ method: 'PUT', url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}`, payload: { name: 'Stolen' } }));
    notFound(await t.admin({ method: 'DELETE', url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}` }));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${otherClubId}/leagues/${league.id}` })).json()).toMatchObject({ name: 'Foreign' });
  });

  it('answers 400 with the field for each validation rule', async () => {
    const clubId = await createClub();
    const league = await createLeague(clubId, { name: 'Liga' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'L', status: 'paused' }, 'status'],
      [{ name: 'L', pointsForWin: 11 }, 'pointsForWin'],
      [{ name: 'L', pointsForLoss: -1 }, 'pointsForLoss'],
      [{ name: 'L', pointsForWin: 1.5 }, 'pointsForWin'],
      [{ name: 'L', tiebreakers: ['setsDiff', 'setsDiff'] }, 'tiebreakers'],
      [{ name: 'L', tiebreakers: ['coinToss'] }, 'tiebreakers.0'],
      [{ name: 'L', matchTiebreakGames: 'all' }, 'matchTiebreakGames'],
      [{ name: 'L', matchFormat: 'bestOf5' }, 'matchFormat'],
      [{ name: 'L', description: 'x'.repeat(5001) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      for (const request of [
        { method: 'POST' as const, url: `/api/v1/admin/clubs/${clubId}/leagues` },
        { method: 'PUT' as const, url: `/api/v1/admin/clubs/${clubId}/leagues/${league.id}` },
      ]) {
        const response = await t.admin({ ...request, payload });
        expect(response.statusCode, `${request.method} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
      }
    }
    const badStatus = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?status=paused` });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toMatchObject({ details: [{ field: 'status' }] });
    const badId = await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues/abc` });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ details: [{ field: 'leagueId' }] });
  });

  it('closes the admin routes to anonymous callers', async () => {
    const clubId = await createClub();
    const response = await t.app.inject({ method: 'POST', url: `/api/v1/admin/clubs/${clubId}/leagues`, payload: { name: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses to delete a league with recorded results, and otherwise removes everything in it', async () => {
    const clubId = await createClub();
    const league = await createLeague(clubId, { name: 'Liga' });
    const base = `/api/v1/admin/clubs/${clubId}/leagues/${league.id}`;
    const group = (await t.admin({ method: 'POST', url: `${base}/groups`, payload: { name: 'A' } })).json<{ id: number }>();
    const round = (await t.admin({ method: 'POST', url: `${base}/rounds`, payload: { name: 'R1', date: '2026-04-01' } })).json<{ id: number }>();
    const [team1, team2] = [await createTeam(t), await createTeam(t)] as [number, number];
    for (const teamId of [team1, team2]) {
      expect((await t.admin({ method: 'POST', url: `${base}/groups/${group.id}/teams`, payload: { team_id: teamId } })).statusCode).toBe(201);
    }
    const played = await insertMatch(t, { roundId: round.id, groupId: group.id, team1Id: team1, team2Id: team2, results: [[6, 6], [2, 3]] });

    const refused = await t.admin({ method: 'DELETE', url: base });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      error: 'Cannot delete league "Liga": 1 match with recorded results would be lost. Delete those results first.',
    });

    // Once only a scheduled match is left, the delete takes groups, rounds, memberships and matches.
    await t.db.deleteFrom('matches').where('id', '=', played).execute();
    await insertMatch(t, { roundId: round.id, groupId: group.id, team1Id: team1, team2Id: team2, court: 1, hour: 18 });
    await t.db.insertInto('team_unavailabilities').values({ round_id: round.id, team_id: team1, unavailable_hours: '[19]' }).execute();
    expect((await t.admin({ method: 'DELETE', url: base })).statusCode).toBe(204);
    expect(await t.db.selectFrom('league_groups').select('id').where('league_id', '=', league.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('rounds').select('id').where('league_id', '=', league.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('group_teams').select('team_id').where('league_id', '=', league.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('matches').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('team_unavailabilities').select('id').where('round_id', '=', round.id).execute()).toEqual([]);
    // The teams themselves belong to no league and stay.
    expect(await t.db.selectFrom('teams').select('id').where('id', 'in', [team1, team2]).execute()).toHaveLength(2);
  });
});
