import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoTour } from '../../src/server/seed/demo-tour.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { levelOfRating } from '../../src/shared/domain/ratings/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoTour(t.db, { size: 'small', today: '2026-11-21' });
});
afterAll(() => t.close());

interface LeagueAnswer {
  id: number;
  name: string;
  status: string;
  previousLeagueId: number | null;
  nextLeagueId: number | null;
}

const leaguesOf = async (clubId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${clubId}/leagues?pageSize=100` })).json<{
    leagues: LeagueAnswer[];
  }>().leagues;

describe('seasons on the demo tour', () => {
  it("links each club's last finished league to the active league that followed it", async () => {
    const links = (leagues: LeagueAnswer[]) =>
      leagues
        .filter((league) => league.nextLeagueId !== null)
        .map((league) => [league.name, leagues.find((other) => other.id === league.nextLeagueId)?.name]);
    expect(links(await leaguesOf(1))).toEqual([['Liga Bandeja I · 2026', 'Liga Bandeja II · 2026']]);
    expect(links(await leaguesOf(2))).toEqual([]);
    expect(links(await leaguesOf(3))).toEqual([['Bandeja Open I · 2026', 'Bandeja Open II · 2026']]);
    const winter = (await leaguesOf(1)).find((league) => league.name === 'Liga Bandeja II · 2026');
    const summer = (await leaguesOf(1)).find((league) => league.name === 'Liga Bandeja I · 2026');
    expect(winter).toMatchObject({ status: 'active', previousLeagueId: summer?.id, nextLeagueId: null });
  });

  it('gives players a history across both seasons and a rating from their results', async () => {
    const summer = (await leaguesOf(1)).find((league) => league.name === 'Liga Bandeja I · 2026');
    const groups = (await t.app.inject({ method: 'GET', url: `/api/v1/clubs/1/leagues/${summer?.id}/groups` })).json<{
      groups: { id: number }[];
    }>().groups;
    const teams = (
      await t.app.inject({ method: 'GET', url: `/api/v1/clubs/1/leagues/${summer?.id}/groups/${groups[0]?.id}/teams` })
    ).json<{ player1Id: number }[]>();
    const histories = await Promise.all(
      teams.map(async (team) =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/players/${team.player1Id}/history` })).json<{
          seasons: { leagueName: string }[];
        }>(),
      ),
    );
    expect(
      histories.some((history) => history.seasons.map((season) => season.leagueName).includes('Liga Bandeja II · 2026')),
    ).toBe(true);
    for (const history of histories)
      expect(history.seasons.map((season) => season.leagueName)).toContain('Liga Bandeja I · 2026');
    const ratings = await Promise.all(
      teams.map(async (team) =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/players/${team.player1Id}/rating` })).json<{
          rating: number;
          level: number;
          reliability: number;
          history: unknown[];
        }>(),
      ),
    );
    const rating = ratings[0]!;
    expect(rating.history.length).toBeGreaterThanOrEqual(4);
    expect(rating.reliability).toBe(Math.min(100, rating.history.length * 5));
    // Levels on the player pages come from the ratings (docs/ratings.md, "Level"), and differ.
    for (const each of ratings) expect(Math.abs(each.level - levelOfRating(each.rating))).toBeLessThanOrEqual(0.1);
    expect(new Set(ratings.map((each) => each.level)).size).toBeGreaterThan(1);
  });
});
