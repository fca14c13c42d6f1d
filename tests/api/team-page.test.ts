import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, addRound, createLeagueFixture, nameOfTeam, type LeagueFixture } from './support/fixtures.js';
import type { TeamMatches } from '../../src/shared/schemas/team.js';

/** The team page's read: `GET /api/v1/teams/{teamId}/matches` (docs/rules.md, "Public site"). */
let t: TestApp;
let league: LeagueFixture;
let draftMatchId: number;
let upcomingId: number;
beforeAll(async () => {
  t = await createTestApp();
  league = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 21] });
  const [a, b, c] = league.teamIds as [number, number, number];
  // a beats b 6-3 6-4 on the first day; on the second c beats a 6-2 3-6 10-8 (a free league counts the 10-8 as ten games to eight).
  await addMatch(t, league.round, { team1Id: a, team2Id: b, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [3, 4] });
  const second = await addRound(t, league, { date: '2026-03-09' });
  await addMatch(t, second, { team1Id: c, team2Id: a, courtNumber: 1, startTime: 19, team1Results: [6, 3, 10], team2Results: [2, 6, 8] });
  const later = await addRound(t, league, { date: '2026-03-16' });
  upcomingId = (await addMatch(t, later, { team1Id: b, team2Id: a, courtNumber: 2, startTime: 20 })).id;
  const draft = await addRound(t, league, { date: '2026-03-23' });
  draftMatchId = (await addMatch(t, draft, { team1Id: a, team2Id: c, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [0, 0] })).id;
  await t.admin({
    method: 'PUT',
    url: draft.adminPath,
    payload: { name: 'Draft round', date: '2026-03-23', start_hour: 18, end_hour: 21, court_number: 2, status: 'inactive' },
  });
});
afterAll(() => t.close());

const read = async (teamId: number, as: 'visitor' | 'admin' = 'visitor') => {
  const url = `/api/v1/teams/${teamId}/matches`;
  const response = as === 'admin' ? await t.admin({ method: 'GET', url }) : await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<TeamMatches>() };
};

describe("a team's matches and record", () => {
  it('lists the public matches, latest day first, with the league, round and both names', async () => {
    const [a, b, c] = league.teamIds as [number, number, number];
    const { status, body } = await read(a);
    expect(status).toBe(200);
    expect(body.matches.map((match) => match.id)).not.toContain(draftMatchId);
    expect(body.matches).toHaveLength(3);
    expect(body.matches[0]).toMatchObject({
      id: upcomingId,
      date: '2026-03-16',
      decided: false,
      clubId: league.clubId,
      leagueId: league.leagueId,
      team1Id: b,
      team1Name: nameOfTeam(b),
      team2Id: a,
      team2Name: nameOfTeam(a),
    });
    expect(body.matches.slice(1).map((match) => [match.date, match.decided, match.team1Id])).toEqual([
      ['2026-03-09', true, c],
      ['2026-03-02', true, a],
    ]);
    expect(body.matches[1]?.leagueName).toMatch(/^League /);
  });

  it('counts its record over the public results: played, won, lost, sets and games', async () => {
    const { body } = await read(league.teamIds[0]!);
    expect(body.record).toEqual({ matchesPlayed: 2, matchesWon: 1, matchesLost: 1, setsWon: 3, setsLost: 2, gamesWon: 12 + 2 + 6 + 8, gamesLost: 7 + 6 + 3 + 10 });
  });

  it("shows the draft round's match and its result to the club's staff only", async () => {
    const { body } = await read(league.teamIds[0]!, 'admin');
    expect(body.matches.map((match) => match.id)).toContain(draftMatchId);
    expect(body.record.matchesPlayed).toBe(3);
  });

  it('answers an empty list for a team without matches, 404 for an unknown team and 400 for a bad id', async () => {
    const { status, body } = await read(league.teamIds[3]!);
    expect(status).toBe(200);
    expect(body).toEqual({
      teamId: league.teamIds[3],
      record: { matchesPlayed: 0, matchesWon: 0, matchesLost: 0, setsWon: 0, setsLost: 0, gamesWon: 0, gamesLost: 0 },
      matches: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teams/999999/matches' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/teams/x/matches' })).statusCode).toBe(400);
  });
});
