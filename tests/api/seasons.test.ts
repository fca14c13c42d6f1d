import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import {
  addMatch,
  addRound,
  createLeagueFixture,
  createTeam,
  nameOfTeam,
  type LeagueFixture,
  type RoundFixture,
} from './support/fixtures.js';
import { levelOfRating, ratingsFromHistory, type RatedMatch } from '../../src/shared/domain/ratings/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DATES = ['2026-03-02', '2026-03-09', '2026-03-16'];
/** Round r: in every group, the pair of positions playing, and who wins (first listed). */
const PAIRINGS: [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 2],
];

interface Played {
  fixture: LeagueFixture;
  rounds: RoundFixture[];
  /** Every match written, with what the test knows of it. */
  matches: {
    id: number;
    round: RoundFixture;
    date: string;
    roundIndex: number;
    groupIndex: number;
    team1Id: number;
    team2Id: number;
    courtNumber: number;
    winner: 1 | 2;
  }[];
}

/** Three groups of three; in each group the first team beats both others and the second beats the third. */
async function playedLeague(): Promise<Played> {
  const fixture = await createLeagueFixture(t, { groups: 3, teams: 3, courts: 3, hours: [18, 21] });
  const rounds = [fixture.round];
  for (const date of DATES.slice(1)) rounds.push(await addRound(t, fixture, { courts: 3, hours: [18, 21], date }));
  const matches: Played['matches'] = [];
  for (const [roundIndex, [a, b]] of PAIRINGS.entries()) {
    const round = rounds[roundIndex]!;
    for (const [groupIndex, group] of fixture.groups.entries()) {
      const team1Id = group.teamIds[a]!;
      const team2Id = group.teamIds[b]!;
      const courtNumber = groupIndex + 1;
      const match = await addMatch(t, round, {
        team1Id,
        team2Id,
        courtNumber,
        startTime: 18,
        team1Results: [6, 6],
        team2Results: [2, 3],
      });
      matches.push({
        id: match.id,
        round,
        date: DATES[roundIndex]!,
        roundIndex,
        groupIndex,
        team1Id,
        team2Id,
        courtNumber,
        winner: 1,
      });
    }
  }
  return { fixture, rounds, matches };
}

const nextSeason = (f: LeagueFixture, payload: object, token?: string) =>
  token === undefined
    ? t.admin({ method: 'POST', url: `${f.adminLeaguePath}/next-season`, payload })
    : t.app.inject({
        method: 'POST',
        url: `${f.adminLeaguePath}/next-season`,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

const leaguesOfClub = async (clubId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?pageSize=100` })).json<{
    leagues: { id: number; status: string; nextLeagueId: number | null }[];
  }>().leagues;

const teamPlayers = async (teamId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}` })).json<{
    player1Id: number;
    player2Id: number;
  }>();

