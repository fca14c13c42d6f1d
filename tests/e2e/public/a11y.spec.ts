import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';

const pages: [string, string, string][] = [
  ['home', '/', 'Padel Tour'],
  ['club', '/club?id=1', 'Club Padel Bandeja'],
  ['league standings', '/league?clubId=1&leagueId=1', 'Liga Bandeja II · 2026'],
  ['league schedule', '/league?clubId=1&leagueId=1&tab=schedule', 'Liga Bandeja II · 2026'],
  ['league results', '/league?clubId=1&leagueId=1&tab=results', 'Liga Bandeja II · 2026'],
  ['players', '/players', 'Players'],
  ['player', '/player?id=1', ''],
  ['player not found', '/player?id=99999', ''],
];

for (const [name, path, heading] of pages) {
  test(`${name} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
