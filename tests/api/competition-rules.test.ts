import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchFormat } from '../../src/shared/domain/constants.js';
import type { StandingsRow } from '../../src/shared/schemas/group.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import {
  createPlayedLeague,
  matchByKey,
  matchesOf,
  type PlayoffBody,
  type PlayoffLeague,
  type PlayoffMatchBody,
  playPlayoffMatch,
} from './support/playoff-league.js';

/**
 * docs/standings.md, "Retirements and walkovers" and "Games as scored": what the standings, the
 * match answers and the player statistics count, through HTTP, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = (f: LeagueFixture, startTime = 18) => ({
  team1Id: f.teamIds[0]!,
  team2Id: f.teamIds[1]!,
  courtNumber: 1,
  startTime,
});

async function leagueWithFormat(matchFormat: MatchFormat): Promise<LeagueFixture> {
  const f = await createLeagueFixture(t);
  const response = await t.admin({
    method: 'PUT',
    url: f.adminLeaguePath,
    payload: { name: 'Rules league', matchFormat },
  });
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
    const match = await addMatch(t, f.round, {
      ...place(f),
      team1Results: [6, 3],
      team2Results: [4, 2],
      outcome: 'retired',
      winnerTeamId: away,
    });
    expect(match).toMatchObject({
      team1Results: [6, 3],
      team2Results: [4, 2],
      countedResults: { team1Results: [6, 3, 0], team2Results: [4, 6, 6] },
    });
    const list = await t.app.inject({ method: 'GET', url: `${f.round.publicPath}/matches` });
    expect(list.json<{ matches: unknown[] }>().matches).toEqual([
      expect.objectContaining({ id: match.id, countedResults: { team1Results: [6, 3, 0], team2Results: [4, 6, 6] } }),
    ]);

    const table = await standingsOf(f);
    expect(table.get(away)).toMatchObject({ matchesWon: 1, setsDiff: 1, gamesDiff: 7, points: 3 });
    expect(table.get(home)).toMatchObject({ matchesWon: 0, setsDiff: -1, gamesDiff: -7, points: 1 });
  });

  it('7–5 in the match tie-break: the winner takes it 10–7 and is +1 on sets, not −1', async () => {
    const f = await leagueWithFormat('bestOf3SuperTiebreak');
    const away = f.teamIds[1]!;
    const match = await addMatch(t, f.round, {
      ...place(f),
      team1Results: [6, 4, 7],
      team2Results: [4, 6, 5],
      outcome: 'retired',
      winnerTeamId: away,
    });
    expect(match.countedResults).toEqual({ team1Results: [6, 4, 7], team2Results: [4, 6, 10] });
    expect((await standingsOf(f)).get(away)).toMatchObject({ setsDiff: 1, gamesDiff: 1 });
  });

  it('a player’s statistics count the completed match too', async () => {
    const f = await leagueWithFormat('bestOf3');
    const away = f.teamIds[1]!;
    await addMatch(t, f.round, {
      ...place(f),
      team1Results: [6, 3],
      team2Results: [4, 2],
      outcome: 'retired',
      winnerTeamId: away,
    });
    const team = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${away}/matches` });
    expect(team.json()).toMatchObject({
      record: { matchesWon: 1, setsWon: 2, setsLost: 1, gamesWon: 16, gamesLost: 9 },
    });
  });
});

describe('a walkover counts by the league’s format', () => {
  it('9–0 in proSet9: worth a real 9–0 win, no more', async () => {
    const f = await leagueWithFormat('proSet9');
    const [, away, third] = [f.teamIds[0]!, f.teamIds[1]!, f.teamIds[2]!];
    const walkover = await addMatch(t, f.round, { ...place(f), outcome: 'walkover', winnerTeamId: away });
    expect(walkover).toMatchObject({
      team1Results: [],
      team2Results: [],
      countedResults: { team1Results: [0], team2Results: [9] },
    });
    await addMatch(t, f.round, {
      team1Id: third,
      team2Id: f.teamIds[3]!,
      courtNumber: 2,
      startTime: 18,
      team1Results: [9],
      team2Results: [0],
    });
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
    await addMatch(t, f.round, {
      team1Id: f.teamIds[2]!,
      team2Id: f.teamIds[3]!,
      courtNumber: 2,
      startTime: 18,
      team1Results: [6, 8],
      team2Results: [4, 6],
    });
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
    const refused = await t.admin({
      method: 'POST',
      url: `${f.round.adminPath}/matches`,
      payload: { ...place(f), team1Results, team2Results },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field, message }]);
  });
});

describe('the last tie-breaker is a drawn lot', () => {
  /** Two teams that beat each other by the same score: level on everything. */
  async function levelPair() {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [first, second] = [f.teamIds[0]!, f.teamIds[1]!];
    await addMatch(t, f.round, { ...place(f), team1Results: [6, 6], team2Results: [4, 4] });
    const rematch = await addRound(t, f, { date: '2026-03-09' });
    await addMatch(t, rematch, {
      team1Id: second,
      team2Id: first,
      courtNumber: 1,
      startTime: 18,
      team1Results: [6, 6],
      team2Results: [4, 4],
    });
    return { f, first, second, drawLots: `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/draw-lots` };
  }
  const tableOf = async (f: LeagueFixture) =>
    (await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` })).json<{
      standings: { teamId: number; lot?: string }[];
      drawnLot?: { seed: number; teamIds: number[] };
    }>();

  it('before the draw the level teams say "to draw"; the draw is recorded with its seed and orders them', async () => {
    const { f, first, second, drawLots } = await levelPair();
    expect((await tableOf(f)).standings).toEqual([
      expect.objectContaining({ teamId: first, lot: 'toDraw' }),
      expect.objectContaining({ teamId: second, lot: 'toDraw' }),
    ]);
    // Seed 0 puts the second-entered team first (drawLot in src/shared/domain/drawn-lot.ts).
    const drawn = await t.admin({ method: 'POST', url: drawLots, payload: { seed: 0 } });
    expect(drawn.statusCode, drawn.body).toBe(201);
    expect(drawn.json()).toEqual({
      groupId: f.groups[0]!.id,
      seed: 0,
      teamIds: [second, first],
      drawnAt: expect.any(String),
    });

    const table = await tableOf(f);
    expect(table.standings).toEqual([
      expect.objectContaining({ teamId: second, lot: 'drawn' }),
      expect.objectContaining({ teamId: first, lot: 'drawn' }),
    ]);
    expect(table.drawnLot).toMatchObject({ seed: 0, teamIds: [second, first] });
  });

  it('is drawn once (409), at random without a seed, and refuses a misspelt body', async () => {
    const { drawLots } = await levelPair();
    expect((await t.admin({ method: 'POST', url: drawLots, payload: { sed: 3 } })).statusCode).toBe(400);
    const drawn = await t.admin({ method: 'POST', url: drawLots, payload: {} });
    expect(drawn.statusCode).toBe(201);
    expect(drawn.json().seed).toEqual(expect.any(Number));
    const again = await t.admin({ method: 'POST', url: drawLots, payload: { seed: 2 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('needs a staff member of the club', async () => {
    const { drawLots } = await levelPair();
    expect((await t.app.inject({ method: 'POST', url: drawLots, payload: {} })).statusCode).toBe(401);
  });
});

describe('playoff seeds follow results across groups; the best placed next qualify', () => {
  /**
   * Three groups of three: in each the team made first beats both others and the second beats the
   * third, all 6–4 6–4, except that C's winner wins 6–0 6–0. Level on points everywhere, C1 is
   * ahead on games; A1 and B1 (and A2 and B2) are level on every figure, so the lot orders them.
   */
  async function threeGroups() {
    const f = await createLeagueFixture(t, { groups: 3, teams: 3, courts: 4, hours: [9, 14] });
    const pairs = [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const;
    for (const [index, [i, j]] of pairs.entries()) {
      const round =
        index === 0 ? f.round : await addRound(t, f, { courts: 4, hours: [9, 14], date: `2026-03-0${index + 2}` });
      for (const [g, group] of f.groups.entries()) {
        const clean = g === 2 && i === 0;
        await addMatch(t, round, {
          team1Id: group.teamIds[i]!,
          team2Id: group.teamIds[j]!,
          courtNumber: g + 1,
          startTime: 9,
          team1Results: [6, 6],
          team2Results: clean ? [0, 0] : [4, 4],
        });
      }
    }
    const finalDay = await addRound(t, f, { courts: 2, hours: [9, 20], date: '2026-04-30' });
    return { f, finalDay };
  }

  it('C’s winner, best on games, is the top seed; one runner-up joins by bestOfNext, never C2; the lot seed is answered and repeatable', async () => {
    const { f, finalDay } = await threeGroups();
    const [a, b, c] = f.groups as [
      LeagueFixture['groups'][number],
      LeagueFixture['groups'][number],
      LeagueFixture['groups'][number],
    ];
    const payload = { qualifiersPerGroup: 1, bestOfNext: 1, roundId: finalDay.id };
    const preview = await t.admin({ method: 'POST', url: `${f.adminLeaguePath}/playoffs?preview=true`, payload });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<{
      bestOfNext: number;
      lotSeed: number;
      entrants: { teamId: number; seed: number; groupRank: number }[];
    }>();
    expect(previewed.bestOfNext).toBe(1);
    expect(previewed.lotSeed).toEqual(expect.any(Number));
    expect(previewed.entrants).toHaveLength(4);
    expect(previewed.entrants[0]).toMatchObject({ teamId: c.teamIds[0], seed: 1 });
    expect(
      previewed.entrants
        .slice(1, 3)
        .map((entrant) => entrant.teamId)
        .sort(),
    ).toEqual([a.teamIds[0], b.teamIds[0]].sort());
    const runnerUp = previewed.entrants[3]!;
    expect(runnerUp.groupRank).toBe(2);
    expect([a.teamIds[1], b.teamIds[1]]).toContain(runnerUp.teamId);

    const created = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/playoffs`,
      payload: { ...payload, lotSeed: previewed.lotSeed },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ bestOfNext: 1, lotSeed: previewed.lotSeed, entrants: previewed.entrants });
    expect((await t.app.inject({ method: 'GET', url: `${f.leaguePath}/playoffs` })).json()).toMatchObject({
      bestOfNext: 1,
      lotSeed: previewed.lotSeed,
    });
  });

  it('refuses more teams placed next than the groups have (400 naming bestOfNext)', async () => {
    const { f, finalDay } = await threeGroups();
    const refused = await t.admin({
      method: 'POST',
      url: `${f.adminLeaguePath}/playoffs?preview=true`,
      payload: { qualifiersPerGroup: 2, bestOfNext: 4, roundId: finalDay.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'bestOfNext', message: 'At most 3: the groups have 3 teams placed 3rd' },
    ]);
  });
});

