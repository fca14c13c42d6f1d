import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';

/**
 * docs/standings.md, "Retirements and walkovers" and "Games as scored": what the standings, the
 * match answers and the player statistics count, through HTTP, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface StandingsRow {
  teamId: number;
  matchesPlayed: number;
  matchesWon: number;
  setsDiff: number;
  gamesDiff: number;
  points: number;
}

const place = (f: LeagueFixture, startTime = 18) => ({ team1Id: f.teamIds[0]!, team2Id: f.teamIds[1]!, courtNumber: 1, startTime });

async function leagueWithFormat(matchFormat: MatchFormat): Promise<LeagueFixture> {
  const f = await createLeagueFixture(t);
  const response = await t.admin({ method: 'PUT', url: f.adminLeaguePath, payload: { name: 'Rules league', matchFormat } });
  expect(response.statusCode, response.body).toBe(200);
  return f;
}

async function standingsOf(f: LeagueFixture): Promise<Map<number, StandingsRow>> {
  const response = await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<{ standings: StandingsRow[] }>().standings.map((row) => [row.teamId, row]));
}

describe('a retired match counts completed in the winner’s favour', () => {
  it('6–4 3–2 and the leader retires: the match keeps its scores, counts 4–6 6–3 6–0 for the winner', async () => {
    const f = await leagueWithFormat('bestOf3');
    const [home, away] = [f.teamIds[0]!, f.teamIds[1]!];
    const match = await addMatch(t, f.round, { ...place(f), team1Results: [6, 3], team2Results: [4, 2], outcome: 'retired', winnerTeamId: away });
    expect(match).toMatchObject({
      team1Results: [6, 3],
      team2Results: [4, 2],
      countedResults: { team1Results: [6, 3, 0], team2Results: [4, 6, 6] },
    });
    const list = await t.app.inject({ method: 'GET', url: `${f.round.publicPath}/matches` });
    expect(list.json<{ matches: unknown[] }>().matches).toEqual([expect.objectContaining({ id: match.id, countedResults: { team1Results: [6, 3, 0], team2Results: [4, 6, 6] } })]);

    const table = await standingsOf(f);
    expect(table.get(away)).toMatchObject({ matchesWon: 1, setsDiff: 1, gamesDiff: 7, points: 3 });
    expect(table.get(home)).toMatchObject({ matchesWon: 0, setsDiff: -1, gamesDiff: -7, points: 1 });
  });

  it('7–5 in the match tie-break: the winner takes it 10–7 and is +1 on sets, not −1', async () => {
    const f = await leagueWithFormat('bestOf3SuperTiebreak');
    const away = f.teamIds[1]!;
    const match = await addMatch(t, f.round, { ...place(f), team1Results: [6, 4, 7], team2Results: [4, 6, 5], outcome: 'retired', winnerTeamId: away });
    expect(match.countedResults).toEqual({ team1Results: [6, 4, 7], team2Results: [4, 6, 10] });
    expect((await standingsOf(f)).get(away)).toMatchObject({ setsDiff: 1, gamesDiff: 1 });
  });

  it('a player’s statistics count the completed match too', async () => {
    const f = await leagueWithFormat('bestOf3');
    const away = f.teamIds[1]!;
    await addMatch(t, f.round, { ...place(f), team1Results: [6, 3], team2Results: [4, 2], outcome: 'retired', winnerTeamId: away });
    const team = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${away}/matches` });
    expect(team.json()).toMatchObject({ record: { matchesWon: 1, setsWon: 2, setsLost: 1, gamesWon: 16, gamesLost: 9 } });
  });
});

describe('a walkover counts by the league’s format', () => {
  it('9–0 in proSet9: worth a real 9–0 win, no more', async () => {
    const f = await leagueWithFormat('proSet9');
    const [, away, third] = [f.teamIds[0]!, f.teamIds[1]!, f.teamIds[2]!];
    const walkover = await addMatch(t, f.round, { ...place(f), outcome: 'walkover', winnerTeamId: away });
    expect(walkover).toMatchObject({ team1Results: [], team2Results: [], countedResults: { team1Results: [0], team2Results: [9] } });
    await addMatch(t, f.round, { team1Id: third, team2Id: f.teamIds[3]!, courtNumber: 2, startTime: 18, team1Results: [9], team2Results: [0] });
    const table = await standingsOf(f);
    expect(table.get(away)).toMatchObject({ setsDiff: 1, gamesDiff: 9, points: 3 });
    expect(table.get(third)).toMatchObject({ setsDiff: 1, gamesDiff: 9, points: 3 });
  });

  it('6–0 6–0 in bestOf3SuperTiebreak', async () => {
    const f = await leagueWithFormat('bestOf3SuperTiebreak');
    const walkover = await addMatch(t, f.round, { ...place(f), outcome: 'walkover', winnerTeamId: f.teamIds[0]! });
    expect(walkover.countedResults).toEqual({ team1Results: [6, 6], team2Results: [0, 0] });
    expect((await standingsOf(f)).get(f.teamIds[0]!)).toMatchObject({ setsDiff: 2, gamesDiff: 12 });
  });
});

describe('free counts games as scored', () => {
  it('a pro set 9–8 is +1, 6–4 8–6 is +4', async () => {
    const f = await createLeagueFixture(t);
    await addMatch(t, f.round, { ...place(f), team1Results: [9], team2Results: [8] });
    await addMatch(t, f.round, { team1Id: f.teamIds[2]!, team2Id: f.teamIds[3]!, courtNumber: 2, startTime: 18, team1Results: [6, 8], team2Results: [4, 6] });
    const table = await standingsOf(f);
    expect(table.get(f.teamIds[0]!)).toMatchObject({ gamesDiff: 1 });
    expect(table.get(f.teamIds[2]!)).toMatchObject({ gamesDiff: 4 });
  });
});

describe('a tied set names its set in the 400', () => {
  it.each([
    ['free', [6, 6], [4, 6], 'team1Results[1]', 'Set 2: a set cannot end level (6–6)'],
    ['proSet9', [9], [9], 'team1Results[0]', 'Set 1: a set cannot end level (9–9)'],
    ['bestOf3', [6, 6, 6], [4, 6, 3], 'team1Results[1]', 'Set 2: a set cannot end level (6–6)'],
  ] as const)('%s %j–%j', async (format, team1Results, team2Results, field, message) => {
    const f = await leagueWithFormat(format);
    const refused = await t.admin({ method: 'POST', url: `${f.round.adminPath}/matches`, payload: { ...place(f), team1Results, team2Results } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field, message }]);
  });
});
