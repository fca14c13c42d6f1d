import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALKOVER_CARRIES_NO_SCORES } from '../../src/shared/domain/set-scores.js';
import type { StandingsRow } from '../../src/shared/schemas/group.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { addMatch, createLeagueFixture, type LeagueFixture } from './support/fixtures.js';
import { insertMatch } from './support/season-rows.js';

/** docs/rules.md: a walkover carries no scores (scores sent with one → 400) and counts as 6–0 6–0 to the winner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const place = (f: LeagueFixture) => ({ team1Id: f.teamIds[0]!, team2Id: f.teamIds[1]!, courtNumber: 1, startTime: 18 });

async function standingsOf(f: LeagueFixture, teamId: number): Promise<StandingsRow | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `${f.leaguePath}/groups/${f.groups[0]!.id}/standings` });
  return response.json<{ standings: StandingsRow[] }>().standings.find((row) => row.teamId === teamId);
}

/** What the winner and the loser of one walkover (and nothing else) have in the standings. */
const walkoverWinner = { matchesPlayed: 1, matchesWon: 1, setsDiff: 2, gamesDiff: 12, points: 3 };
const walkoverLoser = { matchesPlayed: 1, matchesWon: 0, setsDiff: -2, gamesDiff: -12, points: 0 };

describe('a walkover carries no scores', () => {
  it.each([
    ['both teams', { team1Results: [6, 6], team2Results: [0, 0] }, 'team1Results'],
    ['team 2 only', { team1Results: [], team2Results: [6, 6] }, 'team2Results'],
  ])('refuses scores of %s sent with a walkover, naming the field', async (_label, scores, field) => {
    const f = await createLeagueFixture(t);
    const walkover = { ...place(f), outcome: 'walkover', winnerTeamId: f.teamIds[1], ...scores };
    const created = await t.admin({ method: 'POST', url: `${f.round.adminPath}/matches`, payload: walkover });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field, message: WALKOVER_CARRIES_NO_SCORES }],
    });

    const match = await addMatch(t, f.round, place(f));
    const updated = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/matches/${match.id}`,
      payload: walkover,
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject({ details: [{ field, message: WALKOVER_CARRIES_NO_SCORES }] });
  });

  it('accepts two empty score lists with a walkover: they say "no scores"', async () => {
    const f = await createLeagueFixture(t);
    const match = await addMatch(t, f.round, {
      ...place(f),
      outcome: 'walkover',
      winnerTeamId: f.teamIds[1],
      team1Results: [],
      team2Results: [],
    });
    expect(match).toMatchObject({ outcome: 'walkover', team1Results: [], team2Results: [] });
  });

  it('drops the old scores when a played match becomes a walkover, and counts it 6–0 6–0 to the winner', async () => {
    const f = await createLeagueFixture(t);
    const [home, away] = [f.teamIds[0]!, f.teamIds[1]!];
    const match = await addMatch(t, f.round, { ...place(f), team1Results: [6, 6], team2Results: [1, 2] });
    const switched = await t.admin({
      method: 'PUT',
      url: `${f.round.adminPath}/matches/${match.id}`,
      payload: { ...place(f), outcome: 'walkover', winnerTeamId: away },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      outcome: 'walkover',
      winnerTeamId: away,
      team1Results: [],
      team2Results: [],
    });
    const stored = await t.db
      .selectFrom('matches')
      .select(['team1_results', 'team2_results'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ team1_results: null, team2_results: null });
    expect(await standingsOf(f, away)).toMatchObject(walkoverWinner);
    expect(await standingsOf(f, home)).toMatchObject(walkoverLoser);
  });

  it('ignores scores a walkover stored before the rule, even ones that favour the loser', async () => {
    const f = await createLeagueFixture(t);
    const [c, d] = [f.teamIds[0]!, f.teamIds[1]!];
    // Walkover won by D, stored with C 6–0 6–0: D gets the walkover's 6–0 6–0, C nothing.
    await insertMatch(t, {
      roundId: f.round.id,
      groupId: f.groups[0]!.id,
      team1Id: c,
      team2Id: d,
      results: [
        [6, 6],
        [0, 0],
      ],
      outcome: 'walkover',
      winnerTeamId: d,
    });

    expect(await standingsOf(f, d)).toMatchObject(walkoverWinner);
    expect(await standingsOf(f, c)).toMatchObject(walkoverLoser);
    const list = await t.app.inject({ method: 'GET', url: `${f.round.publicPath}/matches` });
    expect(list.json()).toMatchObject({
      matches: [{ outcome: 'walkover', winnerTeamId: d, team1Results: [], team2Results: [] }],
    });

    const playerOf = async (teamId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}` })).json<{ player1Id: number }>().player1Id;
    const statistics = async (teamId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/players/${await playerOf(teamId)}/statistics` })).json<{
        matchesPlayed: number;
        matchesWon: number;
      }>();
    expect(await statistics(d)).toMatchObject({ matchesPlayed: 1, matchesWon: 1 });
    expect(await statistics(c)).toMatchObject({ matchesPlayed: 1, matchesWon: 0 });
  });
});
