import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSection } from './helpers';

async function submit(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel(/^Current password/).fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel(/^Confirm new password/).fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test('Change Password shows every rule, the server refusal, and success', async ({ adminPage: page }) => {
  await openSection(page, 'settings', 'Settings');
  const problem = page.getByRole('alert');

  await submit(page, '', '', '');
  await expect(problem).toHaveText('All fields are required');
  await submit(page, 'whatever-now', 'short', 'short');
  await expect(problem).toHaveText('New password must be at least 8 characters long');
  await submit(page, 'whatever-now', 'long-enough-1', 'long-enough-2');
  await expect(problem).toHaveText('New passwords do not match');
  await submit(page, 'same-password', 'same-password', 'same-password');
  await expect(problem).toHaveText('New password must be different from current password');

  // The real server refuses a wrong current password; its words go in the red box.
  await submit(page, 'not-the-current-one', 'brand-new-password', 'brand-new-password');
  await expect(problem).toHaveText('Current password is incorrect');

  // Success. A real change would revoke the tokens of every other test running in parallel
  // (API.md: a password change ends the administrator's other sessions), so the server's 204 is
  // stood in for here; tests/api covers the real change.
  await page.route('**/api/v1/auth/password', (route) => route.fulfill({ status: 204, body: '' }));
  await submit(page, 'current-password', 'brand-new-password', 'brand-new-password');
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
