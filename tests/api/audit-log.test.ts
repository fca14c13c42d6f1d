import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { isAuditedRoute } from '../../src/server/audit/audited-routes.js';
import { MATCH_AUDIT_COLUMNS } from '../../src/server/audit/queries.js';
import type { AuditEntry, AuditList } from '../../src/shared/schemas/audit.js';
import { createOrganiser, invite, playersOfTeam } from './support/accounts.js';
import { addMatch, createLeagueFixture, createTeam, type LeagueFixture } from './support/fixtures.js';
import { routeTable } from './support/route-table.js';
import { ADMIN_USERNAME, createTestApp, type TestApp } from './support/test-app.js';

/*
 * Every admin write that succeeds leaves one audit entry, in its own transaction; the log reads
 * back by role (docs/roles.md, "Audit log"). Issue 22, item 6.
 */

let t: TestApp;
let clubA: LeagueFixture;
let clubB: LeagueFixture;
let organiserA: string;
let organiserB: string;
let matchId: number;

const as = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
const auditAs = async (token: string | null, query = ''): Promise<AuditList> => {
  const options: InjectOptions = { method: 'GET', url: `/api/v1/admin/audit${query}` };
  const response = token ? await as(token, options) : await t.admin(options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>();
};
const entriesOf = async (entity: string, id: number): Promise<AuditEntry[]> => (await auditAs(null, `?entity=${entity}&id=${id}&pageSize=100`)).entries;
const countRows = async () => Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  t = await createTestApp();
  clubA = await createLeagueFixture(t, { teams: 4 });
  clubB = await createLeagueFixture(t, { teams: 2 });
  organiserA = (await createOrganiser(t, 'audit-organiser-a', [clubA.clubId])).token;
  organiserB = (await createOrganiser(t, 'audit-organiser-b', [clubB.clubId])).token;
  const [team1, team2] = clubA.teamIds as [number, number];
  matchId = (await addMatch(t, clubA.round, { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 })).id;
});
afterAll(() => t.close());

