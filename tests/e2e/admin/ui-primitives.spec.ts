import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { openSection } from './helpers';
import { t } from '@/client/i18n/i18n';

/** Where the looked-at screenshots go: one folder, named by viewport (390x844 or 1280x800). */
const SHOTS = process.env.UI_SHOTS_DIR ?? '/tmp/shots/ui-primitives';

async function shot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png` });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('the dialog, the player combobox and an error toast that keeps clear of the dialog', async ({ adminPage: page }) => {
  await openSection(page, 'teams', 'Teams');
  await page.getByRole('button', { name: t('admin.teams.create') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.teams.createTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await shot(page, 'dialog');

  // The combobox open over the dialog, its options inside the dialog.
  const picker = dialog.getByRole('combobox', { name: /Player 1/ });
  await picker.fill('a');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'combobox');
  await expectNoSeriousA11yViolations(page);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).not.toHaveValue('a');

  // A refused save: the error toast shows while the dialog stays open, clear of its x and buttons.
  const second = dialog.getByRole('combobox', { name: /Player 2/ });
  await second.fill('e');
  await dialog.getByRole('option').first().click();
  await page.route('**/api/v1/admin/teams', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server error' }) }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: t('admin.teams.saveFailed') });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  // Let the dialog settle below the toast strip before measuring.
  await page.waitForTimeout(300);
  const toastBox = await box(toast);
  for (const control of [dialog.getByRole('button', { name: 'Close' }), dialog.getByRole('button', { name: 'Cancel', exact: true }), dialog.getByRole('button', { name: 'Create', exact: true })]) {
    expect(overlaps(toastBox, await box(control)), `the toast covers ${await control.textContent()}`).toBe(false);
  }
  await shot(page, 'toast');
  await expectNoSeriousA11yViolations(page);

  // The toast's own button works with the dialog open, and does not close the dialog.
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the confirmation is an alertdialog with Cancel focused, and Cancel keeps the row', async ({ adminPage: page }) => {
  await openSection(page, 'teams', 'Teams');
  const remove = page.getByRole('button', { name: /^Delete team / }).first();
  await expect(remove).toBeVisible();
  await remove.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, 'confirm');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeVisible();
});
