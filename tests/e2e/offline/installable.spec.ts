import { expect, test } from '../support/fixtures';
import { waitForServiceWorker } from './offline-support';

// The service worker is what is under test here.
test.use({ serviceWorkers: 'allow' });

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the manifest is valid, its icons are real PNGs of the stated sizes, and Chromium finds no installability error', async ({ page, request, context }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Bandeja', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0B4F8A', background_color: '#F8FAFC' });
  expect(manifest.name).toContain('Bandeja');
  for (const wanted of [
    { sizes: '192x192', purpose: undefined },
    { sizes: '512x512', purpose: undefined },
    { sizes: '512x512', purpose: 'maskable' },
  ]) {
    const icon = manifest.icons.find((item) => item.sizes === wanted.sizes && item.purpose === wanted.purpose);
    expect(icon, `icon ${wanted.sizes} ${wanted.purpose ?? 'any'}`).toBeDefined();
    const bytes = await (await request.get(icon!.src)).body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const [width, height] = wanted.sizes.split('x').map(Number);
    expect(pngSize(bytes)).toEqual({ width, height });
  }

  await waitForServiceWorker(page);
  // After a reload the page is controlled from the start, and the browser's own check passes.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium never offers installing; every
  // criterion that depends on the app (manifest, icons, service worker, HTTPS or localhost) passes.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url, errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifestErrors.filter((error) => error.critical)).toEqual([]);
});

test('the service worker answers client routes offline with the app shell, but never /api', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/players');
  await expect(page.locator('#root')).not.toBeEmpty();
  const api = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/v1/admin/clubs');
      return response.status;
    } catch {
      return 'network-error';
    }
  });
  expect(api).toBe('network-error');
  await context.setOffline(false);
});
