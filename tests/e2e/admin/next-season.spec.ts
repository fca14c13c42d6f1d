import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { dialog, openSection, pick, uniqueSuffix } from './helpers';
import type { APIRequestContext } from '@playwright/test';

/** Screenshots for people to look at, outside the test output (it is emptied on every run). */
const SHOTS = process.env.SEASONS_SHOTS_DIR ?? '/tmp/seasons';

interface Ladder {
  clubId: number;
  clubName: string;
  leagueId: number;
  leagueName: string;
  /** Team names by group, in the order the table ranks them (no results yet: by name). */
  groups: { A: string[]; B: string[] };
  newcomer: string;
  /** A player of Group B's first team: promoted, so both seasons show on their page. */
  promotedPlayerId: number;
  remove: () => Promise<void>;
}

/** A two-level box league of three teams a group, and a team outside it, all of the test's own. */
async function createLadder(request: APIRequestContext, session: AdminSession, sfx: string): Promise<Ladder> {
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const clubName = `Zz Ladder ${sfx} Club`;
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: clubName });
  const leagueName = `Ladder ${sfx} Spring`;
  const leagues = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leagues, { name: leagueName, status: 'inactive' });
  const teamIds: number[] = [];
  const playerIds: number[] = [];
  const team = async (letter: string) => {
    const player1 = await post<{ id: number }>('/v1/admin/players', {
      firstName: 'Ana',
      lastName: `${letter}${sfx}`,
      dob: '1990-01-01',
    });
    const player2 = await post<{ id: number }>('/v1/admin/players', {
      firstName: 'Bea',
      lastName: `${letter}${sfx}`,
      dob: '1990-01-01',
    });
    playerIds.push(player1.id, player2.id);
    const made = await post<{ id: number; name: string }>('/v1/admin/teams', {
      player1Id: player1.id,
      player2Id: player2.id,
    });
    teamIds.push(made.id);
    return { ...made, player1Id: player1.id };
  };
  const groups = { A: [] as string[], B: [] as string[] };
  let promotedPlayerId = 0;
  for (const name of ['A', 'B'] as const) {
    const group = await post<{ id: number }>(`${leagues}/${league.id}/groups`, { name: `Group ${name}` });
    for (const n of [1, 2, 3]) {
      const made = await team(`${name}${n}x`);
      if (name === 'B' && n === 1) promotedPlayerId = made.player1Id;
      await post(`${leagues}/${league.id}/groups/${group.id}/teams`, { team_id: made.id });
      groups[name].push(made.name);
    }
  }
  const newcomer = (await team('N1x')).name;
  return {
    clubId: club.id,
    clubName,
    leagueId: league.id,
    leagueName,
    groups,
    newcomer,
    promotedPlayerId,
    remove: async () => {
      await api(request, 'DELETE', `/v1/admin/clubs/${club.id}`, { session });
      for (const id of teamIds) await api(request, 'DELETE', `/v1/admin/teams/${id}`, { session });
      for (const id of playerIds) await api(request, 'DELETE', `/v1/admin/players/${id}`, { session });
    },
  };
}

/** A preview line: the team's name, and its move said in words. */
const previewLine = (page: Page, group: string, team: string) =>
  dialog(page).getByRole('region', { name: group }).getByRole('listitem').filter({ hasText: team });