describe('next season', () => {
  let played: Played;
  let newcomerX: number;
  let newcomerY: number;
  const line = (teamId: number, from: string | null, move: string) => ({
    teamId,
    teamName: nameOfTeam(teamId),
    from,
    move,
  });

  beforeAll(async () => {
    played = await playedLeague();
    newcomerX = await createTeam(t);
    newcomerY = await createTeam(t);
  });

  it('previews the line-ups with moves, leaving and joining teams, and writes nothing', async () => {
    const [a, b, c] = played.fixture.groups.map((group) => group.teamIds);
    const before = await leaguesOfClub(played.fixture.clubId);
    const response = await nextSeason(played.fixture, {
      name: 'Autumn',
      promote: 1,
      relegate: 1,
      leaving: [b![2]],
      joining: [{ teamId: newcomerX }, { teamId: newcomerY, groupName: 'Group A' }],
      preview: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      groups: [
        {
          name: 'Group A',
          teams: [
            line(a![0]!, 'Group A', 'stay'),
            line(a![1]!, 'Group A', 'stay'),
            line(b![0]!, 'Group B', 'up'),
            line(newcomerY, null, 'new'),
          ],
        },
        // b3 leaves: c2, the best team staying in Group C, takes its place (docs/seasons.md, "Vacancies").
        {
          name: 'Group B',
          teams: [line(a![2]!, 'Group A', 'down'), line(c![0]!, 'Group C', 'up'), line(c![1]!, 'Group C', 'up')],
        },
        {
          name: 'Group C',
          teams: [line(b![1]!, 'Group B', 'down'), line(c![2]!, 'Group C', 'stay'), line(newcomerX, null, 'new')],
        },
      ],
    });
    expect(await leaguesOfClub(played.fixture.clubId)).toEqual(before);
  });

  it('confirms: a new linked league with the same rules, its groups and teams; the old one finished', async () => {
    const { fixture } = played;
    const old = (await t.app.inject({ method: 'GET', url: fixture.leaguePath })).json<Record<string, unknown>>();
    const response = await nextSeason(fixture, {
      name: 'Autumn',
      promote: 1,
      relegate: 1,
      leaving: [],
      joining: [{ teamId: newcomerX }],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Record<string, unknown> & { id: number }>();
    expect(created).toEqual({
      ...old,
      // The league's own GET adds these; a write answers the league row only.
      hasPlayoffs: undefined,
      seasonNumber: undefined,
      seasonYear: undefined,
      id: expect.any(Number),
      name: 'Autumn',
      status: 'active',
      previousLeagueId: fixture.leagueId,
      nextLeagueId: null,
    });
    const oldNow = (await t.app.inject({ method: 'GET', url: fixture.leaguePath })).json();
    expect(oldNow).toMatchObject({ status: 'finished', nextLeagueId: created.id, previousLeagueId: null });

    const newPath = `/api/v1/clubs/${fixture.clubId}/leagues/${created.id}`;
    // The next season is the second of its chain, and has no rounds yet, so no year.
    expect((await t.app.inject({ method: 'GET', url: newPath })).json()).toEqual({ ...created, hasPlayoffs: false, seasonNumber: 2, seasonYear: null });
    const groups = (await t.app.inject({ method: 'GET', url: `${newPath}/groups` })).json<{
      groups: { id: number; name: string }[];
    }>().groups;
    expect(groups.map((group) => group.name)).toEqual(['Group A', 'Group B', 'Group C']);
    const members = await Promise.all(
      groups.map(async (group) =>
        (await t.app.inject({ method: 'GET', url: `${newPath}/groups/${group.id}/teams` }))
          .json<{ id: number }[]>()
          .map((team) => team.id)
          .sort((x, y) => x - y),
      ),
    );
    const [a, b, c] = fixture.groups.map((group) => group.teamIds);
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(members).toEqual([
      sorted([a![0]!, a![1]!, b![0]!]),
      sorted([a![2]!, b![1]!, c![0]!]),
      sorted([b![2]!, c![1]!, c![2]!, newcomerX]),
    ]);

    const again = await nextSeason(fixture, { name: 'Autumn again' });
    expect(again.statusCode).toBe(409);
  });

  it("lists a player's seasons most recent first, with team, group, final position, played and won", async () => {
    const { fixture } = played;
    const teamId = fixture.groups[1]!.teamIds[0]!;
    const { player1Id } = await teamPlayers(teamId);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/players/${player1Id}/history` });
    expect(response.statusCode).toBe(200);
    const next = (await t.app.inject({ method: 'GET', url: fixture.leaguePath })).json<{ nextLeagueId: number }>()
      .nextLeagueId;
    const common = { clubId: fixture.clubId, teamId, teamName: nameOfTeam(teamId) };
    expect(response.json()).toEqual({
      seasons: [
        { ...common, leagueId: next, leagueName: 'Autumn', groupName: 'Group A', position: 3, played: 0, won: 0 },
        {
          ...common,
          leagueId: fixture.leagueId,
          leagueName: expect.any(String),
          groupName: 'Group B',
          position: 1,
          played: 2,
          won: 2,
        },
      ],
    });
    const third = fixture.groups[2]!.teamIds[2]!;
    const thirdPlayer = (await teamPlayers(third)).player2Id;
    const thirdHistory = (await t.app.inject({ method: 'GET', url: `/api/v1/players/${thirdPlayer}/history` })).json<{
      seasons: { position: number; played: number; won: number }[];
    }>();
    expect(thirdHistory.seasons[1]).toMatchObject({ position: 3, played: 2, won: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/players/999999/history' })).statusCode).toBe(404);
  });
});

describe('next season refusals', () => {
  it('refuses a team that would be in two groups, in the transaction, and creates nothing', async () => {
    const f = await createLeagueFixture(t, { groups: 2, teams: 2 });
    const outsider = await createTeam(t);
    const before = await leaguesOfClub(f.clubId);
    const cases: [object, number, string | undefined][] = [
      [{ joining: [{ teamId: f.teamIds[0] }] }, 409, 'joining[0].teamId'],
      [{ joining: [{ teamId: outsider }, { teamId: outsider, groupName: 'Group A' }] }, 409, 'joining[1].teamId'],
      [{ leaving: [f.teamIds[1]], joining: [{ teamId: f.teamIds[1] }] }, 409, 'joining[0].teamId'],
      [{ joining: [{ teamId: 999999 }] }, 400, 'joining[0].teamId'],
      [{ joining: [{ teamId: outsider, groupName: 'Group Z' }] }, 400, 'joining[0].groupName'],
      [{ leaving: [outsider] }, 400, 'leaving[0]'],
      [{ promote: -1 }, 400, undefined],
      [{ name: '   ' }, 400, undefined],
      [{ joining: [{ groupName: 'Group A' }] }, 400, undefined],
    ];
    for (const [change, status, field] of cases) {
      const response = await nextSeason(f, { name: 'Next', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      if (field)
        expect(response.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(
          field,
        );
    }
    expect(await leaguesOfClub(f.clubId)).toEqual(before);
    const groupsOfClub = await t.db
      .selectFrom('league_groups')
      .innerJoin('leagues', 'leagues.id', 'league_groups.league_id')
      .select('league_groups.id')
      .where('leagues.club_id', '=', f.clubId)
      .execute();
    expect(groupsOfClub).toHaveLength(2);
  });

  it('asks for a token on every new admin route and hides a league of another club', async () => {
    const f = await createLeagueFixture(t, { groups: 1, teams: 2 });
    const other = await createLeagueFixture(t, { groups: 1, teams: 2 });
    for (const path of ['next-season', 'seed-groups']) {
      const url = `${f.adminLeaguePath}/${path}`;
      expect(
        (await t.app.inject({ method: 'POST', url, payload: { name: 'X', teamIds: [1], groupCount: 1 } })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url, payload: {}, headers: { authorization: 'Bearer nope' } }))
          .statusCode,
      ).toBe(401);
      const foreign = await t.admin({
        method: 'POST',
        url: `/api/v1/admin/clubs/${other.clubId}/leagues/${f.leagueId}/${path}`,
        payload: { name: 'X', teamIds: [f.teamIds[0]], groupCount: 1 },
      });
      expect(foreign.statusCode).toBe(404);
    }
  });
});

describe('a first season seeded by rating', () => {
  it('previews then creates groups, strongest pairs on top; refuses a league that has groups', async () => {
    const { fixture } = await playedLeague();
    // Group A's winner (two wins) and Group A's third (two losses), with two unrated new teams.
    const strong = fixture.groups[0]!.teamIds[0]!;
    const weak = fixture.groups[0]!.teamIds[2]!;
    const fresh = [await createTeam(t), await createTeam(t)];
    const club = fixture.clubId;
    const league = (
      await t.admin({ method: 'POST', url: `/api/v1/admin/clubs/${club}/leagues`, payload: { name: 'First ladder' } })
    ).json<{ id: number }>().id;
    const url = `/api/v1/admin/clubs/${club}/leagues/${league}/seed-groups`;
    const teamIds = [weak, fresh[0]!, strong, fresh[1]!];
    const preview = await t.admin({ method: 'POST', url, payload: { teamIds, groupCount: 2, preview: true } });
    expect(preview.statusCode).toBe(200);
    const body = preview.json<{ groups: { name: string; teams: { teamId: number; rating: number }[] }[] }>();
    expect(body.groups.map((group) => [group.name, group.teams.map((team) => team.teamId)])).toEqual([
      ['Group A', [strong, fresh[0]]],
      ['Group B', [fresh[1], weak]],
    ]);
    expect(body.groups[0]!.teams[0]!.rating).toBeGreaterThan(1500);
    expect(body.groups[0]!.teams[1]!.rating).toBe(1500);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${club}/leagues/${league}/groups` })).json(),
    ).toMatchObject({ total: 0 });

    const created = await t.admin({ method: 'POST', url, payload: { teamIds, groupCount: 2 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(body);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${club}/leagues/${league}/groups` })).json(),
    ).toMatchObject({ total: 2 });
    expect((await t.admin({ method: 'POST', url, payload: { teamIds, groupCount: 2 } })).statusCode).toBe(409);
    expect(
      (await t.admin({ method: 'POST', url, payload: { teamIds: [strong, strong], groupCount: 1 } })).statusCode,
    ).toBe(400);
  });
});

describe('ratings', () => {
  it('moves with every result, and after a correction equals a computation from scratch', async () => {
    const { matches } = await playedLeague();
    const players = new Map<number, [number, number]>();
    for (const m of matches) {
      for (const teamId of [m.team1Id, m.team2Id]) {
        const { player1Id, player2Id } = await teamPlayers(teamId);
        players.set(teamId, [player1Id, player2Id]);
      }
    }
    const rated = (list: typeof matches): RatedMatch[] =>
      list.map((m) => ({
        matchId: m.id,
        date: m.date,
        roundId: m.round.id,
        startTime: 18,
        courtNumber: m.courtNumber,
        team1PlayerIds: players.get(m.team1Id)!,
        team2PlayerIds: players.get(m.team2Id)!,
        winnerSide: m.winner,
        // 6–2 6–3 as entered, turned round by the correction: the margin counts (docs/ratings.md).
        games: m.winner === 1 ? ([12, 5] as const) : ([5, 12] as const),
      }));
    const ratingOf = async (playerId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/rating` })).json<{
        rating: number;
        level: number;
        reliability: number;
        history: { matchId: number; date: string; before: number; after: number }[];
      }>();
    const expectMatches = async (list: typeof matches) => {
      const expected = ratingsFromHistory(rated(list));
      for (const [playerId, rating] of expected) {
        const answer = await ratingOf(playerId);
        expect(answer.rating).toBe(Math.round(rating.rating * 10) / 10);
        expect(answer.level).toBe(levelOfRating(rating.rating));
        expect(answer.reliability).toBe(rating.reliability);
        expect(answer.history).toEqual(
          rating.history.map((step) => ({
            matchId: step.matchId,
            date: step.date,
            before: Math.round(step.before * 10) / 10,
            after: Math.round(step.after * 10) / 10,
          })),
        );
      }
    };

    const winner = players.get(matches[0]!.team1Id)![0];
    const first = await ratingOf(winner);
    expect(first.rating).toBeGreaterThan(1500);
    expect(first.reliability).toBe(10);
    expect(first.history.map((step) => step.date)).toEqual([DATES[0], DATES[1]]);
    // 6–2 6–3 between new pairs: 0.5 + 0.5 × 12/17 against 0.5 expected, K 40: +14.1.
    expect(first.history[0]).toMatchObject({ before: 1500, after: 1514.1 });
    await expectMatches(matches);

    // Correct the first match of group A: the second team won after all.
    const corrected = matches[0]!;
    const put = await t.admin({
      method: 'PUT',
      url: `${corrected.round.adminPath}/matches/${corrected.id}`,
      payload: {
        team1Id: corrected.team1Id,
        team2Id: corrected.team2Id,
        courtNumber: corrected.courtNumber,
        startTime: 18,
        team1Results: [2, 3],
        team2Results: [6, 6],
      },
    });
    expect(put.statusCode).toBe(200);
    const after = matches.map((m) => (m.id === corrected.id ? { ...m, winner: 2 as const } : m));
    await expectMatches(after);
    expect((await ratingOf(winner)).history[0]).toMatchObject({ before: 1500, after: 1485.9 });

    const unrated = (await teamPlayers(await createTeam(t))).player1Id;
    expect(await ratingOf(unrated)).toEqual({ rating: 1500, level: 3, reliability: 0, history: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/players/999999/rating' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/players/abc/rating' })).statusCode).toBe(400);
  });
});
