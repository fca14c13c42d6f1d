import { expect, test } from '../support/fixtures';
import { dialog, openSection, signInWithForm, uniqueSuffix } from './helpers';

test.describe('organisers', () => {
  test('the administrator creates an organiser for one club; the organiser signs in and sees only that club', async ({ page, request }, testInfo) => {
    const clubs = (await (await request.get('/api/v1/clubs?pageSize=100')).json()) as { clubs: { id: number; name: string }[] };
    expect(clubs.clubs.length).toBeGreaterThan(1);
    const [club, otherClub] = clubs.clubs;
    if (!club || !otherClub) throw new Error('the demo tour has at least two clubs');
    const username = `organiser-${uniqueSuffix(testInfo.project.name)}`.toLowerCase();
    const password = 'organiser-password';

    await signInWithForm(page);
    await expect(page).toHaveURL(/\/admin\/overview/);
    await openSection(page, 'users', 'Users');
    await page.getByRole('button', { name: 'Create Organiser' }).click();
    await dialog(page).getByLabel('Username').fill(username);
    await dialog(page).getByLabel('Password').fill(password);
    await dialog(page).getByText(club.name, { exact: true }).click();
    await expect(dialog(page).getByRole('checkbox', { name: club.name, exact: true })).toBeChecked();
    await page.screenshot({ path: `/tmp/roles/create-organiser-${testInfo.project.name}.png` });
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(username) });
    await expect(row).toContainText(club.name);
    await page.screenshot({ path: `/tmp/roles/users-${testInfo.project.name}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/overview/);

    await openSection(page, 'clubs', 'Clubs');
    // A table on a desktop, cards on a phone: the club's name either way, and no other club's.
    const main = page.getByRole('main');
    await expect(main.getByText(club.name, { exact: true })).toBeVisible();
    await expect(main.getByText(otherClub.name, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Club' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users', includeHidden: true })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/roles/organiser-clubs-${testInfo.project.name}.png`, fullPage: true });
  });
});
