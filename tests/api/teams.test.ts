import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addToGroup, insertMatch, insertSeason } from './support/season-rows.js';

async function createPlayer(t: TestApp, firstName: string, lastName: string): Promise<number> {
  const response = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/players',
    payload: { firstName, lastName, dob: '1990-05-17' },
  });
  if (response.statusCode !== 201) throw new Error(`player failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

const postTeam = (t: TestApp, payload: Record<string, unknown>) =>
  t.admin({ method: 'POST', url: '/api/v1/admin/teams', payload });

async function createTeam(t: TestApp, player1Id: number, player2Id: number, name?: string): Promise<number> {
  const response = await postTeam(t, { player1Id, player2Id, name });
  if (response.statusCode !== 201) throw new Error(`team failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

describe('teams: create, read, update, delete', () => {
  let t: TestApp;
  let juan: number;
  let ale: number;
  let paquito: number;
  let martin: number;
  beforeAll(async () => {
    t = await createTestApp();
    juan = await createPlayer(t, 'Juan', 'Lebrón');
    ale = await createPlayer(t, 'Alejandro', 'Galán');
    paquito = await createPlayer(t, 'Paquito', 'Navarro');
    martin = await createPlayer(t, 'Martín', 'Di Nenno');
  });
  afterAll(() => t.close());

  it('creates a team named after its players and reads it back', async () => {
    const created = await postTeam(t, { player1Id: juan, player2Id: ale });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toEqual({
      id: expect.any(Number),
      name: 'Juan Lebrón / Alejandro Galán',
      customName: null,
      shortName: 'J. Lebrón / A. Galán',
      player1Id: juan,
      player2Id: ale,
      player1: { id: juan, firstName: 'Juan', lastName: 'Lebrón' },
      player2: { id: ale, firstName: 'Alejandro', lastName: 'Galán' },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${team.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(team);
    expect(read.headers.etag).toBeTruthy();
  });

  it('uses a set name as the display name, keeps the short name from the players, and updates', async () => {
    const created = await postTeam(t, { player1Id: paquito, player2Id: martin, name: '  Los Magos  ' });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toMatchObject({ name: 'Los Magos', customName: 'Los Magos', shortName: 'P. Navarro / M. Di Nenno' });

    const renamed = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/teams/${team.id}`,
      payload: { player1Id: martin, player2Id: paquito, name: '' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: team.id,
      name: 'Martín Di Nenno / Paquito Navarro',
      customName: null,
      shortName: 'M. Di Nenno / P. Navarro',
      player1Id: martin,
      player2Id: paquito,
      player1: { id: martin, firstName: 'Martín', lastName: 'Di Nenno' },
      player2: { id: paquito, firstName: 'Paquito', lastName: 'Navarro' },
    });
  });

  it.each([
    ['the same player twice', (ids: number[]) => ({ player1Id: ids[0], player2Id: ids[0] }), 'player2Id'],
    ['a missing first player', (ids: number[]) => ({ player2Id: ids[0] }), 'player1Id'],
    ['a missing second player', (ids: number[]) => ({ player1Id: ids[0] }), 'player2Id'],
    ['a player id that is not a number', (ids: number[]) => ({ player1Id: 'abc', player2Id: ids[0] }), 'player1Id'],
    ['a negative player id', (ids: number[]) => ({ player1Id: -3, player2Id: ids[0] }), 'player1Id'],
  ])('answers 400 naming the field for %s', async (_case, payloadOf, field) => {
    const response = await postTeam(t, payloadOf([juan, ale]));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { field: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((detail) => detail.field)).toEqual([field]);
  });

  it('says why the same player cannot be chosen twice', async () => {
    const response = await postTeam(t, { player1Id: juan, player2Id: juan });
    expect(response.json()).toMatchObject({
      details: [{ field: 'player2Id', message: 'A team needs two different players' }],
    });
  });

  it('answers 404 "Player not found" for an unknown player', async () => {
    for (const payload of [
      { player1Id: 999999, player2Id: juan },
      { player1Id: juan, player2Id: 999999 },
    ]) {
      const response = await postTeam(t, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Player not found', code: 'NOT_FOUND' });
    }
  });

  it('refuses the same pair of players in either order, also by update', async () => {
    const sameOrder = await postTeam(t, { player1Id: juan, player2Id: ale });
    expect(sameOrder.statusCode).toBe(409);
    expect(sameOrder.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'These two players already form team "Juan Lebrón / Alejandro Galán"',
    });
    expect((await postTeam(t, { player1Id: ale, player2Id: juan, name: 'Another name' })).statusCode).toBe(409);

    const other = await createTeam(t, juan, paquito);
    const clash = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/teams/${other}`,
      payload: { player1Id: ale, player2Id: juan },
    });
    expect(clash.statusCode).toBe(409);
    // Keeping its own pair, swapped or renamed, is no conflict with itself.
    const kept = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/teams/${other}`,
      payload: { player1Id: paquito, player2Id: juan, name: 'Mixed' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Mixed', player1Id: paquito, player2Id: juan });
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/teams/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Team not found', code: 'NOT_FOUND' });
    expect(
      (
        await t.admin({
          method: 'PUT',
          url: '/api/v1/admin/teams/999999',
          payload: { player1Id: juan, player2Id: martin },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/v1/admin/teams/999999' })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/teams/0' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ details: [{ field: 'teamId' }] });
  });

  it('refuses to delete a team with results, naming it, and keeps everything', async () => {
    const tapia = await createPlayer(t, 'Agustín', 'Tapia');
    const coello = await createPlayer(t, 'Arturo', 'Coello');
    const winners = await createTeam(t, tapia, coello);
    const losers = await createTeam(t, juan, martin);
    const season = await insertSeason(t);
    await insertMatch(t, {
      roundId: season.roundId,
      groupId: season.groupId,
      team1Id: winners,
      team2Id: losers,
      results: [
        [6, 6],
        [3, 4],
      ],
    });

    const response = await t.admin({ method: 'DELETE', url: `/api/v1/admin/teams/${winners}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      error:
        'Cannot delete team "Agustín Tapia / Arturo Coello": 1 match with recorded results would be lost. Delete those results first.',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teams/${winners}` })).statusCode).toBe(200);

    // A walkover is a recorded result too.
    const walkedOver = await createTeam(t, tapia, martin);
    await insertMatch(t, {
      roundId: season.roundId,
      groupId: season.groupId,
      team1Id: walkedOver,
      team2Id: losers,
      outcome: 'walkover',
      winnerTeamId: losers,
    });
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/teams/${walkedOver}` })).statusCode).toBe(409);
  });

  it('deletes a team without results with its memberships, unavailabilities and unplayed matches, keeping the players', async () => {
    const a = await createPlayer(t, 'Fer', 'Belasteguín');
    const b = await createPlayer(t, 'Pablo', 'Lima');
    const team = await createTeam(t, a, b);
    const opponent = await createTeam(t, ale, martin);
    const season = await insertSeason(t, { clubName: 'Club Oeste' });
    await addToGroup(t, season, team);
    await addToGroup(t, season, opponent);
    await t.db
      .insertInto('team_unavailabilities')
      .values({ round_id: season.roundId, team_id: team, unavailable_hours: '[20]' })
      .execute();
    await insertMatch(t, {
      roundId: season.roundId,
      groupId: season.groupId,
      team1Id: opponent,
      team2Id: team,
      court: 1,
      hour: 18,
    });

    const response = await t.admin({ method: 'DELETE', url: `/api/v1/admin/teams/${team}` });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teams/${team}` })).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('group_teams').select('team_id').where('group_id', '=', season.groupId).execute(),
    ).toEqual([{ team_id: opponent }]);
    expect(await t.db.selectFrom('team_unavailabilities').selectAll().where('team_id', '=', team).execute()).toEqual(
      [],
    );
    expect(await t.db.selectFrom('matches').selectAll().where('round_id', '=', season.roundId).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${a}` })).statusCode).toBe(200);
    // The pair is free again.
    expect((await postTeam(t, { player1Id: b, player2Id: a })).statusCode).toBe(201);
  });
});

