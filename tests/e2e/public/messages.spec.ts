import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Answers every request to `pathname` (any query) with `reply`; the rest reach the real server. */
async function answer(page: Page, pathname: string | RegExp, reply: (route: Route) => Promise<void>) {
  await page.route(
    (url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)),
    reply,
  );
}
const status500 = (route: Route) => route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL' } });
const emptyList = (key: string) => (route: Route) =>
  route.fulfill({ json: { [key]: [], total: 0, page: 1, pageSize: 20 } });
/** Holds the request open so the loading state stays on screen. */
const never = () => new Promise<void>(() => {});

/**
 * Between two states of one test: leave the page first (a held request let through by unroute
 * would otherwise land in the kept query cache), then forget what this device kept, as a first
 * visit would.
 */
async function startOver(page: Page) {
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await openFromPlainShell(page);
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.clear());
}

/**
 * These states are the API's (slow, failing, empty): a page opened from the server brings its first
 * reads in its HTML (src/server/static/first-view.ts) and would not ask. Opened as the service
 * worker opens it, from the plain shell, the page asks the API, whose answers the tests then set.
 */
async function openFromPlainShell(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.slice(url.pathname.lastIndexOf('/')).includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
      return route.fulfill({ response });
    },
  );
}
test.beforeEach(({ page }) => openFromPlainShell(page));

const LEAGUE = '/api/v1/clubs/1/leagues/1';
const LEAGUE_PAGE = '/league?clubId=1&leagueId=1';

test.describe('home messages', () => {
  test('loading', async ({ page }) => {
    await answer(page, '/api/v1/clubs', never);
    await page.goto('/');
    await expect(page.getByText('Loading clubs...')).toBeVisible();
  });

  test('error', async ({ page }) => {
    await answer(page, '/api/v1/clubs', status500);
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('Failed to load clubs. Please try again later.', {
      timeout: 20_000,
    });
  });

  test('empty', async ({ page }) => {
    await answer(page, '/api/v1/clubs', emptyList('clubs'));
    await page.goto('/');
    await expect(page.getByText('No clubs found')).toBeVisible();
    await expect(page.getByText('There are currently no clubs available.')).toBeVisible();
  });
});

test.describe('club page messages', () => {
  test('not found', async ({ page }) => {
    await page.goto('/club?id=99999');
    await expect(page.getByRole('heading', { name: 'Club Not Found' })).toBeVisible();
  });

  test('leagues loading, error and empty', async ({ page }) => {
    await answer(page, '/api/v1/clubs/1/leagues', never);
    await page.goto('/club?id=1');
    await expect(page.getByText('Loading leagues...')).toBeVisible();

    await startOver(page);
    await answer(page, '/api/v1/clubs/1/leagues', status500);
    await page.goto('/club?id=1');
    await expect(page.getByText('Failed to load leagues. Please try again later.')).toBeVisible({ timeout: 20_000 });

    await startOver(page);
    await answer(page, '/api/v1/clubs/1/leagues', emptyList('leagues'));
    await page.goto('/club?id=1');
    await expect(page.getByText('No leagues found')).toBeVisible();
    await expect(page.getByText("This club doesn't have any leagues yet.")).toBeVisible();
  });
});

