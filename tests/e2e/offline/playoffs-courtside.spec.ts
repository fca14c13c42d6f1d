import type { Playoff } from '../../../src/shared/schemas/playoff';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOwnLeague } from '../support/own-league';
import { uniqueSuffix } from '../admin/helpers';
import { outboxEntries } from './offline-support';
import { fillScoreGrid } from '../support/score-grid';
import { t } from '@/client/i18n/i18n';

// Issue 14, "What must hold": the organiser creates playoffs, records a semi-final on a phone
// offline, syncs, and the public bracket shows the winner in the final. On a league of the test's
// own (the shared demo tour stays as it is): one group of four whose group matches the test plays
// through the API first, and a final-day round with nothing on it yet.

test('playoffs: created in the admin, a semi-final recorded offline on a phone, synced, the winner in the public final', async (
  { adminPage: page, adminSession: session, context, request },
  testInfo,
) => {
  test.setTimeout(120_000);
  const own = await createOwnLeague(request, session, { name: `Ko${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-06-06'], matchesPerRound: 2, public: true });
  const leaguePath = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}`;
  const publicPlayoffs = `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/playoffs`;
  // The group stage, complete: every group match has its result.
  const groupRound = own.rounds[0]!;
  for (const match of groupRound.matches) {
    await api(request, 'PUT', `${leaguePath}/rounds/${groupRound.id}/matches/${match.id}`, {
      session,
      data: { team1Id: match.team1Id, team2Id: match.team2Id, courtNumber: match.courtNumber, startTime: match.startTime, team1Results: [6, 6], team2Results: [2, 3] },
    });
  }
  const finalsDay = await api<{ id: number }>(request, 'POST', `${leaguePath}/rounds`, {
    session,
    data: { name: 'Finals day', date: '2031-06-13', start_hour: 10, end_hour: 16, court_number: 2, status: 'active' },
  });
  let semiFinal: Playoff['brackets'][number]['rounds'][number]['matches'][number] | undefined;
  try {
    // The organiser: the Playoffs section, a preview, then the playoffs made.
    await page.goto(`/admin/playoffs?club=${own.clubId}&league=${own.leagueId}`);
    const form = page.getByRole('form', { name: t('admin.playoffs.formTitle') });
    await form.getByLabel(/Qualifiers per group/).fill('4');
    await form.getByLabel(/Final-day round/).selectOption({ label: 'Finals day · Fri 13 Jun 2031' });
    await form.getByRole('button', { name: t('admin.playoffs.preview') }).click();
    const preview = page.getByTestId('playoff-preview');
    await expect(preview.getByText(t('admin.playoffs.previewNote'))).toBeVisible();
    await expect(preview.getByRole('tab', { name: 'Semi-finals' })).toHaveAttribute('aria-selected', 'true');
    await expect(preview.getByText('1 · A1')).toBeVisible();
    // No playoffs yet: the public bracket is 404 (docs/playoffs.md), and the league says it has none.
    expect((await request.get(`/api${publicPlayoffs}`)).status()).toBe(404);
    await form.getByRole('button', { name: t('admin.playoffs.create') }).click();
    await expect(page.getByRole('region', { name: t('admin.playoffs.currentTitle') })).toBeVisible();

    const playoff = await api<Playoff>(request, 'GET', publicPlayoffs);
    semiFinal = playoff.brackets[0]!.rounds[0]!.matches[0]!;
    expect(semiFinal.courtNumber).not.toBeNull();
    const title = `${semiFinal.team1Name} vs ${semiFinal.team2Name}`;

    // Courtside on the final day: the Results screen of that round, then the signal goes.
    await page.goto(`/admin/results?club=${own.clubId}&league=${own.leagueId}&round=${finalsDay.id}`);
    const card = page.getByRole('listitem', { name: title, exact: true });
    await expect(card.getByText('Playoff · Semi-final')).toBeVisible();
    // The final waits for its teams: it takes no result yet.
    const finalCard = page.getByRole('listitem').filter({ hasText: 'Playoff · Final' });
    await expect(finalCard.getByRole('button', { name: /^Edit results of/ })).toHaveCount(0);

    await context.setOffline(true);
    await card.getByRole('button', { name: `Edit results of ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('admin.results.editTitle') });
    await fillScoreGrid(dialog, [semiFinal.team1Name!, semiFinal.team2Name!], '6, 6', '4, 3');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(t('offline.pendingMark'))).toBeVisible();
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => [entry.matchId, entry.state])).toEqual([[semiFinal.id, 'pending']]);

    // Back online: the outbox sends it, and the winner moves on into the final at once.
    await context.setOffline(false);
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 30_000 }).toBe(0);
    const after = await api<Playoff>(request, 'GET', publicPlayoffs);
    expect(after.brackets[0]!.rounds[1]!.matches[0]!.team1Id).toBe(semiFinal.team1Id);

    // The public bracket, on the phone: round tabs; the final holds the semi-final's winner.
    await page.goto(`/league?clubId=${own.clubId}&leagueId=${own.leagueId}&tab=playoffs`);
    await expect(page.getByRole('tab', { name: 'Playoffs' })).toHaveAttribute('aria-selected', 'true');
    const rounds = page.getByRole('tablist', { name: 'Main draw: rounds' });
    // The other semi-final is still to play: the phone opens on the semi-finals.
    await expect(rounds.getByRole('tab', { name: 'Semi-finals' })).toHaveAttribute('aria-selected', 'true');
    const played = page.getByTestId('playoff-match').filter({ hasText: semiFinal.team1Name! });
    await expect(played.getByRole('row').filter({ hasText: 'Winner:' })).toContainText(semiFinal.team1Name!);
    await rounds.getByRole('tab', { name: 'Final', exact: true }).click();
    const final = page.getByRole('list', { name: 'Final', exact: true }).getByTestId('playoff-match');
    await expect(final).toContainText(semiFinal.team1Name!);
    await expect(final).toContainText('To be decided');
  } finally {
    await context.setOffline(false);
    // Clear the result so the playoffs (then the league) can go.
    if (semiFinal?.id) {
      await api(request, 'PUT', `${leaguePath}/rounds/${finalsDay.id}/matches/${semiFinal.id}`, {
        session,
        data: { team1Id: semiFinal.team1Id, team2Id: semiFinal.team2Id, courtNumber: semiFinal.courtNumber, startTime: semiFinal.startTime, team1Results: [], team2Results: [] },
      }).catch(() => undefined);
      await api(request, 'DELETE', `${leaguePath}/playoffs`, { session }).catch(() => undefined);
    }
    await api(request, 'DELETE', `${leaguePath}/rounds/${finalsDay.id}`, { session }).catch(() => undefined);
    await own.remove().catch(() => undefined);
  }
});
