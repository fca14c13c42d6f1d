import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import type { StandingsRow } from '../../src/shared/schemas/group.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { createPlayedLeague, matchesOf, type PlayoffBody } from './support/playoff-league.js';

/**
 * docs/rules.md, "Matches and results" (short sets, pro set to 8, timed, the deuce rule), docs/playoffs.md
 * ("A format per stage") and docs/standings.md ("Draws", "Withdrawals"), through HTTP, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = (f: LeagueFixture, i = 0, j = 1, startTime = 18) => ({
  team1Id: f.teamIds[i]!,
  team2Id: f.teamIds[j]!,
  courtNumber: 1,
  startTime,
});

async function leagueWith(
  settings: Record<string, unknown>,
  options: Parameters<typeof createLeagueFixture>[1] = {},
): Promise<LeagueFixture> {
  const f = await createLeagueFixture(t, options);
  const response = await t.admin({
    method: 'PUT',
    url: f.adminLeaguePath,
    payload: { name: 'Formats league', ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
  return f;
}

async function standingsOf(f: LeagueFixture): Promise<StandingsRow[]> {
  const response = await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` });
  expect(response.statusCode).toBe(200);
  return response.json<{ standings: StandingsRow[] }>().standings;
}
const rowOf = (table: StandingsRow[], teamId: number) => table.find((row) => row.teamId === teamId)!;

describe('league settings: the new formats, the deuce rule and the points for a draw', () => {
  it('defaults to golden point and 2 points a draw; both are kept and changed like the other settings', async () => {
    const f = await createLeagueFixture(t);
    const league = (await t.app.inject({ method: 'GET', url: f.leaguePath })).json();
    expect(league).toMatchObject({ deuceRule: 'goldenPoint', pointsForDraw: 2 });
    const changed = await t.admin({
      method: 'PUT',
      url: f.adminLeaguePath,
      payload: { name: 'Timed', matchFormat: 'timed', deuceRule: 'starPoint', pointsForDraw: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ matchFormat: 'timed', deuceRule: 'starPoint', pointsForDraw: 1 });
    // A save of the form without them keeps them.
    const kept = await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'Timed again' } });
    expect(kept.json()).toMatchObject({ matchFormat: 'timed', deuceRule: 'starPoint', pointsForDraw: 1 });
    for (const payload of [
      { name: 'x', deuceRule: 'noAd' },
      { name: 'x', pointsForDraw: -1 },
      { name: 'x', matchFormat: 'proSet7' },
    ]) {
      expect((await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload })).statusCode).toBe(400);
    }
  });

  it('a new league may be created with every new format', async () => {
    const f = await createLeagueFixture(t);
    for (const matchFormat of ['bestOf3ShortSets', 'proSet8', 'timed'] as const) {
      const created = await t.admin({
        method: 'POST',
        url: `/api/v1/admin/clubs/${f.clubId}/leagues`,
        payload: { name: `League ${matchFormat}`, matchFormat, deuceRule: 'advantage' },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ matchFormat, deuceRule: 'advantage', pointsForDraw: 2 });
    }
  });
});

describe('each format refuses a score by naming its set', () => {
  it.each([
    [
      'bestOf3ShortSets',
      [4, 4],
      [1, 3],
      'team1Results[1]',
      'Set 2: a short set ends 4–0 to 4–2, 5–3, or 5–4 after a tie-break at 4–4',
    ],
    [
      'bestOf3ShortSets',
      [4, 1, 6],
      [1, 4, 4],
      'team1Results[2]',
      'Set 3: a match tie-break ends at 10 or more, two clear (10–8, 11–9, 14–12)',
    ],
    [
      'proSet8',
      [8],
      [7],
      'team1Results[0]',
      'Set 1: a pro set to 8 ends 8–0 to 8–6, 9–7, or 9–8 after a tie-break at 8–8',
    ],
    [
      'timed',
      [5, 3],
      [4, 1],
      'team1Results[0]',
      'Set 1: a set before the last ends 6–0 to 6–4, 7–5 or 7–6 (only the last set may stop when the court time ends)',
    ],
    ['timed', [6, 6, 1], [3, 6, 0], 'team1Results[1]', 'Set 2: a set cannot end level (6–6)'],
  ] as const)('%s %j–%j', async (matchFormat, team1Results, team2Results, field, message) => {
    const f = await leagueWith({ matchFormat });
    const refused = await t.admin({
      method: 'POST',
      url: `${f.round.adminPath}/matches`,
      payload: { ...place(f), team1Results, team2Results },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field, message }]);
  });

  it('accepts 5–4 3–5 10–8 in short sets, 9–8 in a pro set to 8, and a timed score that stopped mid-set', async () => {
    for (const [matchFormat, team1Results, team2Results] of [
      ['bestOf3ShortSets', [5, 3, 10], [4, 5, 8]],
      ['proSet8', [9], [8]],
      ['timed', [6, 2], [4, 3]],
    ] as const) {
      const f = await leagueWith({ matchFormat });
      const created = await t.admin({
        method: 'POST',
        url: `${f.round.adminPath}/matches`,
        payload: { ...place(f), team1Results, team2Results },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ winnerTeamId: f.teamIds[0] });
    }
  });
});

describe('walkovers and retirements count by the new formats', () => {
  it('a walkover is 8–0 in a pro set to 8 and 4–0 4–0 in short sets', async () => {
    for (const [matchFormat, counted, gamesDiff] of [
      ['proSet8', { team1Results: [8], team2Results: [0] }, 8],
      ['bestOf3ShortSets', { team1Results: [4, 4], team2Results: [0, 0] }, 8],
    ] as const) {
      const f = await leagueWith({ matchFormat });
      const match = await addMatch(t, f.round, { ...place(f), outcome: 'walkover', winnerTeamId: f.teamIds[0] });
      expect(match).toMatchObject({ countedResults: counted });
      expect(rowOf(await standingsOf(f), f.teamIds[0]!)).toMatchObject({ gamesDiff, points: 3 });
    }
  });

  it('a timed retirement is completed for the winner: 6–2 1–3, team 1 retires → 6–2 1–6 0–6', async () => {
    const f = await leagueWith({ matchFormat: 'timed' });
    const match = await addMatch(t, f.round, {
      ...place(f),
      team1Results: [6, 1],
      team2Results: [2, 3],
      outcome: 'retired',
      winnerTeamId: f.teamIds[1],
    });
    expect(match).toMatchObject({
      team1Results: [6, 1],
      countedResults: { team1Results: [6, 1, 0], team2Results: [2, 6, 6] },
    });
  });
});

describe('a timed match level on games is a draw', () => {
  it('each team earns the league’s points for a draw; the table counts the draw', async () => {
    const f = await leagueWith({ matchFormat: 'timed', pointsForDraw: 1 }, { teams: 3 });
    const draw = await addMatch(t, f.round, { ...place(f, 0, 1), team1Results: [6, 3], team2Results: [4, 5] });
    expect(draw).toMatchObject({ winnerTeamId: null, countedResults: { team1Results: [6, 3], team2Results: [4, 5] } });
    const next = await addRound(t, f, { date: '2026-03-09' });
    await addMatch(t, next, { ...place(f, 0, 2), team1Results: [5], team2Results: [2] });
    const table = await standingsOf(f);
    expect(rowOf(table, f.teamIds[0]!)).toMatchObject({ matchesPlayed: 2, matchesWon: 1, matchesDrawn: 1, points: 4 });
    expect(rowOf(table, f.teamIds[1]!)).toMatchObject({ matchesPlayed: 1, matchesWon: 0, matchesDrawn: 1, points: 1 });
    expect(rowOf(table, f.teamIds[2]!)).toMatchObject({ matchesPlayed: 1, matchesDrawn: 0, points: 1 });
    const rules = (
      await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` })
    ).json().rules;
    expect(rules).toMatchObject({ pointsForDraw: 1 });
  });
});

describe('a playoff may use its own format', () => {
  const readPlayoff = async (f: LeagueFixture) =>
    (await t.app.inject({ method: 'GET', url: `${f.leaguePath}/playoffs` })).json<
      PlayoffBody & { matchFormat: MatchFormat }
    >();

  it('proSet9 playoffs in a bestOf3 league: the playoff answers its format, and its matches are checked by it', async () => {
    const league = await createPlayedLeague(t, { groups: 1, teams: 2 });
    const created = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/playoffs`,
      payload: { qualifiersPerGroup: 2, roundId: league.finalDay.id, matchFormat: 'proSet9' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ matchFormat: 'proSet9' });
    const playoff = await readPlayoff(league);
    expect(playoff.matchFormat).toBe('proSet9');
    const final = matchesOf(playoff).find((match) => match.id !== null)!;
    const write = (team1Results: number[], team2Results: number[]) =>
      t.admin({
        method: 'PUT',
        url: `${league.finalDay.adminPath}/matches/${final.id}`,
        payload: {
          team1Id: final.team1Id,
          team2Id: final.team2Id,
          courtNumber: final.courtNumber,
          startTime: final.startTime,
          team1Results,
          team2Results,
        },
      });
    // Two sets is the league's free format, not the playoff's pro set.
    const refused = await write([6, 6], [2, 3]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ field: 'team1Results[0]' });
    const accepted = await write([9], [7]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ winnerTeamId: final.team1Id });
  });

  it('without one, the playoff plays the league’s format; a timed playoff match cannot end level', async () => {
    const league = await createPlayedLeague(t, { groups: 1, teams: 2 });
    const created = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/playoffs`,
      payload: { qualifiersPerGroup: 2, roundId: league.finalDay.id, matchFormat: 'timed' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const final = matchesOf(await readPlayoff(league)).find((match) => match.id !== null)!;
    const level = await t.admin({
      method: 'PUT',
      url: `${league.finalDay.adminPath}/matches/${final.id}`,
      payload: {
        team1Id: final.team1Id,
        team2Id: final.team2Id,
        courtNumber: final.courtNumber,
        startTime: final.startTime,
        team1Results: [6, 2],
        team2Results: [4, 4],
      },
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().details).toEqual([
      { field: 'team1Results', message: 'A playoff match cannot end level: one team must win more games' },
    ]);
    // More games wins a timed match, whatever the sets: 6–0 5–7 2–3 is two sets to one for team 2, 13 games to 10 for team 1.
    const won = await t.admin({
      method: 'PUT',
      url: `${league.finalDay.adminPath}/matches/${final.id}`,
      payload: {
        team1Id: final.team1Id,
        team2Id: final.team2Id,
        courtNumber: final.courtNumber,
        startTime: final.startTime,
        team1Results: [6, 5, 2],
        team2Results: [0, 7, 3],
      },
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ winnerTeamId: final.team1Id });

    const plain = await createPlayedLeague(t, { groups: 1, teams: 2 });
    const own = await t.admin({
      method: 'POST',
      url: `${plain.adminLeaguePath}/playoffs`,
      payload: { qualifiersPerGroup: 2, roundId: plain.finalDay.id },
    });
    expect(own.json()).toMatchObject({ matchFormat: 'free' });
  });
});

describe('a team withdrawn mid-season', () => {
  /** Four teams: 0 beat 1, 2 beat 3, 3 beat 0 (6–4 6–4); 3's match with 1 is scheduled, not played. */
  async function season(matchFormat: MatchFormat = 'bestOf3') {
    const f = await leagueWith({ matchFormat }, { teams: 4, courts: 2 });
    const [a, b, c, d] = f.teamIds as [number, number, number, number];
    const won = { team1Results: [6, 6], team2Results: [4, 4] };
    const second = await addRound(t, f, { courts: 2, date: '2026-03-09' });
    const third = await addRound(t, f, { courts: 2, date: '2026-03-16' });
    await addMatch(t, f.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18, ...won });
    await addMatch(t, f.round, { team1Id: c, team2Id: d, courtNumber: 2, startTime: 18, ...won });
    await addMatch(t, second, { team1Id: d, team2Id: a, courtNumber: 1, startTime: 18, ...won });
    const scheduled = await addMatch(t, third, { team1Id: d, team2Id: b, courtNumber: 1, startTime: 18 });
    return { f, a, b, c, d, scheduled, third, url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/withdrawals` };
  }

  it('annul: its matches leave the table, its unplayed match is gone, and the table marks it last', async () => {
    const { f, a, b, c, d, scheduled, third, url } = await season();
    const created = await t.admin({ method: 'POST', url, payload: { teamId: d, policy: 'annul' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      groupId: f.groups[0]!.id,
      teamId: d,
      policy: 'annul',
      createdAt: expect.any(String),
    });
    const table = await standingsOf(f);
    expect(table.map((row) => [row.teamId, row.matchesPlayed, row.points, row.withdrawn])).toEqual([
      [a, 1, 3, undefined],
      [b, 1, 1, undefined],
      [c, 0, 0, undefined],
      [d, 0, 0, 'annul'],
    ]);
    const matches = (await t.app.inject({ method: 'GET', url: `${third.publicPath}/matches` })).json<{
      matches: { id: number }[];
    }>().matches;
    expect(matches.map((match) => match.id)).not.toContain(scheduled.id);
    expect(matches).toHaveLength(0);
  });

  it('keep: its played matches count and each team it had not met gets a walkover', async () => {
    const { f, a, b, c, d, url } = await season();
    const kept = await t.admin({ method: 'POST', url, payload: { teamId: d, policy: 'keep' } });
    expect(kept.statusCode, kept.body).toBe(201);
    const table = await standingsOf(f);
    // b lost to a, and gets 6–0 6–0 from d, whose match with it was never played.
    expect(table.map((row) => [row.teamId, row.matchesPlayed, row.points, row.withdrawn])).toEqual([
      [a, 2, 4, undefined],
      [b, 2, 4, undefined],
      [c, 1, 3, undefined],
      [d, 3, 4, 'keep'],
    ]);
    expect(rowOf(table, b)).toMatchObject({ matchesWon: 1, setsDiff: 0, gamesDiff: 8 });
  });

  it('keep in a pro set league: the walkover is 9–0, worth what a real 9–0 is', async () => {
    const f = await leagueWith({ matchFormat: 'proSet9' }, { teams: 3 });
    const [x, y, z] = f.teamIds as [number, number, number];
    await addMatch(t, f.round, {
      team1Id: x,
      team2Id: z,
      courtNumber: 1,
      startTime: 18,
      team1Results: [9],
      team2Results: [5],
    });
    const kept = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/withdrawals`,
      payload: { teamId: z, policy: 'keep' },
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const table = await standingsOf(f);
    expect(table.at(-1)).toMatchObject({ teamId: z, withdrawn: 'keep', matchesPlayed: 2, points: 1 });
    expect(rowOf(table, y)).toMatchObject({ matchesPlayed: 1, matchesWon: 1, setsDiff: 1, gamesDiff: 9, points: 3 });
    expect(rowOf(table, x)).toMatchObject({ matchesPlayed: 1, matchesWon: 1, gamesDiff: 4, points: 3 });
  });

  it('refuses a team of another group, an unknown policy (400), a second withdrawal (409) and an anonymous caller (401)', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 2 });
    const url = `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/withdrawals`;
    const other = await t.admin({ method: 'POST', url, payload: { teamId: f.groups[1]!.teamIds[0], policy: 'keep' } });
    expect(other.statusCode).toBe(400);
    expect(other.json().details).toEqual([{ field: 'teamId', message: 'Not a team of this group' }]);
    expect(
      (await t.admin({ method: 'POST', url, payload: { teamId: f.teamIds[0], policy: 'forfeit' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { teamId: f.teamIds[0], policy: 'keep' } })).statusCode,
    ).toBe(401);
    expect((await t.admin({ method: 'POST', url, payload: { teamId: f.teamIds[0], policy: 'keep' } })).statusCode).toBe(
      201,
    );
    const again = await t.admin({ method: 'POST', url, payload: { teamId: f.teamIds[0], policy: 'annul' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/was withdrawn from this group/);
  });

  it('two withdrawals of one team sent at once: one 201, the other 409', async () => {
    const f = await createLeagueFixture(t, { teams: 3 });
    const url = `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/withdrawals`;
    const answers = await Promise.all(
      (['annul', 'keep', 'annul', 'keep'] as const).map((policy) =>
        t.admin({ method: 'POST', url, payload: { teamId: f.teamIds[1], policy } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const table = await standingsOf(f);
    expect(table.filter((row) => row.withdrawn)).toHaveLength(1);
  });
});
