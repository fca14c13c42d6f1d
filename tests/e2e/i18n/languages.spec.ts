import { scoreBoxLabel } from '../../../src/client/components/score-entry/messages';
import { roundLabel } from '../../../src/client/features/leagues/messages';
import { pageOf, playersFound } from '../../../src/client/features/players/messages';
import { tonightSlotText } from '../../../src/client/features/matches/admin/tonight/messages';
import { t } from '../../../src/client/i18n/i18n';
import { localIsoDate } from '../../../src/shared/domain/format';
import { expect, test } from '../support/fixtures';
import { createOwnLeague, readOwnMatch } from '../support/own-league';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from '../admin/helpers';

/*
 * Issue 13 in a real browser: the visitor flow and the courtside result entry run once in a Spanish
 * browser (es-ES) and once in an English one, every text asserted through the app's own message
 * modules in that language; and the language switches on a page without reloading it.
 */

const BROWSERS = [
  { locale: 'en', browserLocale: 'en-US' },
  { locale: 'es', browserLocale: 'es-ES' },
] as const;

test.afterAll(() => useTexts('en'));

for (const { locale, browserLocale } of BROWSERS) {
  test.describe(`in a ${browserLocale} browser`, () => {
    test.use({ locale: browserLocale });
    test.beforeEach(() => useTexts(locale));

    test('a visitor goes home → club → league tabs → players → player in the browser’s language', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: 'Padel Tour' })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('clubs.clubsHeading'), exact: true })).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`);

      await page.getByRole('link', { name: `${t('clubs.viewClub')}: Club Padel Bandeja` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Club Padel Bandeja' })).toBeVisible();
      await expect(page.getByRole('heading', { name: t('clubs.clubRules') })).toBeVisible();

      await page.getByRole('link', { name: `${t('leagues.viewLeague')}: Liga Bandeja II · 2026` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Liga Bandeja II · 2026' })).toBeVisible();
      await expect(page.getByRole('tab', { name: t('leagues.standingsTab') })).toHaveAttribute('aria-selected', 'true');
      const table = page.getByRole('table').first();
      await expect(table.getByRole('columnheader')).toHaveText([
        t('standings.rankShort'),
        t('standings.team'),
        t('standings.playedShort'),
        t('standings.wonShort'),
        t('standings.setsDiffShort'),
        t('standings.gamesDiffShort'),
        t('standings.pointsShort'),
      ]);
      await expect(page.getByText(t('leagues.tiebreakIntro'))).toBeVisible();

      await page.getByRole('tab', { name: t('leagues.scheduleTab') }).click();
      await expect(page).toHaveURL(/tab=schedule/);
      await page.getByRole('tab', { name: t('leagues.resultsTab') }).click();
      await expect(page).toHaveURL(/tab=results/);
      const label = page.locator('h2[aria-live="polite"]');
      const opened = (await label.textContent()) ?? '';
      // The round's day in the language's words: a word near today, else weekday and date.
      expect(opened).toMatch(locale === 'en' ? /(Today|Tomorrow|Yesterday|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3} \d{4})$/ : /(Hoy|Mañana|Ayer|\p{Ll}{3} \d{1,2} \p{Ll}{3,4} \d{4})$/u);
      expect(roundLabel({ id: 1, name: 'X', date: '2025-11-21' })).toBe(locale === 'en' ? 'X – Fri 21 Nov 2025' : 'X – vie 21 nov 2025');
      await page.getByRole('button', { name: t('leagues.previousRound') }).click();
      await expect(label).not.toHaveText(opened);
      await page.getByRole('button', { name: t('leagues.nextRound') }).click();
      await expect(label).toHaveText(opened);

      await page.getByRole('banner').getByRole('link', { name: t('ui.navPlayers') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('players.title') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('players.title')} | Padel Tour`);
      const count = page.getByText(new RegExp(`^${playersFound(99).replace('99', '(\\d+)')}$`));
      await expect(count).toBeVisible();
      const total = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
      await expect(count).toHaveText(playersFound(total));
      await page.getByRole('button', { name: new RegExp(t('players.nextPage')) }).click();
      // Page 2 of however many there are by then: tests running alongside add players to the shared tour.
      await expect(page.getByText(new RegExp(`^${pageOf(2, 99).replace('99', '\\d+')}$`))).toBeVisible();

      await page.getByPlaceholder(t('players.searchPlaceholder')).fill('Castillo');
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toContainText('Castillo');
      await cards.first().getByRole('link').click();
      await expect(page.getByText(t('players.matchesPlayed'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('players.winRate'), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t('players.addToCalendar') })).toBeVisible();
    });

    test('an organiser enters a result courtside on Tonight in the browser’s language', async ({ adminPage: page, adminSession, request }, testInfo) => {
      const today = localIsoDate(new Date());
      const own = await createOwnLeague(request, adminSession, {
        name: `Idioma${locale}${uniqueSuffix(testInfo.project.name)}`,
        roundDates: [today],
        matchesPerRound: 1,
      });
      try {
        const round = own.rounds[0]!;
        const match = round.matches[0]!;
        const title = `${match.team1Name} vs ${match.team2Name}`;
        await page.goto('/admin/overview');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.getByRole('link', { name: t('admin.overview.tonight') }).click();
        await expect(page.getByRole('heading', { level: 2, name: t('admin.tonight.title') })).toBeVisible();
        const waiting = page.getByRole('list', { name: new RegExp(`^${t('admin.tonight.waiting')}`) });
        const card = waiting.getByRole('listitem', { name: title });
        await expect(card.getByText(tonightSlotText({ startTime: 19 }, 1))).toBeVisible();

        // A score the format refuses is explained in the language, then a good one is saved.
        await card.getByRole('button', { name: t('admin.tonight.save') }).click();
        await expect(card.getByText(t('admin.tonight.scoresRequired'))).toBeVisible();
        for (const [index, games] of [6, 7].entries()) await card.getByLabel(scoreBoxLabel(match.team1Name, index), { exact: true }).fill(String(games));
        for (const [index, games] of [4, 5].entries()) await card.getByLabel(scoreBoxLabel(match.team2Name, index), { exact: true }).fill(String(games));
        await card.getByRole('button', { name: t('admin.tonight.save') }).click();
        await expect(page.getByText(t('admin.results.updated'))).toBeVisible();
        await expect(page.getByRole('list', { name: new RegExp(`^${t('admin.tonight.done')}`) }).getByRole('listitem', { name: title })).toBeVisible();
        expect(await readOwnMatch(request, own, round.id, match.id)).toMatchObject({ team1Results: [6, 7], team2Results: [4, 5] });
      } finally {
        await own.remove();
      }
    });
  });
}

test.describe('switching language', () => {
  test.use({ locale: 'en-US' });
  test.beforeEach(() => useTexts('en'));

  test('the header picker redraws the page in Spanish without a reload, and the choice outlives one', async ({ page }) => {
    await page.goto('/league?clubId=1&leagueId=1');
    await expect(page.getByRole('tab', { name: 'Standings' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    useTexts('es');
    await expect(page.getByRole('tab', { name: t('leagues.standingsTab') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('leagues.scheduleTab') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await page.reload();
    await expect(page.getByRole('tab', { name: t('leagues.standingsTab') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('i18n.language') })).toHaveValue('es');
  });

  test('Settings in the admin switches the dashboard in place', async ({ adminPage: page }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    useTexts('es');
    await expect(page.getByRole('heading', { level: 2, name: t('admin.settings.title') })).toBeVisible();
    await expect(page.locator('#admin-nav').getByText(t('admin.nav.rounds'), { exact: true })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
});
