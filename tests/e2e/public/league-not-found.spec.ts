import { expect, test } from '../support/fixtures';
import { leagueMessages } from '../../../src/client/features/leagues/messages';

test('a league the server does not have says League Not Found', async ({ page }) => {
  await page.goto('/league?clubId=1&leagueId=999999');
  await expect(page.getByRole('heading', { name: leagueMessages.leagueNotFound })).toBeVisible();
  await expect(page.getByText('League 999999')).toHaveCount(0);
  await expect(page.getByText(leagueMessages.noStandings)).toHaveCount(0);
});
