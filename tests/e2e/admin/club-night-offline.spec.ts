import type { ClubNight } from '../../../src/shared/schemas/club-night';
import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { outboxEntries, waitForServiceWorker } from '../offline/offline-support';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Issue 26: a Mexicano of 8 players on 2 courts, created online on a phone, then run without
// signal: round 1 entered, round 2 made on the phone and entered (one score corrected), and when
// the signal returns the server holds the phone's rounds, scores and leaderboard, each entry once.
test.use({ serviceWorkers: 'allow' });

test('a Mexicano night runs offline on the phone and the server arrives at the same rounds', async ({
  adminPage: page,
  adminSession: session,
  context,
  request,
}, testInfo) => {
  const suffix = uniqueSuffix(testInfo.project.name);
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session,
    data: { name: `Zz Night${suffix} Club` },
  });
  const surnames = ['Alonso', 'Blanco', 'Costa', 'Díaz', 'Esteve', 'Ferrer', 'Gil'].map((name) => `${name}${suffix}`);
  for (const lastName of surnames)
    await api(request, 'POST', '/v1/admin/players', {
      session,
      data: { firstName: 'Ana', lastName, dob: '1990-01-01' },
    });

  // Online: the new night, seven tour players and a guest by name.
  await page.goto(`/admin/nights?club=${club.id}`);
  await page.getByRole('link', { name: t('clubNights.admin.createTitle') }).click();
  await page.getByLabel(t('clubNights.admin.name')).fill(`Friday Mexicano ${suffix}`);
  for (const lastName of surnames) {
    const picker = page.getByRole('combobox', { name: t('clubNights.admin.addPlayer') });
    await picker.fill(lastName);
    await expect(page.getByRole('option', { name: new RegExp(lastName) })).toHaveCount(1);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByRole('list', { name: t('clubNights.admin.chosenPlayers') })).toContainText(lastName);
  }
  await page.getByLabel(t('clubNights.admin.guestName')).fill(`Guest Hernández${suffix}`);
  await page.getByRole('button', { name: t('clubNights.admin.addGuest') }).click();
  await expect(page.getByRole('list', { name: t('clubNights.admin.chosenPlayers') }).getByRole('listitem')).toHaveCount(
    8,
  );
  await page.screenshot({ path: testInfo.outputPath('night-create.png'), fullPage: true });
  await page.getByRole('button', { name: t('clubNights.admin.create') }).click();
  await expect(page.getByRole('heading', { level: 3, name: t('clubNights.round', { number: 1 }) })).toBeVisible();
  const nightId = Number(new URL(page.url()).searchParams.get('night'));
  const nightPath = `/v1/clubs/${club.id}/club-nights/${nightId}`;
  const created = await api<ClubNight>(request, 'GET', nightPath);
  const firstVersion = created.rounds[0]!.matches[0]!.version;

  // No signal from here on, the screen reloaded too.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  const cards = page.getByTestId('night-score-card');
  await expect(cards).toHaveCount(2);

  const enter = async (court: number, team1: string, expectedTeam2: string) => {
    const card = page.locator(`[data-testid="night-score-card"][data-court="${court}"]`);
    const boxes = card.getByRole('textbox');
    await boxes.first().fill(team1);
    // Points scoring: the other side fills itself (24 − n).
    await expect(boxes.nth(1)).toHaveValue(expectedTeam2);
    await card.getByRole('button', { name: t('clubNights.admin.saveScore') }).click();
    await expect(card.getByTestId('pending-sync-mark')).toBeVisible();
  };
  await enter(1, '15', '9');
  await enter(2, '11', '13');
  await page.getByRole('button', { name: t('clubNights.admin.makeRound', { number: 2 }) }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(t('clubNights.round', { number: 2 })) }),
  ).toBeVisible();
  await enter(1, '14', '10');
  await enter(2, '12', '12');
  // A correction of a score of the round made offline: sent on the version the first one produced.
  await enter(1, '16', '8');
  await page.screenshot({ path: testInfo.outputPath('night-offline.png'), fullPage: true });

  // What the phone shows: round 2's line-up and the leaderboard.
  const phoneRound2 = await cards.evaluateAll((nodes) =>
    nodes.map((node) => [...node.querySelectorAll('label')].map((label) => label.textContent)),
  );
  const phoneBoard = await page
    .getByTestId('night-leaderboard')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('th')!.textContent, row.children[2]!.textContent]));
  expect(await outboxEntries(page)).toHaveLength(6);

  await context.setOffline(false);
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 30_000 }).toBe(0);

  const night = await api<ClubNight>(request, 'GET', nightPath);
  const names = new Map(night.players.map((player) => [player.id, player.name]));
  expect(night.rounds).toHaveLength(2);
  expect(
    night.rounds.map((round) =>
      round.matches.map((match) => [match.courtNumber, match.team1Points, match.team2Points]),
    ),
  ).toEqual([
    [
      [1, 15, 9],
      [2, 11, 13],
    ],
    [
      [1, 16, 8],
      [2, 12, 12],
    ],
  ]);
  // The server made round 2 as the phone did, court for court.
  expect(
    night.rounds[1]!.matches.map((match) =>
      [match.team1, match.team2].map((side) => side.map((id) => names.get(id)).join(' / ')),
    ),
  ).toEqual(phoneRound2);
  expect(night.leaderboard.map((row) => [row.name, String(row.points)])).toEqual(phoneBoard);
  // Each entry applied once: one version step per score (two for the corrected one).
  expect(night.rounds[0]!.matches.map((match) => match.version)).toEqual([firstVersion + 1, firstVersion + 1]);
  expect(night.rounds[1]!.matches.map((match) => match.version)).toEqual([firstVersion + 2, firstVersion + 1]);
  await expect(page.getByTestId('pending-sync-mark')).toHaveCount(0);
});
