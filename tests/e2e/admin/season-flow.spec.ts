import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { dialog, openSection, pick, uniqueSuffix } from './helpers';
import { fillScoreGrid, scoreBox, teamsOfEditDialog } from '../support/score-grid';

/**
 * The organiser's season in one pass, through the screens only: club → league → group → four
 * players → two teams in the group → a round → generated and confirmed schedule → the result
 * entered courtside on a phone → the public standings show it.
 */
test('from an empty club to a result in the public standings', async ({ adminPage: page, request, adminSession }, testInfo) => {
  test.setTimeout(180_000);
  const sfx = uniqueSuffix(testInfo.project.name);
  const club = `E2E Club ${sfx}`;
  const league = `E2E League ${sfx}`;
  const teamA = `Smash ${sfx}`;
  const teamB = `Volea ${sfx}`;
  const players = [
    ['Ana', `Alpha${sfx}`],
    ['Bea', `Bravo${sfx}`],
    ['Cris', `Charlie${sfx}`],
    ['Dani', `Delta${sfx}`],
  ] as const;

  // Club.
  await openSection(page, 'clubs', 'Clubs');
  await page.getByRole('button', { name: 'Create Club' }).click();
  await dialog(page).getByLabel(/^Name/).fill(club);
  await dialog(page).getByLabel('Description').fill('Made by the browser test.');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText(club)).toBeVisible();

  // League in that club, with its points rule.
  await openSection(page, 'leagues', 'Leagues');
  await page.getByLabel('Club').selectOption({ label: club });
  await page.getByRole('button', { name: 'Create League' }).click();
  await dialog(page).getByLabel(/^Name/).fill(league);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(league)).toBeVisible();

  // Group.
  await openSection(page, 'groups', 'Groups');
  await page.getByLabel('Club').selectOption({ label: club });
  await page.getByRole('button', { name: 'Create Group' }).click();
  await dialog(page).getByLabel(/^Name/).fill('Group A');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Group A', { exact: true })).toBeVisible();

  // Four players.
  await openSection(page, 'players', 'Players');
  for (const [first, last] of players) {
    await page.getByRole('button', { name: 'Create Player' }).click();
    await dialog(page).getByLabel(/First name/).fill(first);
    await dialog(page).getByLabel(/Last name/).fill(last);
    await dialog(page).getByLabel(/Date of birth/).fill('1992-06-15');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page)).toHaveCount(0);
  }
  await expect(page.getByText(`Dani Delta${sfx}`)).toBeVisible();

  // Two teams: each picker leaves out the other's player.
  await openSection(page, 'teams', 'Teams');
  for (const [name, one, two] of [
    [teamA, players[0], players[1]],
    [teamB, players[2], players[3]],
  ] as const) {
    await page.getByRole('button', { name: 'Create Team' }).click();
    await pick(page, /Player 1/, one[1], new RegExp(`${one[0]} ${one[1]}`));
    await dialog(page).getByRole('combobox', { name: /Player 2/ }).fill(one[1]);
    await expect(dialog(page).getByText('No matches')).toBeVisible();
    await pick(page, /Player 2/, two[1], new RegExp(`${two[0]} ${two[1]}`));
    await dialog(page).getByLabel('Team name (optional)').fill(name);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await expect(dialog(page)).toHaveCount(0);
  }
  await expect(page.getByText(teamB).first()).toBeVisible();

  // Both teams into the group.
  await openSection(page, 'groups', 'Groups');
  await page.getByLabel('Club').selectOption({ label: club });
  await page.getByRole('button', { name: 'Manage teams of Group A' }).click();
  for (const name of [teamA, teamB]) {
    await pick(page, 'Team to add', name);
    await dialog(page).getByRole('button', { name: 'Add Team' }).click();
    await expect(dialog(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click();

  // A round: defaults 18–22, one court; made active so the public site shows it.
  await openSection(page, 'rounds', 'Rounds');
  await page.getByLabel('Club').selectOption({ label: club });
  await page.getByRole('button', { name: 'Create Round' }).click();
  await expect(dialog(page).getByLabel(/Start hour/)).toHaveValue('18');
  await dialog(page).getByLabel(/^Name/).fill('Round 1');
  await dialog(page).getByLabel(/^Date/).fill('2026-06-05');
  await dialog(page).getByLabel(/Status/).selectOption('active');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Round 1', { exact: true })).toBeVisible();

  // Generate and confirm the schedule for the group.
  await openSection(page, 'schedule', 'Schedule');
  await page.getByLabel('Club').selectOption({ label: club });
  await page.getByLabel('Group').selectOption({ label: 'Group A' });
  await page.getByRole('button', { name: 'Generate Schedule' }).click();
  await expect(page.getByText('Proposed')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Schedule' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to confirm this schedule? This will create all matches.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule confirmed successfully! Matches have been created.' })).toBeVisible();
  await expect(page.getByText('Proposed')).toHaveCount(0);

  // Courtside: the result on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, 'results', 'Match Management');
  await page.getByLabel('Club').selectOption({ label: club });
  const edit = page.getByRole('button', { name: /^Edit results of/ });
  await expect(edit).toHaveCount(1);
  const box = await edit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await edit.click();
  await expect(dialog(page)).toHaveAccessibleName('Edit Match Results');
  const teams = await teamsOfEditDialog(dialog(page));
  const [team1Name] = teams;
  await expect(scoreBox(dialog(page), team1Name, 0)).toHaveAttribute('inputmode', /numeric|decimal/);
  await fillScoreGrid(dialog(page), teams, '6, 6', '3, 4');
  const update = dialog(page).getByRole('button', { name: 'Update' });
  expect((await update.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await update.click();
  await expect(page.getByRole('status').filter({ hasText: 'Match updated successfully!' })).toBeVisible();
  // The match card marks each set won (its class is a CSS Module's, so the attribute).
  await expect(page.locator('td[data-won]')).toHaveCount(2);

  // The public standings show it: the winner first, with a win.
  const clubs = await api<{ clubs: { id: number; name: string }[] }>(request, 'GET', '/v1/clubs?pageSize=100', { session: adminSession });
  const clubId = clubs.clubs.find((entry) => entry.name === club)!.id;
  const leagues = await api<{ leagues: { id: number; name: string }[] }>(request, 'GET', `/v1/clubs/${clubId}/leagues?pageSize=100`);
  const leagueId = leagues.leagues.find((entry) => entry.name === league)!.id;
  await page.goto(`/league?clubId=${clubId}&leagueId=${leagueId}`);
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toContainText(team1Name.trim());
  await expect(rows.nth(1)).toContainText('+2');
  await expect(rows.nth(2)).toContainText('-2');
});
