import { expect, test } from '../support/fixtures';

// A round's day for people: a word near today, else its weekday and date ("Sat 28 Nov 2026").
const ROUND_LABEL = /^.+ – (Today|Tomorrow|Yesterday|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3} \d{4})$/;
// Team names: "J. Smith / A. Jones" on phones, "John Smith / Ann Jones" from 600 px.
const SHORT_TEAM_NAME = /^\p{Lu}\. .+ \/ \p{Lu}\. .+$/u;
const FULL_TEAM_NAME = /^\p{Lu}[^\s.]+ .+ \/ \p{Lu}[^\s.]+ .+$/u;

test.describe('a visitor browses the tour', () => {
  test('home → club → league → every tab → rounds → players → search → player', async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'mobile';

    await page.goto('/');
    await expect(page).toHaveTitle('Padel Tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Padel Tour' })).toBeVisible();
    const clubs = page.getByRole('list', { name: 'Clubs' }).getByRole('listitem');
    await expect(clubs.first()).toBeVisible();
    expect(await clubs.count()).toBeLessThanOrEqual(6);
    await expect(clubs.first().getByRole('img')).toHaveAttribute('src', '/images/club-night-court.svg');

    // Club page.
    await page.getByRole('link', { name: 'View Club: Club Padel Bandeja' }).click();
    await expect(page).toHaveURL(/\/club\?id=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Club Padel Bandeja' })).toBeVisible();
    await expect(page).toHaveTitle('Club Padel Bandeja | Padel Tour');
    await expect(page.getByRole('heading', { name: 'Club Rules' })).toBeVisible();
    const leagues = page.getByRole('list', { name: 'Leagues' });
    await expect(leagues.getByText('ACTIVE').first()).toBeVisible();

    // League page, standings by default.
    await page.getByRole('link', { name: 'View League: Liga Bandeja II · 2026' }).click();
    await expect(page).toHaveURL(/\/league\?clubId=1&leagueId=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Liga Bandeja II · 2026' })).toBeVisible();
    // The second season of its chain (Liga Bandeja I came first), in the year of its rounds.
    await expect(page.getByText(/^2 · \d{4}(–\d{4})?$/)).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Club Padel Bandeja' })).toHaveAttribute('href', '/club?id=1');
    await expect(page.getByRole('tab', { name: 'Standings' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'A', exact: true })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Standings, A' });
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'Team', 'P', 'W', 'SD', 'GD', 'Pts']);
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByText('Teams level on points are ordered by:')).toBeVisible();
    // The table fits a phone: the points column is on screen without scrolling sideways.
    await expect(table.getByRole('columnheader', { name: 'Pts' })).toBeInViewport();

    await page.getByRole('tab', { name: 'B', exact: true }).click();
    await expect(page).toHaveURL(/group=2/);
    await expect(page.getByRole('table', { name: 'Standings, B' })).toBeVisible();

    // Match Schedule: the current round, no round switching, short names on phones.
    await page.getByRole('tab', { name: 'Match Schedule' }).click();
    await expect(page).toHaveURL(/tab=schedule/);
    await expect(page.getByRole('heading', { level: 2, name: ROUND_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: /round/ })).toHaveCount(0);
    const firstMatch = page.getByRole('list', { name: ROUND_LABEL }).getByRole('listitem').first();
    await expect(firstMatch.getByText(/^\d{2}:00$/)).toBeVisible();
    await expect(firstMatch.getByText(SHORT_TEAM_NAME).first()).toBeVisible({ visible: isPhone });
    await expect(firstMatch.getByText(FULL_TEAM_NAME).first()).toBeVisible({ visible: !isPhone });

    // Results: previous and next round.
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page).toHaveURL(/tab=results/);
    const label = page.getByRole('heading', { level: 2, name: ROUND_LABEL });
    await expect(label).toHaveText(ROUND_LABEL);
    await expect(page.getByRole('table', { name: /^Court / }).first()).toBeVisible();
    // The set winner's box: its cell says "won" to screen readers.
    await expect(page.getByRole('cell').filter({ hasText: / won$/ }).first()).toBeVisible();
    const opened = await label.textContent();
    await page.getByRole('button', { name: 'Previous round' }).click();
    await expect(label).not.toHaveText(opened ?? '');
    await expect(page).toHaveURL(/round=\d+/);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect(label).toHaveText(opened ?? '');

    // A shared link opens the same view.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'B', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(label).toHaveText(opened ?? '');

    // Players: search, then a player.
    await page.getByRole('banner').getByRole('link', { name: 'Players' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expect(page.getByText(/^\d+ players? found$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: /Next page/ }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.getByPlaceholder('Search players by name...').fill('Castillo');
    await expect(page).toHaveURL(/search=Castillo/);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.first()).toContainText('Castillo');
    await expect(page.getByText(/^\d+ players? found$/)).toBeVisible();
    await cards.first().getByRole('link').click();

    await expect(page).toHaveURL(/\/player\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Castillo');
    await expect(page.getByText('Matches played', { exact: true })).toBeVisible();
    await expect(page.getByText('Win rate', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /\d+ won, \d+ lost/ })).toBeVisible();
    const calendar = page.getByRole('link', { name: 'Add to calendar' });
    const href = await calendar.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/players\/\d+\/calendar\.ics$/);
    const feed = await page.request.get(href!);
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  });

  test('the Clubs link goes home and scrolls to the clubs', async ({ page }) => {
    await page.goto('/players');
    await page.getByRole('banner').getByRole('link', { name: 'Clubs' }).click();
    await expect(page).toHaveURL(/\/#clubs$/);
    await expect(page.getByRole('heading', { name: 'Clubs', exact: true })).toBeInViewport();
  });

  test('the logo goes home and the header is hidden on admin paths', async ({ page }) => {
    await page.goto('/players');
    await page.getByRole('link', { name: 'Bandeja, home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/login');
    await expect(page.getByRole('link', { name: 'Bandeja, home' })).toHaveCount(0);
  });

  test('the league tabs answer the arrow keys', async ({ page }) => {
    await page.goto('/league?clubId=1&leagueId=1');
    const standings = page.getByRole('tab', { name: 'Standings' });
    await standings.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Match Schedule' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Match Schedule' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const path of ['/club', '/league?clubId=1', '/player']) {
    test(`goes home when an id is missing (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Padel Tour' })).toBeVisible();
    });
  }
});
