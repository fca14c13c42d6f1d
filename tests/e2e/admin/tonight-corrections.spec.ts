import type { Locator, Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY, t } from '../../../src/client/i18n/i18n';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { api } from '../support/api';
import { enterInPlace, expectBoxes, matchTitle as title, openTonight, scoreBox as box, withTonightLeague, type OwnMatch } from '../support/tonight';
import { outboxEntries } from '../offline/offline-support';
import { uniqueSuffix } from './helpers';

// Issue 22, "Courtside". A correction typed on Tonight while the first result of its match syncs
// stays in the boxes and is the result saved: the first result is held on its way to the server, so
// the boxes are typed into while its entry is pending, while it is being sent, and after it was sent
// and the round's list came back with the match's new version. And after a conflict is discarded,
// the next change of its match goes at once; the conflict list shows both results.

/** Types into a box a key at a time, as a thumb does, after emptying it. */
async function typeSlowly(target: Locator, games: string): Promise<void> {
  await target.fill('');
  await target.pressSequentially(games, { delay: 120 });
}

test('a correction typed on Tonight while the first result syncs stays in the boxes, and Save sends it', async ({
  adminPage: page,
  adminSession,
  context,
  request,
}, testInfo) => {
  await withTonightLeague(request, adminSession, `Typed${uniqueSuffix(testInfo.project.name)}`, 1, async (own, round) => {
    const match = round.matches[0]!;
    const roundPath = `/api/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches`;
    const writePath = `/api/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/${match.id}`;

    // The first result is held on its way until the test lets it go: its entry stays "syncing".
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sendingStarted: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (sendingStarted = resolve));
    let writes = 0;
    await page.route(
      (url) => url.pathname === writePath,
      async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        writes += 1;
        if (writes === 1) {
          sendingStarted();
          await held;
        }
        await route.continue();
      },
    );

    await openTonight(page);
    const card = page.getByRole('listitem', { name: title(match) });
    await expect(card).toBeVisible();

    // Without signal: 6–1 6–2 is kept on the device.
    await context.setOffline(true);
    await enterInPlace(card, match, [6, 6], [1, 2]);
    await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.state)).toEqual(['pending']);

    // The correction 1–6 2–6 begins while it waits…
    await typeSlowly(box(card, match, 0, 0), '1');
    // …goes on while it is being sent…
    await context.setOffline(false);
    await sending;
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.state)).toEqual(['syncing']);
    await typeSlowly(box(card, match, 1, 0), '6');
    // …and after it was sent and the round's list came back with the match's new version.
    const listRefreshed = page.waitForResponse((response) => new URL(response.url()).pathname === roundPath && response.request().method() === 'GET');
    release();
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    await listRefreshed;
    await typeSlowly(box(card, match, 0, 1), '2');
    await typeSlowly(box(card, match, 1, 1), '6');

    await expectBoxes(card, match, ['1', '2'], ['6', '6']);
    await page.screenshot({ path: testInfo.outputPath('tonight-correction-typed.png') });

    await card.getByRole('button', { name: t('admin.tonight.save') }).click();
    await expect(page.getByText(t('admin.results.updated'))).toBeVisible();
    await expectBoxes(card, match, ['1', '2'], ['6', '6']);

    // The server has the correction, made on the version the first result produced.
    const { matches } = await api<{ matches: OwnMatch[] }>(request, 'GET', roundPath.replace(/^\/api/, ''), { session: adminSession });
    expect(matches.find((item) => item.id === match.id)).toMatchObject({ team1Results: [1, 2], team2Results: [6, 6], version: match.version + 2 });
  });
});

/** The outbox panel, opened from the header's badge. */
async function openOutboxPanel(page: Page): Promise<Locator> {
  const panel = page.getByTestId('outbox-panel');
  if (!(await panel.isVisible())) await page.getByTestId('outbox-badge').click();
  await expect(panel).toBeVisible();
  return panel;
}

