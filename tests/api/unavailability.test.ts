import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from '../../src/shared/scheduling/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addRound, createLeagueFixture, createTeam, nameOfTeam, type LeagueFixture } from './support/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (f: LeagueFixture, payload: object) =>
  t.admin({ method: 'POST', url: `${f.round.adminPath}/teamUnavailability`, payload });

describe('team unavailability', () => {
  it('creates, reads, lists, replaces and deletes one, hours sorted', async () => {
    const f = await createLeagueFixture(t, { hours: [18, 22] });
    const [team1, team2] = f.teamIds as [number, number];
    const created = await create(f, { teamId: team2, unavailableHours: [21, 18] });
    expect(created.statusCode).toBe(201);
    const record = created.json<{ id: number }>();
    expect(record).toEqual({ id: expect.any(Number), roundId: f.round.id, teamId: team2, teamName: nameOfTeam(team2), unavailableHours: [18, 21] });

    const read = await t.admin({ method: 'GET', url: `${f.round.adminPath}/teamUnavailability/${record.id}` });
    expect(read.json()).toEqual(record);

    const another = (await create(f, { teamId: team1, unavailableHours: [] })).json();
    const list = await t.admin({ method: 'GET', url: `${f.round.adminPath}/teamUnavailabilities` });
    // By team name: team 1's name sorts before team 2's.
    expect(list.json()).toEqual({ teamUnavailabilities: [another, record] });

    const replaced = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/teamUnavailability/${record.id}`,
      payload: { teamId: team2, unavailableHours: [22, 19, 20] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: record.id, unavailableHours: [19, 20, 22] });

    const deleted = await t.admin({ method: 'DELETE', url: `${f.round.adminPath}/teamUnavailability/${record.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.admin({ method: 'GET', url: `${f.round.adminPath}/teamUnavailability/${record.id}` })).statusCode).toBe(404);
  });

  it('refuses hours outside the round and repeated hours (400)', async () => {
    const f = await createLeagueFixture(t, { hours: [18, 21] });
    const outside = await create(f, { teamId: f.teamIds[0], unavailableHours: [17, 18, 22] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: expect.stringContaining('17:00, 22:00 are not'),
      details: [{ field: 'unavailableHours' }],
    });
    const repeated = await create(f, { teamId: f.teamIds[0], unavailableHours: [18, 18] });
    expect(repeated.statusCode).toBe(400);
    const bogus = await create(f, { teamId: f.teamIds[0], unavailableHours: [24] });
    expect(bogus.statusCode).toBe(400);
  });

  it('keeps one record per team and round (409), also when a PUT switches teams', async () => {
    const f = await createLeagueFixture(t);
    const [team1, team2] = f.teamIds as [number, number];
    expect((await create(f, { teamId: team1, unavailableHours: [18] })).statusCode).toBe(201);
    const twice = await create(f, { teamId: team1, unavailableHours: [19] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', error: expect.stringContaining('already has its unavailability set') });

    const second = (await create(f, { teamId: team2, unavailableHours: [19] })).json<{ id: number }>();
    const switched = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/teamUnavailability/${second.id}`,
      payload: { teamId: team1, unavailableHours: [19] },
    });
    expect(switched.statusCode).toBe(409);

    const nextRound = await addRound(t, f, { date: '2026-03-09' });
    const elsewhere = await t.admin({
      method: 'POST',
      url: `${nextRound.adminPath}/teamUnavailability`,
      payload: { teamId: team1, unavailableHours: [18] },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('needs a known team (404) that plays in the league (409)', async () => {
    const f = await createLeagueFixture(t);
    expect((await create(f, { teamId: 999999, unavailableHours: [18] })).statusCode).toBe(404);
    const outsider = await createTeam(t);
    const response = await create(f, { teamId: outsider, unavailableHours: [18] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: ruleMessages.teamWithoutGroup(nameOfTeam(outsider)) });
  });

  it('answers 404 for parents that do not match and for a record of another round', async () => {
    const f = await createLeagueFixture(t);
    const other = await createLeagueFixture(t);
    const record = (await create(f, { teamId: f.teamIds[0], unavailableHours: [18] })).json<{ id: number }>();
    const foreignRound = `${f.adminLeaguePath}/rounds/${other.round.id}`;
    const responses = await Promise.all([
      t.admin({ method: 'GET', url: `${foreignRound}/teamUnavailabilities` }),
      t.admin({ method: 'GET', url: `${foreignRound}/teamUnavailability/${record.id}` }),
      t.admin({ method: 'GET', url: `${other.round.adminPath}/teamUnavailability/${record.id}` }),
      t.admin({ method: 'PUT', url: `${other.round.adminPath}/teamUnavailability/${record.id}`, payload: { teamId: other.teamIds[0], unavailableHours: [] } }),
      t.admin({ method: 'DELETE', url: `${other.round.adminPath}/teamUnavailability/${record.id}` }),
      t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${other.clubId}/leagues/${f.leagueId}/rounds/${f.round.id}/teamUnavailability`, payload: { teamId: f.teamIds[0], unavailableHours: [] } }),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(404);
  });

  it('is for administrators only', async () => {
    const f = await createLeagueFixture(t);
    const response = await t.app.inject({ method: 'GET', url: `${f.round.adminPath}/teamUnavailabilities` });
    expect(response.statusCode).toBe(401);
  });
});
