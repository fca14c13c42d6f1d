import { expect, test } from '../support/fixtures';
import { t } from '@/client/i18n/i18n';

test('a league the server does not have says League Not Found', async ({ page }) => {
  await page.goto('/league?clubId=1&leagueId=999999');
  await expect(page.getByRole('heading', { name: t('leagues.leagueNotFound') })).toBeVisible();
  await expect(page.getByText('League 999999')).toHaveCount(0);
  await expect(page.getByText(t('leagues.noStandings'))).toHaveCount(0);
});