/** The Tonight card and the outbox panel with a conflict, at the project's phone or desktop widths. */
async function photograph(page: Page, card: Locator, language: string, name: string, testInfo: { project: { name: string }; outputPath: (name: string) => string }) {
  const widths = testInfo.project.name === 'mobile' ? [360, 390] : [1280];
  // The "kept on this device" notices would lie over the panel.
  const dismiss = page.getByRole('button', { name: /^(Dismiss notification|Cerrar aviso)$/ });
  // One pass (a notice may close itself meanwhile), then a clear failure if any is left.
  for (const notice of await dismiss.all()) await notice.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(dismiss).toHaveCount(0);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    const panel = await openOutboxPanel(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${language}-${width}-screen.png`) });
    await panel.screenshot({ path: testInfo.outputPath(`${name}-${language}-${width}-panel.png`) });
    // The panel may lie over the card: closed for the card's picture.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`${name}-${language}-${width}-card.png`) });
  }
}

test('a discarded conflict lets the next change of its match go at once, and the conflict list shows the server’s result beside yours', async ({
  adminPage: page,
  adminSession,
  context,
  request,
}, testInfo) => {
  await withTonightLeague(request, adminSession, `Discard${uniqueSuffix(testInfo.project.name)}`, 1, async (own, round) => {
    const match = round.matches[0]!;
    const matchPath = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/${match.id}`;
    // Pictures in two languages at two or one widths, and reloads: more than the default minute.
    test.setTimeout(150_000);
    await openTonight(page);
    const card = page.getByRole('listitem', { name: title(match) });
    await expect(card).toBeVisible();

    // Two offline changes of the match: 6–1 6–2, then the correction 1–6 2–6.
    await context.setOffline(true);
    await enterInPlace(card, match, [6, 6], [1, 2]);
    await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
    await enterInPlace(card, match, [1, 2], [6, 6]);
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(2);
    // Meanwhile another organiser enters 7–5 6–4.
    await api(request, 'PUT', matchPath, {
      session: adminSession,
      headers: { 'if-match': `"${match.version}"` },
      data: { team1Id: match.team1Id, team2Id: match.team2Id, courtNumber: match.courtNumber, startTime: match.startTime, team1Results: [7, 6], team2Results: [5, 4] },
    });
    await context.setOffline(false);
    await expect
      .poll(async () => (await outboxEntries(page)).map((entry) => [entry.state, entry.lastStatus, entry.attempts]), { timeout: 20_000 })
      .toEqual([
        ['needs-attention', 412, 1],
        ['pending', null, 0],
      ]);

    // The card says the match needs attention (the correction cannot go before the conflict is
    // dealt with), with the server's result in the boxes and the refused one beside them.
    await expect(card.getByTestId('pending-sync-mark')).toHaveAttribute('data-state', 'needs-attention');
    await expect(card.getByText(t('admin.results.yours', { result: '6–1 6–2' }))).toBeVisible();
    await expectBoxes(card, match, ['7', '6'], ['5', '4']);

    // The conflict list says what the server holds beside what was meant, without opening Edit.
    let panel = await openOutboxPanel(page);
    const conflict = panel.getByTestId('outbox-entry').filter({ has: page.getByText(t('offline.theirResult')) });
    await expect(conflict).toHaveCount(1);
    await expect(conflict.getByText(t('offline.theirResult')).locator('xpath=following-sibling::dd')).toHaveText('7–5 6–4');
    await expect(conflict.getByText(t('offline.yourResult'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('6–1 6–2');
    await expectNoSeriousA11yViolations(page);

    // What the organiser sees, in both languages, on a phone and on a desktop.
    await photograph(page, card, 'en', 'conflict', testInfo);
    await page.evaluate((key) => localStorage.setItem(key, 'es'), LOCALE_STORAGE_KEY);
    await page.reload();
    await photograph(page, card, 'es', 'conflict', testInfo);
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_STORAGE_KEY);
    await page.reload();
    await expect(card).toBeVisible();

    // Discard: the correction waiting behind it is sent at once (made on the old version, it is a
    // conflict of its own, with its own two results to look at).
    panel = await openOutboxPanel(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: t('offline.discard') }).click();
    await expect
      .poll(async () => (await outboxEntries(page)).map((entry) => [entry.state, entry.lastStatus, entry.attempts]), { timeout: 5_000 })
      .toEqual([['needs-attention', 412, 1]]);
    await expect(panel.getByTestId('outbox-entry').getByText(t('offline.yourResult'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('1–6 2–6');
    page.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: t('offline.discard') }).click();
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);

    // The other organiser's result stands.
    const { matches } = await api<{ matches: OwnMatch[] }>(request, 'GET', `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches`, { session: adminSession });
    expect(matches.find((item) => item.id === match.id)).toMatchObject({ team1Results: [7, 6], team2Results: [5, 4], version: match.version + 1 });
  });
});