describe('the consolation takes a seed that lost its first match after a bye', () => {
  const readPlayoff = async (league: PlayoffLeague) =>
    (await t.app.inject({ method: 'GET', url: `${league.leaguePath}/playoffs` })).json<PlayoffBody>();

  it('seed 1 loses its semi-final and plays the consolation; the slot waiting for seed 2, who won, is a walk-through off the court', async () => {
    const league = await createPlayedLeague(t, { groups: 2, teams: 3 });
    const created = await t.admin({
      method: 'POST',
      url: `${league.adminLeaguePath}/playoffs`,
      payload: {
        qualifiersPerGroup: 3,
        thirdPlaceMatch: false,
        consolation: true,
        roundId: league.finalDay.id,
        lotSeed: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    let playoff = created.json<PlayoffBody>();
    const seedTeam = (seed: number) => playoff.entrants.find((entrant) => entrant.seed === seed)!.teamId;
    const result = async (match: PlayoffMatchBody, winnerTeamId: number) => {
      const response = await playPlayoffMatch(t, league, match, winnerTeamId);
      expect(response.statusCode, response.body).toBe(200);
      playoff = await readPlayoff(league);
    };
    for (const match of matchesOf(playoff).filter(
      (candidate) => candidate.key.startsWith('main-1-') && !candidate.isBye,
    )) {
      await result(matchByKey(playoff, match.key), match.team1Id!);
    }
    const semiOf = (seed: number) =>
      matchesOf(playoff).find(
        (match) => match.key.startsWith('main-2-') && [match.team1Id, match.team2Id].includes(seedTeam(seed)),
      )!;
    const semi1 = semiOf(1);
    await result(semi1, semi1.team1Id === seedTeam(1) ? semi1.team2Id! : semi1.team1Id!);
    const semi2 = semiOf(2);
    const opponentOf2 = semi2.team1Id === seedTeam(2) ? semi2.team2Id! : semi2.team1Id!;
    await result(semi2, seedTeam(2));

    const consolation = playoff.brackets.find((bracket) => bracket.kind === 'consolation')!;
    const firstRound = consolation.rounds[0]!.matches;
    const entrants = firstRound.flatMap((match) => [match.team1Id, match.team2Id]);
    expect(entrants).toContain(seedTeam(1));
    expect(entrants).not.toContain(opponentOf2);
    const walkThrough = firstRound.find((match) => match.isBye && match.id !== null)!;
    expect(walkThrough).toMatchObject({ courtNumber: null, startTime: null });
    expect(walkThrough.winnerTeamId).not.toBeNull();
    const final = consolation.rounds[1]!.matches[0]!;
    expect([final.team1Id, final.team2Id]).toContain(walkThrough.winnerTeamId);
  });
});

describe('point deductions with a reason', () => {
  it('takes points off a team of the group (201), and the standings show them with the reason', async () => {
    const f = await createLeagueFixture(t);
    const [home, away] = [f.teamIds[0]!, f.teamIds[1]!];
    await addMatch(t, f.round, { ...place(f), team1Results: [6, 6], team2Results: [2, 3] });
    const url = `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/deductions`;
    const created = await t.admin({
      method: 'POST',
      url,
      payload: { teamId: home, points: 3, reason: 'Fielded an unregistered player' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      groupId: f.groups[0]!.id,
      teamId: home,
      points: 3,
      reason: 'Fielded an unregistered player',
      createdAt: expect.any(String),
    });

    const table = (
      await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` })
    ).json<{
      standings: { teamId: number; points: number; deductions?: { points: number; reason: string }[] }[];
    }>().standings;
    // Home won (3) less 3 = 0; Away lost (1): Away now stands above.
    expect(table.slice(0, 2)).toEqual([
      expect.objectContaining({ teamId: away, points: 1 }),
      expect.objectContaining({
        teamId: home,
        points: 0,
        deductions: [{ points: 3, reason: 'Fielded an unregistered player' }],
      }),
    ]);
    expect(table[0]).not.toHaveProperty('deductions');
  });

  it('refuses a team of another group, no points, no reason (400), and an anonymous caller (401)', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 2 });
    const url = `${f.adminLeaguePath}/groups/${f.groups[0]!.id}/deductions`;
    const otherGroup = await t.admin({
      method: 'POST',
      url,
      payload: { teamId: f.groups[1]!.teamIds[0], points: 1, reason: 'Late' },
    });
    expect(otherGroup.statusCode).toBe(400);
    expect(otherGroup.json().details).toEqual([{ field: 'teamId', message: 'Not a team of this group' }]);
    for (const payload of [
      { teamId: f.teamIds[0], points: 0, reason: 'Late' },
      { teamId: f.teamIds[0], points: 2, reason: ' ' },
    ]) {
      expect((await t.admin({ method: 'POST', url, payload })).statusCode).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { teamId: f.teamIds[0], points: 1, reason: 'Late' } }))
        .statusCode,
    ).toBe(401);
  });
});
