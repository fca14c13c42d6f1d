import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * Driving the club's TV rotation from a test. The page's clock is installed (page.clock.install)
 * and also runs in real time, so the seconds a test spends on screenshots or an accessibility scan
 * move the rotation too: a fixed 14.5 s jump after them could pass two panels (seen in CI: the
 * second standings page where the first was expected). The rotation says its turn (data-turn);
 * each step here aims at the turn after the last one seen, moving the clock a second at a time only
 * while that turn has not come by itself.
 */

export const panelTitle = (page: Page) => page.locator('#tv-panel-title');
const panel = (page: Page) => page.getByTestId('tv-panel');

async function turnOf(page: Page): Promise<number> {
  return Number(await panel(page).getAttribute('data-turn'));
}

/** A TV page's rotation, from the panel it shows now; make a new one after a (re)load. */
export async function rotation(page: Page) {
  await expect(panel(page)).toHaveAttribute('data-turn', /\d+/);
  let seen = await turnOf(page);

  /**
   * Moves the screen's clock on until the turn after the last one seen shows. A turn that came by
   * itself (real time, or one of the test's own jumps) counts: the clock is then left alone.
   */
  async function advance(): Promise<void> {
    const target = seen + 1;
    // A panel lasts 14 s: 16 steps always reach the next one.
    for (let step = 0; step < 16 && (await turnOf(page)) < target; step += 1) await page.clock.fastForward(1_000);
    seen = await turnOf(page);
    expect(seen).toBeGreaterThanOrEqual(target);
  }

  return {
    advance,
    /** The next panel, checked by its title. */
    async next(title: string): Promise<void> {
      await advance();
      await expect(panelTitle(page)).toHaveText(title);
    },
    /** Panel by panel until the one with this title shows. */
    async until(title: string): Promise<void> {
      for (let turn = 0; turn < 8 && (await panelTitle(page).textContent()) !== title; turn += 1) await advance();
      await expect(panelTitle(page)).toHaveText(title);
    },
  };
}