test('the organiser previews the next season with its arrows and confirms it; the public pages link the seasons', async ({
  adminPage: page,
  request,
  adminSession,
}, testInfo) => {
  test.setTimeout(120_000);
  const sfx = uniqueSuffix(testInfo.project.name);
  const ladder = await createLadder(request, adminSession, sfx);
  const shot = (name: string) => `${SHOTS}/${testInfo.project.name}-${name}.png`;
  try {
    await openSection(page, 'leagues', 'Leagues');
    await page.getByLabel('Club').selectOption({ label: ladder.clubName });
    await page.getByRole('button', { name: `Next season: ${ladder.leagueName}` }).click();
    await expect(dialog(page).getByRole('heading', { name: `Next season of ${ladder.leagueName}` })).toBeVisible();

    const nextName = `Ladder ${sfx} Autumn`;
    await dialog(page)
      .getByLabel(/^Name of the new season/)
      .fill(nextName);
    // Group B's last team leaves; a new team joins at the bottom.
    await dialog(page).getByRole('group', { name: 'Group B' }).getByLabel(ladder.groups.B[2]!).check();
    await pick(page, 'Team to add', `N1x${sfx}`, ladder.newcomer);
    await dialog(page).getByRole('button', { name: 'Add team' }).click();
    await expect(dialog(page).getByRole('group', { name: ladder.newcomer }).getByLabel('Starts in')).toHaveValue('');
    await expect(dialog(page).getByRole('button', { name: 'Create season' })).toBeDisabled();

    await dialog(page).getByRole('button', { name: 'Preview' }).click();
    await expect(previewLine(page, 'Group A', ladder.groups.B[0]!)).toContainText('↑');
    await expect(previewLine(page, 'Group A', ladder.groups.B[0]!)).toContainText('Up from Group B');
    await expect(previewLine(page, 'Group B', ladder.groups.A[2]!)).toContainText('↓');
    await expect(previewLine(page, 'Group B', ladder.groups.A[2]!)).toContainText('Down from Group A');
    await expect(previewLine(page, 'Group B', ladder.newcomer)).toContainText('New team');
    await expect(previewLine(page, 'Group A', ladder.groups.A[0]!)).toContainText('Stays');
    await expect(dialog(page).getByRole('listitem').filter({ hasText: ladder.groups.B[2]! })).toHaveCount(0);
    await dialog(page).getByRole('region', { name: 'Group B' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('next-season-preview') });

    // A change after the preview asks for a new one before confirming.
    await dialog(page)
      .getByLabel(/^Teams up from each group/)
      .fill('2');
    await expect(dialog(page).getByText('The choices changed since the preview')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Create season' })).toBeDisabled();
    await dialog(page)
      .getByLabel(/^Teams up from each group/)
      .fill('1');
    await dialog(page).getByRole('button', { name: 'Preview' }).click();
    await dialog(page).getByRole('button', { name: 'Create season' }).click();
    await expect(page.getByText(`${nextName} created. The old season is finished.`)).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(nextName, { exact: true })).toBeVisible();
    // A season that has its next one offers no second.
    await expect(page.getByRole('button', { name: `Next season: ${ladder.leagueName}` })).toHaveCount(0);

    // The public pages: the new season links back, the old one forward.
    const { leagues } = await api<{
      leagues: { id: number; name: string; status: string; previousLeagueId: number | null }[];
    }>(request, 'GET', `/v1/clubs/${ladder.clubId}/leagues`);
    const created = leagues.find((league) => league.name === nextName);
    expect(created?.previousLeagueId).toBe(ladder.leagueId);
    expect(leagues.find((league) => league.id === ladder.leagueId)?.status).toBe('finished');
    await page.goto(`/league?clubId=${ladder.clubId}&leagueId=${created?.id}`);
    await page
      .getByRole('navigation', { name: 'Other seasons' })
      .getByRole('link', { name: /Previous season/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: ladder.leagueName })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Other seasons' })
        .getByRole('link', { name: new RegExp(`Next season.*${nextName}`) }),
    ).toBeVisible();

    // The promoted player's page: both seasons, most recent first, and the rating.
    await page.goto(`/player?id=${ladder.promotedPlayerId}`);
    const seasons = page.getByRole('region', { name: 'Seasons' }).getByRole('listitem');
    await expect(seasons).toHaveCount(2);
    await expect(seasons.nth(0)).toContainText(nextName);
    await expect(seasons.nth(0)).toContainText('Group A');
    await expect(seasons.nth(1)).toContainText(ladder.leagueName);
    await expect(seasons.nth(1)).toContainText('Group B');
    await expect(seasons.nth(1)).toContainText('1st');
    await expect(page.getByRole('region', { name: 'Rating' })).toContainText('1500.0');
    await expect(page.getByRole('meter', { name: 'Reliability' })).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('region', { name: 'Seasons' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('player-seasons'), fullPage: true });
  } finally {
    await ladder.remove();
  }
});

test('a demo player shows a rating with its history and seasons across two linked leagues', async ({
  page,
  request,
}, testInfo) => {
  // Liga Bandeja II follows Liga Bandeja I on the demo tour (src/server/seed/demo-seasons.ts).
  await page.goto('/league?clubId=1&leagueId=1');
  const previous = page
    .getByRole('navigation', { name: 'Other seasons' })
    .getByRole('link', { name: /Previous season/ });
  await expect(previous).toContainText('Liga Bandeja I ·');
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-league-season-links.png` });
  await previous.click();
  await expect(page.getByRole('heading', { level: 1, name: /Liga Bandeja I ·/ })).toBeVisible();

  // A player of both seasons.
  const summerId = Number(new URL(page.url()).searchParams.get('leagueId'));
  const { groups } = await api<{ groups: { id: number }[] }>(request, 'GET', `/v1/clubs/1/leagues/${summerId}/groups`);
  const teams = await api<{ player1Id: number }[]>(
    request,
    'GET',
    `/v1/clubs/1/leagues/${summerId}/groups/${groups[0]!.id}/teams`,
  );
  let playerId = 0;
  for (const team of teams) {
    const { seasons } = await api<{ seasons: { leagueName: string }[] }>(
      request,
      'GET',
      `/v1/players/${team.player1Id}/history`,
    );
    if (seasons.some((season) => season.leagueName.startsWith('Liga Bandeja II'))) {
      playerId = team.player1Id;
      break;
    }
  }
  expect(playerId).toBeGreaterThan(0);
  await page.goto(`/player?id=${playerId}`);
  const seasons = page.getByRole('region', { name: 'Seasons' }).getByRole('listitem');
  await expect(seasons.filter({ hasText: 'Liga Bandeja I ·' })).toHaveCount(1);
  // Most recent first: this season's league before last summer's.
  const names = await seasons.getByRole('link').allTextContents();
  expect(names.findIndex((name) => name.startsWith('Liga Bandeja II'))).toBeGreaterThanOrEqual(0);
  expect(names.findIndex((name) => name.startsWith('Liga Bandeja II'))).toBeLessThan(
    names.findIndex((name) => name.startsWith('Liga Bandeja I ·')),
  );
  const rating = page.getByRole('region', { name: 'Rating' });
  await expect(rating.getByRole('img', { name: /^Rating from 1500 to .* over \d+ matches$/ })).toBeVisible();
  await rating.getByText('Rating history', { exact: true }).and(rating.locator('summary')).click();
  await expect(rating.getByRole('table', { name: 'Rating history' }).getByRole('row')).not.toHaveCount(1);
  await rating.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${testInfo.project.name}-player-rating.png`, fullPage: true });
});
