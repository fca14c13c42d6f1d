import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { insertRound, insertSeason, type Season } from './support/season-rows.js';

/**
 * The season line of the public league answer (docs/seasons.md, "Season number"): the league's
 * place in its chain of public seasons and the year of its rounds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const link = async (earlier: Season, later: Season) => {
  await t.db.updateTable('leagues').set({ next_league_id: later.leagueId }).where('id', '=', earlier.leagueId).execute();
  await t.db.updateTable('leagues').set({ previous_league_id: earlier.leagueId }).where('id', '=', later.leagueId).execute();
};

const leagueOf = async (season: Season, as: 'visitor' | 'admin' = 'visitor') => {
  const url = `/api/v1/clubs/${season.clubId}/leagues/${season.leagueId}`;
  const response = as === 'admin' ? await t.admin({ method: 'GET', url }) : await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<{ seasonNumber: number; seasonYear: string | null; previousLeagueId: number | null }>();
};

describe('the season line of a chain of three, a draft in the middle', () => {
  let first: Season;
  let draft: Season;
  let third: Season;
  beforeAll(async () => {
    first = await insertSeason(t, { leagueName: 'Season one', date: '2025-03-02' });
    draft = await insertSeason(t, { leagueName: 'Season two (draft)', date: '2025-10-06' });
    third = await insertSeason(t, { leagueName: 'Season three', date: '2025-12-15' });
    await insertRound(t, third.leagueId, { date: '2026-01-12' });
    await t.db.updateTable('leagues').set({ status: 'inactive' }).where('id', '=', draft.leagueId).execute();
    await link(first, draft);
    await link(draft, third);
  });

  it('numbers the first season 1 and the year of its one round', async () => {
    expect(await leagueOf(first)).toMatchObject({ seasonNumber: 1, seasonYear: '2025' });
  });

  it('counts only the public seasons before: the draft is not counted, for a visitor or the administrator', async () => {
    const seen = await leagueOf(third);
    expect(seen).toMatchObject({ seasonNumber: 2, previousLeagueId: null });
    expect(await leagueOf(third, 'admin')).toMatchObject({ seasonNumber: 2, previousLeagueId: draft.leagueId });
  });

  it('gives the draft, to the staff who see it, the number after the public seasons before it', async () => {
    expect(await leagueOf(draft, 'admin')).toMatchObject({ seasonNumber: 2 });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/clubs/${draft.clubId}/leagues/${draft.leagueId}` })).statusCode).toBe(404);
  });

  it('writes a range when the rounds span the new year', async () => {
    expect((await leagueOf(third)).seasonYear).toBe('2025–2026');
  });

  it('counts a season once made public (read as the administrator: a visitor read is cached until a write through the API)', async () => {
    await t.db.updateTable('leagues').set({ status: 'finished' }).where('id', '=', draft.leagueId).execute();
    expect(await leagueOf(third, 'admin')).toMatchObject({ seasonNumber: 3 });
    await t.db.updateTable('leagues').set({ status: 'inactive' }).where('id', '=', draft.leagueId).execute();
  });
});

describe('the season year', () => {
  it('is null for a league without rounds', async () => {
    const season = await insertSeason(t, { leagueName: 'No rounds yet' });
    await t.db.deleteFrom('rounds').where('id', '=', season.roundId).execute();
    expect(await leagueOf(season, 'admin')).toMatchObject({ seasonNumber: 1, seasonYear: null });
  });

  it('leaves out the draft rounds a visitor may not see', async () => {
    const season = await insertSeason(t, { leagueName: 'Draft round next year', date: '2026-05-04' });
    await insertRound(t, season.leagueId, { date: '2027-01-11', roundStatus: 'inactive' });
    expect((await leagueOf(season)).seasonYear).toBe('2026');
    expect((await leagueOf(season, 'admin')).seasonYear).toBe('2026–2027');
  });
});
