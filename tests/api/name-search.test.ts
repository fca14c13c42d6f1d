import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/server/db/database.js';
import { seedDemoTour } from '../../src/server/seed/demo-tour.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

/*
 * Issue 9: the names of a Spanish league. Players and teams search ignores case and accents and
 * finds a name stored decomposed (NFD) by its composed form and the other way round, the same on
 * SQLite and PostgreSQL. Results are compared sorted: the order of accented names is the
 * database's collation, not what these tests are about.
 */

const nfd = (text: string): string => text.normalize('NFD');
const JOSE = nfd('José');
const PENA = nfd('Peña');

async function createPlayer(t: TestApp, firstName: string, lastName: string): Promise<number> {
  const response = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/players',
    payload: { firstName, lastName, dob: '1990-05-17' },
  });
  if (response.statusCode !== 201) throw new Error(`player failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function createTeam(t: TestApp, player1Id: number, player2Id: number, name?: string): Promise<number> {
  const response = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/teams',
    payload: { player1Id, player2Id, name },
  });
  if (response.statusCode !== 201) throw new Error(`team failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function playersFound(t: TestApp, search: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/players?search=${encodeURIComponent(search)}` });
  expect(response.statusCode).toBe(200);
  const { players, total } = response.json<{ players: { firstName: string; lastName: string }[]; total: number }>();
  expect(total).toBe(players.length);
  return players.map((player) => `${player.firstName} ${player.lastName}`).sort();
}

async function teamsFound(t: TestApp, search: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/teams?search=${encodeURIComponent(search)}` });
  expect(response.statusCode).toBe(200);
  const { teams, total } = response.json<{ teams: { name: string }[]; total: number }>();
  expect(total).toBe(teams.length);
  return teams.map((team) => team.name).sort();
}

