import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, e2eServerEnv } from './tests/e2e/support/env';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the built app served
 * by the real server on a port of its own, on a fresh SQLite database with the demo tour.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, like the build: Playwright empties its output folder at start, so runs on other
  // ports (other checkouts, other helpers) must not share one.
  outputDir: `test-results/${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker would hide API traffic from page.route; offline tests opt back in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
      // The outbox sync tests write to the shared demo tour; they run once, in the desktop project.
      // The update test makes a second build and depends on no viewport: desktop only too.
      // The dashboard's sidebar and its grid of several cards a row exist from 900 px: desktop only.
      testIgnore: [
        '**/offline/outbox-sync.spec.ts',
        '**/offline/app-update.spec.ts',
        '**/admin/layout-heights.spec.ts',
        // The club's TV is a wall screen (1920×1080 and 1280×720).
        '**/public/tv-screen.spec.ts',
        '**/public/tv-club-night.spec.ts',
        // What these check does not depend on the screen's width (texts of states, the first HTML,
        // request headers, the manifest, sign-in and sessions, season and organiser workflows): run
        // once, in the desktop project, to keep CI short. The phone layouts of the same screens are
        // walked by narrow-screens, a11y, clean-console and the courtside specs.
        '**/public/messages.spec.ts',
        '**/public/first-view.spec.ts',
        '**/public/fresh-reload.spec.ts',
        '**/public/league-not-found.spec.ts',
        '**/offline/match-write-headers.spec.ts',
        '**/offline/installable.spec.ts',
        '**/admin/auth.spec.ts',
        '**/admin/password.spec.ts',
        '**/admin/activity.spec.ts',
        '**/admin/organisers.spec.ts',
        '**/admin/next-season.spec.ts',
        // Sets its own widths (360 and 1280 px) and languages.
        '**/admin/court-slots-overview.spec.ts',
        '**/admin/season-fixtures.spec.ts',
        '**/admin/club-night-screens.spec.ts',
        '**/admin/levels-box-screens.spec.ts',
        '**/admin/lineup-screens.spec.ts',
        // Makes its own phones and sets its own widths (360, 390 and 1280 px) and languages.
        '**/players/reschedule.spec.ts',
        '**/players/signup.spec.ts',
        '**/admin/formats-withdrawals.spec.ts',
        // Reads the demo tour at its own widths (360, 390 and 1280 px) in both languages.
        '**/public/demo-competition-rules.spec.ts',
      ],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // Courtside under faults happens on a phone, and these write the shared demo tour: phone only.
      // Playoffs courtside is entered on a phone; Spanish words run out of room on a phone: phone only.
      testIgnore: [
        '**/offline/outbox-faults.spec.ts',
        '**/offline/outbox-courtside.spec.ts',
        '**/offline/playoffs-courtside.spec.ts',
        '**/i18n/spanish-screens.spec.ts',
        // 360 px is a phone's width: the desktop project would only repeat it.
        '**/public/narrow-screens.spec.ts',
        // A player reports from the court on a phone (issue 16); it takes its desktop shots itself.
        '**/players/report-flow.spec.ts',
        // A club night is run courtside from the organiser's phone.
        '**/admin/club-night-offline.spec.ts',
        '**/admin/club-night-changes.spec.ts',
      ],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    // A port of its own and never reuse: a stale server would silently test old code.
    reuseExistingServer: false,
    timeout: 120_000,
    env: e2eServerEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  metadata: { port: E2E_PORT },
});