describe('teams: list, search and paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const [ana, bea, cruz, dani, eva, fran] = await Promise.all(
      [
        ['Ana', 'Zubiri'],
        ['Bea', 'Yuste'],
        ['Cruz', 'Xirau'],
        ['Dani', 'Wolf'],
        ['Eva', 'Vidal'],
        ['Fran', 'Ureña'],
      ].map(([first, last]) => createPlayer(t, first ?? '', last ?? '')),
    );
    const id = (value: number | undefined) => value ?? 0;
    await createTeam(t, id(eva), id(fran));
    await createTeam(t, id(ana), id(bea));
    await createTeam(t, id(cruz), id(dani), 'Baseline Bandits');
    await createTeam(t, id(ana), id(cruz));
  });
  afterAll(() => t.close());

  const names = (body: { teams: { name: string }[] }) => body.teams.map((team) => team.name);
  const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/teams?${query}` })).json();

  it('orders by the name people see and pages with a total', async () => {
    expect(names(await list('pageSize=3'))).toEqual([
      'Ana Zubiri / Bea Yuste',
      'Ana Zubiri / Cruz Xirau',
      'Baseline Bandits',
    ]);
    expect(await list('page=2&pageSize=3')).toMatchObject({
      teams: [{ name: 'Eva Vidal / Fran Ureña' }],
      total: 4,
      page: 2,
      pageSize: 3,
    });
  });

  it('answers an empty page past the end and clamps pageSize to 100', async () => {
    expect(await list('page=5&pageSize=2')).toEqual({ teams: [], total: 4, page: 5, pageSize: 2 });
    expect(await list('pageSize=1000')).toMatchObject({ total: 4, page: 1, pageSize: 100 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teams?page=-1' })).statusCode).toBe(400);
  });

  it('searches the team name and either player’s name without regard to case', async () => {
    expect(names(await list('search=BANDITS'))).toEqual(['Baseline Bandits']);
    // Found through its players even though the team has its own name.
    expect(names(await list('search=dani%20wolf'))).toEqual(['Baseline Bandits']);
    expect(names(await list('search=zubiri'))).toEqual(['Ana Zubiri / Bea Yuste', 'Ana Zubiri / Cruz Xirau']);
    expect(names(await list('search=cruz'))).toEqual(['Ana Zubiri / Cruz Xirau', 'Baseline Bandits']);
    expect(names(await list('search=fran'))).toEqual(['Eva Vidal / Fran Ureña']);
    expect(await list('search=nobody')).toEqual({ teams: [], total: 0, page: 1, pageSize: 20 });
    expect(await list('search=cruz&pageSize=1')).toMatchObject({ total: 2, pageSize: 1 });
  });
});
