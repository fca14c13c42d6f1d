import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import type { StandingsRow } from '../../src/shared/schemas/group.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createOrganiser } from './support/accounts.js';
import { addMatch, addRound, createLeagueFixture, createTeam, type LeagueFixture } from './support/fixtures.js';

/**
 * Issue 27: individual ratings with a 0.0–7.0 level and a starting level (docs/ratings.md), and box
 * leagues (docs/seasons.md): moves per boundary, vacancies filled, group sizes guarded, ranking by
 * points per match. Through HTTP, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface RatingBody {
  rating: number;
  level: number;
  reliability: number;
  history: { matchId: number; before: number; after: number }[];
}

const ratingOf = async (playerId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/rating` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RatingBody>();
};

const playersOf = async (teamId: number): Promise<[number, number]> => {
  const team = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}` })).json<{
    player1Id: number;
    player2Id: number;
  }>();
  return [team.player1Id, team.player2Id];
};

let placeCount = 0;
/** A free court and hour of the fixture's round (two courts, 18 to 21). */
const place = (f: LeagueFixture, team1Id: number, team2Id: number) => {
  placeCount += 1;
  return { team1Id, team2Id, courtNumber: (placeCount % 2) + 1, startTime: 18 + (Math.floor(placeCount / 2) % 4) };
};

async function leagueWithFormat(matchFormat: MatchFormat, options: Parameters<typeof createLeagueFixture>[1] = {}) {
  const f = await createLeagueFixture(t, options);
  const response = await t.admin({
    method: 'PUT',
    url: f.adminLeaguePath,
    payload: { name: 'Rated league', matchFormat },
  });
  expect(response.statusCode, response.body).toBe(200);
  return f;
}

const putPlayer = (playerId: number, payload: object, token?: string) => {
  const options = {
    method: 'PUT' as const,
    url: `/api/v1/admin/players/${playerId}`,
    payload: { firstName: 'Ana', lastName: 'Level', ...payload },
  };
  return token ? t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } }) : t.admin(options);
};

