import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';

interface Listed {
  id: number;
  groupId: number;
  courtNumber: number;
  startTime: number;
  team1Results: number[];
  team2Results: number[];
}

let t: TestApp;
let f: LeagueFixture;
let other: LeagueFixture;
/** In schedule order: 18:00 court 1, 18:00 court 2, 19:00 court 1, 19:00 court 2. */
let ordered: Listed[];

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  f = await createLeagueFixture(t, { teams: 4, groups: 2, courts: 2, hours: [18, 21] });
  other = await createLeagueFixture(t, { teams: 2 });
  const team = (index: number) => f.teamIds[index];
  // Created out of order, so the list order can only come from the sort.
  const late2 = await addMatch<Listed>(t, f.round, { team1Id: team(6), team2Id: team(7), courtNumber: 2, startTime: 19 });
  const late1 = await addMatch<Listed>(t, f.round, { team1Id: team(0), team2Id: team(1), courtNumber: 1, startTime: 19 });
  const early2 = await addMatch<Listed>(t, f.round, { team1Id: team(2), team2Id: team(3), courtNumber: 2, startTime: 18 });
  const early1 = await addMatch<Listed>(t, f.round, {
    team1Id: team(4),
    team2Id: team(5),
    courtNumber: 1,
    startTime: 18,
    team1Results: [6, 6],
    team2Results: [2, 3],
  });
  ordered = [early1, early2, late1, late2];
});
afterAll(() => t.close());

const ids = (matches: Listed[]) => matches.map((match) => match.id);

describe("a round's matches", () => {
  it('lists every match of the round by start time, then court', async () => {
    const response = await get(`${f.round.publicPath}/matches`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matches: ordered });
  });

  it('narrows the list to one group', async () => {
    const groupB = f.groups[1]!.id;
    const response = await get(`${f.round.publicPath}/matches?groupId=${groupB}`);
    expect(ids(response.json<{ matches: Listed[] }>().matches)).toEqual(ids(ordered.filter((m) => m.groupId === groupB)));
  });

  it('answers with an ETag and 304 when nothing changed', async () => {
    const first = await get(`${f.round.publicPath}/matches`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `${f.round.publicPath}/matches`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('paged schedules', () => {
  it('pages the round schedule with total, page and pageSize', async () => {
    const first = await get(`${f.round.publicPath}/matches/schedule?page=1&pageSize=3`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ matches: ordered.slice(0, 3), total: 4, page: 1, pageSize: 3 });
    const second = await get(`${f.round.publicPath}/matches/schedule?page=2&pageSize=3`);
    expect(second.json()).toEqual({ matches: ordered.slice(3), total: 4, page: 2, pageSize: 3 });
    const defaults = await get(`${f.round.publicPath}/matches/schedule`);
    expect(defaults.json()).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const clamped = await get(`${f.round.publicPath}/matches/schedule?pageSize=500`);
    expect(clamped.json()).toMatchObject({ pageSize: 100 });
  });

  it("filters the round schedule by group, and pages one group's schedule", async () => {
    const groupA = f.groups[0]!.id;
    const inGroupA = ordered.filter((match) => match.groupId === groupA);
    const filtered = await get(`${f.round.publicPath}/matches/schedule?groupId=${groupA}&pageSize=100`);
    expect(filtered.json()).toEqual({ matches: inGroupA, total: 2, page: 1, pageSize: 100 });
    const group = await get(`${f.leaguePath}/groups/${groupA}/rounds/${f.round.id}/matches/schedule?pageSize=1`);
    expect(group.json()).toEqual({ matches: inGroupA.slice(0, 1), total: 2, page: 1, pageSize: 1 });
  });

  it("lists a group's matches with their results, unplayed ones with empty score lists", async () => {
    const groupB = f.groups[1]!.id;
    const response = await get(`${f.leaguePath}/groups/${groupB}/rounds/${f.round.id}/matches/results?pageSize=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ matches: Listed[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.matches.map(({ team1Results, team2Results }) => [team1Results, team2Results])).toEqual([
      [[6, 6], [2, 3]],
      [[], []],
    ]);
  });

  it('refuses a malformed page and answers 404 for parents that do not match', async () => {
    expect((await get(`${f.round.publicPath}/matches/schedule?page=0`)).statusCode).toBe(400);
    expect((await get(`${f.round.publicPath}/matches/schedule?groupId=abc`)).statusCode).toBe(400);
    const notFound = [
      `${f.round.publicPath}/matches/schedule?groupId=${other.groups[0]!.id}`,
      `${f.leaguePath}/groups/${other.groups[0]!.id}/rounds/${f.round.id}/matches/schedule`,
      `${f.leaguePath}/groups/${f.groups[0]!.id}/rounds/${other.round.id}/matches/results`,
      `${other.leaguePath}/groups/${f.groups[0]!.id}/rounds/${f.round.id}/matches/results`,
      `/api/v1/clubs/${other.clubId}/leagues/${f.leagueId}/rounds/${f.round.id}/matches/schedule`,
      `${f.leaguePath}/rounds/999999/matches/schedule`,
    ];
    for (const url of notFound) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers an empty page for a round without matches', async () => {
    const response = await get(`${other.round.publicPath}/matches/schedule`);
    expect(response.json()).toEqual({ matches: [], total: 0, page: 1, pageSize: 20 });
  });
});
