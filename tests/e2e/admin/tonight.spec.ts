import type { Page } from '@playwright/test';
import { QUERY_CACHE_KEY } from '../../../src/client/offline/query-persistence';
import { tonightSlotText } from '../../../src/client/features/matches/admin/tonight/messages';
import { expect, test } from '../support/fixtures';
import { readOwnMatch } from '../support/own-league';
import { enterInPlace, matchTitle as title, withTonightLeague } from '../support/tonight';
import { outboxEntries, waitForServiceWorker } from '../offline/offline-support';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Tonight on a phone: today's matches with their results entered in place, through the outbox,
// online and without signal. The matches are this test's own (see createOwnLeague).
test.use({ serviceWorkers: 'allow' });

test('Tonight enters results in place, online and offline once seen, each applied exactly once', async ({
  adminPage: page,
  adminSession,
  context,
  request,
}, testInfo) => {
  await withTonightLeague(request, adminSession, `Tonight${uniqueSuffix(testInfo.project.name)}`, 2, async (own, round) => {
    const [first, second] = round.matches as [(typeof round.matches)[number], (typeof round.matches)[number]];
    const waiting = page.getByRole('list', { name: /^Waiting for a result/ });
    const done = page.getByRole('list', { name: /^Results in/ });

      // One tap from the dashboard.
      await page.goto('/admin/overview');
      await page.getByRole('link', { name: t('admin.overview.tonight') }).click();
      await expect(page.getByRole('heading', { level: 2, name: t('admin.tonight.title') })).toBeVisible();
      await expect(waiting.getByRole('listitem', { name: title(first) })).toBeVisible();
      await expect(
        waiting.getByRole('listitem', { name: title(first) }).getByText(tonightSlotText({ startTime: 19 }, 1)),
      ).toBeVisible();

    await enterInPlace(waiting.getByRole('listitem', { name: title(first) }), first, [6, 7], [4, 5]);
    await expect(page.getByText(t('admin.results.updated'))).toBeVisible();
    await expect(done.getByRole('listitem', { name: title(first) })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tonight-online.png'), fullPage: true });

    // Seen once, Tonight opens again without signal and keeps a result for later: once the
    // throttled persister (at most once a second) has kept the round with its new result.
    await waitForServiceWorker(page);
    await expect.poll(() => keptWithResult(page, first.id)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(done.getByRole('listitem', { name: title(first) })).toBeVisible();
    const secondCard = waiting.getByRole('listitem', { name: title(second) });
    await enterInPlace(secondCard, second, [3, 6, 10], [6, 4, 8]);
    await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
    await expect(done.getByRole('listitem', { name: title(second) }).getByText(t('offline.pendingMark'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tonight-offline.png'), fullPage: true });

    await context.setOffline(false);
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    await expect(done.getByRole('listitem', { name: title(second) }).getByText(t('offline.pendingMark'))).toBeHidden();

    // What the public sees: each result once, one new version each.
    expect(await readOwnMatch(request, own, round.id, first.id)).toMatchObject({ team1Results: [6, 7], team2Results: [4, 5], version: first.version + 1 });
    expect(await readOwnMatch(request, own, round.id, second.id)).toMatchObject({ team1Results: [3, 6, 10], team2Results: [6, 4, 8], version: second.version + 1 });
  });
});

/** Whether the query cache kept on the device holds this match with a result. */
function keptWithResult(page: Page, matchId: number): Promise<boolean> {
  return page.evaluate(
    ([key, id]) => {
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { clientState?: { queries?: { state: { data?: unknown } }[] } };
      return (kept.clientState?.queries ?? []).some(
        ({ state }) =>
          Array.isArray(state.data) &&
          state.data.some((match: { id?: number; team1Results?: unknown[] }) => match.id === id && (match.team1Results?.length ?? 0) > 0),
      );
    },
    [QUERY_CACHE_KEY, matchId] as const,
  );
}
