import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openSection, uniqueSuffix } from './helpers';

/*
 * Issue 22, item 6: a change made in the dashboard shows in Activity, reached from the edit screen
 * of what changed, with the field's old and new value. Photographed (into SHOTS_DIR when set) at
 * 360, 390 and 1280 px wide in English and Spanish for a person to look at.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;

test('a renamed club shows in Activity, from its edit screen, with its old and new name', async ({ adminPage: page, adminSession, request }, testInfo) => {
  const suffix = uniqueSuffix(testInfo.project.name);
  // "E2E …" sorts after the demo's clubs, as other tests' clubs do: tests that take the first club expect a demo one.
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', { session: adminSession, data: { name: `E2E Audit ${suffix}` } });
  await api(request, 'PUT', `/v1/admin/clubs/${club.id}`, { session: adminSession, data: { name: `E2E Audited <i>${suffix}</i>` } });

  await openSection(page, 'clubs', 'Clubs');
  await page.getByRole('button', { name: `Edit club E2E Audited <i>${suffix}</i>` }).click();
  await page.getByRole('dialog').getByRole('link', { name: `History of E2E Audited <i>${suffix}</i>` }).click();

  await expect(page.getByRole('heading', { level: 2, name: `History of club #${club.id}` })).toBeVisible();
  const change = page.getByRole('listitem').filter({ hasText: `Changed club #${club.id}` });
  await expect(change).toContainText('admin (administrator)');
  await expect(change.getByRole('row', { name: /name/ })).toContainText(`E2E Audit ${suffix}`);
  await expect(change.getByRole('row', { name: /name/ })).toContainText(`E2E Audited <i>${suffix}</i>`);
  await expect(page.getByRole('listitem').filter({ hasText: `Created club #${club.id}` })).toBeVisible();

  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
  await expect(page).toHaveURL(/entity=club/);

  if (!SHOTS_DIR || testInfo.project.name !== 'desktop') return;
  for (const locale of ['en', 'es'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('bandeja.locale', chosen), locale);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/activity?entity=club&entityId=${club.id}`);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/activity-${locale}-${width}.png`, fullPage: true });
    }
    await page.goto('/admin/activity');
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/activity-all-${locale}-1280.png`, fullPage: true });
  }
});
