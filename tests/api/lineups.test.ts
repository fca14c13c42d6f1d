import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayerAccount, playersOfTeam } from './support/accounts.js';
import {
  addMatch,
  addRound,
  addTeamToGroup,
  createLeagueFixture,
  type LeagueFixture,
  type RoundFixture,
} from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/*
 * Substitutes (docs/substitutes.md): PUT …/matches/{m}/lineup names who played for each team; a
 * player not of the team is a substitute. The league's limits refuse with 409 naming the rule;
 * standings stay with the team while statistics and ratings go to who played.
 */

interface LineupPlayerBody {
  playerId: number;
  name: string;
  replaces: { playerId: number; name: string } | null;
}
interface MatchBody {
  id: number;
  version: number;
  lineup?: { team1Players: LineupPlayerBody[]; team2Players: LineupPlayerBody[] };
}
interface ErrorAnswer {
  error: string;
  code: string;
  details?: { field: string; message: string; rule?: string }[];
}

let t: TestApp;
let playerCount = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A player of no team, to stand in. */
async function createSubstitute(firstName = 'Sub'): Promise<{ id: number; name: string }> {
  playerCount += 1;
  const lastName = `Stand${playerCount}`;
  const response = await t.admin({
    method: 'POST',
    url: '/api/v1/admin/players',
    payload: { firstName, lastName, dob: '1991-02-03' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, name: `${firstName} ${lastName}` };
}

const place = (team1Id: number, team2Id: number, startTime = 18, courtNumber = 1) => ({
  team1Id,
  team2Id,
  courtNumber,
  startTime,
});

const putLineup = (round: RoundFixture, matchId: number, payload: object, headers: Record<string, string> = {}) =>
  t.admin({ method: 'PUT', url: `${round.adminPath}/matches/${matchId}/lineup`, payload, headers });

const publicMatch = async (round: RoundFixture, matchId: number): Promise<MatchBody> => {
  const list = await t.app.inject({ method: 'GET', url: `${round.publicPath}/matches` });
  expect(list.statusCode).toBe(200);
  const found = list.json<{ matches: MatchBody[] }>().matches.find((match) => match.id === matchId);
  if (!found) throw new Error(`match ${matchId} not listed`);
  return found;
};

async function setLeague(f: LeagueFixture, settings: object) {
  const response = await t.admin({
    method: 'PUT',
    url: f.adminLeaguePath,
    payload: { name: `League of ${f.leagueId}`, ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

describe('setting a line-up', () => {
  it('names the substitute in the absent player’s place, reads back on every match read, and clears', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [a1, b1] = await playersOfTeam(t, team1);
    const [a2, b2] = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));
    const sub = await createSubstitute();

    const set = await putLineup(f.round, match.id, { team1Players: [b1, sub.id], team2Players: [a2, b2] });
    expect(set.statusCode, set.body).toBe(200);
    const answered = set.json<MatchBody>();
    expect(answered.version).toBe(match.version + 1);
    // The substitute takes the absent player's place, whatever order the line-up gave.
    expect(answered.lineup?.team1Players).toEqual([
      { playerId: sub.id, name: sub.name, replaces: { playerId: a1, name: expect.stringMatching(/^Ana Left\d+$/) } },
      { playerId: b1, name: expect.stringMatching(/^Bea Right\d+$/), replaces: null },
    ]);
    expect(answered.lineup?.team2Players.map((player) => [player.playerId, player.replaces])).toEqual([
      [a2, null],
      [b2, null],
    ]);
    expect(await publicMatch(f.round, match.id)).toEqual(answered);

    // The same line-up again changes nothing: the version stays.
    const again = await putLineup(f.round, match.id, { team1Players: [sub.id, b1], team2Players: [b2, a2] });
    expect(again.statusCode).toBe(200);
    expect(again.json<MatchBody>().version).toBe(answered.version);

    // The team's own players clear its substitute.
    const cleared = await putLineup(f.round, match.id, { team1Players: [a1, b1], team2Players: [a2, b2] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<MatchBody>().lineup).toBeUndefined();
    expect(cleared.json<MatchBody>().version).toBe(answered.version + 1);
    expect((await publicMatch(f.round, match.id)).lineup).toBeUndefined();
  });

  it('refuses a stale If-Match with the current match, and answers a repeated Idempotency-Key once', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [, b1] = await playersOfTeam(t, team1);
    const team2Players = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));
    const sub = await createSubstitute();
    const body = { team1Players: [sub.id, b1], team2Players };

    const stale = await putLineup(f.round, match.id, body, { 'if-match': `"${match.version + 3}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json<ErrorAnswer & { details: MatchBody[] }>().details[0]?.version).toBe(match.version);

    const key = crypto.randomUUID();
    const first = await putLineup(f.round, match.id, body, {
      'if-match': `"${match.version}"`,
      'idempotency-key': key,
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await putLineup(f.round, match.id, body, {
      'if-match': `"${match.version}"`,
      'idempotency-key': key,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
  });

  it('refuses a player of the opposing team (409), a player twice (400), an unknown player (404) and a side of one', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [a1, b1] = await playersOfTeam(t, team1);
    const [a2, b2] = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));

    // An opponent standing in for team 1 (and team 2 fielding a substitute for them meanwhile).
    const sub = await createSubstitute();
    const opponent = await putLineup(f.round, match.id, { team1Players: [a2, b1], team2Players: [sub.id, b2] });
    expect(opponent.statusCode).toBe(409);
    expect(opponent.json<ErrorAnswer>().details?.[0]).toMatchObject({
      field: 'team1Players',
      rule: 'opponentSubstitute',
    });
    expect(opponent.json<ErrorAnswer>().error).toMatch(/opposing team/);

    const twice = await putLineup(f.round, match.id, { team1Players: [a1, b1], team2Players: [a2, a1] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ErrorAnswer>().details?.[0]?.field).toBe('team2Players.1');

    const unknown = await putLineup(f.round, match.id, { team1Players: [a1, 2_000_000_000], team2Players: [a2, b2] });
    expect([unknown.statusCode, unknown.json<ErrorAnswer>().error]).toEqual([404, 'Player not found']);

    const one = await putLineup(f.round, match.id, { team1Players: [a1], team2Players: [a2, b2] });
    expect(one.statusCode).toBe(400);

    // Nothing was written.
    expect((await publicMatch(f.round, match.id)).version).toBe(match.version);
  });
});

describe('appearances per team and season', () => {
  /** A league of `teams` teams with `rounds` rounds: one match of the first two teams per round. */
  async function seasonOf(rounds: number) {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const roundList = [f.round];
    for (let index = 1; index < rounds; index++)
      roundList.push(await addRound(t, f, { date: `2026-03-${String(2 + index * 7).padStart(2, '0')}` }));
    const matches: number[] = [];
    for (const round of roundList) matches.push((await addMatch<MatchBody>(t, round, place(team1, team2))).id);
    return {
      f,
      team1,
      team2,
      rounds: roundList,
      matches,
      players1: await playersOfTeam(t, team1),
      players2: await playersOfTeam(t, team2),
    };
  }

  it('lets a team make 2 by default, counts each substitute once, and refuses the third naming the rule', async () => {
    const s = await seasonOf(3);
    const [a1, b1] = s.players1;
    const sub = await createSubstitute();
    const other = await createSubstitute();
    const ok = await putLineup(s.rounds[0]!, s.matches[0]!, { team1Players: [sub.id, b1], team2Players: s.players2 });
    expect(ok.statusCode, ok.body).toBe(200);
    // Two substitutes at once would make three.
    const both = await putLineup(s.rounds[1]!, s.matches[1]!, {
      team1Players: [sub.id, other.id],
      team2Players: s.players2,
    });
    expect(both.statusCode).toBe(409);
    const refusal = both.json<ErrorAnswer>();
    expect(refusal.details?.[0]).toMatchObject({ field: 'team1Players', rule: 'maxSubstituteAppearances' });
    expect(refusal.error).toMatch(/1 of its 2 substitute appearances/);

    expect(
      (await putLineup(s.rounds[1]!, s.matches[1]!, { team1Players: [a1, other.id], team2Players: s.players2 }))
        .statusCode,
    ).toBe(200);
    const third = await putLineup(s.rounds[2]!, s.matches[2]!, {
      team1Players: [sub.id, b1],
      team2Players: s.players2,
    });
    expect(third.statusCode).toBe(409);
    expect(third.json<ErrorAnswer>().details?.[0]?.rule).toBe('maxSubstituteAppearances');

    // Changing a line-up already counted is no new appearance.
    expect(
      (await putLineup(s.rounds[0]!, s.matches[0]!, { team1Players: [other.id, b1], team2Players: s.players2 }))
        .statusCode,
    ).toBe(200);
    // The limit is the team's: the opponents still have theirs.
    const opponents = await putLineup(s.rounds[2]!, s.matches[2]!, {
      team1Players: s.players1,
      team2Players: [sub.id, s.players2[1]],
    });
    expect(opponents.statusCode, opponents.body).toBe(200);
  });

  it('counts per season: the same team starts again in another league, and a league may allow none', async () => {
    const s = await seasonOf(3);
    const [, b1] = s.players1;
    const sub = await createSubstitute();
    for (const index of [0, 1]) {
      expect(
        (await putLineup(s.rounds[index]!, s.matches[index]!, { team1Players: [sub.id, b1], team2Players: s.players2 }))
          .statusCode,
      ).toBe(200);
    }
    // Another season with the same team: its own two appearances.
    const next = await createLeagueFixture(t, { teams: 1 });
    await addTeamToGroup(t, next.adminLeaguePath, next.groups[0]!.id, s.team1);
    const nextMatch = await addMatch<MatchBody>(t, next.round, place(s.team1, next.teamIds[0]!));
    const nextPlayers = await playersOfTeam(t, next.teamIds[0]!);
    const there = await putLineup(next.round, nextMatch.id, { team1Players: [sub.id, b1], team2Players: nextPlayers });
    expect(there.statusCode, there.body).toBe(200);

    // A league set to 0 allows none.
    expect(await setLeague(next, { maxSubstituteAppearances: 0 })).toMatchObject({
      maxSubstituteAppearances: 0,
      substituteMaxLevelAbove: null,
    });
    const none = await putLineup(next.round, nextMatch.id, {
      team1Players: s.players1,
      team2Players: [sub.id, nextPlayers[1]],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json<ErrorAnswer>()).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'team2Players', rule: 'maxSubstituteAppearances' }],
    });
  });

  it('lets exactly one of two line-ups sent at once take the last appearance', async () => {
    const s = await seasonOf(3);
    const [, b1] = s.players1;
    const sub = await createSubstitute();
    expect(
      (await putLineup(s.rounds[0]!, s.matches[0]!, { team1Players: [sub.id, b1], team2Players: s.players2 }))
        .statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      [1, 2].map((index) =>
        putLineup(s.rounds[index]!, s.matches[index]!, { team1Players: [sub.id, b1], team2Players: s.players2 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json<ErrorAnswer>().details?.[0]?.rule).toBe('maxSubstituteAppearances');
    const withSubstitute = [];
    for (const [index, round] of s.rounds.entries())
      if ((await publicMatch(round, s.matches[index]!)).lineup) withSubstitute.push(index);
    expect(withSubstitute).toHaveLength(2);
  });
});

describe('the level limit', () => {
  it('refuses a substitute more than the league allows above the absent player, from the ratings', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [a1, b1] = await playersOfTeam(t, team1);
    const team2Players = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));

    // A substitute who has won a match elsewhere (above 1500, level 3.1 or more) against the absent player's 3.0.
    const elsewhere = await createLeagueFixture(t, { teams: 2 });
    const [winners, losers] = elsewhere.teamIds as [number, number];
    const [strong] = await playersOfTeam(t, winners);
    const played = await addMatch<MatchBody>(t, elsewhere.round, place(winners, losers));
    const result = await t.admin({
      method: 'PUT',
      url: `${elsewhere.round.adminPath}/matches/${played.id}`,
      payload: { ...place(winners, losers), team1Results: [6, 6], team2Results: [1, 2] },
    });
    expect(result.statusCode).toBe(200);
    const fresh = await createSubstitute();

    expect(await setLeague(f, { substituteMaxLevelAbove: 0 })).toMatchObject({ substituteMaxLevelAbove: 0 });
    const above = await putLineup(f.round, match.id, { team1Players: [strong, b1], team2Players });
    expect(above.statusCode).toBe(409);
    const refusal = above.json<ErrorAnswer>();
    const detail = refusal.details?.[0] as unknown as {
      field: string;
      rule: string;
      substituteLevel: number;
      absentLevel: number;
    };
    expect(detail).toMatchObject({ field: 'team1Players', rule: 'substituteMaxLevelAbove', absentLevel: 3 });
    expect(detail.substituteLevel).toBeGreaterThan(3);
    expect(refusal.error).toContain(`level ${detail.substituteLevel.toFixed(1)}`);
    // A substitute at the absent player's level may stand in.
    expect((await putLineup(f.round, match.id, { team1Players: [fresh.id, b1], team2Players })).statusCode).toBe(200);

    // A limit as wide as the gap lets the stronger one in.
    const gap = Math.round((detail.substituteLevel - detail.absentLevel) * 10) / 10;
    expect(await setLeague(f, { substituteMaxLevelAbove: gap })).toMatchObject({ substituteMaxLevelAbove: gap });
    expect((await putLineup(f.round, match.id, { team1Players: [a1, strong], team2Players })).statusCode).toBe(200);
  });

  it('refuses a level limit with more than one decimal', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const response = await t.admin({
      method: 'PUT',
      url: f.adminLeaguePath,
      payload: { name: 'Fine levels', substituteMaxLevelAbove: 0.25 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who gets the match', () => {
  it('keeps the standings with the team and moves statistics and ratings to the substitute', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [a1, b1] = await playersOfTeam(t, team1);
    const team2Players = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));
    const sub = await createSubstitute();
    const played = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/matches/${match.id}`,
      payload: { ...place(team1, team2), team1Results: [6, 6], team2Results: [1, 2] },
    });
    expect(played.statusCode).toBe(200);
    const standingsPath = `${f.leaguePath}/groups/${f.groups[0]!.id}/standings`;
    const before = (await t.app.inject({ method: 'GET', url: standingsPath })).json<{ standings: unknown[] }>();

    expect((await putLineup(f.round, match.id, { team1Players: [sub.id, b1], team2Players })).statusCode).toBe(200);

    const after = (await t.app.inject({ method: 'GET', url: standingsPath })).json<{
      standings: { teamId: number; points: number; matchesWon: number }[];
    }>();
    expect(after.standings).toEqual(before.standings);
    expect(after.standings[0]).toMatchObject({ teamId: team1, matchesWon: 1, points: 3 });

    const statistics = async (playerId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/statistics` })).json<{
        matchesPlayed: number;
        matchesWon: number;
        gamesWon: number;
      }>();
    expect(await statistics(sub.id)).toMatchObject({ matchesPlayed: 1, matchesWon: 1, gamesWon: 12 });
    expect(await statistics(a1)).toMatchObject({ matchesPlayed: 0, matchesWon: 0 });
    expect(await statistics(b1)).toMatchObject({ matchesPlayed: 1, matchesWon: 1 });

    const rating = async (playerId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/players/${playerId}/rating` })).json<{
        rating: number;
        history: { matchId: number }[];
      }>();
    const substituteRating = await rating(sub.id);
    expect(substituteRating.rating).toBeGreaterThan(1500);
    expect(substituteRating.history).toMatchObject([{ matchId: match.id }]);
    expect(await rating(a1)).toMatchObject({ rating: 1500, history: [] });
    expect((await rating(b1)).rating).toBe(substituteRating.rating);

    // The substitute's played match holds them: deleting them would lose it.
    const remove = await t.admin({ method: 'DELETE', url: `/api/v1/admin/players/${sub.id}` });
    expect(remove.statusCode).toBe(409);
  });

  it('lists the match on the substitute’s own /me for the team they stood in for, to read, not to report', async () => {
    const f = await createLeagueFixture(t, { teams: 2 });
    const [team1, team2] = f.teamIds as [number, number];
    const [, b1] = await playersOfTeam(t, team1);
    const team2Players = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));
    const sub = await createSubstitute();
    const token = await createPlayerAccount(t, sub.id, `substitute-${sub.id}`);
    const mine = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/me/matches', headers: { authorization: `Bearer ${token}` } })
      ).json<{
        upcoming: (MatchBody & { myTeamId: number; canReport: boolean })[];
        toConfirm: unknown[];
      }>();
    expect((await mine()).upcoming).toEqual([]);
    expect((await putLineup(f.round, match.id, { team1Players: [sub.id, b1], team2Players })).statusCode).toBe(200);
    const listed = (await mine()).upcoming;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: match.id,
      myTeamId: team1,
      canReport: false,
      lineup: { team1Players: [{ playerId: sub.id }, { playerId: b1 }] },
    });
  });

  it('drops the substitutes of a team that no longer plays the match', async () => {
    const f = await createLeagueFixture(t, { teams: 3 });
    const [team1, team2, team3] = f.teamIds as [number, number, number];
    const [, b1] = await playersOfTeam(t, team1);
    const team2Players = await playersOfTeam(t, team2);
    const match = await addMatch<MatchBody>(t, f.round, place(team1, team2));
    const sub = await createSubstitute();
    expect((await putLineup(f.round, match.id, { team1Players: [sub.id, b1], team2Players })).statusCode).toBe(200);
    const moved = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/matches/${match.id}`,
      payload: place(team3, team2),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MatchBody>().lineup).toBeUndefined();
  });
});
