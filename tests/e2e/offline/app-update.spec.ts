import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_STATIC_DIR } from '../support/env';
import { startRedeployableServer, type RedeployableServer } from '../support/redeployable-server';
import { waitForServiceWorker } from './offline-support';
import {
  buildNextVersion,
  checkForUpdate,
  chunkOnlyIn,
  copyWithout,
  entryScript,
  readBuild,
  type ClientBuild,
} from './update-support';
import { t } from '@/client/i18n/i18n';

/*
 * Issue 9: a new build must never blank the app. An installed app updates only to a version whose
 * every file it fetched, and only when the user says Reload; a page that meets a deploy without the
 * service worker reloads into the new build rather than show a white page.
 *
 * One server of the test's own, restarted on the next build at the same origin (a deploy); the
 * suite's build is the running version. Runs in the desktop project only: nothing here depends on
 * the viewport, and the next build is made once.
 */
test.use({ serviceWorkers: 'allow' });

let server: RedeployableServer;
let current: ClientBuild;
let next: ClientBuild;

test.beforeAll(async () => {
  // A second real vite build: about ten seconds on a busy two-core machine.
  test.setTimeout(180_000);
  current = readBuild(E2E_STATIC_DIR);
  next = await buildNextVersion(`${E2E_STATIC_DIR}-next`, current);
  expect(next.entry, 'the next build differs from the running one').not.toBe(current.entry);
  server = await startRedeployableServer(current.dir);
});
test.afterAll(() => server?.close());
test.beforeEach(() => server.deploy(current.dir));

/** Every /assets/ answer the page receives (from the network or the service worker). */
function recordAssetAnswers(page: Page): Array<{ path: string; status: number; type: string }> {
  const answers: Array<{ path: string; status: number; type: string }> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/'))
      answers.push({ path, status: response.status(), type: response.headers()['content-type'] ?? '' });
  });
  return answers;
}

async function expectAppRendered(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A lazy route chunk too, not only the entry: open Players through the menu.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
}

for (const visit of ['the visit that installed the app', 'a later visit of the installed app'] as const) {
  test(`on ${visit}, a new version waits for Reload, then runs whole`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.origin}/`);
    await waitForServiceWorker(page);
    if (visit === 'a later visit of the installed app') {
      // Opened again: the service worker answers from the start, as for an installed app.
      await page.reload();
      await expect(entryScript(page)).toHaveAttribute('src', current.entry);
    }

    await server.deploy(next.dir);
    expect(await checkForUpdate(page)).toBe('installed');
    // The new version waits: the page still runs the old one, until the user says so.
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(t('pwa.updateReady'));
    await expect(entryScript(page)).toHaveAttribute('src', current.entry);

    const assetAnswers = recordAssetAnswers(page);
    await prompt.getByRole('button', { name: t('pwa.reload') }).click();
    await expect(entryScript(page)).toHaveAttribute('src', next.entry);
    await expect(prompt).toBeHidden();
    await expectAppRendered(page);

    expect(assetAnswers.length).toBeGreaterThan(0);
    for (const answer of assetAnswers) {
      expect(answer.status, answer.path).toBe(200);
      if (answer.path.endsWith('.js')) expect(answer.type, answer.path).toMatch(/javascript/);
    }
    expect(errors).toEqual([]);
  });
}

const faults = [
  {
    name: 'is missing on the server (404)',
    deploy: (chunk: string) => server.deploy(copyWithout(next, chunk, `${E2E_STATIC_DIR}-next-incomplete`).dir),
  },
  { name: 'is answered with the app shell', deploy: (chunk: string) => server.deploy(next.dir, { shellFor: chunk }) },
];

for (const fault of faults) {
  test(`a new version one of whose files ${fault.name} never activates, and the app keeps working`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}/`);
    await waitForServiceWorker(page);

    await fault.deploy(chunkOnlyIn(next, current));
    expect(await checkForUpdate(page)).toBe('redundant');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      false,
    );

    // The running version opens whole from its precache, though the server now holds another build.
    await page.reload();
    await expect(entryScript(page)).toHaveAttribute('src', current.entry);
    await expectAppRendered(page);
  });
}

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page that meets a deploy reloads into the new build when its route chunk is gone', async ({ page }) => {
    await page.goto(`${server.origin}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(entryScript(page)).toHaveAttribute('src', current.entry);

    await server.deploy(next.dir);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' }).click();
    await expect(entryScript(page)).toHaveAttribute('src', next.entry);
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
  });
});
