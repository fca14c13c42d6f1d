import type { ClubNight } from '../../../src/shared/schemas/club-night';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { api } from '../support/api';
import { outboxEntries, waitForServiceWorker } from '../offline/offline-support';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// A drop-out courtside without signal (issue 26): an Americano of 9 on 2 courts, round 1 scored
// on the phone offline, then a player drops out: the phone makes the rounds after round 1 again
// (as the server will), round 2 is scored on the phone's round, and when the signal returns the
// server holds the same rounds and scores, each entry once. Then the screens of the change (the
// players panel open, the Team Americano form) in both languages at 360, 390 and 1280 px.
test.use({ serviceWorkers: 'allow' });

test('a drop-out offline makes the unplayed rounds again on the phone, and the server arrives at the same', async ({
  adminPage: page,
  adminSession: session,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix(testInfo.project.name);
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session,
    data: { name: `Zz Changes${suffix} Club` },
  });
  const players: number[] = [];
  for (const name of ['Alonso', 'Blanco', 'Costa', 'Díaz', 'Esteve', 'Ferrer', 'Gil', 'Hernández'])
    players.push(
      (
        await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
          session,
          data: { firstName: 'Ana', lastName: `${name}${suffix}` },
        })
      ).id,
    );
  players.push(
    (
      await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
        session,
        data: { firstName: `Chema${suffix}`, lastName: '', guest: true },
      })
    ).id,
  );
  const nightsPath = `/v1/admin/clubs/${club.id}/club-nights`;
  const created = await api<ClubNight>(request, 'POST', nightsPath, {
    session,
    data: {
      name: `Americano ${suffix}`,
      date: '2026-06-12',
      startHour: 19,
      format: 'americano',
      scoring: { kind: 'points', pointsPerMatch: 24 },
      courts: [1, 2],
      players,
    },
  });
  const publicPath = `/v1/clubs/${club.id}/club-nights/${created.id}`;

  await page.goto(`/admin/nights?club=${club.id}&night=${created.id}`);
  await expect(page.getByTestId('night-score-card')).toHaveCount(2);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  const cards = page.getByTestId('night-score-card');
  await expect(cards).toHaveCount(2);
  const enter = async (court: number, team1: string) => {
    const card = page.locator(`[data-testid="night-score-card"][data-court="${court}"]`);
    await card.getByRole('textbox').first().fill(team1);
    await card.getByRole('button', { name: t('clubNights.admin.saveScore') }).click();
    await expect(card.getByTestId('pending-sync-mark')).toBeVisible();
  };
  await enter(1, '15');
  await enter(2, '11');

  // The player who drops out plays in round 2 as made at creation.
  const leaver = created.rounds[1]!.matches[0]!.team1[0];
  const leaverName = created.players.find((p) => p.id === leaver)!.name;
  await page.getByText(t('clubNights.admin.playersPanel', { count: 9 })).click();
  const panel = page.getByTestId('night-players');
  await expect(panel.getByText(t('clubNights.admin.lateArrivalOffline'))).toBeVisible();
  await panel.getByRole('button', { name: t('clubNights.admin.leaveOf', { name: leaverName }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('clubNights.admin.leave') })
    .click();
  await expect(panel.getByRole('status')).toHaveText(t('clubNights.admin.left', { name: leaverName }));
  await expect(panel.getByRole('list', { name: t('clubNights.admin.goneTitle') })).toContainText(leaverName);
  await page.screenshot({ path: testInfo.outputPath('night-drop-offline.png'), fullPage: true });

  // Round 2 as the phone made it again: without the player who left.
  await page.getByRole('button', { name: t('clubNights.round', { number: 2 }), exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 3, name: new RegExp(t('clubNights.round', { number: 2 })) }),
  ).toContainText(t('offline.pendingMark'));
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).not.toContainText(leaverName);
  const phoneRound2 = await cards.evaluateAll((nodes) =>
    nodes.map((node) => [...node.querySelectorAll('label')].map((label) => label.textContent)),
  );
  await enter(1, '20');
  expect(await outboxEntries(page)).toHaveLength(4);

  await context.setOffline(false);
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 30_000 }).toBe(0);
  const night = await api<ClubNight>(request, 'GET', publicPath);
  const names = new Map(night.players.map((player) => [player.id, player.name]));
  expect(night.players.find((p) => p.id === leaver)?.droppedOut).toBe(true);
  expect(night.rounds[0]!.matches.map((m) => [m.team1Points, m.team2Points])).toEqual([
    [15, 9],
    [11, 13],
  ]);
  expect(
    night.rounds[1]!.matches.map((match) =>
      [match.team1, match.team2].map((side) => side.map((id) => names.get(id)).join(' / ')),
    ),
  ).toEqual(phoneRound2);
  expect(night.rounds[1]!.matches.map((m) => [m.team1Points, m.team2Points])).toEqual([
    [20, 4],
    [null, null],
  ]);
  expect(night.rounds.slice(1).flatMap((r) => r.matches.flatMap((m) => [...m.team1, ...m.team2]))).not.toContain(
    leaver,
  );
  // Each entry once: one drop-out (one version step of the night).
  expect(night.version).toBe(created.version + 1);

  // The screens, online: the night with its players panel open, and the new-night form as a Team Americano.
  for (const locale of ['en', 'es'] as const) {
    useTexts(locale);
    await openInLanguage(page, locale);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin/nights?club=${club.id}&night=${created.id}`);
      await page.getByText(t('clubNights.admin.playersPanel', { count: 8 })).click();
      await expect(page.getByRole('combobox', { name: t('clubNights.admin.lateArrivalSearch') })).toBeVisible();
      await page.screenshot({ path: `/tmp/nights26-players-${locale}-${width}.png`, fullPage: true });
      if (width === 390) await expectNoSeriousA11yViolations(page);
      await page.goto(`/admin/nights?club=${club.id}&create=1`);
      await page.getByLabel(t('clubNights.admin.format')).selectOption({ label: t('clubNights.format.teamAmericano') });
      await expect(page.getByRole('combobox', { name: t('clubNights.admin.addTeam') })).toBeVisible();
      await page.screenshot({ path: `/tmp/nights26-create-team-${locale}-${width}.png`, fullPage: true });
      if (width === 390) await expectNoSeriousA11yViolations(page);
    }
  }
  useTexts('en');

  // A Team Americano from the form: two of the tour's teams found by name, one match a round.
  await openInLanguage(page, 'en');
  const teams: { id: number; name: string }[] = [];
  for (const [a, b] of [
    [players[0]!, players[1]!],
    [players[2]!, players[3]!],
  ])
    teams.push(
      await api<{ id: number; name: string }>(request, 'POST', '/v1/admin/teams', {
        session,
        data: { player1Id: a, player2Id: b },
      }),
    );
  await page.goto(`/admin/nights?club=${club.id}&create=1`);
  await page.getByLabel(t('clubNights.admin.name')).fill(`Pairs ${suffix}`);
  await page.getByLabel(t('clubNights.admin.format')).selectOption({ label: t('clubNights.format.teamAmericano') });
  await page
    .getByRole('group', { name: t('clubNights.admin.courts') })
    .getByRole('button', { name: '2' })
    .click();
  for (const team of teams) {
    const picker = page.getByRole('combobox', { name: t('clubNights.admin.addTeam') });
    await picker.fill(team.name.split(' / ')[0]!);
    await expect(page.getByRole('option', { name: team.name })).toHaveCount(1);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByRole('list', { name: t('clubNights.admin.chosenTeams') })).toContainText(team.name);
  }
  await page.screenshot({ path: '/tmp/nights26-create-team-chosen-en-1280.png', fullPage: true });
  await page.getByRole('button', { name: t('clubNights.admin.create') }).click();
  await expect(page.getByRole('heading', { level: 3, name: t('clubNights.round', { number: 1 }) })).toBeVisible();
  await expect(page.getByTestId('night-score-card')).toHaveCount(1);
  await page.getByText(t('clubNights.admin.playersPanel', { count: 4 })).click();
  await expect(page.getByText(t('clubNights.admin.pairsFixed'))).toBeVisible();
  for (const team of teams)
    await api(request, 'DELETE', `/v1/admin/teams/${team.id}`, { session }).catch(() => undefined);
});
