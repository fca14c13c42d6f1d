import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY, t } from '../../../src/client/i18n/i18n';
import { api } from '../support/api';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { startServerWithEnv, type ServerWithEnv } from '../support/server-with-env';
import { useTexts } from '../support/texts';
import { uniqueSuffix } from '../admin/helpers';

// Issue 29: a player without an account signs up where the tour opens sign-up (OPEN_SIGNUP=true),
// comes back to the league page, enters and sees the entry on /me; where sign-up is closed (the
// suite's server, the default) no way to sign up is shown. The open tour is a server of this
// test's own (support/server-with-env.ts), on the suite's build.

const PASSWORD = 'entrant-password-1';
const SHOTS = process.env.SIGNUP_SCREENSHOTS_DIR;
const WIDTHS = [360, 390, 1280] as const;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const phone = (width: number) =>
  width < 600
    ? { viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width, height: 800 } };

async function pageAt(browser: Browser, baseURL: string, width: number, locale: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ ...phone(width), baseURL, serviceWorkers: 'block' });
  await context.addInitScript(([key, chosen]) => localStorage.setItem(key!, chosen!), [LOCALE_STORAGE_KEY, locale]);
  return context.newPage();
}

/** Nothing wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** A league of its own with entries open (pairs, 8 places), made through the server's API. */
async function openLeague(request: APIRequestContext, origin: string, name: string): Promise<string> {
  const basic = Buffer.from(`${ADMIN_USERNAME}:${ADMIN_PASSWORD}`).toString('base64');
  const login = await request.post(`${origin}/api/v1/auth/login`, { headers: { authorization: `Basic ${basic}` } });
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> => {
    const response = await request.fetch(`${origin}/api${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const club = await call<{ id: number }>('POST', '/v1/admin/clubs', { name: `${name} Club` });
  const league = await call<{ id: number }>('POST', `/v1/admin/clubs/${club.id}/leagues`, { name, status: 'active' });
  await call('PUT', `/v1/admin/clubs/${club.id}/leagues/${league.id}/registration`, {
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    capacity: 8,
    mode: 'pairs',
  });
  return `/league?clubId=${club.id}&leagueId=${league.id}`;
}

async function fillSignup(
  page: Page,
  values: { firstName: string; lastName: string; username: string; password: string },
) {
  await page.getByLabel(new RegExp(`^${t('me.signup.firstName')}`)).fill(values.firstName);
  await page.getByLabel(new RegExp(`^${t('me.signup.lastName')}`)).fill(values.lastName);
  await page.getByLabel(new RegExp(`^${t('me.login.username')}`)).fill(values.username);
  await page.getByLabel(new RegExp(`^${t('me.login.password')}`)).fill(values.password);
  await page.getByRole('button', { name: t('me.join.submit') }).click();
}

test.describe('sign-up open (OPEN_SIGNUP=true)', () => {
  let server: ServerWithEnv;
  test.beforeAll(async () => {
    server = await startServerWithEnv({ OPEN_SIGNUP: 'true', LOGIN_RATE_LIMIT: '10000' });
  });
  test.afterAll(async () => {
    await server?.close();
    useTexts('en');
  });

  test('a new player signs up from the Enter card, comes back, enters and sees the entry on /me', async ({
    browser,
    request,
  }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name);
    const leaguePage = await openLeague(request, server.origin, `Signup League ${suffix}`);
    const page = await pageAt(browser, server.origin, 390, 'en');
    await page.goto(leaguePage);
    const panel = page.getByTestId('enter-panel');
    await expect(panel.getByRole('link', { name: t('entries.signInToEnter') })).toBeVisible();
    await shoot(page, 'league-enter-signed-out-en-390');
    await panel.getByRole('link', { name: t('entries.signUpToEnter') }).click();

    await expect(page).toHaveURL(/\/signup\?redirect=/);
    await expect(page.getByRole('heading', { level: 1, name: t('me.signup.title') })).toBeVisible();
    const username = `nuria-${suffix}`.toLowerCase();
    await fillSignup(page, { firstName: 'Nuria', lastName: `Vidal${suffix}`, username, password: PASSWORD });

    // Signed in, back on the league page with its Enter card.
    await page.waitForURL((url) => `${url.pathname}${url.search}` === leaguePage);
    await panel.getByRole('button', { name: t('entries.enter') }).click();
    await expect(panel.getByRole('status')).toContainText(
      t('entries.entered', { status: t('entries.status.freeAgent') }),
    );

    await page.goto('/me');
    const mine = page.getByTestId('my-entries');
    await expect(mine).toContainText(`Signup League ${suffix}`);
    await expect(mine).toContainText(t('entries.status.freeAgent'));
    await expect(mine).toContainText(`Nuria Vidal${suffix}`);
    await page.context().close();
  });

  test('the sign-up screen at 360, 390 and 1280 px in English and Spanish, and its refusals', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const suffix = uniqueSuffix(testInfo.project.name);
    const taken = `taken-${suffix}`.toLowerCase();
    const made = await request.post(`${server.origin}/api/v1/auth/signup`, {
      data: { firstName: 'Taken', lastName: 'Name', username: taken, password: PASSWORD },
    });
    expect(made.status()).toBe(201);

    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      for (const width of WIDTHS) {
        const page = await pageAt(browser, server.origin, width, locale);
        await page.goto('/login');
        await page.getByRole('link', { name: t('me.login.signUp') }).click();
        await expect(page.getByRole('heading', { level: 1, name: t('me.signup.title') })).toBeVisible();
        await expectNoSidewaysScroll(page);
        if (width === 360) await expectNoSeriousA11yViolations(page);
        await shoot(page, `signup-${locale}-${width}`);
        if (width === 360 || width === 1280) {
          // Every box checked before sending, each problem on its box.
          await page.getByRole('button', { name: t('me.join.submit') }).click();
          await expect(page.getByText(t('me.signup.firstNameRequired'))).toBeVisible();
          await expect(page.getByText(t('me.join.passwordTooShort', { min: 8 }))).toBeVisible();
          await expectNoSidewaysScroll(page);
          if (width === 360) await expectNoSeriousA11yViolations(page);
          await shoot(page, `signup-${locale}-${width}-invalid`);
          // The username taken (409), under its box.
          await fillSignup(page, {
            firstName: 'Otra',
            lastName: 'Persona',
            username: taken.toUpperCase(),
            password: PASSWORD,
          });
          await expect(page.getByText(t('me.account.usernameTaken'))).toBeVisible();
          await expect(page.getByLabel(new RegExp(`^${t('me.login.username')}`))).toHaveAttribute(
            'aria-invalid',
            'true',
          );
          await shoot(page, `signup-${locale}-${width}-taken`);
          // Too many attempts (429): the server's limit stood in for, it is per minute.
          await page.route('**/api/v1/auth/signup', (route) =>
            route.fulfill({
              status: 429,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'Too many attempts', code: 'RATE_LIMITED' }),
            }),
          );
          await page.getByRole('button', { name: t('me.join.submit') }).click();
          await expect(page.getByRole('alert')).toContainText(t('me.account.rateLimited'));
          await shoot(page, `signup-${locale}-${width}-rate-limited`);
          await page.unroute('**/api/v1/auth/signup');
          // No signal.
          await page.context().setOffline(true);
          await page.getByRole('button', { name: t('me.join.submit') }).click();
          await expect(page.getByRole('alert')).toContainText(t('me.account.offline'));
          await shoot(page, `signup-${locale}-${width}-offline`);
          await page.context().setOffline(false);
        }
        await page.context().close();
      }
    }
  });
});

test.describe('sign-up closed (the default)', () => {
  test.afterAll(() => useTexts('en'));

  test('shows no way to sign up: not at the sign-in, not on the Enter card, and /signup says it is closed', async ({
    browser,
    request,
    adminSession,
    baseURL,
  }, testInfo) => {
    const suffix = uniqueSuffix(testInfo.project.name).replace(/[^A-Za-z0-9]/g, '');
    const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
      session: adminSession,
      data: { name: `Zz Closed${suffix} Club` },
    });
    const league = await api<{ id: number }>(request, 'POST', `/v1/admin/clubs/${club.id}/leagues`, {
      session: adminSession,
      data: { name: `Closed ${suffix}`, status: 'active' },
    });
    await api(request, 'PUT', `/v1/admin/clubs/${club.id}/leagues/${league.id}/registration`, {
      session: adminSession,
      data: {
        opensAt: new Date(Date.now() - 3_600_000).toISOString(),
        closesAt: new Date(Date.now() + 86_400_000).toISOString(),
        capacity: 8,
        mode: 'pairs',
      },
    });
    const signupAnswer = await request.post(`${baseURL}/api/v1/auth/signup`, {
      data: { firstName: 'Shut', lastName: 'Out', username: `shut-${suffix}`.toLowerCase(), password: PASSWORD },
    });
    expect(signupAnswer.status()).toBe(403);

    for (const locale of ['en', 'es'] as const) {
      useTexts(locale);
      const page = await pageAt(browser, baseURL!, 360, locale);
      await page.goto(`/league?clubId=${club.id}&leagueId=${league.id}`);
      const panel = page.getByTestId('enter-panel');
      await expect(panel.getByRole('link', { name: t('entries.signInToEnter') })).toBeVisible();
      await expect(panel.getByRole('link', { name: t('entries.signUpToEnter') })).toHaveCount(0);

      await page.goto('/login');
      await expect(page.getByText(t('me.login.noAccount'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('me.login.signUp') })).toHaveCount(0);
      await expect(page.locator('a[href^="/signup"]')).toHaveCount(0);

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: t('me.signup.closedTitle') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('me.join.submit') })).toHaveCount(0);
      await shoot(page, `signup-${locale}-360-closed`);
      await page.context().close();
    }
  });
});
