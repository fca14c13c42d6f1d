import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createOrganiser, playersOfTeam } from './support/accounts.js';
import { addMatch, createLeagueFixture, createTeam, type LeagueFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Players and teams are the tour's, but a league of one club must not lose them to an organiser of
 * another (docs/roles.md, "Tour-wide players and teams"): 409 naming the club, the administrator
 * excepted. Issue 22, item 6.
 */

let t: TestApp;
let clubA: LeagueFixture;
let clubB: LeagueFixture;
let organiserA: string;
let organiserB: string;

const as = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const clubNameOf = async (clubId: number) => (await t.db.selectFrom('clubs').select('name').where('id', '=', clubId).executeTakeFirstOrThrow()).name;
const membershipsOf = async (teamId: number) => (await t.db.selectFrom('group_teams').select('group_id').where('team_id', '=', teamId).execute()).length;
const matchesOf = async (teamId: number) =>
  (await t.db.selectFrom('matches').select('id').where((eb) => eb.or([eb('team1_id', '=', teamId), eb('team2_id', '=', teamId)])).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  clubA = await createLeagueFixture(t, { teams: 4 });
  clubB = await createLeagueFixture(t, { teams: 2 });
  organiserA = (await createOrganiser(t, 'organiser-a', [clubA.clubId])).token;
  organiserB = (await createOrganiser(t, 'organiser-b', [clubB.clubId])).token;
  const [team1, team2] = clubA.teamIds as [number, number];
  await addMatch(t, clubA.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 });
});
afterAll(() => t.close());

describe("an organiser of another club cannot take club A's players and teams away", () => {
  it("refuses deleting a player of club A's league with 409 naming the club; the match and membership stay", async () => {
    const teamId = clubA.teamIds[0]!;
    const [playerId] = await playersOfTeam(t, teamId);
    const response = await as(organiserB, { method: 'DELETE', url: `/api/v1/admin/players/${playerId}` });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ error: string; code: string; details: { clubId: number; clubName: string }[] }>();
    const name = await clubNameOf(clubA.clubId);
    expect(body.code).toBe('CONFLICT');
    expect(body.error).toContain(`Used by a league of club "${name}"`);
    expect(body.details).toEqual([expect.objectContaining({ clubId: clubA.clubId, clubName: name })]);
    expect(await membershipsOf(teamId)).toBe(1);
    expect(await matchesOf(teamId)).toBe(1);
  });

  it("refuses deleting a team of club A's league", async () => {
    const teamId = clubA.teamIds[1]!;
    const response = await as(organiserB, { method: 'DELETE', url: `/api/v1/admin/teams/${teamId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ details: { clubId: number }[] }>().details).toEqual([expect.objectContaining({ clubId: clubA.clubId })]);
    expect(await membershipsOf(teamId)).toBe(1);
  });

  it('refuses deactivating such a player, but lets a rename through', async () => {
    const [playerId] = await playersOfTeam(t, clubA.teamIds[2]!);
    const url = `/api/v1/admin/players/${playerId}`;
    const deactivate = await as(organiserB, { method: 'PUT', url, payload: { firstName: 'Ana', lastName: 'Renamed', dob: '1990-01-01', status: 'inactive' } });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json<{ error: string }>().error).toContain(await clubNameOf(clubA.clubId));
    const rename = await as(organiserB, { method: 'PUT', url, payload: { firstName: 'Ana', lastName: 'Renamed', dob: '1990-01-01' } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ lastName: 'Renamed', status: 'active' });
  });

  it("lets club A's own organiser, and any organiser for a team no league uses, delete", async () => {
    const own = await as(organiserA, { method: 'DELETE', url: `/api/v1/admin/teams/${clubA.teamIds[3]!}` });
    expect(own.statusCode).toBe(204);
    const unused = await createTeam(t);
    const [playerId] = await playersOfTeam(t, unused);
    expect((await as(organiserB, { method: 'DELETE', url: `/api/v1/admin/players/${playerId}` })).statusCode).toBe(204);
  });

  it('names every other club that uses the team, not the caller’s own', async () => {
    const shared = clubB.teamIds[0]!;
    const added = await t.admin({ method: 'POST', url: `${clubA.adminLeaguePath}/groups/${clubA.groups[0]!.id}/teams`, payload: { team_id: shared } });
    expect(added.statusCode).toBe(201);
    const response = await as(organiserB, { method: 'DELETE', url: `/api/v1/admin/teams/${shared}` });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ details: { clubId: number }[] }>().details.map((detail) => detail.clubId)).toEqual([clubA.clubId]);
  });

  it('lets the administrator delete and deactivate what another club uses', async () => {
    const [teamId, other] = clubA.teamIds as [number, number];
    const [, playerId] = await playersOfTeam(t, other);
    const deactivated = await t.admin({ method: 'PUT', url: `/api/v1/admin/players/${playerId}`, payload: { firstName: 'Bea', lastName: 'Gone', dob: '1990-01-01', status: 'inactive' } });
    expect(deactivated.statusCode).toBe(200);
    const [player] = await playersOfTeam(t, teamId);
    expect((await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${player}` })).statusCode).toBe(204);
    expect(await membershipsOf(teamId)).toBe(0);
  });
});

describe('the check and the delete are one step', () => {
  it("never lets a membership that club A's organiser adds at the same moment vanish with a delete", { timeout: 60_000 }, async () => {
    const groupUrl = `${clubA.adminLeaguePath}/groups/${clubA.groups[0]!.id}/teams`;
    const outcomes: string[] = [];
    for (let round = 0; round < 12; round++) {
      const teamId = await createTeam(t);
      const [added, deleted] = await Promise.all([
        as(organiserA, { method: 'POST', url: groupUrl, payload: { team_id: teamId } }),
        as(organiserB, { method: 'DELETE', url: `/api/v1/admin/teams/${teamId}` }),
      ]);
      outcomes.push(`${added.statusCode}/${deleted.statusCode}`);
      // One of the two wins: a membership that was answered 201 is still there, or the team is gone.
      expect([added.statusCode, deleted.statusCode].filter((status) => status < 300), `rounds so far: ${outcomes.join(' ')}`).toHaveLength(1);
      if (added.statusCode === 201) {
        expect(deleted.statusCode).toBe(409);
        expect(await membershipsOf(teamId)).toBe(1);
      } else {
        expect(deleted.statusCode).toBe(204);
        expect([404, 409]).toContain(added.statusCode);
      }
    }
  });
});
