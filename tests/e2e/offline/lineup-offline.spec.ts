import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOwnLeague } from '../support/own-league';
import { openInLanguage } from '../support/public-screens';
import { dialog, uniqueSuffix } from '../admin/helpers';
import { outboxEntries } from './offline-support';
import { t } from '@/client/i18n/i18n';

// A substitute named courtside with no signal (docs/substitutes.md, src/client/offline/README.md):
// the line-up goes through the outbox like a result, waits on the phone marked pending, and is sent
// exactly once when the signal returns; the public results then name who stood in. Then the form
// without signal in both languages at a phone's width and a desktop's (shots to look at).
test('a substitute set offline is kept, synced once when the signal returns, and named on the public results', async ({
  adminPage: page,
  adminSession: session,
  request,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix(testInfo.project.name);
  const own = await createOwnLeague(request, session, {
    name: `Offsub${suffix}`,
    roundDates: ['2026-06-10'],
    matchesPerRound: 2,
    public: true,
  });
  const round = own.rounds[0]!;
  const match = round.matches[0]!;
  const other = round.matches[1]!;
  const adminMatch = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/${match.id}`;
  const played = await api<{ version: number; groupId: number }>(request, 'PUT', adminMatch, {
    session,
    data: {
      team1Id: match.team1Id,
      team2Id: match.team2Id,
      courtNumber: match.courtNumber,
      startTime: match.startTime,
      team1Results: [6, 6],
      team2Results: [3, 4],
    },
  });
  // A player of another pair of the league stands in: the device knows the league's players.
  const otherTeam = await api<{ player1: { firstName: string; lastName: string }; player1Id: number }>(
    request,
    'GET',
    `/v1/teams/${other.team1Id}`,
  );
  const substitute = `${otherTeam.player1.firstName} ${otherTeam.player1.lastName}`;
  const absentTeam = await api<{ player1: { firstName: string; lastName: string } }>(
    request,
    'GET',
    `/v1/teams/${match.team1Id}`,
  );
  const absent = `${absentTeam.player1.firstName} ${absentTeam.player1.lastName}`;
  const title = `${match.team1Name} vs ${match.team2Name}`;
  const stoodIn = t('lineup.stoodInFor', { substitute, absent });
  const results = `/admin/results?club=${own.clubId}&league=${own.leagueId}&round=${round.id}`;
  const card = page.getByRole('listitem', { name: title, exact: true });
  try {
    await page.goto(results);
    await expect(card).toBeVisible();
    await context.setOffline(true);

    await card.getByRole('button', { name: t('admin.lineup.actionOf', { match: title }) }).click();
    await expect(dialog(page).getByText(t('admin.lineup.offlineSearch'))).toBeVisible();
    await dialog(page)
      .getByRole('checkbox', { name: t('admin.lineup.played', { player: absent }) })
      .uncheck();
    const search = dialog(page).getByRole('combobox', {
      name: new RegExp(t('admin.lineup.substituteFor', { player: absent })),
    });
    await search.fill(otherTeam.player1.lastName);
    await page.getByRole('option', { name: new RegExp(substitute) }).click();
    await dialog(page)
      .getByRole('button', { name: t('admin.update') })
      .click();
    await expect(page.getByText(t('admin.lineup.queued'))).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(card.getByText(t('offline.pendingMark'))).toBeVisible();
    await expect(card.getByText(stoodIn)).toBeVisible();
    await page.screenshot({ path: `/tmp/lineup-pending-${testInfo.project.name}.png`, fullPage: true });
    const kept = await outboxEntries(page);
    expect(kept).toEqual([
      expect.objectContaining({
        operation: 'lineup/set',
        matchId: match.id,
        baseVersion: played.version,
        state: 'pending',
      }),
    ]);

    await context.setOffline(false);
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 45_000 }).toBe(0);
    await expect(card.getByText(t('offline.pendingMark'))).toHaveCount(0);
    await expect(card.getByText(stoodIn)).toBeVisible();

    // Applied exactly once: one new version of the match, and the public results name the substitute.
    const { matches } = await api<{ matches: { id: number; version: number }[] }>(
      request,
      'GET',
      `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches`,
      { session },
    );
    expect(matches.find((one) => one.id === match.id)?.version).toBe(played.version + 1);
    await page.goto(
      `/league?clubId=${own.clubId}&leagueId=${own.leagueId}&tab=results&group=${played.groupId}&round=${round.id}`,
    );
    await expect(page.getByText(stoodIn)).toBeVisible();

    // The form without signal, in both languages, at a phone's width and a desktop's.
    for (const locale of ['en', 'es'] as const) {
      await openInLanguage(page, locale);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(results);
        await expect(card).toBeVisible();
        await context.setOffline(true);
        await card.getByRole('button', { name: /^(Line-up of|Alineación de) / }).click();
        const note = dialog(page).getByRole('status');
        await expect(note).toBeVisible();
        await dialog(page).getByRole('checkbox').nth(1).uncheck();
        await dialog(page).getByRole('combobox').last().fill(otherTeam.player1.lastName.slice(0, 4));
        await expect(page.getByRole('option', { name: new RegExp(otherTeam.player1.lastName) }).first()).toBeVisible();
        await page.screenshot({ path: `/tmp/lineup-offline-${locale}-${width}.png`, fullPage: true });
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await context.setOffline(false);
      }
    }
  } finally {
    await context.setOffline(false);
    await own.remove().catch(() => undefined);
  }
});
