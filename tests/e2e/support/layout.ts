import type { Page } from '@playwright/test';

/*
 * What a person sees cut off on a small screen: words wider than their box, boxes past the screen's
 * edge outside a container meant to scroll, a page that scrolls sideways. Shared by the Spanish
 * screens (tests/e2e/i18n) and the 360 px screens (tests/e2e/public/narrow-screens.spec.ts).
 */

/** Visible text elements whose words do not fit, described for the failure message. */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    // A phone browser widens its layout to fit content that overflows: measure against the screen.
    const width = Math.min(window.innerWidth, window.screen.width);
    const scrollsSideways = (element: Element): boolean => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    // Visually hidden for screen readers (a table's header row on a phone): not on screen at all.
    const hidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' && style.clip !== '' && node !== document.documentElement) return true;
        if (style.clipPath !== 'none') return true;
      }
      return false;
    };
    const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const selector = 'button, a, [role="tab"], th, td, label, legend, h1, h2, h3, p, dt, dd, select, li';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || hidden(element)) continue;
      // Text cut off inside its own box (an ellipsis on purpose counts as clipped too).
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        problems.push(`${describe(element)} is wider than its box (${element.scrollWidth} > ${element.clientWidth})`);
      }
      if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element)) {
        problems.push(`${describe(element)} runs past the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
    }
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    return problems;
  });
}