describe('players search ignores case and accents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createPlayer(t, 'Lucía', 'Álvarez');
    await createPlayer(t, 'Marta', 'Núñez');
    await createPlayer(t, JOSE, PENA);
    await createPlayer(t, 'ÍÑIGO', 'MUÑOZ');
    await createPlayer(t, 'Jürgen', 'Strauß');
    await createPlayer(t, 'Søren', 'Ødegaard');
    await createPlayer(t, 'Ana', 'Alonso');
  });
  afterAll(() => t.close());

  it.each(['alvarez', 'álvarez', 'ÁLVAREZ', 'ALVAREZ', 'lucia alvarez', nfd('Álvarez')])(
    'finds "Lucía Álvarez" by "%s"',
    async (search) => {
      expect(await playersFound(t, search)).toEqual(['Lucía Álvarez']);
    },
  );

  it.each(['NÚÑEZ', 'nunez', 'Núñez', nfd('NÚÑEZ'), 'marta   nunez'])('finds "Marta Núñez" by "%s"', async (search) => {
    expect(await playersFound(t, search)).toEqual(['Marta Núñez']);
  });

  it('finds a name stored decomposed (NFD) by its composed, plain and upper-case forms', async () => {
    expect(JOSE).not.toBe('José');
    for (const search of ['José Peña', 'jose pena', 'PEÑA', nfd('peña')]) {
      expect(await playersFound(t, search), search).toEqual([`${JOSE} ${PENA}`]);
    }
  });

  it('finds a name stored in capitals by lower-case and plain forms', async () => {
    for (const search of ['iñigo muñoz', 'inigo', 'munoz']) {
      expect(await playersFound(t, search), search).toEqual(['ÍÑIGO MUÑOZ']);
    }
  });

  it('folds letters that carry no accent mark: ß, ø', async () => {
    expect(await playersFound(t, 'strauss')).toEqual(['Jürgen Strauß']);
    expect(await playersFound(t, 'jurgen STRAUSS')).toEqual(['Jürgen Strauß']);
    expect(await playersFound(t, 'soren odegaard')).toEqual(['Søren Ødegaard']);
  });

  it('still tells different names apart', async () => {
    expect(await playersFound(t, 'al')).toEqual(['Ana Alonso', 'Lucía Álvarez']);
    expect(await playersFound(t, 'nunes')).toEqual([]);
  });

  it('finds a renamed player by the new name only', async () => {
    const id = await createPlayer(t, 'Raúl', 'Gómez');
    const renamed = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/players/${id}`,
      payload: { firstName: 'Raúl', lastName: 'Sáez', dob: '1990-05-17' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await playersFound(t, 'raul saez')).toEqual(['Raúl Sáez']);
    expect(await playersFound(t, 'gomez')).toEqual([]);
  });
});

describe('teams search ignores case and accents in team and player names', () => {
  let t: TestApp;
  const ids = { lucia: 0, marta: 0, jose: 0, ana: 0, iker: 0, named: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    ids.lucia = await createPlayer(t, 'Lucía', 'Álvarez');
    ids.marta = await createPlayer(t, 'Marta', 'Núñez');
    ids.jose = await createPlayer(t, JOSE, PENA);
    ids.ana = await createPlayer(t, 'Ana', 'Alonso');
    ids.iker = await createPlayer(t, 'Íker', 'Martín');
    await createTeam(t, ids.lucia, ids.marta);
    ids.named = await createTeam(t, ids.jose, ids.ana, 'Los Cañones');
  });
  afterAll(() => t.close());

  it('finds a team by its players, whatever the case and accents', async () => {
    for (const search of ['ALVAREZ', 'álvarez', 'nunez', 'NÚÑEZ', nfd('Núñez'), 'lucia alvarez']) {
      expect(await teamsFound(t, search), search).toEqual(['Lucía Álvarez / Marta Núñez']);
    }
  });

  it('finds a team by its own name and by a player stored decomposed (NFD)', async () => {
    for (const search of ['canones', 'LOS CAÑONES', nfd('cañones'), 'José Peña', 'jose pena']) {
      expect(await teamsFound(t, search), search).toEqual(['Los Cañones']);
    }
  });

  it('keeps a search inside one name, as before: team name and player name do not join', async () => {
    expect(await teamsFound(t, 'canones jose')).toEqual([]);
    expect(await teamsFound(t, 'alvarez marta')).toEqual([]);
  });

  it('follows a player rename', async () => {
    const renamed = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/players/${ids.marta}`,
      payload: { firstName: 'Marta', lastName: 'Ibáñez', dob: '1990-05-17' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await teamsFound(t, 'ibanez')).toEqual(['Lucía Álvarez / Marta Ibáñez']);
    expect(await teamsFound(t, 'nunez')).toEqual([]);
  });

  it('follows a change of team name and of players', async () => {
    const updated = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/teams/${ids.named}`,
      payload: { player1Id: ids.jose, player2Id: ids.iker, name: 'Las Águilas' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await teamsFound(t, 'aguilas')).toEqual(['Las Águilas']);
    expect(await teamsFound(t, 'IKER MARTIN')).toEqual(['Las Águilas']);
    expect(await teamsFound(t, 'canones')).toEqual([]);
    expect(await teamsFound(t, 'alonso')).toEqual([]);
  });
});

describe('rows written before the search column existed', () => {
  let t: TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase({ migrateTo: '001-initial' });
    // Written as version 001 did, without search_text: the migration must fill it.
    const { db } = database.handle;
    const player = async (firstName: string, lastName: string) => {
      const { rows } = await sql<{ id: number }>`
        insert into players (first_name, last_name, dob, status, created_at)
        values (${firstName}, ${lastName}, '1990-05-17', 'active', '2025-01-01T00:00:00.000Z')
        returning id`.execute(db);
      return Number(rows[0]?.id);
    };
    const lucia = await player('Lucía', 'Álvarez');
    const jose = await player(JOSE, PENA);
    await sql`
      insert into teams (name, player1_id, player2_id, player_low_id, player_high_id, created_at)
      values (${'Los Cañones'}, ${lucia}, ${jose}, ${Math.min(lucia, jose)}, ${Math.max(lucia, jose)}, '2025-01-01T00:00:00.000Z')
    `.execute(db);
    await migrateToLatest(database.handle);
    t = await createTestApp({}, database);
  });
  afterAll(() => t.close());

  it('are found by the migration’s backfilled search text', async () => {
    expect(await playersFound(t, 'ALVAREZ')).toEqual(['Lucía Álvarez']);
    expect(await playersFound(t, 'José Peña')).toEqual([`${JOSE} ${PENA}`]);
    for (const search of ['canones', 'alvarez', 'PENA']) {
      expect(await teamsFound(t, search), search).toEqual(['Los Cañones']);
    }
  });
});

describe('the demo tour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoTour(t.db, { size: 'small', today: '2026-03-02' });
  });
  afterAll(() => t.close());

  it('is found like any other data: a seeded accented name by its plain capitals', async () => {
    const players = await t.db.selectFrom('players').select(['id', 'first_name', 'last_name']).orderBy('id').execute();
    const accented = players.find((player) => /[^\x20-\x7e]/.test(player.last_name));
    if (!accented) throw new Error('the small tour has no accented last name');
    const plain = accented.last_name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const query = `search=${encodeURIComponent(plain)}&pageSize=100`;

    const playerIds = (await t.app.inject({ method: 'GET', url: `/api/v1/players?${query}` }))
      .json<{ players: { id: number }[] }>()
      .players.map((player) => player.id);
    expect(playerIds).toContain(accented.id);
    const teams = (await t.app.inject({ method: 'GET', url: `/api/v1/teams?${query}` })).json<{
      teams: { player1Id: number; player2Id: number }[];
    }>().teams;
    expect(teams.some((team) => team.player1Id === accented.id || team.player2Id === accented.id)).toBe(true);
  });
});
