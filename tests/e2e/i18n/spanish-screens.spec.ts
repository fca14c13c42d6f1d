import type { Page } from '@playwright/test';
import { localIsoDate } from '../../../src/shared/domain/format';
import { t } from '../../../src/client/i18n/i18n';
import { adminSections } from '../../../src/client/features/admin-shell/sections';
import { expect, test } from '../support/fixtures';
import { createOwnLeague } from '../support/own-league';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from '../admin/helpers';
import { clippedText } from '../support/layout';

/*
 * Issue 13: every screen in Spanish on a 390 × 844 phone, where the longer Spanish words must not
 * overflow or clip (buttons, tabs, table headers, the admin sidebar). Each screen is photographed
 * (into SHOTS_DIR when set, for a person to look at) and checked: no text wider than its box, no
 * box past the screen's edge outside a container meant to scroll, no sideways page scroll.
 */

test.use({ locale: 'es-ES' });
test.beforeEach(() => useTexts('es'));
test.afterAll(() => useTexts('en'));

async function look(page: Page, name: string, fullPage = true): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Dialogs and popovers slide in: photograph and measure them where they come to rest.
  if (!fullPage) await page.waitForTimeout(500);
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/es-${name}.png`, fullPage, animations: 'disabled' });
  return (await clippedText(page)).map((problem) => `${name}: ${problem}`);
}

test('the public screens fit a phone in Spanish', async ({ page }) => {
  const problems: string[] = [];
  await page.goto('/');
  await expect(page.getByRole('heading', { name: t('clubs.clubsHeading'), exact: true })).toBeVisible();
  problems.push(...(await look(page, 'home')));
  await page.goto('/club?id=1');
  await expect(page.getByRole('heading', { name: t('clubs.clubRules') })).toBeVisible();
  problems.push(...(await look(page, 'club')));
  for (const tab of ['standings', 'schedule', 'results'] as const) {
    await page.goto(`/league?clubId=1&leagueId=1${tab === 'standings' ? '' : `&tab=${tab}`}`);
    await expect(page.getByRole('tab', { name: t('leagues.standingsTab') })).toBeVisible();
    problems.push(...(await look(page, `league-${tab}`)));
  }
  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: t('players.title') })).toBeVisible();
  problems.push(...(await look(page, 'players')));
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByText(t('players.matchesPlayed'), { exact: true })).toBeVisible();
  problems.push(...(await look(page, 'player')));
  await page.goto('/nowhere');
  problems.push(...(await look(page, 'not-found')));
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: t('admin.login.signIn') })).toBeVisible();
  problems.push(...(await look(page, 'login')));
  expect(problems).toEqual([]);
});

/** Sections whose heading says more than their short name in the sidebar. */
const SECTION_TITLES: Partial<Record<string, Parameters<typeof t>[0]>> = {
  'admin.nav.unavailability': 'admin.unavailability.title',
  'admin.nav.results': 'admin.results.title',
  'admin.nav.reschedules': 'admin.reschedules.title',
};

test('every admin section, the sidebar, its dialogs and the outbox fit a phone in Spanish', async ({ adminPage: page, adminSession, context, request }, testInfo) => {
  // Sixteen sections, each now its own address and lazy route, with their dialogs: longer than one test's default minute.
  test.setTimeout(150_000);
  const own = await createOwnLeague(request, adminSession, { name: `Pantallas${uniqueSuffix(testInfo.project.name)}`, roundDates: [localIsoDate(new Date())], matchesPerRound: 1 });
  const problems: string[] = [];
  try {
    const scope = `club=${own.clubId}&league=${own.leagueId}&round=${own.rounds[0]!.id}`;
    for (const section of adminSections) {
      await page.goto(`/admin/${section.id}?${scope}`);
      await expect(page.getByRole('heading', { level: 2, name: t(SECTION_TITLES[section.labelKey] ?? section.labelKey) })).toBeVisible();
      problems.push(...(await look(page, `admin-${section.id}`)));
      // The section's create dialog, where it has one.
      const create = page.getByRole('main').getByRole('button', { name: /^(Crear|Añadir)/ }).first();
      if ((await create.count()) > 0 && (await create.isEnabled())) {
        await create.click();
        // The schedule asks for a group first: its warning is the screen then.
        const dialog = page.getByRole('dialog');
        const opened = await dialog.waitFor({ timeout: 3_000 }).then(() => true, () => false);
        problems.push(...(await look(page, `admin-${section.id}-${opened ? 'dialog' : 'after-create'}`, false)));
        if (opened) await dialog.getByRole('button', { name: t('ui.cancel') }).click();
      }
    }
    // The sidebar, opened from the menu button.
    await page.getByRole('button', { name: t('admin.menu') }).click();
    await expect(page.locator('#admin-nav').getByText(t('admin.nav.unavailability'))).toBeVisible();
    problems.push(...(await look(page, 'admin-sidebar', false)));

    // A delete confirmation.
    await page.goto(`/admin/groups?${scope}`);
    await page.getByRole('button', { name: new RegExp(`^${t('ui.delete')}`) }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    problems.push(...(await look(page, 'admin-confirm', false)));
    await page.getByRole('alertdialog').getByRole('button', { name: t('ui.cancel') }).click();

    // Offline: a result kept on the device, the badge, the outbox panel.
    await page.goto(`/admin/tonight?${scope}`);
    const match = own.rounds[0]!.matches[0]!;
    const card = page.getByRole('listitem', { name: `${match.team1Name} vs ${match.team2Name}` });
    await expect(card).toBeVisible();
    await context.setOffline(true);
    for (const [index, games] of [6, 6].entries()) await card.getByLabel(t('scoreEntry.boxLabel', { team: match.team1Name, number: index + 1 }), { exact: true }).fill(String(games));
    for (const [index, games] of [3, 4].entries()) await card.getByLabel(t('scoreEntry.boxLabel', { team: match.team2Name, number: index + 1 }), { exact: true }).fill(String(games));
    await card.getByRole('button', { name: t('admin.tonight.save') }).click();
    await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
    problems.push(...(await look(page, 'admin-tonight-offline')));
    await page.getByTestId('outbox-badge').click();
    await expect(page.getByRole('dialog', { name: t('offline.panelTitle') })).toBeVisible();
    problems.push(...(await look(page, 'admin-outbox', false)));
    await context.setOffline(false);
  } finally {
    await context.setOffline(false);
    await own.remove();
  }
  expect(problems).toEqual([]);
});
