import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTeam, nameOfTeam } from './support/fixtures.js';
import { insertMatch } from './support/season-rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Setup {
  clubId: number;
  leagueId: number;
  groupId: number;
  roundId: number;
  /** /api/v1/clubs/{c}/leagues/{l}/groups/{g}/standings */
  standings: string;
  adminLeague: string;
}

let count = 0;
/** Club, league (with the given settings), one group and one round, through the admin API. */
async function setUp(league: Record<string, unknown> = {}): Promise<Setup> {
  count += 1;
  const clubId = (await t.admin({ method: 'POST', url: '/api/v1/admin/clubs', payload: { name: `Club ${count}` } })).json<{ id: number }>().id;
  const created = await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${clubId}/leagues`, payload: { name: `League ${count}`, ...league } });
  expect(created.statusCode).toBe(201);
  const leagueId = created.json<{ id: number }>().id;
  const adminLeague = `/api/v1/admin/clubs/${clubId}/leagues/${leagueId}`;
  const groupId = (await t.admin({ method: 'POST', url: `${adminLeague}/groups`, payload: { name: 'A' } })).json<{ id: number }>().id;
  // Active: a draft (inactive) round's results count for the club's staff only (docs/rules.md, "Drafts are private").
  const round = { name: 'R1', date: '2026-03-02', status: 'active' };
  const roundId = (await t.admin({ method: 'POST', url: `${adminLeague}/rounds`, payload: round })).json<{ id: number }>().id;
  return { clubId, leagueId, groupId, roundId, adminLeague, standings: `/api/v1/clubs/${clubId}/leagues/${leagueId}/groups/${groupId}/standings` };
}

async function join(setup: Setup, name?: string): Promise<number> {
  const teamId = await createTeam(t, name);
  const response = await t.admin({ method: 'POST', url: `${setup.adminLeague}/groups/${setup.groupId}/teams`, payload: { team_id: teamId } });
  expect(response.statusCode).toBe(201);
  return teamId;
}

/**
 * The hand-worked group of tests/unit/standings.test.ts, stored and read back over HTTP:
 * Leones, Tigres, Osos tied on 7 points; head-to-head a cycle; setsDiff drops Leones to 3rd;
 * Tigres and Osos level on setsDiff (+2), and head-to-head between the two puts Tigres 1st (a
 * free league counts the 10-8 as ten games to eight: Osos +10, Tigres +9).
 */
async function handWorkedGroup(league: Record<string, unknown> = {}) {
  const setup = await setUp(league);
  const leones = await join(setup, 'Leones');
  const tigres = await join(setup, 'Tigres');
  const osos = await join(setup, 'Osos');
  const zorros = await join(setup, 'Zorros');
  const results: [number, number, [number[], number[]]][] = [
    [leones, tigres, [[6, 3, 10], [4, 6, 8]]],
    [tigres, osos, [[6, 6], [3, 4]]],
    [osos, leones, [[7, 6], [5, 4]]],
    [leones, zorros, [[6, 6], [1, 2]]],
    [tigres, zorros, [[6, 4, 6], [2, 6, 3]]],
    [osos, zorros, [[6, 6], [0, 1]]],
  ];
  for (const [team1Id, team2Id, score] of results) {
    await insertMatch(t, { roundId: setup.roundId, groupId: setup.groupId, team1Id, team2Id, results: score });
  }
  // Only scheduled: counts for nothing.
  await insertMatch(t, { roundId: setup.roundId, groupId: setup.groupId, team1Id: zorros, team2Id: leones, court: 1, hour: 18 });
  return { setup, leones, tigres, osos, zorros };
}

describe('group standings', () => {
  it('answers the exact table of the hand-worked group with the rules in force', async () => {
    const { setup, leones, tigres, osos, zorros } = await handWorkedGroup();
    const response = await t.app.inject({ method: 'GET', url: setup.standings });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      standings: [
        { rank: 1, teamId: tigres, teamName: 'Tigres', matchesPlayed: 3, matchesWon: 2, setsDiff: 2, gamesDiff: 9, points: 7 },
        { rank: 2, teamId: osos, teamName: 'Osos', matchesPlayed: 3, matchesWon: 2, setsDiff: 2, gamesDiff: 10, points: 7 },
        { rank: 3, teamId: leones, teamName: 'Leones', matchesPlayed: 3, matchesWon: 2, setsDiff: 1, gamesDiff: 6, points: 7 },
        { rank: 4, teamId: zorros, teamName: 'Zorros', matchesPlayed: 3, matchesWon: 0, setsDiff: -5, gamesDiff: -25, points: 3 },
      ],
      rules: { pointsForWin: 3, pointsForLoss: 1, tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'], matchTiebreakGames: 'one', pointsForDraw: 2, matchFormat: 'free' },
    });
  });

  it("follows the league's settings, including a change made after the matches", async () => {
    const { setup } = await handWorkedGroup({ matchTiebreakGames: 'points' });
    const byPoints = (await t.app.inject({ method: 'GET', url: setup.standings })).json();
    // A free league counts the 10-8 as 10 and 8 games either way (Osos +10, Tigres +9): setsDiff
    // leaves Tigres and Osos level, and head-to-head between the two of them alone puts Tigres,
    // which beat Osos, first (docs/standings.md).
    expect(byPoints.standings.map((row: { teamName: string; gamesDiff: number }) => [row.teamName, row.gamesDiff])).toEqual([
      ['Tigres', 9],
      ['Osos', 10],
      ['Leones', 6],
      ['Zorros', -25],
    ]);
    expect(byPoints.rules.matchTiebreakGames).toBe('points');

    const changed = await t.admin({ method: 'PUT', url: setup.adminLeague, payload: { name: 'Renamed', pointsForWin: 2, pointsForLoss: 0, tiebreakers: [] } });
    expect(changed.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: setup.standings })).json();
    expect(after.rules).toEqual({ pointsForWin: 2, pointsForLoss: 0, tiebreakers: [], matchTiebreakGames: 'points', pointsForDraw: 2, matchFormat: 'free' });
    // Without tie-breakers the three on 4 points wait for the drawn lot (never the name), by entry order meanwhile.
    expect(after.standings.map((row: { teamName: string; points: number; lot?: string }) => [row.teamName, row.points, row.lot])).toEqual([
      ['Leones', 4, 'toDraw'],
      ['Tigres', 4, 'toDraw'],
      ['Osos', 4, 'toDraw'],
      ['Zorros', 0, undefined],
    ]);
  });

  it('counts walkovers (no point for the loser) and retirements (completed for the winner)', async () => {
    const setup = await setUp();
    const home = await join(setup, 'Home');
    const away = await join(setup, 'Away');
    const third = await join(setup, 'Third');
    await insertMatch(t, { roundId: setup.roundId, groupId: setup.groupId, team1Id: home, team2Id: away, outcome: 'walkover', winnerTeamId: away });
    await insertMatch(t, { roundId: setup.roundId, groupId: setup.groupId, team1Id: third, team2Id: home, results: [[6, 1], [4, 2]], outcome: 'retired', winnerTeamId: home });
    const body = (await t.app.inject({ method: 'GET', url: setup.standings })).json();
    // Away: walkover 6-0 6-0 → 3 points. Home: lost the walkover (0, sets 0-2, games 0-12) and
    // won the retirement at 4-6 2-1, counted 4-6 6-1 6-0 (sets 2-1, games 16-7) → 3 points, sets
    // -1, games -3. Third lost the retirement → pointsForLoss 1, sets -1, games -9.
    // Away and Home on 3: head-to-head Away 1, Home 0.
    expect(body.standings).toEqual([
      { rank: 1, teamId: away, teamName: 'Away', matchesPlayed: 1, matchesWon: 1, setsDiff: 2, gamesDiff: 12, points: 3 },
      { rank: 2, teamId: home, teamName: 'Home', matchesPlayed: 2, matchesWon: 1, setsDiff: -1, gamesDiff: -3, points: 3 },
      { rank: 3, teamId: third, teamName: 'Third', matchesPlayed: 1, matchesWon: 0, setsDiff: -1, gamesDiff: -9, points: 1 },
    ]);
  });

  it('lists every team with zeros before any match, and an empty table for an empty group', async () => {
    const setup = await setUp();
    expect((await t.app.inject({ method: 'GET', url: setup.standings })).json()).toMatchObject({ standings: [] });
    const b = await join(setup);
    const a = await join(setup);
    const body = (await t.app.inject({ method: 'GET', url: setup.standings })).json();
    const zero = { matchesPlayed: 0, matchesWon: 0, setsDiff: 0, gamesDiff: 0, points: 0 };
    // Both "Ana Left<i> / Bea Right<i>": by name, the earlier-made team's number sorts first
    // only when the numbers have as many digits, so compare with the names the API gave.
    const expected = [
      { teamId: b, teamName: nameOfTeam(b), ...zero },
      { teamId: a, teamName: nameOfTeam(a), ...zero },
    ].sort((x, y) => x.teamName.localeCompare(y.teamName, 'en'));
    expect(body.standings).toEqual(expected.map((row, index) => ({ rank: index + 1, ...row })));
  });

  it('answers 404 for a group of another league or a league of another club, and sends an ETag', async () => {
    const setup = await setUp();
    const other = await setUp();
    const foreignGroup = `/api/v1/clubs/${setup.clubId}/leagues/${setup.leagueId}/groups/${other.groupId}/standings`;
    expect((await t.app.inject({ method: 'GET', url: foreignGroup })).statusCode).toBe(404);
    const foreignLeague = `/api/v1/clubs/${setup.clubId}/leagues/${other.leagueId}/groups/${other.groupId}/standings`;
    expect((await t.app.inject({ method: 'GET', url: foreignLeague })).json()).toMatchObject({ code: 'NOT_FOUND' });

    const first = await t.app.inject({ method: 'GET', url: setup.standings });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: setup.standings, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await join(setup);
    expect((await t.app.inject({ method: 'GET', url: setup.standings, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });
});

describe('group standings under a match format', () => {
  it('counts a pro set 9–7 as 9 and 7 games in a proSet9 league and in a free one', async () => {
    const gamesOf = async (matchFormat: string) => {
      const setup = await setUp({ matchFormat });
      const winner = await join(setup, 'Nueve');
      const loser = await join(setup, 'Siete');
      await insertMatch(t, { roundId: setup.roundId, groupId: setup.groupId, team1Id: winner, team2Id: loser, results: [[9], [7]] });
      const body = (await t.app.inject({ method: 'GET', url: setup.standings })).json();
      return body.standings.map((row: { teamName: string; setsDiff: number; gamesDiff: number }) => [row.teamName, row.setsDiff, row.gamesDiff]);
    };
    expect(await gamesOf('proSet9')).toEqual([
      ['Nueve', 1, 2],
      ['Siete', -1, -2],
    ]);
    expect(await gamesOf('free')).toEqual([
      ['Nueve', 1, 2],
      ['Siete', -1, -2],
    ]);
  });
});
