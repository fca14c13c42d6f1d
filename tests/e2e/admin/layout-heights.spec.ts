import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Two layout promises of the dashboard, measured: a short match card in the Results grid is as tall
// as its own content (not stretched to a taller neighbour's row), and the sidebar's background runs
// down the whole page, however long.

test('a short Results card keeps its own height beside a tall one', async ({ adminPage: page, adminSession, request }, testInfo) => {
  const session = adminSession;
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const sfx = uniqueSuffix(testInfo.project.name);
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: `Zz Heights ${sfx} Club` });
  const leagues = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leagues, { name: `Heights ${sfx} League`, status: 'inactive' });
  const group = await post<{ id: number }>(`${leagues}/${league.id}/groups`, { name: 'A' });
  const made: string[] = [];
  const team = async (last1: string, last2: string) => {
    const p1 = await post<{ id: number }>('/v1/admin/players', { firstName: 'Ana', lastName: last1 });
    const p2 = await post<{ id: number }>('/v1/admin/players', { firstName: 'Bea', lastName: last2 });
    const made1 = await post<{ id: number }>('/v1/admin/teams', { player1Id: p1.id, player2Id: p2.id });
    made.push(`/v1/admin/teams/${made1.id}`, `/v1/admin/players/${p1.id}`, `/v1/admin/players/${p2.id}`);
    await post(`${leagues}/${league.id}/groups/${group.id}/teams`, { team_id: made1.id });
    return made1.id;
  };
  // Long names wrap over several lines: that card is the tall one of the row.
  const long = 'Fernández-Villaverde de la Torre y Montalbán';
  const teams = [await team(`S${sfx}`, 'Ruiz'), await team(`T${sfx}`, 'Gil'), await team(`${long} ${sfx}`, long), await team(`U${sfx} ${long}`, long)];
  const rounds = `${leagues}/${league.id}/rounds`;
  const round = await post<{ id: number }>(rounds, { name: '#1', date: '2031-06-01', start_hour: 18, end_hour: 22, court_number: 2, status: 'active' });
  await post(`${rounds}/${round.id}/matches`, { team1Id: teams[0], team2Id: teams[1], courtNumber: 1, startTime: 19 });
  await post(`${rounds}/${round.id}/matches`, { team1Id: teams[2], team2Id: teams[3], courtNumber: 2, startTime: 19 });
  try {
    await page.goto(`/admin/results?club=${club.id}&league=${league.id}&round=${round.id}`);
    const cards = page.getByRole('list', { name: t('admin.results.listLabel') }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const [short, tall] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(short && tall).toBeTruthy();
    // Side by side in one row.
    expect(Math.abs(short!.y - tall!.y)).toBeLessThan(2);
    expect(tall!.height).toBeGreaterThan(short!.height + 20);
    // The short card is its content's height: the last of its parts ends at its padding.
    const slack = await cards.nth(0).evaluate((card) => {
      const box = card.getBoundingClientRect();
      const last = Math.max(...[...card.children].map((child) => child.getBoundingClientRect().bottom));
      const style = getComputedStyle(card);
      return box.bottom - last - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    });
    expect(slack).toBeLessThan(2);
  } finally {
    await api(request, 'DELETE', `/v1/admin/clubs/${club.id}`, { session });
    for (const path of made) await api(request, 'DELETE', path, { session });
  }
});

test("the sidebar's background runs down the whole page", async ({ adminPage: page }) => {
  // The demo tour's players: a page several screens long.
  await page.goto('/admin/players');
  await expect(page.getByRole('table').getByRole('row').nth(20)).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(800 * 2);
  const sidebar = await page.getByRole('navigation', { name: t('admin.sectionsNav') }).boundingBox();
  expect(sidebar).toBeTruthy();
  // From under the top bar to the page's end, not one screen's height.
  expect(sidebar!.y + sidebar!.height).toBeGreaterThan(pageHeight - 2);
  // And the menu is still there after scrolling to the end.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('navigation', { name: t('admin.sectionsNav') }).getByRole('link', { name: 'Players' })).toBeInViewport();
});