describe('individual ratings with a level', () => {
  it('answers the level beside the rating: 3.0 for a player with no match', async () => {
    const [player] = await playersOf(await createTeam(t));
    expect(await ratingOf(player)).toEqual({ rating: 1500, level: 3, reliability: 0, history: [] });
  });

  it('starts a player from the starting level an organiser sets, kept when left out, cleared by null', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const organiser = await createOrganiser(t, 'levels-organiser', [f.clubId]);
    const [home, away] = [f.teamIds[0]!, f.teamIds[1]!];
    const [ana, bea] = await playersOf(home);

    const set = await putPlayer(ana, { startingLevel: 4.5 }, organiser.token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: ana, startingLevel: 4.5 });
    expect((await t.admin({ method: 'GET', url: `/api/v1/admin/players/${ana}` })).json()).toMatchObject({
      startingLevel: 4.5,
    });
    // Staff read the starting level; the public player does not carry it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/players/${ana}` })).json()).not.toHaveProperty(
      'startingLevel',
    );
    expect(await ratingOf(ana)).toEqual({ rating: 1950, level: 4.5, reliability: 0, history: [] });

    // The match starts from it: Ana at 1950, Bea at 1500.
    const match = await addMatch(t, f.round, { ...place(f, home, away), team1Results: [6, 6], team2Results: [3, 4] });
    const [anaAfter, beaAfter] = [await ratingOf(ana), await ratingOf(bea)];
    expect(anaAfter.history).toEqual([expect.objectContaining({ matchId: match.id, before: 1950 })]);
    expect(beaAfter.history).toEqual([expect.objectContaining({ matchId: match.id, before: 1500 })]);
    expect(anaAfter.level).toBe(Math.round(((anaAfter.rating - 600) / 300) * 10) / 10);

    // A PUT that leaves it out keeps it; null clears it, and the history starts from 1500 again.
    expect((await putPlayer(ana, {})).json()).toMatchObject({ startingLevel: 4.5 });
    expect((await putPlayer(ana, { startingLevel: null })).json()).toMatchObject({ startingLevel: null });
    expect((await ratingOf(ana)).history[0]).toMatchObject({ before: 1500 });

    for (const startingLevel of [7.5, -1, 3.25, '4']) {
      const refused = await putPlayer(ana, { startingLevel });
      expect(refused.statusCode, String(startingLevel)).toBe(400);
      expect(refused.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toContain('startingLevel');
    }
    // A new player may be created with one.
    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/admin/players',
      payload: { firstName: 'Carla', lastName: 'Level', startingLevel: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await ratingOf(created.json<{ id: number }>().id)).toMatchObject({ rating: 1200, level: 2 });
  });

  it('leaves out walkovers and retirements before the end of the first set; a later retirement counts', async () => {
    const f = await leagueWithFormat('bestOf3', { teams: 4 });
    const [t1, t2, t3, t4] = f.teamIds as [number, number, number, number];
    await addMatch(t, f.round, { ...place(f, t1, t2), outcome: 'walkover', winnerTeamId: t1 });
    await addMatch(t, f.round, {
      ...place(f, t3, t4),
      team1Results: [3],
      team2Results: [2],
      outcome: 'retired',
      winnerTeamId: t4,
    });
    for (const teamId of f.teamIds) {
      for (const playerId of await playersOf(teamId))
        expect((await ratingOf(playerId)).history, `team ${teamId}`).toEqual([]);
    }
    // The standings still count both (docs/standings.md): only the ratings leave them out.
    const table = (
      await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` })
    ).json<{ standings: StandingsRow[] }>().standings;
    expect(table.filter((row) => row.matchesPlayed === 1)).toHaveLength(4);

    // A week later, 6–4 2–1 and team 1 retires: the first set was played out, so it counts, to the winner.
    const nextWeek = await addRound(t, f, { date: '2026-03-09' });
    const later = await addMatch(t, nextWeek, {
      ...place(f, t1, t3),
      team1Results: [6, 2],
      team2Results: [4, 1],
      outcome: 'retired',
      winnerTeamId: t3,
    });
    const [winner] = await playersOf(t3);
    const [loser] = await playersOf(t1);
    expect((await ratingOf(winner)).history).toEqual([expect.objectContaining({ matchId: later.id, before: 1500 })]);
    expect((await ratingOf(winner)).rating).toBeGreaterThan(1500);
    expect((await ratingOf(loser)).rating).toBeLessThan(1500);
  });

  it('counts the margin: a 6–0 6–0 win moves the winners further than 7–6 7–6', async () => {
    const f = await leagueWithFormat('bestOf3', { teams: 4 });
    const [t1, t2, t3, t4] = f.teamIds as [number, number, number, number];
    await addMatch(t, f.round, { ...place(f, t1, t2), team1Results: [6, 6], team2Results: [0, 0] });
    await addMatch(t, f.round, { ...place(f, t3, t4), team1Results: [7, 7], team2Results: [6, 6] });
    const [clean] = await playersOf(t1);
    const [close] = await playersOf(t3);
    // Four new players a side, K 40: 6–0 6–0 scores 1 (+20), 7–6 7–6 scores 0.5 + 0.5 × 14/26 (+10.8).
    expect((await ratingOf(clean)).rating).toBe(1520);
    expect((await ratingOf(close)).rating).toBe(Math.round((1500 + 40 * 0.5 * (14 / 26)) * 10) / 10);
  });
});

interface PreviewBody {
  groups: { name: string; teams: { teamId: number; from: string | null; move: string }[] }[];
}

const preview = (f: LeagueFixture, payload: object) =>
  t.admin({
    method: 'POST',
    url: `${f.adminLeaguePath}/next-season`,
    payload: { name: 'Next', preview: true, ...payload },
  });

/** Each group's teams in its table's order, as the API ranks them. */
const tables = async (f: LeagueFixture) =>
  Promise.all(
    f.groups.map(async (group) =>
      (await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${group.id}/standings` }))
        .json<{ standings: StandingsRow[] }>()
        .standings.map((row) => row.teamId),
    ),
  );

const lineUps = (body: PreviewBody) =>
  body.groups.map((group) => group.teams.map((team) => `${team.teamId}:${team.move}`));

