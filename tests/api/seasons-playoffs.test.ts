import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  createPlayedLeague,
  type PlayoffBody,
  type PlayoffLeague,
  type PlayoffMatchBody,
  playPlayoffMatch,
} from './support/playoff-league.js';

/** docs/seasons.md, "The top group by the playoffs": the option, on both databases. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readPlayoff = async (league: PlayoffLeague) =>
  (await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` })).json<PlayoffBody>();

/** Plays a playoff match through the match route so that `winnerTeamId` wins it. */
async function play(league: PlayoffLeague, match: PlayoffMatchBody | undefined, winnerTeamId: number) {
  const response = await playPlayoffMatch(t, league, match, winnerTeamId);
  expect(response.statusCode, response.body).toBe(200);
}

const preview = (league: PlayoffLeague, topGroupOrder: string) =>
  t.admin({
    method: 'POST',
    url: `${league.adminLeaguePath}/next-season`,
    payload: { name: 'Next', topGroupOrder, preview: true },
  });

const topGroup = (response: { json: <T>() => T }) =>
  response
    .json<{ groups: { name: string; teams: { teamId: number; move: string }[] }[] }>()
    .groups[0]!.teams.map((team) => [team.teamId, team.move]);

describe('the top group ordered by the playoffs', () => {
  let league: PlayoffLeague;
  beforeAll(async () => {
    // Two groups of four; in each, the team made first tops the table.
    league = await createPlayedLeague(t, { groups: 2, teams: 4 });
  });

  it('refuses (409) while the league has no playoffs', async () => {
    const response = await preview(league, 'playoffs');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ details: { field: string }[] }>().details[0]?.field).toBe('topGroupOrder');
  });

  it('refuses (409) until the final has a winner, then puts Group A in the order its teams finished', async () => {
    const created = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/playoffs`,
      payload: { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: league.finalDay.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [a1, a2, a3, a4] = league.groups[0]!.teamIds as [number, number, number, number];
    const [b1, b2] = league.groups[1]!.teamIds as [number, number];

    // Semi-finals A1 v B2 and B1 v A2: B2 and A2 win; then A2 wins the final.
    let playoff = await readPlayoff(league);
    const semis = playoff.brackets[0]!.rounds[0]!.matches;
    await play(
      league,
      semis.find((m) => [m.team1Id, m.team2Id].includes(a1)),
      b2,
    );
    await play(
      league,
      semis.find((m) => [m.team1Id, m.team2Id].includes(a2)),
      a2,
    );
    expect((await preview(league, 'playoffs')).statusCode).toBe(409);
    playoff = await readPlayoff(league);
    await play(league, playoff.brackets[0]!.rounds[1]!.matches[0], a2);

    const byTable = await preview(league, 'table');
    expect(topGroup(byTable)).toEqual([
      [a1, 'stay'],
      [a2, 'stay'],
      [a3, 'stay'],
      [b1, 'up'],
    ]);
    const byPlayoffs = await preview(league, 'playoffs');
    expect(byPlayoffs.statusCode).toBe(200);
    expect(topGroup(byPlayoffs)).toEqual([
      [a2, 'stay'],
      [a1, 'stay'],
      [a3, 'stay'],
      [b1, 'up'],
    ]);
    expect(
      byPlayoffs.json<{ groups: { teams: { teamId: number; move: string }[] }[] }>().groups[1]!.teams[0],
    ).toMatchObject({ teamId: a4, move: 'down' });
  });
});
