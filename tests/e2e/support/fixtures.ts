import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { TOKEN_EXPIRES_KEY, TOKEN_KEY } from '../../../src/client/lib/session';
import { adminLogin, type AdminSession } from './api';
import { useTexts } from './texts';

export { expect };

/** Puts a session into localStorage before any page script runs, as a real sign-in would. */
export async function signInPage(page: Page, session: AdminSession): Promise<void> {
  await page.addInitScript(
    ({ tokenKey, expiresKey, token, expiresAt }) => {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(expiresKey, expiresAt);
    },
    { tokenKey: TOKEN_KEY, expiresKey: TOKEN_EXPIRES_KEY, token: session.token, expiresAt: session.expiresAt },
  );
}

/** Fails on any serious or critical accessibility violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

/**
 * `adminSession`: a fresh token from the real API; `adminPage`: a page already signed in with it.
 * `englishTexts` (automatic): every test starts reading the English texts, whatever language an
 * earlier test of the same worker switched `t` to (a Spanish walk left it in Spanish, and the next
 * spec then looked for "Liga no encontrada" on an English page).
 */
export const test = base.extend<{ adminSession: AdminSession; adminPage: Page; englishTexts: void }>({
  englishTexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      useTexts('en');
      await use();
    },
    { auto: true },
  ],
  adminSession: async ({ request }, use) => {
    await use(await adminLogin(request));
  },
  adminPage: async ({ page, adminSession }, use) => {
    await signInPage(page, adminSession);
    await use(page);
  },
});
