import { expect, test } from '../support/fixtures';
import { clippedText } from '../support/layout';
import { openInLanguage, PUBLIC_SCREENS } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { t } from '../../../src/client/i18n/i18n';

/*
 * Issue 24: every public screen on a 360 px phone, in English and in Spanish. The page never
 * scrolls sideways, no text is cut off, and every control of the header (the brand, the links, the
 * player's sign-in, the language picker) is whole on screen. Photographed into SHOTS_DIR when set.
 */

const WIDTH = 360;

test.use({ viewport: { width: WIDTH, height: 780 } });
test.afterAll(() => useTexts('en'));

for (const locale of ['en', 'es'] as const) {
  test.describe(`at ${WIDTH} px in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      useTexts(locale);
      await openInLanguage(page, locale);
    });

    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.name} fits`, async ({ page }) => {
        await page.goto(screen.path);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        const dir = process.env.SHOTS_DIR;
        if (dir) await page.screenshot({ path: `${dir}/${WIDTH}-${locale}-${screen.name}.png`, fullPage: true, animations: 'disabled' });

        const scrolling = await page.evaluate(() => {
          const scrolling = document.scrollingElement!;
          return { scrollWidth: scrolling.scrollWidth, clientWidth: scrolling.clientWidth };
        });
        expect(scrolling.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(scrolling.clientWidth);

        expect(await clippedText(page)).toEqual([]);
        // A short label ("% VICTORIAS", a column's name) is never broken over two lines.
        const broken = await page.locator('dt:visible, th:visible').evaluateAll((labels) =>
          labels.flatMap((label) => {
            const text = (label.textContent ?? '').trim();
            if (text.length === 0 || text.length > 12) return [];
            const range = document.createRange();
            range.selectNodeContents(label);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? [`"${text}" breaks over ${lines.size} lines`] : [];
          }),
        );
        expect(broken, 'short labels broken over lines').toEqual([]);
        if (screen.publicHeader === false) return;

        // Each of the header's controls lies whole inside the screen and shows all of its text.
        const header = page.getByRole('banner');
        const cut = await header.locator('a:visible, button:visible, select:visible').evaluateAll((controls, width) =>
          controls.flatMap((control) => {
            const box = control.getBoundingClientRect();
            const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
            const problems: string[] = [];
            if (box.left < 0 || box.right > width) problems.push(`${name} lies at ${Math.round(box.left)}–${Math.round(box.right)}`);
            if (control.scrollWidth > control.clientWidth + 1) problems.push(`${name} is cut (${control.scrollWidth} > ${control.clientWidth})`);
            return problems;
          }),
        WIDTH);
        expect(cut, 'header controls cut off').toEqual([]);
        // The player's sign-in is an icon on a phone: it has a name and a tooltip.
        const account = header.getByRole('link', { name: t('ui.navPlayerSignIn') });
        await expect(account).toBeVisible();
        await expect(account).toHaveAttribute('title', t('ui.navPlayerSignIn'));
      });
    }
  });
}
