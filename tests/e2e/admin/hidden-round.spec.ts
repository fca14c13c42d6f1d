import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { createOwnLeague } from '../support/own-league';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// A schedule confirmed in a draft (an inactive league or round) shows nowhere public: the Schedule
// screen says so, on the round and on confirming, with Publish one tap away; once published, a
// visitor sees the matches.

const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('confirming a schedule in a hidden round says it is hidden; Publish shows it to a visitor', async ({ adminPage: page, adminSession, browser, baseURL, request }, testInfo) => {
  const own = await createOwnLeague(request, adminSession, { name: `Hidden${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-05-01'], matchesPerRound: 2 });
  const roundsPath = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds`;
  // A new round starts inactive: a draft only staff see.
  const draft = await api<{ id: number }>(request, 'POST', roundsPath, {
    session: adminSession,
    data: { name: 'Draft', date: '2031-05-08', start_hour: 18, end_hour: 22, court_number: 2 },
  });
  try {
    await page.goto('/admin/schedule');
    await select(page, 'Club').selectOption({ label: own.clubName });
    await select(page, 'League').selectOption({ label: own.leagueName });
    await select(page, 'Group').selectOption({ label: 'Group A' });
    await select(page, 'Round').selectOption(String(draft.id));

    const leagueNotice = page.getByRole('note', { name: t('admin.draft.leagueHidden') });
    const roundNotice = page.getByRole('note', { name: t('admin.draft.roundHidden') });
    await expect(leagueNotice).toBeVisible();
    await expect(roundNotice).toBeVisible();

    await page.getByRole('button', { name: t('admin.schedule.generate') }).click();
    await expect(page.getByText(t('admin.schedule.proposed')).first()).toBeVisible();
    await page.getByRole('button', { name: t('admin.schedule.confirm'), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t('admin.schedule.confirmButton') }).click();
    await expect(page.getByText(t('admin.schedule.confirmedHidden'))).toBeVisible();
    await expect(page.getByText(t('admin.schedule.confirmed'))).toHaveCount(0);

    // Before Publish a visitor finds nothing.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const publicRound = `/league?clubId=${own.clubId}&leagueId=${own.leagueId}&tab=schedule&round=${draft.id}`;
    const [match] = own.rounds[0]!.matches;
    // A match card of the round (a phone shows the teams' short names, the full ones are in its text).
    const pair = visitorPage.getByRole('listitem').filter({ hasText: match!.team1Name }).first();
    await visitorPage.goto(publicRound);
    await expect(visitorPage.getByRole('heading', { level: 1, name: own.leagueName })).toHaveCount(0);

    await roundNotice.getByRole('button', { name: t('admin.draft.publishRoundNamed', { name: 'Draft' }) }).click();
    await expect(roundNotice).toHaveCount(0);
    await leagueNotice.getByRole('button', { name: t('admin.draft.publishLeagueNamed', { name: own.leagueName }) }).click();
    await expect(leagueNotice).toHaveCount(0);

    await visitorPage.goto(publicRound);
    await expect(visitorPage.getByRole('heading', { level: 1, name: own.leagueName })).toBeVisible();
    await expect(pair).toBeVisible();
    await visitor.close();
  } finally {
    await api(request, 'DELETE', `${roundsPath}/${draft.id}`, { session: adminSession });
    await own.remove();
  }
});