describe('what a write leaves in the log', () => {
  it('an update: who, when, the route, the entity and its row before and after', async () => {
    const url = `${clubA.round.adminPath}/matches/${matchId}`;
    const [team1, team2] = clubA.teamIds as [number, number];
    const before = Date.now();
    const response = await as(organiserA, { method: 'PUT', url, headers: { 'idempotency-key': 'audit-update-0001' }, payload: { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [1, 2] } });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entriesOf('match', matchId);
    expect(entry).toMatchObject({
      by: { role: 'organiser', username: 'audit-organiser-a' },
      method: 'PUT',
      route: url,
      entity: 'match',
      entityId: matchId,
      clubId: clubA.clubId,
      before: { id: matchId, team1_results: null, version: 1 },
      after: { id: matchId, team1_results: '[6,6]', team2_results: '[1,2]', version: 2 },
    });
    expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(before - 1000);
    // The same key again replays the answer and writes nothing, the log included.
    const replayed = await as(organiserA, { method: 'PUT', url, headers: { 'idempotency-key': 'audit-update-0001' }, payload: { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [1, 2] } });
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await entriesOf('match', matchId)).map((logged) => logged.method)).toEqual(['PUT', 'POST']);
  });

  it("a match write logs the rows its service wrote, column for column as the match reads", async () => {
    const [, , team3, team4] = clubA.teamIds as [number, number, number, number];
    const created = await t.admin({ method: 'POST', url: `${clubA.round.adminPath}/matches`, payload: { team1Id: team3, team2Id: team4, courtNumber: 1, startTime: 19 } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const stored = () => t.db.selectFrom('matches').select(MATCH_AUDIT_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    const afterCreate = await stored();
    const url = `${clubA.round.adminPath}/matches/${id}`;
    const result = { team1Id: team3, team2Id: team4, courtNumber: 1, startTime: 19, team1Results: [6, 6], team2Results: [2, 3] };
    expect((await t.admin({ method: 'PUT', url, headers: { 'if-match': '"1"' }, payload: result })).statusCode).toBe(200);
    const afterUpdate = await stored();
    // The same result again changes nothing: the entry's before and after are the same row.
    expect((await t.admin({ method: 'PUT', url, headers: { 'if-match': '"2"' }, payload: result })).statusCode).toBe(200);
    const [unchanged, update, creation] = await entriesOf('match', id);
    expect(creation).toMatchObject({ method: 'POST', before: null });
    expect(creation?.after).toEqual(afterCreate);
    expect(update?.before).toEqual(afterCreate);
    expect(update?.after).toEqual(afterUpdate);
    expect(update?.after).toMatchObject({ team1_results: '[6,6]', version: 2 });
    expect(unchanged?.before).toEqual(afterUpdate);
    expect(unchanged?.after).toEqual(afterUpdate);
    // The keys in the reader's order, so an entry's text is the same whoever made it.
    const [text] = await t.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'match').where('entity_id', '=', id).orderBy('id', 'desc').execute();
    expect(Object.keys(JSON.parse(text!.after!) as object)).toEqual([...MATCH_AUDIT_COLUMNS]);
  });

  it('a create names the new entity and has no before; a delete has no after', async () => {
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/players', payload: { firstName: 'Nora', lastName: 'Audit', dob: '1991-02-03' } });
    const playerId = created.json<{ id: number }>().id;
    const deleted = await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${playerId}` });
    expect(deleted.statusCode).toBe(204);
    const [deletion, creation] = await entriesOf('player', playerId);
    expect(creation).toMatchObject({ method: 'POST', by: { role: 'admin', username: ADMIN_USERNAME }, clubId: null, before: null, after: { first_name: 'Nora', last_name: 'Audit', status: 'active' } });
    expect(deletion).toMatchObject({ method: 'DELETE', before: { first_name: 'Nora' }, after: null });
  });

  it('a refused write leaves nothing: 400, 404, 409 and 412', async () => {
    const rows = await countRows();
    const url = `${clubA.round.adminPath}/matches/${matchId}`;
    const [team1, team2] = clubA.teamIds as [number, number];
    const refused = [
      await t.admin({ method: 'PUT', url, payload: { nonsense: true } }),
      await t.admin({ method: 'DELETE', url: '/api/v1/admin/players/999999' }),
      await as(organiserB, { method: 'DELETE', url: `/api/v1/admin/teams/${team1}` }),
      await t.admin({ method: 'PUT', url, headers: { 'if-match': '"1"' }, payload: { team1Id: team1, team2Id: team2, courtNumber: 1, startTime: 18 } }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 404, 409, 412]);
    expect(await countRows()).toBe(rows);
  });

  it('a write whose entry cannot be written is not committed either', async () => {
    const [playerId] = await playersOfTeam(t, clubA.teamIds[0]!);
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
    try {
      const response = await t.admin({ method: 'PUT', url: `/api/v1/admin/players/${playerId}`, payload: { firstName: 'Never', lastName: 'Saved', dob: '1990-01-01' } });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
    }
    const player = await t.db.selectFrom('players').select('last_name').where('id', '=', playerId).executeTakeFirstOrThrow();
    expect(player.last_name).not.toBe('Saved');
  });

  it('keeps secrets out: no password hash for an account, no link for an invitation', async () => {
    const created = await t.admin({ method: 'POST', url: '/api/v1/admin/users', payload: { username: 'audited-organiser', password: 'a-secret-password', role: 'organiser', clubIds: [clubB.clubId] } });
    const userId = created.json<{ id: number }>().id;
    const [entry] = await entriesOf('user', userId);
    expect(entry?.after).toEqual({ id: userId, username: 'audited-organiser', role: 'organiser', club_ids: [clubB.clubId] });
    const [playerId] = await playersOfTeam(t, clubB.teamIds[0]!);
    const token = await invite(t, playerId);
    const [invitation] = await entriesOf('player', playerId);
    expect(invitation).toMatchObject({ route: `/api/v1/admin/players/${playerId}/invitation`, before: null, after: null });
    const stored = await t.db.selectFrom('audit_log').select(['before', 'after', 'route']).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain('scrypt');
  });

  it('a preview is not a write: only the created playoffs, groups or season are logged', async () => {
    const league = await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${clubB.clubId}/leagues`, payload: { name: 'Seeded', status: 'active' } });
    const leagueId = league.json<{ id: number }>().id;
    const seed = (preview: boolean) =>
      t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${clubB.clubId}/leagues/${leagueId}/seed-groups`, payload: { teamIds: clubB.teamIds, groupCount: 1, preview } });
    const rows = await countRows();
    expect((await seed(true)).statusCode).toBe(200);
    expect(await countRows()).toBe(rows);
    expect((await seed(false)).statusCode).toBe(201);
    const [seeded] = await entriesOf('league', leagueId);
    expect(seeded).toMatchObject({ route: expect.stringContaining('/seed-groups'), before: {}, after: { 'Group A': clubB.teamIds.toSorted((a, b) => a - b) } });
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('shows the administrator everything, newest first, paged', async () => {
    const all = await auditAs(null, '?pageSize=2');
    expect(all.entries).toHaveLength(2);
    expect(all.total).toBe(await countRows());
    expect(all.entries[0]!.id).toBeGreaterThan(all.entries[1]!.id);
    const second = await auditAs(null, '?pageSize=2&page=2');
    expect(second.entries[0]!.id).toBeLessThan(all.entries[1]!.id);
  });

  it("shows an organiser their clubs' entries and the tour's players and teams, never another club's or the accounts", async () => {
    const renamed = await as(organiserB, { method: 'PUT', url: `/api/v1/admin/clubs/${clubB.clubId}`, payload: { name: 'Club B renamed' } });
    expect(renamed.statusCode).toBe(200);
    const ofA = (await auditAs(organiserA, '?pageSize=100')).entries;
    expect(ofA.length).toBeGreaterThan(0);
    for (const entry of ofA) {
      expect(entry.entity).not.toBe('user');
      if (entry.clubId !== null) expect(entry.clubId).toBe(clubA.clubId);
      else expect(['player', 'team']).toContain(entry.entity);
    }
    expect(ofA.some((entry) => entry.entity === 'match')).toBe(true);
    expect(ofA.some((entry) => entry.entity === 'player')).toBe(true);
    const ofB = (await auditAs(organiserB, '?entity=club')).entries;
    expect(ofB.map((entry) => entry.entityId)).toEqual(expect.arrayContaining([clubB.clubId]));
    expect(ofB.every((entry) => entry.clubId === clubB.clubId)).toBe(true);
    expect(ofB).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'PUT', entityId: clubB.clubId, by: expect.objectContaining({ username: 'audit-organiser-b' }) })]));
    expect((await auditAs(organiserB, `?entity=match&id=${matchId}`)).entries).toEqual([]);
  });

  it('answers 400 for an unknown entity, an id without its entity, and a bad page', async () => {
    for (const query of ['?entity=planet', `?id=${matchId}`, '?page=0', '?id=abc&entity=match']) {
      const response = await t.admin({ method: 'GET', url: `/api/v1/admin/audit${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the route table of the log', () => {
  it('names every admin write of the app, so none is logged as "other"', () => {
    // Fastify's own table, not the list the app builds: a route that slipped past the app's hooks is here too.
    const writes = routeTable(t.app).filter((route) => route.url.startsWith('/api/v1/admin/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((route) => !isAuditedRoute(route.method, route.url))).toEqual([]);
  });

  it('logs a team removed from a group as a change of the group', async () => {
    const teamId = await createTeam(t);
    const groupUrl = `${clubA.adminLeaguePath}/groups/${clubA.groups[0]!.id}/teams`;
    await t.admin({ method: 'POST', url: groupUrl, payload: { team_id: teamId } });
    const removed = await t.admin({ method: 'DELETE', url: groupUrl, payload: { team_id: teamId } });
    expect(removed.statusCode, removed.body).toBe(204);
    const [removal, addition] = await entriesOf('group', clubA.groups[0]!.id);
    expect(addition?.after?.team_ids).toContain(teamId);
    expect(removal?.before?.team_ids).toContain(teamId);
    expect(removal?.after?.team_ids).not.toContain(teamId);
  });
});
