import { expect, test } from '../support/fixtures';

/**
 * Names link (docs/rules.md, "Public site"): from the standings to a team's page, and from the
 * team's page to one of its players, on a phone and on a desktop.
 */
test('standings → team page → player page', async ({ page }) => {
  await page.goto('/league?clubId=1&leagueId=1');
  await expect(page.getByRole('heading', { level: 1, name: `Liga Bandeja II · ${new Date().getFullYear()}` })).toBeVisible();
  const table = page.getByRole('table').first();
  const teamLink = table.getByRole('link').first();
  await expect(teamLink).toBeVisible();
  await teamLink.click();
  await expect(page).toHaveURL(/\/team\?id=\d+/);
  const teamName = page.getByRole('heading', { level: 1 });
  await expect(teamName).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Record' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${(await teamName.textContent())?.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\| `));
  // The two players are the first links after the title.
  const player = page.locator('main ul').first().getByRole('link').first();
  const playerName = (await player.textContent()) ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/player\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
});
