/**
 * Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on the public pages, in
 * Debian's Chromium, with the compressed bytes each page loads (transfer sizes, so they shrink
 * when the server compresses). The client is built into a temporary folder, never dist/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageFigures {
  page: string;
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** First contentful paint, ms. */
  fcp: number;
  cls: number;
  /** Bytes on the wire, all requests / scripts only. */
  transferBytes: number;
  scriptBytes: number;
  /** Audits that failed in the three categories the issue sets targets for, by id. */
  failing: string[];
  /** The element Lighthouse found as the largest paint, as its selector. */
  lcpElement?: string;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function runLighthouse(base: string, pages: { page: string; path: string }[]): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const figures: PageFigures[] = [];
    for (const { page, path } of pages) {
      const audited = () =>
        lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
      let result = await audited();
      // A run Lighthouse itself could not finish (e.g. NO_LCP: its trace missed the paint) scores
      // nothing: it is said, and the page audited once more rather than reported as a null score.
      if (result?.lhr.runtimeError) {
        console.log(`[lighthouse] ${page}: Lighthouse failed (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}); auditing it again`);
        result = await audited();
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      // BENCH_LIGHTHOUSE_DIR keeps each page's whole report, to read the LCP phases and what blocks.
      if (process.env.BENCH_LIGHTHOUSE_DIR) {
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_DIR, `${page}.json`), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id];
      const items = (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const failing = (['performance', 'accessibility', 'best-practices'] as const).flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => audit(ref.id))
          .filter(
            (entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative',
          )
          .map((entry) => `${entry?.id}`),
      );
      figures.push({
        page,
        path,
        performance: lhr.categories.performance?.score ?? null,
        accessibility: lhr.categories.accessibility?.score ?? null,
        bestPractices: lhr.categories['best-practices']?.score ?? null,
        seo: lhr.categories.seo?.score ?? null,
        lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
        fcp: audit('first-contentful-paint')?.numericValue ?? NaN,
        cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
        transferBytes: audit('total-byte-weight')?.numericValue ?? NaN,
        scriptBytes: items
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        failing: [...new Set(failing)],
        // Lighthouse 13 names the element in its LCP breakdown; older ones in their own audit.
        lcpElement: lcpElementOf(
          audit('lcp-breakdown-insight')?.details ?? audit('largest-contentful-paint-element')?.details,
        ),
      });
      const last = figures[figures.length - 1];
      console.log(
        `[lighthouse] ${page}: performance ${last?.performance}, accessibility ${last?.accessibility}, best practices ${last?.bestPractices}, LCP ${Math.round(last?.lcp ?? 0)} ms (${last?.lcpElement ?? '?'}), ${Math.round((last?.transferBytes ?? 0) / 1024)} KB`,
      );
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

/** The LCP element's selector, from the audit's details (a list whose first table names the node). */
function lcpElementOf(details: unknown): string | undefined {
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.selector === 'string') return record.selector;
    for (const child of Object.values(record)) {
      const found = Array.isArray(child) ? child.map(find).find(Boolean) : find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(details);
}
