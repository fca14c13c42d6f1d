import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dashboard stats', () => {
  it('answers zero totals on an empty database', async () => {
    const response = await t.admin({ method: 'GET', url: '/api/v1/admin/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ totalPlayers: 0, totalClubs: 0, totalTeams: 0 });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts players, clubs and teams as they are created and deleted', async () => {
    const playerIds: number[] = [];
    for (const [firstName, lastName] of [
      ['Ana', 'Alonso'],
      ['Bea', 'Blanco'],
      ['Cruz', 'Campos'],
    ]) {
      const player = await t.admin({
        method: 'POST',
        url: '/api/v1/admin/players',
        payload: { firstName, lastName, dob: '1991-02-03' },
      });
      playerIds.push(player.json<{ id: number }>().id);
    }
    for (const name of ['Club Norte', 'Club Sur']) {
      expect((await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name } })).statusCode).toBe(201);
    }
    const team = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/teams',
      payload: { player1Id: playerIds[0], player2Id: playerIds[1] },
    });
    expect(team.statusCode).toBe(201);
    expect((await t.admin({ method: 'GET', url: '/api/v1/admin/stats' })).json()).toEqual({
      totalPlayers: 3,
      totalClubs: 2,
      totalTeams: 1,
    });

    // Deleting a player takes their team with them.
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${playerIds[0]}` })).statusCode).toBe(204);
    expect((await t.admin({ method: 'GET', url: '/api/v1/admin/stats' })).json()).toEqual({
      totalPlayers: 2,
      totalClubs: 2,
      totalTeams: 0,
    });
  });

  it('is closed to anonymous callers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
