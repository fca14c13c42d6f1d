import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { openSection, uniqueSuffix } from './helpers';

test('a delete asks first: Cancel keeps the row, Delete removes it', async ({ adminPage: page, request, adminSession }, testInfo) => {
  const name = `Delete Me ${uniqueSuffix(testInfo.project.name)}`;
  await api(request, 'POST', '/v1/admin/clubs', { session: adminSession, data: { name } });
  await openSection(page, 'clubs', 'Clubs');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete club ${name}` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Are you sure you want to delete this club?');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(row).toBeVisible();

  // Esc is a Cancel too.
  await page.getByRole('button', { name: `Delete club ${name}` }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: `Delete club ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('deleting a player asks with the player text', async ({ adminPage: page, request, adminSession }, testInfo) => {
  const last = `Gone${uniqueSuffix(testInfo.project.name)}`;
  await api(request, 'POST', '/v1/admin/players', { session: adminSession, data: { firstName: 'Temp', lastName: last, dob: '1990-01-01' } });
  await openSection(page, 'players', 'Players');
  await page.getByRole('button', { name: `Delete player Temp ${last}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this player?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Temp ${last}`)).toHaveCount(0);
});
