import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';

let t: TestApp;
let league: LeagueFixture;
beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 21] });
});
afterAll(() => t.close());

describe('rules that span domains', () => {
  it('records a retirement at one set each, and it counts for the named winner', async () => {
    const [a, b] = league.groups[0]!.teamIds as [number, number];
    const response = await t.admin({
      method: 'POST',
      url: `${league.round.adminPath}/matches`,
      payload: { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18, team1Results: [6, 3, 2], team2Results: [4, 6, 2], outcome: 'retired', winnerTeamId: b },
    });
    expect(response.statusCode).toBe(201);
    const standings = (await t.app.inject({ method: 'GET', url: `${league.leaguePath}/groups/${league.groups[0]!.id}/standings` })).json();
    const winner = standings.standings.find((row: { teamId: number }) => row.teamId === b);
    expect(winner).toMatchObject({ matchesPlayed: 1, matchesWon: 1, points: 3 });
  });

  it('keeps a player inactive when an update leaves status out', async () => {
    const created = (await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Ina', lastName: 'Active', dob: '1990-01-01', status: 'inactive' } })).json();
    const updated = await t.admin({ method: 'PUT', url: `/api/v1/admin/players/${created.id}`, payload: { firstName: 'Ina', lastName: 'Renamed', dob: '1990-01-01' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: 'Renamed', status: 'inactive' });
  });

  it('refuses to swap the players of a team that has recorded results', async () => {
    const [, , c, d] = league.groups[0]!.teamIds as [number, number, number, number];
    await addMatch(t, league.round, { team1Id: c, team2Id: d, courtNumber: 2, startTime: 18, team1Results: [6, 6], team2Results: [1, 2] });
    const team = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${c}` })).json();
    const newcomer = (await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'New', lastName: 'Comer', dob: '1995-05-05' } })).json();
    const swap = await t.admin({ method: 'PUT', url: `/api/v1/admin/teams/${c}`, payload: { player1Id: team.player1Id, player2Id: newcomer.id } });
    expect(swap.statusCode).toBe(409);
    const rename = await t.admin({ method: 'PUT', url: `/api/v1/admin/teams/${c}`, payload: { player1Id: team.player1Id, player2Id: team.player2Id, name: 'Still Us' } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().name).toBe('Still Us');
  });
});
