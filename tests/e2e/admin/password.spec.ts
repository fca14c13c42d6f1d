import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, signInPage, test } from '../support/fixtures';
import { E2E_BASE_URL, e2eServerEnv } from '../support/env';
import { openSection } from './helpers';

/**
 * A second administrator, made with the reset-password CLI in the e2e database: a real password
 * change ends every other session of its administrator (docs/roles.md), which must not be the shared one
 * the parallel tests sign in as.
 */
function createAdministrator(username: string, password: string): void {
  execFileSync('npx', ['tsx', 'src/server/cli/admin.ts', 'reset-password', '--username', username, '--password', password], {
    env: { ...process.env, DATABASE_URL: e2eServerEnv.DATABASE_URL ?? '', LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

async function submit(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel(/^Current password/).fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel(/^Confirm new password/).fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test('Change Password shows every rule, the server refusal, and a real change', async ({ page, request }, testInfo) => {
  const username = `settings-${testInfo.project.name}-${Date.now().toString(36)}`;
  createAdministrator(username, 'first-password-1');
  const login = await request.post(`${E2E_BASE_URL}/api/v1/auth/login`, { headers: { authorization: basic(username, 'first-password-1') } });
  await signInPage(page, await login.json());
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

  await submit(page, 'first-password-1', 'brand-new-password', 'brand-new-password');
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
  await expect(problem).toHaveCount(0);

  // The server holds the new password, and only the new one.
  const withOld = await request.post(`${E2E_BASE_URL}/api/v1/auth/login`, { headers: { authorization: basic(username, 'first-password-1') } });
  expect(withOld.status()).toBe(401);
  const withNew = await request.post(`${E2E_BASE_URL}/api/v1/auth/login`, { headers: { authorization: basic(username, 'brand-new-password') } });
  expect(withNew.status()).toBe(200);
});
