import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { waitForServiceWorker } from './offline-support';
import { t } from '@/client/i18n/i18n';

test.use({ serviceWorkers: 'allow' });

test('offline, a league never opened on this device says so instead of inventing an empty league', async ({ page, context, request }) => {
  const { clubs } = await api<{ clubs: Array<{ id: number }> }>(request, 'GET', '/v1/clubs?page=1&pageSize=6');
  const clubId = clubs[0]!.id;
  const { leagues } = await api<{ leagues: Array<{ id: number; name: string }> }>(request, 'GET', `/v1/clubs/${clubId}/leagues?status=active`);
  const league = leagues[0]!;

  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    for (const tab of ['', '&tab=schedule', '&tab=results']) {
      await page.goto(`/league?clubId=${clubId}&leagueId=${league.id}${tab}`);
      await expect(page.getByTestId('not-available-offline')).toBeVisible();
      await expect(page.getByText(t('pwa.notAvailableTitle'))).toBeVisible();
      await expect(page.getByText(`League ${league.id}`, { exact: true })).toHaveCount(0);
      await expect(page.getByText(t('leagues.season'), { exact: false })).toHaveCount(0);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      for (const empty of [t('leagues.noStandings'), t('leagues.noMatches'), t('leagues.noResults')]) {
        await expect(page.getByText(empty)).toHaveCount(0);
      }
    }
  } finally {
    await context.setOffline(false);
  }
});
