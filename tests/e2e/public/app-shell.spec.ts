import { expect, test } from '../support/fixtures';

/*
 * Issue 11: the page paints its header and frame from the HTML, before any script runs, and the
 * app replaces that shell when it mounts (one header, nothing left marked busy).
 */
test.describe('the static app shell', () => {
  test.describe('before the scripts run', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the header with the brand and navigation, and a busy page frame', async ({ page }) => {
      await page.goto('/league?clubId=1&leagueId=1');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Bandeja, home' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/players');
      await expect(page.locator('#root > [aria-busy="true"]')).toBeVisible();
    });
  });

  test('is replaced by the app once it mounts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Padel Tour' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.app-shell')).toHaveCount(0);
  });
});