test.describe('league page messages', () => {
  test('standings: loading, empty, and a load error logged without a message', async ({ page }) => {
    await answer(page, /\/groups\/\d+\/standings$/, never);
    await page.goto(LEAGUE_PAGE);
    await expect(page.getByText('Loading standings...')).toBeVisible();

    await startOver(page);
    await answer(page, /\/groups\/\d+\/standings$/, (route) =>
      route.fulfill({ json: { standings: [], rules: { pointsForWin: 3, pointsForLoss: 1, tiebreakers: [] } } }),
    );
    await page.goto(LEAGUE_PAGE);
    await expect(page.getByText('No standings data available.')).toBeVisible();

    await startOver(page);
    await answer(page, /\/groups\/\d+\/standings$/, status500);
    const logged = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'error' && message.text().includes('Failed to load standings'),
      timeout: 20_000,
    });
    await page.goto(LEAGUE_PAGE);
    await logged;
    await expect(page.getByText('No standings data available.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('league load error: logged, no message, the page still works', async ({ page }) => {
    await answer(page, LEAGUE, status500);
    await page.goto(LEAGUE_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'League 1' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Standings, A' })).toBeVisible();
  });

  test('match schedule: loading, error, empty', async ({ page }) => {
    await answer(page, /\/matches\/schedule$/, never);
    await page.goto(`${LEAGUE_PAGE}&tab=schedule`);
    await expect(page.getByText('Loading matches...')).toBeVisible();

    await startOver(page);
    await answer(page, /\/matches\/schedule$/, status500);
    await page.goto(`${LEAGUE_PAGE}&tab=schedule`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load matches. Please try again later.', {
      timeout: 20_000,
    });

    await startOver(page);
    await answer(page, /\/matches\/schedule$/, emptyList('matches'));
    await page.goto(`${LEAGUE_PAGE}&tab=schedule`);
    await expect(page.getByText('No matches scheduled.')).toBeVisible();
  });

  test('results: loading, error, empty', async ({ page }) => {
    await answer(page, /\/matches\/results$/, never);
    await page.goto(`${LEAGUE_PAGE}&tab=results`);
    await expect(page.getByText('Loading results...')).toBeVisible();

    await startOver(page);
    await answer(page, /\/matches\/results$/, status500);
    await page.goto(`${LEAGUE_PAGE}&tab=results&round=1`);
    await expect(page.getByRole('alert')).toHaveText('Failed to load results. Please try again later.', {
      timeout: 20_000,
    });

    await startOver(page);
    await answer(page, /\/matches\/results$/, emptyList('matches'));
    await page.goto(`${LEAGUE_PAGE}&tab=results&round=1`);
    await expect(page.getByText('No results available.')).toBeVisible();
  });
});

test.describe('players messages', () => {
  test('loading', async ({ page }) => {
    await answer(page, '/api/v1/players', never);
    await page.goto('/players');
    await expect(page.getByText('Loading players...')).toBeVisible();
  });

  test('error with Retry', async ({ page }) => {
    await answer(page, '/api/v1/players', status500);
    await page.goto('/players');
    await expect(page.getByRole('alert')).toContainText('Failed to load players. Please try again later.', {
      timeout: 20_000,
    });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/^\d+ players? found$/)).toBeVisible();
  });

  test('no match for a search, then clear', async ({ page }) => {
    await page.goto('/players');
    await page.getByPlaceholder('Search players by name...').fill('zzzzqq');
    await expect(page.getByText('No players match "zzzzqq". Try a different search.')).toBeVisible();
    await expect(page.getByText('No players found')).toBeVisible();
    await expect(page.getByText('0 players found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByPlaceholder('Search players by name...')).toHaveValue('');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
  });

  // A fresh page: a reload would show the list the app kept for offline use.
  test('empty, when there are no players', async ({ page }) => {
    await answer(page, '/api/v1/players', emptyList('players'));
    await page.goto('/players');
    await expect(page.getByText('No players found')).toBeVisible();
    await expect(page.getByText('There are currently no players available.')).toBeVisible();
  });
});

test.describe('player page messages', () => {
  test('loading', async ({ page }) => {
    await answer(page, '/api/v1/players/1', never);
    await page.goto('/player?id=1');
    await expect(page.getByText('Loading player...')).toBeVisible();
  });

  test('not found, and back to players', async ({ page }) => {
    await page.goto('/player?id=99999');
    await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
    await expect(page.getByText('Unable to load player information. The player may not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Players' }).click();
    await expect(page).toHaveURL(/\/players$/);
  });

  test('a player without matches', async ({ page }) => {
    await answer(page, '/api/v1/players/1/statistics', (route) =>
      route.fulfill({
        json: {
          playerId: 1,
          matchesPlayed: 0,
          matchesWon: 0,
          matchesLost: 0,
          setsWon: 0,
          setsLost: 0,
          gamesWon: 0,
          gamesLost: 0,
          winRate: 0,
        },
      }),
    );
    await page.goto('/player?id=1');
    await expect(page.getByText("This player hasn't played any matches yet.")).toBeVisible();
  });
});
