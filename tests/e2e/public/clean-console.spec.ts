import type { ConsoleMessage } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openInLanguage, PUBLIC_SCREENS } from '../support/public-screens';

/*
 * Issue 24, "a clean console": the public screens, in English and in Spanish, write no warning and
 * no error to the browser's console (Lingui once warned "Uncompiled message detected!" for every
 * text of the production build) and throw nothing.
 */

// As in production: the service worker registers (the other tests block it to see API traffic).
test.use({ serviceWorkers: 'allow' });

for (const locale of ['en', 'es'] as const) {
  test.describe(`the console in ${locale}`, () => {
    test.beforeEach(async ({ page }) => openInLanguage(page, locale));

    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.name} writes no warning or error`, async ({ page }) => {
        const problems: string[] = [];
        const record = (message: ConsoleMessage) => {
          if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text().split('\n')[0]}`);
        };
        page.on('console', record);
        page.on('pageerror', (error) => problems.push(`thrown: ${error.message}`));
        await page.goto(screen.path);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });
    }
  });
}
