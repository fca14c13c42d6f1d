import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EntryList } from '../../../src/shared/schemas/entries';
import { api, type AdminSession } from '../support/api';
import { E2E_BASE_URL } from '../support/env';
import { writeQrY4m } from '../support/fake-camera';
import { openInLanguage } from '../support/public-screens';
import { useTexts } from '../support/texts';
import { expect, signInPage, test } from '../support/fixtures';
import { uniqueSuffix } from './helpers';
import { t } from '@/client/i18n/i18n';

// Issue 29, check-in by camera: the organiser's "Scan with camera" reads the QR code a player
// shows and checks them in through the same path as a typed code. The camera is Chromium's fake
// device playing a video of the player's code; a camera refused shows its sentence, and the typed
// box stays.

const SHOTS = process.env.SCANNER_SHOTS_DIR;
const PASSWORD = 'entrant-password-1';

interface Night {
  clubId: number;
  nightId: number;
  entryId: number;
  name: string;
}

/** A club night taking individual entries, and one player entered (confirmed) from their account. */
async function nightWithEntrant(request: APIRequestContext, session: AdminSession, sfx: string): Promise<Night> {
  const post = <T>(path: string, data?: unknown, as: AdminSession = session) =>
    api<T>(request, 'POST', path, { session: as, data });
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: `Zz Scan${sfx} Club` });
  const night = await post<{ id: number }>(`/v1/admin/clubs/${club.id}/club-nights`, {
    name: `Scan ${sfx}`,
    date: new Date().toISOString().slice(0, 10),
    startHour: 19,
    format: 'americano',
    scoring: { kind: 'points', pointsPerMatch: 24 },
    courts: [1],
    openEntries: true,
  });
  await api(request, 'PUT', `/v1/admin/clubs/${club.id}/club-nights/${night.id}/registration`, {
    session,
    data: {
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      capacity: 8,
      mode: 'individuals',
    },
  });
  const player = await post<{ id: number }>('/v1/admin/players', { firstName: 'Sara', lastName: `Scan${sfx}` });
  const { url } = await post<{ url: string }>(`/v1/admin/players/${player.id}/invitation`);
  const username = `sara-scan${sfx}`.toLowerCase();
  const joined = await post<AdminSession>('/v1/auth/join', {
    token: url.split('/join/')[1],
    username,
    password: PASSWORD,
  });
  const entry = await post<{ id: number; status: string }>('/v1/me/entries', { clubNightId: night.id }, joined);
  expect(entry.status).toBe('confirmed');
  return { clubId: club.id, nightId: night.id, entryId: entry.id, name: `Sara Scan${sfx}` };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // The viewport, as the organiser sees it: a whole-page shot would cut the fixed dialog's backdrop.
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/**
 * A browser of the test's own with Chromium's fake camera (camera flags are the browser's, not a
 * page's), playing `video` when given, else its built-in test pattern; launched like the configured one.
 */
const cameraBrowser = (video?: string): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });

/** The organiser signed in on a page of that browser, at the project's width, with these permissions. */
async function organiserOn(browser: Browser, session: AdminSession, project: string, permissions: string[]) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: project === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    ...(project === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    permissions,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signInPage(page, session);
  return { context, page };
}

const entriesOf = (night: Night) => `/admin/entries?club=${night.clubId}&night=${night.nightId}`;

test('the camera reads the player’s code and checks them in', async ({ adminSession, request }, testInfo) => {
  test.setTimeout(120_000);
  const night = await nightWithEntrant(request, adminSession, uniqueSuffix(testInfo.project.name).replace(/\W/g, ''));
  const video = testInfo.outputPath('check-in-code.y4m');
  writeQrY4m(video, `bandeja-entry:${night.entryId}`);
  const browser = await cameraBrowser(video);
  try {
    const { context, page } = await organiserOn(browser, adminSession, testInfo.project.name, ['camera']);
    await page.goto(entriesOf(night));
    const row = page.getByTestId(`entry-row-${night.entryId}`);
    await expect(row.getByRole('button', { name: t('entries.admin.checkIn') })).toBeVisible();
    await page.getByRole('button', { name: t('entries.scan.open') }).click();
    await expect(page.getByRole('dialog', { name: t('entries.scan.title') })).toBeVisible();
    // The code read closes the dialog (the camera with it) and checks the player in.
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('status')).toContainText(t('entries.admin.checkedInNow', { name: night.name }));
    await expect(row).toContainText(t('entries.checkedIn'));
    // Every track the scanner opened is stopped: the camera's light is off.
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
    const list = await api<EntryList>(
      request,
      'GET',
      `/v1/admin/clubs/${night.clubId}/club-nights/${night.nightId}/entries`,
      { session: adminSession },
    );
    expect(list.entries.find((entry) => entry.id === night.entryId)?.checkedIn).toBe(true);
    await context.close();
  } finally {
    await browser.close();
  }
});

for (const locale of ['en', 'es'] as const) {
  test(`a camera refused says so and the typed box stays (${locale})`, async ({ adminSession, request }, testInfo) => {
    test.setTimeout(90_000);
    useTexts(locale);
    // A camera, and no permission for it: the browser refuses getUserMedia as a person's "Block" would.
    const browser = await cameraBrowser();
    try {
      const night = await nightWithEntrant(
        request,
        adminSession,
        uniqueSuffix(testInfo.project.name).replace(/\W/g, '') + locale,
      );
      const { page } = await organiserOn(browser, adminSession, testInfo.project.name, []);
      await openInLanguage(page, locale);
      await page.goto(entriesOf(night));
      await page.getByRole('button', { name: t('entries.scan.open') }).click();
      const dialog = page.getByRole('dialog', { name: t('entries.scan.title') });
      await expect(dialog.getByRole('alert')).toHaveText(t('entries.scan.denied'));
      await shoot(page, `scanner-denied-${testInfo.project.name}-${locale}`);
      await dialog
        .getByRole('button', { name: t('ui.close') })
        .last()
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByLabel(new RegExp(`^${t('entries.admin.codeLabel')}`)).fill(`bandeja-entry:${night.entryId}`);
      await page
        .getByRole('button', { name: t('entries.admin.checkIn'), exact: true })
        .first()
        .click();
      await expect(page.getByTestId(`entry-row-${night.entryId}`)).toContainText(t('entries.checkedIn'));
    } finally {
      useTexts('en');
      await browser.close();
    }
  });
}
