import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createOwnLeague, readOwnMatch, type OwnLeague } from '../support/own-league';
import { enterResults, outboxEntries, waitForServiceWorker } from '../offline/offline-support';
import { uniqueSuffix } from './helpers';
import { fillScoreGrid } from '../support/score-grid';
import { t } from '@/client/i18n/i18n';

// The organiser's place on the Results screen lives in the address: a reload, online or without
// signal, and the back button bring back the same club, league and round, pending marks included.
test.use({ serviceWorkers: 'allow' });

const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectPlace(page: Page, own: OwnLeague, roundIndex: number) {
  const round = own.rounds[roundIndex]!;
  await expect(select(page, 'Club')).toHaveValue(String(own.clubId));
  await expect(select(page, 'League')).toHaveValue(String(own.leagueId));
  await expect(select(page, 'Round')).toHaveValue(String(round.id));
  const [match] = round.matches;
  await expect(page.getByRole('listitem', { name: `${match!.team1Name} vs ${match!.team2Name}` })).toBeVisible();
}

test('a reload, online and offline, and the back button keep the Results screen on the chosen round', async ({
  adminPage: page,
  adminSession,
  context,
  request,
}, testInfo) => {
  const own = await createOwnLeague(request, adminSession, {
    name: `Place${uniqueSuffix(testInfo.project.name)}`,
    roundDates: ['2031-03-01', '2031-03-08'],
    matchesPerRound: 1,
  });
  try {
    await page.goto('/admin/results');
    await select(page, 'Club').selectOption({ label: own.clubName });
    await select(page, 'League').selectOption({ label: own.leagueName });
    await select(page, 'Round').selectOption({ label: own.rounds[1]!.label });
    await expectPlace(page, own, 1);
    expect(new URL(page.url()).searchParams.get('round')).toBe(String(own.rounds[1]!.id));

    await page.reload();
    await expectPlace(page, own, 1);

    // Back undoes a choice.
    await select(page, 'Round').selectOption({ label: own.rounds[0]!.label });
    await expectPlace(page, own, 0);
    await page.goBack();
    await expectPlace(page, own, 1);

    // Courtside without signal: a result is kept on the device, and a reload still opens here.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const target = own.rounds[1]!.matches[0]!;
    await enterResults(page, { ...target, outcome: 'played', winnerTeamId: null, groupId: 0 }, '6, 6', '3, 4');
    await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
    await page.reload();
    await expectPlace(page, own, 1);
    const card = page.getByRole('listitem', { name: `${target.team1Name} vs ${target.team2Name}` });
    await expect(card.getByText(t('offline.pendingMark'))).toBeVisible();
    await expect(card.getByRole('cell')).toHaveText(['6', '6', '3', '4'].map((games) => new RegExp(`^${games}`)));

    await context.setOffline(false);
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    const now = await readOwnMatch(request, own, own.rounds[1]!.id, target.id);
    expect(now).toMatchObject({ team1Results: [6, 6], team2Results: [3, 4], version: target.version + 1 });
  } finally {
    await own.remove();
  }
});

test('an error toast on a phone leaves the open dialog’s Cancel and Create buttons free', async ({ adminPage: page, adminSession, request }, testInfo) => {
  const own = await createOwnLeague(request, adminSession, { name: `Toast${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-04-01'], matchesPerRound: 1 });
  try {
    const [match] = own.rounds[0]!.matches;
    await page.goto(`/admin/results?club=${own.clubId}&league=${own.leagueId}&round=${own.rounds[0]!.id}`);
    await page.getByRole('button', { name: t('admin.results.createMatch') }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.results.createTitle') });
    // The same two teams again in the round: the server refuses it (409), the dialog stays open.
    for (const [label, name] of [['Team 1', match!.team1Name], ['Team 2', match!.team2Name]] as const) {
      await dialog.getByRole('combobox', { name: label }).fill(name.split(' / ')[0]!.split(' ')[1]!);
      await dialog.getByRole('option', { name }).click();
    }
    await fillScoreGrid(dialog, [match!.team1Name, match!.team2Name], '6, 6', '1, 2');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const toast = page.getByRole('alert').filter({ hasText: t('admin.results.saveFailed') });
    await expect(toast).toBeVisible();
    await expect(dialog).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const name of ['Cancel', 'Create']) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      const overlaps =
        toastBox.x < button.x + button.width && button.x < toastBox.x + toastBox.width && toastBox.y < button.y + button.height && button.y < toastBox.y + toastBox.height;
      expect(overlaps, `the toast covers ${name}`).toBe(false);
    }
    await page.screenshot({ path: testInfo.outputPath('toast-over-dialog.png') });
    // Nothing in the way: Cancel closes the dialog with the toast still up.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await own.remove();
  }
});