describe('box leagues: the next season', () => {
  it('moves a number per boundary from lists: promote [2, 1], relegate [1, 2]', async () => {
    const f = await createLeagueFixture(t, { groups: 3, teams: 5 });
    const [a, b, c] = (await tables(f)) as [number[], number[], number[]];
    const response = await preview(f, { promote: [2, 1], relegate: [1, 2] });
    expect(response.statusCode, response.body).toBe(200);
    const at = (ids: number[], move: string) => ids.map((id) => `${id}:${move}`);
    expect(lineUps(response.json<PreviewBody>())).toEqual([
      [...at(a.slice(0, 4), 'stay'), ...at(b.slice(0, 2), 'up')],
      [...at(a.slice(4), 'down'), ...at(b.slice(2, 3), 'stay'), ...at(c.slice(0, 1), 'up')],
      [...at(b.slice(3), 'down'), ...at(c.slice(1), 'stay')],
    ]);
    const wrong = await preview(f, { promote: [1, 1, 1] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: { field: string }[] }>().details[0]?.field).toBe('promote');
    expect((await preview(f, { relegate: [1, -1] })).statusCode).toBe(400);
  });

  it("fills a leaving team's place from the level below, and a joining team fills the bottom", async () => {
    const f = await createLeagueFixture(t, { groups: 3, teams: 4 });
    const [a, b, c] = (await tables(f)) as [number[], number[], number[]];
    const newcomer = await createTeam(t);
    const response = await preview(f, { leaving: [a[1]], joining: [{ teamId: newcomer }] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PreviewBody>();
    expect(body.groups.map((group) => group.teams.length)).toEqual([4, 4, 4]);
    expect(lineUps(body)).toEqual([
      [`${a[0]}:stay`, `${a[2]}:stay`, `${b[0]}:up`, `${b[1]}:up`],
      [`${a[3]}:down`, `${b[2]}:stay`, `${c[0]}:up`, `${c[1]}:up`],
      [`${b[3]}:down`, `${c[2]}:stay`, `${c[3]}:stay`, `${newcomer}:new`],
    ]);
    expect(body.groups[0]!.teams[3]).toEqual(expect.objectContaining({ teamId: b[1], from: 'Group B', move: 'up' }));
  });

  it('refuses (400, naming the level) a preview or a confirmation leaving a level under 2 or over its size + 2', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 2 });
    const [, b] = (await tables(f)) as [number[], number[]];
    const clubLeagues = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/leagues` })).json<{ total: number }>().total;
    const before = await clubLeagues();

    const small = await preview(f, { leaving: [b[1]] });
    expect(small.statusCode, small.body).toBe(400);
    expect(small.json<{ error: string }>().error).toContain('Group B');
    expect(small.json<{ details: unknown[] }>().details).toEqual([
      expect.objectContaining({ field: 'groups', groupName: 'Group B', size: 1 }),
    ]);

    const joining = await Promise.all(
      [1, 2, 3].map(async () => ({ teamId: await createTeam(t), groupName: 'Group A' })),
    );
    const large = await preview(f, { joining });
    expect(large.statusCode).toBe(400);
    expect(large.json<{ error: string; details: unknown[] }>()).toMatchObject({
      error: expect.stringContaining('Group A'),
      details: [expect.objectContaining({ groupName: 'Group A', size: 5 })],
    });
    expect((await preview(f, { joining: joining.slice(0, 2) })).statusCode).toBe(200);

    const confirmed = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/next-season`,
      payload: { name: 'Next', leaving: [b[1]] },
    });
    expect(confirmed.statusCode).toBe(400);
    expect(await clubLeagues()).toBe(before);
  });

  it('ranks by points per match where the league says so, in the table and in the next season', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 4 });
    const [t0, t1, t2, t3] = f.groups[0]!.teamIds as [number, number, number, number];
    // t0 beats t2 and loses to t3 (4 points from 2 matches); t1 beats t2 (3 from 1); t3 3 from 1; t2 2 from 2.
    await addMatch(t, f.round, { ...place(f, t0, t2), team1Results: [6, 6], team2Results: [2, 2] });
    const second = await addRound(t, f, { date: '2026-03-09' });
    await addMatch(t, second, { ...place(f, t0, t3), team1Results: [2, 2], team2Results: [6, 6] });
    await addMatch(t, second, { ...place(f, t1, t2), team1Results: [6, 6], team2Results: [3, 3] });
    const byPoints = (await tables(f))[0]!;
    expect(byPoints[0]).toBe(t0);
    expect(byPoints.at(-1)).toBe(t2);

    const setting = await t.admin({
      method: 'PUT',
      url: f.adminLeaguePath,
      payload: { name: 'Box league', rankByPointsPerMatch: true },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json()).toMatchObject({ rankByPointsPerMatch: true });
    const league = (await t.app.inject({ method: 'GET', url: f.leaguePath })).json();
    expect(league).toMatchObject({ rankByPointsPerMatch: true });
    // A PUT that leaves it out keeps it.
    expect(
      (await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'Box league' } })).json(),
    ).toMatchObject({
      rankByPointsPerMatch: true,
    });

    const byAverage = (await tables(f))[0]!;
    expect(byAverage.slice(0, 2).sort()).toEqual([t1, t3].sort());
    expect(byAverage.slice(2)).toEqual([t0, t2]);
    const standings = (
      await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` })
    ).json<{ standings: StandingsRow[] }>().standings;
    expect(standings.map((row) => row.rank)).toEqual([1, 2, 3, 4]);

    const next = await preview(f, { promote: 2, relegate: 2 });
    expect(next.statusCode, next.body).toBe(200);
    const down = next
      .json<PreviewBody>()
      .groups[1]!.teams.filter((team) => team.move === 'down')
      .map((team) => team.teamId);
    expect(down).toEqual([t0, t2]);

    const created = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/next-season`,
      payload: { name: 'Next', promote: 2, relegate: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ rankByPointsPerMatch: true });
  });
});

describe('box leagues: two confirmations at once', () => {
  it('creates one next season; the other is refused (409) and leaves nothing behind', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 3 });
    const confirm = () =>
      t.admin({
        method: 'POST',
        url: `${f.adminLeaguePath}/next-season`,
        payload: { name: 'Raced', promote: [1], relegate: [1] },
      });
    const answers = await Promise.all([confirm(), confirm(), confirm()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const leagues = (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${f.clubId}/leagues` })).json<{
      leagues: { name: string; previousLeagueId: number | null }[];
    }>().leagues;
    expect(leagues.filter((league) => league.previousLeagueId === f.leagueId)).toHaveLength(1);
  });
});
