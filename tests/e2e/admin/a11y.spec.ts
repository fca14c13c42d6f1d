import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { adminSections } from '../../../src/client/features/admin-shell/sections';

test('the login screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const section of adminSections) {
  test(`the ${section.id} section has no serious accessibility violations`, async ({ adminPage: page }) => {
    // axe over the Players table (every demo player, each row with its tick box) takes about 30 s
    // on two shared cores.
    test.setTimeout(120_000);
    await page.goto(`/admin/${section.id}`);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    // Let the lists load (demo data) before scanning.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);

    const create = page.getByRole('button', { name: /^(Create|Add) / }).first();
    if ((await create.count()) && (await create.isEnabled())) {
      await create.click();
      const modal = page.getByRole('dialog');
      if (await modal.count()) {
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      }
    }
  });
}

test('the results edit modal and the phone menu have no serious accessibility violations', async ({ adminPage: page }) => {
  await page.goto('/admin/results');
  const edit = page.getByRole('button', { name: /^Edit results of/ }).first();
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Edit Match Results' })).toBeVisible();
  // No force: check() then waits for the phone's bottom sheet to stop sliding in before it clicks.
  await page.getByRole('radio', { name: 'Walkover' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expectNoSeriousA11yViolations(page);
  }
});
