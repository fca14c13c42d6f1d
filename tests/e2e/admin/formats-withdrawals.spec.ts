import type { Browser, Page } from '@playwright/test';
import { expect, signInPage, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { createOwnLeague } from '../support/own-league';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Match formats, the deuce rule, a format per stage and withdrawals in the browser (issue 27): the
// admin forms offer every new setting, a team is withdrawn from the group's dialog, and the league
// page states the format of each stage, the deuce rule, the points of a draw, the draws column
// and the withdrawn team. Both languages, at 360, 390 and 1280 px, set here (the desktop project
// alone runs it); the shots go to /tmp for a person to look at.

async function pageIn(
  browser: Browser,
  baseURL: string | undefined,
  session: AdminSession,
  locale: 'en' | 'es',
  width: number,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await openInLanguage(page, locale);
  await signInPage(page, session);
  return page;
}

const WIDTHS = [360, 390, 1280];

test('the new formats, the deuce rule, a playoff format and a withdrawal, in the admin forms and on the league page', async ({
  adminSession,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const own = await createOwnLeague(request, adminSession, {
    name: `Formats${uniqueSuffix(testInfo.project.name)}`,
    roundDates: ['2031-07-02'],
    matchesPerRound: 2,
    public: true,
  });
  const leaguePath = `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}`;
  await api(request, 'PUT', leaguePath, {
    session: adminSession,
    data: { name: own.leagueName, status: 'finished', matchFormat: 'timed', deuceRule: 'advantage', pointsForDraw: 1 },
  });
  const round = own.rounds[0]!;
  const [draw, win] = round.matches as [(typeof round.matches)[number], (typeof round.matches)[number]];
  const write = (match: typeof draw, team1Results: number[], team2Results: number[]) =>
    api(request, 'PUT', `${leaguePath}/rounds/${round.id}/matches/${match.id}`, {
      session: adminSession,
      data: {
        team1Id: match.team1Id,
        team2Id: match.team2Id,
        courtNumber: match.courtNumber,
        startTime: match.startTime,
        team1Results,
        team2Results,
      },
    });
  // A timed draw, 9 games each, and a win 10 games to 3.
  await write(draw, [6, 3], [4, 5]);
  await write(win, [6, 4], [2, 1]);
  const groups = await api<{ groups: { id: number }[] }>(
    request,
    'GET',
    `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/groups`,
    { session: adminSession },
  );
  const groupId = groups.groups[0]!.id;
  const finalDay = await api<{ id: number }>(request, 'POST', `${leaguePath}/rounds`, {
    session: adminSession,
    data: { name: 'Final day', date: '2031-07-09', start_hour: 18, end_hour: 22, court_number: 2, status: 'active' },
  });
  let playoffMade = false;
  try {
    let withdrawn = false;
    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      for (const width of WIDTHS) {
        const page = await pageIn(browser, baseURL, adminSession, locale, width);
        const shot = (name: string) =>
          page.screenshot({ path: `/tmp/formats27-${name}-${locale}-${width}.png`, fullPage: true });

        // The league form: every format, the deuce rule, the points for a draw.
        await page.goto(`/admin/leagues?club=${own.clubId}`);
        await page.getByRole('button', { name: t('admin.leagues.create') }).click();
        const leagueDialog = page.getByRole('dialog');
        await leagueDialog.getByLabel(new RegExp(t('admin.leagues.matchFormat'))).selectOption('timed');
        await expect(leagueDialog.getByLabel(new RegExp(t('admin.leagues.deuceRule')))).toHaveValue('goldenPoint');
        await expect(leagueDialog.getByLabel(new RegExp(t('admin.leagues.pointsForDraw')))).toHaveValue('2');
        await shot('league-form');
        await leagueDialog.getByLabel(new RegExp(t('admin.leagues.pointsForDraw'))).scrollIntoViewIfNeeded();
        await shot('league-form-points');
        await leagueDialog.getByRole('button', { name: t('ui.cancel') }).click();

        // The playoff form: its own format, the league's by default.
        await page.goto(`/admin/playoffs?club=${own.clubId}&league=${own.leagueId}`);
        const playoffFormat = page.getByLabel(new RegExp(t('admin.playoffs.matchFormat')));
        await playoffFormat.selectOption('proSet9');
        await shot('playoff-form');

        // The group's teams: withdraw one (once), the panel offered for another.
        await page.goto(`/admin/groups?club=${own.clubId}&league=${own.leagueId}`);
        await page.getByRole('button', { name: t('admin.groups.manageTeamsOf', { group: 'Group A' }) }).click();
        const teamsDialog = page.getByRole('dialog');
        const withdrawButtons = teamsDialog.getByRole('button', {
          name: new RegExp(`^${t('admin.groups.withdraw')}:`),
        });
        if (!withdrawn) {
          await teamsDialog.getByRole('button', { name: `${t('admin.groups.withdraw')}: ${win.team2Name}` }).click();
          await teamsDialog.getByLabel(new RegExp(t('admin.groups.withdrawPolicy'))).selectOption('keep');
          await shot('withdraw');
          await teamsDialog.getByRole('button', { name: t('admin.groups.withdrawConfirm') }).click();
          await expect(teamsDialog.getByText(t('admin.groups.withdrawnMark'))).toBeVisible();
          withdrawn = true;
        } else {
          await expect(teamsDialog.getByText(t('admin.groups.withdrawnMark'))).toBeVisible();
          await withdrawButtons.first().click();
          await expect(
            teamsDialog.getByRole('heading', { name: new RegExp(t('admin.groups.withdrawTitle')) }),
          ).toBeVisible();
          await shot('withdraw');
        }
        await page.context().close();
      }
    }

    // The playoffs play one pro set to 9; the withdrawn team is not among them.
    await api(request, 'POST', `${leaguePath}/playoffs`, {
      session: adminSession,
      data: { qualifiersPerGroup: 2, roundId: finalDay.id, matchFormat: 'proSet9' },
    });
    playoffMade = true;

    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      for (const width of WIDTHS) {
        const page = await pageIn(browser, baseURL, adminSession, locale, width);
        await page.goto(`/league?clubId=${own.clubId}&leagueId=${own.leagueId}`);
        const main = page.getByRole('main');
        await expect(main.getByText(`${t('leagues.groupStage')}:`)).toBeVisible();
        await expect(main.getByText(t('domain.matchFormat.timed'))).toBeVisible();
        await expect(main.getByText(t('domain.matchFormat.proSet9'))).toBeVisible();
        await expect(main.getByText(t('domain.deuceRule.advantage'))).toBeVisible();
        await expect(main.getByText(t('leagues.pointsForDraw', { points: 1 }))).toBeVisible();
        await expect(main.locator(`abbr[title="${t('standings.drawn')}"]`).first()).toBeVisible();
        await expect(main.getByText(t('standings.withdrawnKeep'))).toBeVisible();
        await page.screenshot({ path: `/tmp/formats27-league-${locale}-${width}.png`, fullPage: true });
        await page.context().close();
      }
    }
    expect(groupId).toBeGreaterThan(0);
  } finally {
    useTexts('en');
    if (playoffMade) await api(request, 'DELETE', `${leaguePath}/playoffs`, { session: adminSession });
    await api(request, 'DELETE', `${leaguePath}/rounds/${finalDay.id}`, { session: adminSession });
    await own.remove();
  }
});
