import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTeam, nameOfTeam, shortNameOfTeam } from './support/fixtures.js';
import { insertMatch } from './support/season-rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Paths {
  clubId: number;
  leagueId: number;
  /** /api/v1/clubs/{c}/leagues/{l}/groups */
  groups: string;
  /** /api/v1/admin/clubs/{c}/leagues/{l}/groups */
  adminGroups: string;
  adminLeague: string;
}

let clubCount = 0;
async function createLeague(clubId?: number): Promise<Paths> {
  clubCount += 1;
  const club = clubId ?? (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: `Club ${clubCount}` } })).json<{ id: number }>().id;
  const league = await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${club}/leagues`, payload: { name: `League ${clubCount}` } });
  expect(league.statusCode).toBe(201);
  const leagueId = league.json<{ id: number }>().id;
  const suffix = `clubs/${club}/leagues/${leagueId}`;
  return {
    clubId: club,
    leagueId,
    groups: `/api/v1/${suffix}/groups`,
    adminGroups: `/api/v1/admin/${suffix}/groups`,
    adminLeague: `/api/v1/admin/${suffix}`,
  };
}

async function createGroup(paths: Paths, name: string): Promise<{ id: number; leagueId: number; name: string }> {
  const response = await t.admin({ method: 'POST', url: paths.adminGroups, payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function createRound(paths: Paths): Promise<number> {
  const response = await t.admin({ method: 'POST', url: `${paths.adminLeague}/rounds`, payload: { name: 'R1', date: '2026-05-04', court_number: 3 } });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

const addTeam = (paths: Paths, groupId: number, teamId: unknown) =>
  t.admin({ method: 'POST', url: `${paths.adminGroups}/${groupId}/teams`, payload: { team_id: teamId } });
const removeTeam = (paths: Paths, groupId: number, teamId: unknown) =>
  t.admin({ method: 'DELETE', url: `${paths.adminGroups}/${groupId}/teams`, payload: { team_id: teamId } });

describe('groups', () => {
  it('creates, reads, lists by name, renames and deletes a group', async () => {
    const paths = await createLeague();
    const groupB = await createGroup(paths, 'Group B');
    expect(groupB).toEqual({ id: expect.any(Number), leagueId: paths.leagueId, name: 'Group B' });
    const groupA = await createGroup(paths, 'Group A');

    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}/${groupB.id}` })).json()).toEqual(groupB);
    const list = await t.app.inject({ method: 'GET', url: paths.groups });
    expect(list.json()).toEqual({ groups: [groupA, groupB], total: 2, page: 1, pageSize: 20 });

    const renamed = await t.admin({ method: 'PUT', url: `${paths.adminGroups}/${groupB.id}`, payload: { name: '  Group 0 ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...groupB, name: 'Group 0' });
    expect((await t.app.inject({ method: 'GET', url: paths.groups })).json().groups.map((group: { name: string }) => group.name)).toEqual(['Group 0', 'Group A']);

    expect((await t.admin({ method: 'DELETE', url: `${paths.adminGroups}/${groupB.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}/${groupB.id}` })).statusCode).toBe(404);
  });

  it('pages: page past the end and pageSize over 100 clamped', async () => {
    const paths = await createLeague();
    for (const name of ['c', 'A', 'B']) await createGroup(paths, name);
    const first = await t.app.inject({ method: 'GET', url: `${paths.groups}?page=1&pageSize=2` });
    expect(first.json()).toMatchObject({ groups: [{ name: 'A' }, { name: 'B' }], total: 3, page: 1, pageSize: 2 });
    // Case does not decide the order: "c" comes after "B" on both databases.
    const second = await t.app.inject({ method: 'GET', url: `${paths.groups}?page=2&pageSize=2` });
    expect(second.json()).toMatchObject({ groups: [{ name: 'c' }], total: 3, page: 2, pageSize: 2 });
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}?page=3&pageSize=2` })).json()).toEqual({ groups: [], total: 3, page: 3, pageSize: 2 });
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}?pageSize=101` })).json()).toMatchObject({ total: 3, pageSize: 100 });
    const bad = await t.app.inject({ method: 'GET', url: `${paths.groups}?pageSize=0` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'pageSize' }] });
  });

  it('answers 404 for unknown parents, a league of another club and a group of another league', async () => {
    const paths = await createLeague();
    const sameClubOtherLeague = await createLeague(paths.clubId);
    const otherClub = await createLeague();
    const foreignGroup = await createGroup(sameClubOtherLeague, 'Foreign');
    const ownGroup = await createGroup(paths, 'Own');
    const teamId = await createTeam(t);
    const expect404 = (response: { statusCode: number; json: () => unknown }, label: string) => {
      expect(response.statusCode, label).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    };

    // A league of another club in the path.
    const mixedLeague = `/api/v1/clubs/${paths.clubId}/leagues/${otherClub.leagueId}/groups`;
    const mixedAdminLeague = `/api/v1/admin/clubs/${paths.clubId}/leagues/${otherClub.leagueId}/groups`;
    expect404(await t.app.inject({ method: 'GET', url: mixedLeague }), 'list under a foreign league');
    expect404(await t.admin({ method: 'POST', url: mixedAdminLeague, payload: { name: 'x' } }), 'create under a foreign league');
    expect404(await t.app.inject({ method: 'GET', url: '/api/v1/clubs/999999/leagues/1/groups' }), 'unknown club');

    // A group of another league (same club) in the path.
    for (const suffix of ['', '/standings', '/teams']) {
      expect404(await t.app.inject({ method: 'GET', url: `${paths.groups}/${foreignGroup.id}${suffix}` }), `GET foreign group${suffix}`);
      expect404(await t.app.inject({ method: 'GET', url: `${paths.groups}/999999${suffix}` }), `GET unknown group${suffix}`);
    }
    expect404(await t.admin({ method: 'PUT', url: `${paths.adminGroups}/${foreignGroup.id}`, payload: { name: 'x' } }), 'PUT foreign group');
    expect404(await t.admin({ method: 'DELETE', url: `${paths.adminGroups}/${foreignGroup.id}` }), 'DELETE foreign group');
    expect404(await addTeam(paths, foreignGroup.id, teamId), 'add team to a foreign group');
    expect404(await removeTeam(paths, foreignGroup.id, teamId), 'remove team from a foreign group');
    // The own group through a foreign league's path.
    expect404(await t.app.inject({ method: 'GET', url: `${sameClubOtherLeague.groups}/${ownGroup.id}` }), 'own group under the wrong league');
    expect((await t.app.inject({ method: 'GET', url: `${sameClubOtherLeague.groups}/${foreignGroup.id}` })).statusCode).toBe(200);
  });

  it('answers 400 with the field for each validation rule', async () => {
    const paths = await createLeague();
    const group = await createGroup(paths, 'A');
    for (const [payload, field] of [
      [{}, 'name'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(81) }, 'name'],
    ] as const) {
      for (const method of ['POST', 'PUT'] as const) {
        const url = method === 'POST' ? paths.adminGroups : `${paths.adminGroups}/${group.id}`;
        const response = await t.admin({ method, url, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field }] });
      }
    }
    for (const teamId of [0, -1, 'abc', null]) {
      for (const call of [addTeam, removeTeam]) {
        const response = await call(paths, group.id, teamId);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'team_id' }] });
      }
    }
    const missing = await t.admin({ method: 'POST', url: `${paths.adminGroups}/${group.id}/teams`, payload: {} });
    expect(missing.json()).toMatchObject({ details: [{ field: 'team_id' }] });
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}/x` })).json()).toMatchObject({ details: [{ field: 'groupId' }] });
  });

  it('adds teams to a group and lists them, one group per league', async () => {
    const paths = await createLeague();
    const groupA = await createGroup(paths, 'A');
    const groupB = await createGroup(paths, 'B');
    const [first, second] = [await createTeam(t), await createTeam(t, 'Los Zurdos')] as [number, number];

    const added = await addTeam(paths, groupA.id, first);
    expect(added.statusCode).toBe(201);
    const firstTeam = added.json();
    const player = expect.objectContaining({ id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String) });
    expect(firstTeam).toEqual({
      id: first,
      name: nameOfTeam(first),
      customName: null,
      shortName: shortNameOfTeam(first),
      player1Id: expect.any(Number),
      player2Id: expect.any(Number),
      player1: player,
      player2: player,
    });
    const secondTeam = (await addTeam(paths, groupA.id, second)).json();
    expect(secondTeam).toMatchObject({ id: second, name: 'Los Zurdos', customName: 'Los Zurdos' });

    const listed = await t.app.inject({ method: 'GET', url: `${paths.groups}/${groupA.id}/teams` });
    expect(listed.statusCode).toBe(200);
    // Alphabetical by the name people see: "Ana Left…" before "Los Zurdos".
    expect(listed.json()).toEqual([firstTeam, secondTeam]);
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}/${groupB.id}/teams` })).json()).toEqual([]);

    const again = await addTeam(paths, groupA.id, first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', error: `Team "${nameOfTeam(first)}" is already in this group` });
    const elsewhere = await addTeam(paths, groupB.id, first);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'CONFLICT', error: `Team "${nameOfTeam(first)}" is already in group "A" of this league`, details: [{ field: 'team_id', groupId: groupA.id }] });

    // Another league is free to take the same team.
    const otherLeague = await createLeague(paths.clubId);
    const otherGroup = await createGroup(otherLeague, 'A');
    expect((await addTeam(otherLeague, otherGroup.id, first)).statusCode).toBe(201);

    const unknown = await addTeam(paths, groupB.id, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Team not found' });
  });

  it('removes a team with its scheduled matches in the group, but not while it has results there', async () => {
    const paths = await createLeague();
    const group = await createGroup(paths, 'A');
    const roundId = await createRound(paths);
    const [a, b, c] = [await createTeam(t), await createTeam(t), await createTeam(t)] as [number, number, number];
    for (const teamId of [a, b, c]) expect((await addTeam(paths, group.id, teamId)).statusCode).toBe(201);

    const notMember = await removeTeam(paths, group.id, await createTeam(t));
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toMatchObject({ code: 'NOT_FOUND' });

    const withResult = await insertMatch(t, { roundId, groupId: group.id, team1Id: a, team2Id: b, results: [[6, 6], [1, 1]] });
    const scheduledAC = await insertMatch(t, { roundId, groupId: group.id, team1Id: c, team2Id: a, court: 1, hour: 19 });
    const scheduledBC = await insertMatch(t, { roundId, groupId: group.id, team1Id: b, team2Id: c, court: 2, hour: 19 });

    const refused = await removeTeam(paths, group.id, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', error: 'Cannot remove the team from group "A": it has 1 match with recorded results there. Delete those results first.' });
    // A walkover is a result too, even without scores.
    await t.db.updateTable('matches').set({ team1_results: null, team2_results: null, outcome: 'walkover', winner_team_id: a }).where('id', '=', withResult).execute();
    expect((await removeTeam(paths, group.id, a)).statusCode).toBe(409);
    // So are scores stored for one side only (hasRecordedResultSql asks both columns).
    await t.db.updateTable('matches').set({ team1_results: null, team2_results: '[6]', outcome: 'played', winner_team_id: null }).where('id', '=', withResult).execute();
    expect((await removeTeam(paths, group.id, a)).statusCode).toBe(409);

    await t.db.deleteFrom('matches').where('id', '=', withResult).execute();
    const removed = await removeTeam(paths, group.id, a);
    expect(removed.statusCode).toBe(204);
    const matchIds = (await t.db.selectFrom('matches').select('id').where('group_id', '=', group.id).execute()).map((row) => row.id);
    expect(matchIds).not.toContain(scheduledAC);
    expect(matchIds).toContain(scheduledBC);
    expect((await t.app.inject({ method: 'GET', url: `${paths.groups}/${group.id}/teams` })).json().map((team: { id: number }) => team.id)).toEqual([b, c]);
    // Out of the group, the team may join another one of the league.
    const groupB = await createGroup(paths, 'B');
    expect((await addTeam(paths, groupB.id, a)).statusCode).toBe(201);
    expect((await removeTeam(paths, group.id, a)).statusCode).toBe(404);
  });

  it('refuses to delete a group with results, and otherwise removes its memberships and matches', async () => {
    const paths = await createLeague();
    const group = await createGroup(paths, 'A');
    const roundId = await createRound(paths);
    const [a, b] = [await createTeam(t), await createTeam(t)] as [number, number];
    for (const teamId of [a, b]) await addTeam(paths, group.id, teamId);
    const played = await insertMatch(t, { roundId, groupId: group.id, team1Id: a, team2Id: b, results: [[6, 4, 10], [4, 6, 8]] });

    const refused = await t.admin({ method: 'DELETE', url: `${paths.adminGroups}/${group.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', error: 'Cannot delete group "A": 1 match with recorded results would be lost. Delete those results first.' });

    await t.db.deleteFrom('matches').where('id', '=', played).execute();
    await insertMatch(t, { roundId, groupId: group.id, team1Id: a, team2Id: b, court: 1, hour: 18 });
    expect((await t.admin({ method: 'DELETE', url: `${paths.adminGroups}/${group.id}` })).statusCode).toBe(204);
    expect(await t.db.selectFrom('group_teams').select('team_id').where('group_id', '=', group.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('matches').select('id').where('group_id', '=', group.id).execute()).toEqual([]);
    // The round and the teams stay; the teams may join another group.
    expect((await t.admin({ method: 'GET', url: `/api/v1/clubs/${paths.clubId}/leagues/${paths.leagueId}/rounds/${roundId}` })).statusCode).toBe(200);
    const other = await createGroup(paths, 'B');
    expect((await addTeam(paths, other.id, a)).statusCode).toBe(201);
  });
});
