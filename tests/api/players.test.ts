import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addToGroup, insertMatch, insertSeason } from './support/season-rows.js';

async function createPlayer(
  t: TestApp,
  firstName: string,
  lastName: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/players',
    payload: { firstName, lastName, dob: '1990-05-17', ...extra },
  });
  if (response.statusCode !== 201) throw new Error(`player failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

async function createTeam(t: TestApp, player1Id: number, player2Id: number): Promise<number> {
  const response = await t.admin({ method: 'POST', url: '/api/v1/admin/teams', payload: { player1Id, player2Id } });
  if (response.statusCode !== 201) throw new Error(`team failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

describe('players: create, read, update, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes a player', async () => {
    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: ' Juan ', lastName: 'Lebrón', dob: '1995-01-30' },
    });
    expect(created.statusCode).toBe(201);
    const player = created.json();
    expect(player).toEqual({
      id: expect.any(Number),
      firstName: 'Juan',
      lastName: 'Lebrón',
      guest: false,
      startingLevel: null,
      dob: '1995-01-30',
      email: null,
      phone: null,
      status: 'active',
      matchesPlayed: 0,
      matchesWon: 0,
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/v1/players/${player.id}` });
    expect(read.statusCode).toBe(200);
    // The public read is the staff answer without the staff-only fields (issue 24).
    const { dob: _dob, email: _email, phone: _phone, guest: _guest, startingLevel: _startingLevel, ...publicPart } = player;
    expect(read.json()).toEqual(publicPart);
    expect((await t.admin({ method: 'GET', url: `/api/v1/admin/players/${player.id}` })).json()).toEqual(player);
    expect(read.headers.etag).toBeTruthy();

    const updated = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/players/${player.id}`,
      payload: { firstName: 'Juan', lastName: 'Lebrón Chincoa', dob: '1995-01-30', status: 'inactive' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...player, lastName: 'Lebrón Chincoa', status: 'inactive' });

    const statistics = await t.app.inject({ method: 'GET', url: `/api/v1/players/${player.id}/statistics` });
    expect(statistics.json()).toEqual({
      playerId: player.id,
      matchesPlayed: 0,
      matchesWon: 0,
      matchesLost: 0,
      setsWon: 0,
      setsLost: 0,
      gamesWon: 0,
      gamesLost: 0,
      winRate: 0,
    });

    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${player.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${player.id}` })).statusCode).toBe(404);
  });

  it.each([
    ['a missing first name', { lastName: 'Lebrón', dob: '1995-01-30' }, 'firstName'],
    ['a blank first name', { firstName: '   ', lastName: 'Lebrón', dob: '1995-01-30' }, 'firstName'],
    ['a missing last name', { firstName: 'Juan', dob: '1995-01-30' }, 'lastName'],
    ['a date of birth that is not text', { firstName: 'Juan', lastName: 'Lebrón', dob: 19950130 }, 'dob'],
    ['a date of birth in another format', { firstName: 'Juan', lastName: 'Lebrón', dob: '30.01.1995' }, 'dob'],
    ['an impossible date of birth', { firstName: 'Juan', lastName: 'Lebrón', dob: '1995-02-30' }, 'dob'],
    ['a date of birth in the future', { firstName: 'Juan', lastName: 'Lebrón', dob: '2999-01-01' }, 'dob'],
    ['an unknown status', { firstName: 'Juan', lastName: 'Lebrón', dob: '1995-01-30', status: 'retired' }, 'status'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const response = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: { field: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((detail) => detail.field)).toEqual([field]);
  });

  it('gives one message per date problem, the one that applies', async () => {
    const messageFor = async (dob: string) =>
      (
        await t.admin({
          method: 'POST',
          url: '/api/v1/admin/players',
          payload: { firstName: 'Juan', lastName: 'Lebrón', dob },
        })
      ).json<{
        details: { message: string }[];
      }>().details;
    expect(await messageFor('30.01.1995')).toEqual([{ field: 'dob', message: 'Use the format yyyy-mm-dd' }]);
    expect(await messageFor('1995-02-30')).toEqual([{ field: 'dob', message: 'Not a valid date' }]);
    expect(await messageFor('2999-01-01')).toEqual([
      { field: 'dob', message: 'Date of birth cannot be in the future' },
    ]);
  });

  it('validates updates the same way', async () => {
    const id = await createPlayer(t, 'Ana', 'Ortiz');
    const response = await t.admin({
      method: 'PUT',
      url: `/api/v1/admin/players/${id}`,
      payload: { firstName: 'Ana', lastName: '', dob: '1990-05-17' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'lastName' }] });
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    for (const url of ['/api/v1/players/999999', '/api/v1/players/999999/statistics']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Player not found', code: 'NOT_FOUND' });
    }
    const payload = { firstName: 'X', lastName: 'Y', dob: '1990-01-01' };
    expect((await t.admin({ method: 'PUT', url: '/api/v1/admin/players/999999', payload })).statusCode).toBe(404);
    expect((await t.admin({ method: 'DELETE', url: '/api/v1/admin/players/999999' })).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/v1/players/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'playerId' }] });
  });

  it('keeps admin writes closed to anonymous callers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: 'A', lastName: 'B', dob: '1990-01-01' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('players: list, search and paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Created out of order: the list must come back by last name, first name, then id.
    await createPlayer(t, 'Paquito', 'Navarro');
    await createPlayer(t, 'Alejandro', 'Galán');
    await createPlayer(t, 'Juan', 'Lebrón');
    await createPlayer(t, 'Agustín', 'Tapia');
    await createPlayer(t, 'Arturo', 'Coello');
    await createPlayer(t, 'Ana', 'Navarro');
    await createPlayer(t, 'Old', 'Timer', { status: 'inactive' });
  });
  afterAll(() => t.close());

  const names = (body: { players: { firstName: string; lastName: string }[] }) =>
    body.players.map((player) => `${player.firstName} ${player.lastName}`);

  it('orders by last name, then first name, and pages with a total', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/players?page=1&pageSize=3' });
    expect(first.statusCode).toBe(200);
    expect(names(first.json())).toEqual(['Arturo Coello', 'Alejandro Galán', 'Juan Lebrón']);
    expect(first.json()).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/players?page=2&pageSize=3' });
    expect(names(second.json())).toEqual(['Ana Navarro', 'Paquito Navarro', 'Agustín Tapia']);
    const third = await t.app.inject({ method: 'GET', url: '/api/v1/players?page=3&pageSize=3' });
    expect(names(third.json())).toEqual(['Old Timer']);
  });

  it('answers every player with the same shape as GET by id', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/players?search=coello' });
    const [player] = list.json<{ players: { id: number }[] }>().players;
    expect(player).toBeDefined();
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/players/${player?.id}` });
    expect(list.json()).toEqual({ players: [one.json()], total: 1, page: 1, pageSize: 20 });
  });

  it('answers an empty page past the end and clamps pageSize to 100', async () => {
    const past = await t.app.inject({ method: 'GET', url: '/api/v1/players?page=9&pageSize=5' });
    expect(past.json()).toEqual({ players: [], total: 7, page: 9, pageSize: 5 });
    const clamped = await t.app.inject({ method: 'GET', url: '/api/v1/players?pageSize=500' });
    expect(clamped.json()).toMatchObject({ total: 7, pageSize: 100 });
    expect(clamped.json<{ players: unknown[] }>().players).toHaveLength(7);
    for (const query of ['page=0', 'pageSize=0', 'page=abc', 'status=retired']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/v1/players?${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('searches first name, last name and "first last" without regard to case', async () => {
    const search = async (text: string) =>
      names((await t.app.inject({ method: 'GET', url: `/api/v1/players?search=${encodeURIComponent(text)}` })).json());
    expect(await search('NAVARRO')).toEqual(['Ana Navarro', 'Paquito Navarro']);
    expect(await search('paq')).toEqual(['Paquito Navarro']);
    expect(await search('juan leb')).toEqual(['Juan Lebrón']);
    expect(await search('Agustín Tapia')).toEqual(['Agustín Tapia']);
    expect(await search('  ')).toHaveLength(7);
    expect(await search('nobody')).toEqual([]);
    // LIKE wildcards typed by a person are literal characters, not "anything".
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('filters by status and counts only what matches', async () => {
    const active = await t.app.inject({ method: 'GET', url: '/api/v1/players?status=active&pageSize=1' });
    expect(active.json()).toMatchObject({ total: 6, pageSize: 1 });
    const inactive = await t.app.inject({ method: 'GET', url: '/api/v1/players?status=inactive' });
    expect(names(inactive.json())).toEqual(['Old Timer']);
    const searched = await t.app.inject({ method: 'GET', url: '/api/v1/players?status=active&search=o' });
    // Every active player but Agustín Tapia: the ó of "Lebrón" counts, since search ignores accents.
    expect(searched.json()).toMatchObject({ total: 5 });
  });
});

describe('players: statistics over every team', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const teams: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, first, last] of [
      ['ana', 'Ana', 'Alonso'],
      ['bea', 'Bea', 'Blanco'],
      ['cruz', 'Cruz', 'Campos'],
      ['dani', 'Dani', 'Díaz'],
      ['eva', 'Eva', 'Esteban'],
      ['fran', 'Fran', 'Flores'],
    ] as const) {
      ids[key] = await createPlayer(t, first, last);
    }
    const id = (key: string) => ids[key] ?? 0;
    teams.ab = await createTeam(t, id('ana'), id('bea'));
    teams.cd = await createTeam(t, id('cruz'), id('dani'));
    teams.ae = await createTeam(t, id('ana'), id('eva'));
    teams.ef = await createTeam(t, id('eva'), id('fran'));

    const one = await insertSeason(t, { matchTiebreakGames: 'one' });
    const points = await insertSeason(t, { clubName: 'Club Sur', matchTiebreakGames: 'points' });
    const team = (key: string) => teams[key] ?? 0;
    const at = (season: typeof one) => ({ roundId: season.roundId, groupId: season.groupId });
    // ab beats cd 6-4 3-6 10-8: these leagues play the free format, which records no set as a match
    // tie-break, so the 10-8 counts its games as scored (docs/standings.md, "Games as scored").
    await insertMatch(t, {
      ...at(one),
      team1Id: team('ab'),
      team2Id: team('cd'),
      results: [
        [6, 3, 10],
        [4, 6, 8],
      ],
    });
    // cd beats ae 6-4 3-6 12-10 where a tie-break counts its points.
    await insertMatch(t, {
      ...at(points),
      team1Id: team('ae'),
      team2Id: team('cd'),
      results: [
        [4, 6, 10],
        [6, 3, 12],
      ],
    });
    // ef wins a walkover against ab: 6-0 6-0.
    await insertMatch(t, {
      ...at(one),
      team1Id: team('ab'),
      team2Id: team('ef'),
      outcome: 'walkover',
      winnerTeamId: team('ef'),
    });
    await insertMatch(t, {
      ...at(one),
      team1Id: team('cd'),
      team2Id: team('ef'),
      results: [
        [6, 6],
        [1, 2],
      ],
    });
    // Eva plays on both sides here: it counts for Ana and Fran, not for Eva.
    await insertMatch(t, {
      ...at(one),
      team1Id: team('ae'),
      team2Id: team('ef'),
      results: [
        [6, 6],
        [2, 3],
      ],
    });
    // Only scheduled: counts for nobody.
    await insertMatch(t, { ...at(one), team1Id: team('ab'), team2Id: team('cd'), court: 2, hour: 19 });
  });
  afterAll(() => t.close());

  it('adds up the matches of every team the player belongs to, with each league’s tie-break rule', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/players/${ids.ana}/statistics` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      playerId: ids.ana,
      matchesPlayed: 4,
      matchesWon: 2,
      matchesLost: 2,
      setsWon: 2 + 1 + 0 + 2,
      setsLost: 1 + 2 + 2 + 0,
      gamesWon: 19 + 20 + 0 + 12,
      gamesLost: 18 + 21 + 12 + 5,
      winRate: 50,
    });
  });

  it('answers the match counts in the list and by id, one player at a time or a page at once', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/players?pageSize=100' });
    const counts = Object.fromEntries(
      list
        .json<{ players: { firstName: string; matchesPlayed: number; matchesWon: number }[] }>()
        .players.map((player) => [player.firstName, [player.matchesPlayed, player.matchesWon]]),
    );
    expect(counts).toEqual({
      Ana: [4, 2],
      Bea: [2, 1],
      Cruz: [3, 2],
      Dani: [3, 2],
      Eva: [3, 1],
      Fran: [3, 1],
    });
    const eva = await t.app.inject({ method: 'GET', url: `/api/v1/players/${ids.eva}` });
    expect(eva.json()).toMatchObject({ matchesPlayed: 3, matchesWon: 1 });
    const evaStatistics = await t.app.inject({ method: 'GET', url: `/api/v1/players/${ids.eva}/statistics` });
    expect(evaStatistics.json()).toMatchObject({
      matchesPlayed: 3,
      matchesWon: 1,
      matchesLost: 2,
      winRate: expect.closeTo(100 / 3, 10),
    });
  });

  it('refuses to delete a player whose teams hold results, naming them', async () => {
    const response = await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${ids.ana}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      error:
        'Cannot delete player "Ana Alonso": 4 matches with recorded results would be lost. Delete those results first.',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${ids.ana}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teams.ab}` })).statusCode).toBe(200);
  });

  it('deletes a player without results together with their teams, memberships, unavailabilities and unplayed matches', async () => {
    const gil = await createPlayer(t, 'Gil', 'Gómez');
    const hugo = await createPlayer(t, 'Hugo', 'Hernández');
    const gh = await createTeam(t, gil, hugo);
    const season = await insertSeason(t, { clubName: 'Club Este' });
    await addToGroup(t, season, gh);
    await t.db
      .insertInto('team_unavailabilities')
      .values({ round_id: season.roundId, team_id: gh, unavailable_hours: '[18,19]' })
      .execute();
    const scheduled = await insertMatch(t, {
      roundId: season.roundId,
      groupId: season.groupId,
      team1Id: gh,
      team2Id: teams.cd ?? 0,
      court: 1,
      hour: 20,
    });

    const response = await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${gil}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${gil}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teams/${gh}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${hugo}` })).statusCode).toBe(200);
    expect(await t.db.selectFrom('group_teams').selectAll().where('team_id', '=', gh).execute()).toEqual([]);
    expect(await t.db.selectFrom('team_unavailabilities').selectAll().where('team_id', '=', gh).execute()).toEqual([]);
    expect(await t.db.selectFrom('matches').selectAll().where('id', '=', scheduled).execute()).toEqual([]);
  });
});

describe('players: statistics under a match format', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a pro set 9–7 as nine games to seven in a proSet9 league', async () => {
    const winners = await createTeam(t, await createPlayer(t, 'Gala', 'Nieto'), await createPlayer(t, 'Hugo', 'Sanz'));
    const losers = await createTeam(t, await createPlayer(t, 'Iris', 'Mora'), await createPlayer(t, 'Juan', 'Vela'));
    const season = await insertSeason(t);
    await t.db.updateTable('leagues').set({ match_format: 'proSet9' }).where('id', '=', season.leagueId).execute();
    await insertMatch(t, {
      roundId: season.roundId,
      groupId: season.groupId,
      team1Id: winners,
      team2Id: losers,
      results: [[9], [7]],
    });
    const players = (await t.app.inject({ method: 'GET', url: '/api/v1/players?pageSize=100' })).json<{
      players: { id: number; firstName: string }[];
    }>().players;
    const gala = players.find((player) => player.firstName === 'Gala')?.id;
    const statistics = (await t.app.inject({ method: 'GET', url: `/api/v1/players/${gala}/statistics` })).json();
    expect(statistics).toMatchObject({
      matchesPlayed: 1,
      matchesWon: 1,
      setsWon: 1,
      setsLost: 0,
      gamesWon: 9,
      gamesLost: 7,
    });
  });
});
