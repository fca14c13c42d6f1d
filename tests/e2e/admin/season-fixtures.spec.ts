import type { Browser, Page } from '@playwright/test';
import { expect, signInPage, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { createOwnLeague } from '../support/own-league';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// A group's season of fixtures in the browser (issue 28): the Schedule screen plans it over new
// rounds, shows the preview round by round with a group column above, keeps it while the organiser
// looks at another section, edits a court and creates it behind a confirm that looks like one;
// the public league page shows the rest of the season below the current round; a playoff preview
// before the groups are finished is marked provisional. Both languages at
// 360, 390 and 1280 px, set here (the desktop project alone runs it); the shots go to /tmp.

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

test('season fixtures: preview, kept across sections, edited and created; the public whole season (360, 390, 1280 px; en, es)', async ({
  adminSession,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const own = await createOwnLeague(request, adminSession, {
    name: `Fix${uniqueSuffix(testInfo.project.name)}`,
    roundDates: ['2031-06-04', '2031-06-11', '2031-06-18'],
    matchesPerRound: 3,
    public: true,
  });
  const groups = await api<{ groups: { id: number }[] }>(
    request,
    'GET',
    `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/groups`,
    { session: adminSession },
  );
  const groupId = groups.groups[0]!.id;
  const schedule = `/admin/schedule?club=${own.clubId}&league=${own.leagueId}&group=${groupId}&round=${own.rounds[0]!.id}`;
  let created = false;
  try {
    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      for (const width of [360, 390, 1280]) {
        const page = await pageIn(browser, baseURL, adminSession, locale, width);
        const shot = (name: string) =>
          page.screenshot({ path: `/tmp/fixtures28-${name}-${locale}-${width}.png`, fullPage: true });

        await page.goto(schedule);
        const panel = page.getByRole('region', { name: t('admin.fixtures.title', { group: 'Group A' }) });
        await expect(panel).toBeVisible();
        // The group column of the round's table.
        if (width === 1280)
          await expect(page.getByRole('columnheader', { name: t('admin.scope.group') })).toBeVisible();
        await panel.getByLabel(t('admin.fixtures.firstDate')).fill('2031-07-06');
        await panel.getByLabel(t('admin.fixtures.slotMinutes')).selectOption('90');
        await panel
          .getByRole('heading', { name: t('admin.fixtures.title', { group: 'Group A' }) })
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/fixtures28-form-${locale}-${width}.png` });
        await panel.getByRole('button', { name: t('admin.fixtures.preview') }).click();
        // 6 teams, the 3 pairs of the league's rounds met already: 12 pairs left, round by round in 5 rounds.
        await expect(panel.getByText(t('admin.fixtures.summary', { matches: 12, rounds: 5 }))).toBeVisible();
        await shot('preview');
        // The panel's top as the phone shows it (the full page is too tall to read).
        await panel
          .getByRole('heading', { name: t('admin.fixtures.title', { group: 'Group A' }) })
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/fixtures28-preview-top-${locale}-${width}.png` });

        // Away to another section and back: the preview is still there.
        await page.goto('/admin/overview');
        await page.goto(schedule);
        await expect(panel.getByText(t('admin.fixtures.summary', { matches: 12, rounds: 5 }))).toBeVisible();

        if (locale === 'es' && width === 1280 && !created) {
          // Edit: take the first match out, then create the rest.
          await panel
            .getByRole('button', { name: new RegExp(`^${t('admin.fixtures.remove')}`) })
            .first()
            .click();
          await expect(panel.getByText(t('admin.fixtures.summary', { matches: 11, rounds: 5 }))).toBeVisible();
          await panel.getByRole('button', { name: t('admin.fixtures.create') }).click();
          const dialog = page.getByRole('alertdialog');
          const go = dialog.getByRole('button', { name: t('admin.fixtures.createButton') });
          await expect(go).toBeVisible();
          await shot('create-confirm');
          await go.click();
          await expect(page.getByText(t('admin.fixtures.created')).first()).toBeVisible();
          created = true;
          const rounds = await api<{ total: number }>(
            request,
            'GET',
            `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds`,
            { session: adminSession },
          );
          expect(rounds.total).toBeGreaterThanOrEqual(7);
        } else {
          await panel.getByRole('button', { name: t('admin.fixtures.discard') }).click();
          await expect(panel.getByRole('button', { name: t('admin.fixtures.preview') })).toBeVisible();
        }

        // A playoff preview before every group match is played: drawn from the tables as they stand, marked provisional.
        await page.goto(`/admin/playoffs?club=${own.clubId}&league=${own.leagueId}`);
        await page
          .getByRole('form', { name: t('admin.playoffs.formTitle') })
          .getByRole('button', { name: t('admin.playoffs.preview') })
          .click();
        const provisional = page.getByTestId('playoff-provisional');
        await expect(provisional).toContainText(t('admin.playoffs.provisional'));
        await provisional.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/fixtures28-playoff-provisional-${locale}-${width}.png` });

        // The public league page: the current round, then the rest of the season on request.
        await page.goto(`/league?clubId=${own.clubId}&leagueId=${own.leagueId}`);
        await page.getByRole('tab', { name: t('leagues.scheduleTab') }).click();
        await page.getByRole('button', { name: t('leagues.showSeason') }).click();
        const season = page.getByRole('region', { name: t('leagues.seasonTitle') });
        await expect(season.getByRole('heading', { level: 3 })).toHaveCount(2);
        await shot('public-season');
        await season.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/fixtures28-public-season-top-${locale}-${width}.png` });
        await page.context().close();
      }
    }
  } finally {
    useTexts('en');
    await own.remove();
  }
});
