import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures';
import { api, type AdminSession } from '../support/api';
import { uniqueSuffix } from '../admin/helpers';
import { useTexts } from '../support/texts';
import { waitForServiceWorker } from '../offline/offline-support';
import { panelTitle, rotation } from '../support/tv';
import { t } from '@/client/i18n/i18n';

/*
 * The club's TV screen (docs/tv.md) on a 1920×1080 wall screen: a club of the test's own, with an
 * active league whose round is on a day of its own (DAY, years ahead: no other test's "today"),
 * and the screen's clock set to 20:30 of that day. The 19:00 matches are played, the 20:00 ones on
 * court, 21:00 and 22:00 next up.
 */

const DAY = '2031-06-03';
const AT_2030 = new Date(`${DAY}T20:30:00Z`);
const SHOTS = 'test-results/tv-shots';

test.use({ viewport: { width: 1920, height: 1080 }, timezoneId: 'UTC' });

interface Made {
  clubId: number;
  clubName: string;
  leaguePath: string;
  roundPath: string;
  teams: { id: number; name: string }[];
  matches: { id: number; team1Id: number; team2Id: number; courtNumber: number; startTime: number }[];
  remove: () => Promise<void>;
}

async function ownClub(request: APIRequestContext, session: AdminSession, sfx: string): Promise<Made> {
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const clubName = `Zz TV ${sfx} Club`;
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: clubName });
  const leaguePath = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leaguePath, { name: `TV ${sfx} League`, status: 'active' });
  const group = await post<{ id: number }>(`${leaguePath}/${league.id}/groups`, { name: 'A' });
  const made: string[] = [];
  const surnames = ['Navarro', 'Fernández-Villaverde', 'Ruiz', 'Gil', 'Ortega', 'Molina', 'Serrano', 'Castro', 'Delgado', 'Romero', 'Vidal', 'Herrera', 'Iglesias', 'Cano'];
  const teams: { id: number; name: string }[] = [];
  for (let index = 0; index < 14; index += 1) {
    const p1 = await post<{ id: number }>('/v1/admin/players', { firstName: 'Ana', lastName: `${surnames[index]} ${sfx}` });
    const p2 = await post<{ id: number }>('/v1/admin/players', { firstName: 'Bea', lastName: `${surnames[(index + 5) % surnames.length]}` });
    const team = await post<{ id: number; name: string }>('/v1/admin/teams', { player1Id: p1.id, player2Id: p2.id });
    made.push(`/v1/admin/teams/${team.id}`, `/v1/admin/players/${p1.id}`, `/v1/admin/players/${p2.id}`);
    await post(`${leaguePath}/${league.id}/groups/${group.id}/teams`, { team_id: team.id });
    teams.push(team);
  }
  const rounds = `${leaguePath}/${league.id}/rounds`;
  const round = await post<{ id: number }>(rounds, { name: '#1', date: DAY, start_hour: 19, end_hour: 22, court_number: 3, status: 'active' });
  const roundPath = `${rounds}/${round.id}`;
  const slots = [
    { pair: [0, 1], courtNumber: 1, startTime: 19, result: [[6, 6], [3, 4]] },
    { pair: [2, 3], courtNumber: 2, startTime: 19, result: [[4, 6, 6], [6, 3, 2]] },
    { pair: [4, 5], courtNumber: 1, startTime: 20 },
    { pair: [6, 7], courtNumber: 2, startTime: 20 },
    { pair: [8, 9], courtNumber: 3, startTime: 20 },
    { pair: [10, 11], courtNumber: 1, startTime: 21 },
    { pair: [12, 13], courtNumber: 2, startTime: 22 },
  ];
  const matches: Made['matches'] = [];
  for (const slot of slots) {
    const body = {
      team1Id: teams[slot.pair[0]!]!.id,
      team2Id: teams[slot.pair[1]!]!.id,
      courtNumber: slot.courtNumber,
      startTime: slot.startTime,
      ...(slot.result ? { team1Results: slot.result[0], team2Results: slot.result[1] } : {}),
    };
    matches.push({ ...(await post<{ id: number }>(`${roundPath}/matches`, body)), ...body });
  }
  return {
    clubId: club.id,
    clubName,
    leaguePath: `${leaguePath}/${league.id}`,
    roundPath,
    teams,
    matches,
    remove: async () => {
      for (const match of matches) await api(request, 'DELETE', `${roundPath}/matches/${match.id}`, { session });
      await api(request, 'DELETE', `/v1/admin/clubs/${club.id}`, { session });
      for (const path of made) await api(request, 'DELETE', path, { session });
    },
  };
}

/** Every card of the panel ends above the progress bar: nothing is cut off by the screen's edge. */
async function expectAllShown(page: Page, cards: string): Promise<void> {
  const bar = await page.getByTestId('tv-progress').boundingBox();
  const last = await page.getByTestId(cards).last().boundingBox();
  expect(bar && last).toBeTruthy();
  expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
}

test("the TV rotates its panels, flashes a result as it is entered, and says its data's age offline", async ({ page, request, context, adminSession }, testInfo) => {
  test.setTimeout(120_000);
  const own = await ownClub(request, adminSession, uniqueSuffix(testInfo.project.name));
  try {
    await page.clock.install({ time: AT_2030 });
    await page.goto(`/tv?clubId=${own.clubId}&lang=en`);
    await expect(page.getByTestId('tv-screen')).toBeVisible();
    await expect(page.getByText(own.clubName)).toBeVisible();
    // No site header on the wall, and the QR code leads to the club's public page.
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('tv-qr')).toHaveAttribute('aria-label', t('tv.qrLabel', { club: own.clubName }));

    // On court now: the 20:00 match of each court (court 1's and 2's 19:00 are played).
    await expect(panelTitle(page)).toHaveText(t('tv.onCourt'));
    let tv = await rotation(page);
    await expect(page.getByTestId('tv-court')).toHaveCount(3);
    await expect(page.getByTestId('tv-court').first()).toContainText(t('tv.court', { number: 1 }));
    await expect(page.getByTestId('tv-court').first()).toContainText(own.teams[4]!.name);
    await expect(page.getByTestId('tv-progress')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/1920-en-on-court.png` });

    await tv.next(t('tv.nextUp'));
    await expect(page.getByTestId('tv-next')).toHaveCount(2);
    await expect(page.getByTestId('tv-next').first()).toContainText('21:00');
    await page.screenshot({ path: `${SHOTS}/1920-en-next-up.png` });

    await tv.next(t('tv.results'));
    await expect(page.getByTestId('tv-result')).toHaveCount(2);
    // The winner is marked: the row of the team that won, said for screen readers too.
    const first = page.getByTestId('tv-result').filter({ hasText: own.teams[0]!.name });
    await expect(first.locator('[data-winner]')).toContainText(own.teams[0]!.name);
    await expect(first.locator('[data-winner]')).toContainText(t('tv.winner'));
    await page.screenshot({ path: `${SHOTS}/1920-en-results.png` });
    await expectNoSeriousA11yViolations(page);

    // A table of 14 teams takes two panels: the first 10, then the rest.
    await tv.next(t('tv.standings'));
    await expect(page.getByTestId('tv-standing')).toHaveCount(10);
    await page.screenshot({ path: `${SHOTS}/1920-en-standings.png` });
    await tv.next(t('tv.standings'));
    await expect(page.getByTestId('tv-standing')).toHaveCount(4);
    // Back to the first panel: the rotation goes round.
    await tv.next(t('tv.onCourt'));

    // A result entered on court 1 reaches the screen at its next read and flashes in.
    const onCourt1 = own.matches[2]!;
    await api(request, 'PUT', `${own.roundPath}/matches/${onCourt1.id}`, {
      session: adminSession,
      data: { team1Id: onCourt1.team1Id, team2Id: onCourt1.team2Id, courtNumber: onCourt1.courtNumber, startTime: onCourt1.startTime, team1Results: [6, 7], team2Results: [2, 5] },
    });
    await page.clock.fastForward(31_000);
    const flash = page.getByTestId('tv-flash');
    await expect(flash).toBeVisible();
    await expect(flash).toContainText(t('tv.newResult'));
    await expect(flash.locator('[data-winner]')).toContainText(own.teams[4]!.name);
    // Its animation (real time, not the page's clock) ends before the picture.
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/1920-en-flash.png` });
    // The banner goes after its time; court 1 is free now.
    await page.clock.fastForward(11_000);
    await expect(flash).toBeHidden();
    await tv.until(t('tv.onCourt'));
    await expect(page.getByTestId('tv-court')).toHaveCount(2);

    // A fourth result: the results panel holds four, all on screen.
    const onCourt2 = own.matches[3]!;
    await api(request, 'PUT', `${own.roundPath}/matches/${onCourt2.id}`, {
      session: adminSession,
      data: { team1Id: onCourt2.team1Id, team2Id: onCourt2.team2Id, courtNumber: onCourt2.courtNumber, startTime: onCourt2.startTime, team1Results: [3, 6, 4], team2Results: [6, 4, 6] },
    });
    // It flashes in first (the banner shows result cards too): the panel is counted once it has gone.
    await page.clock.fastForward(31_000);
    await expect(flash).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(flash).toBeHidden();
    await tv.until(t('tv.results'));
    await expect(page.getByTestId('tv-result')).toHaveCount(4);
    await expectAllShown(page, 'tv-result');
    await page.screenshot({ path: `${SHOTS}/1920-en-four-results.png` });

    // The Wi-Fi drops: the data stays, with its age.
    await expect(page.getByTestId('tv-data-age')).toBeHidden();
    await context.setOffline(true);
    await page.clock.fastForward('10:00');
    const age = page.getByTestId('tv-data-age');
    await expect(age).toContainText(t('tv.offline'));
    await expect(age).toContainText(t('tv.dataAge', { minutes: 10 }));
    await expect(panelTitle(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/1920-en-offline.png` });
    await context.setOffline(false);
    await page.clock.fastForward(31_000);
    await expect(age).toBeHidden();

    // In Spanish from the address, at 1280×720 too; the device's own choice is not changed.
    useTexts('es');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/tv?clubId=${own.clubId}&lang=es`);
    await expect(panelTitle(page)).toHaveText(t('tv.onCourt'));
    tv = await rotation(page);
    expect(await page.evaluate(() => localStorage.getItem('bandeja.locale'))).toBeNull();
    await page.screenshot({ path: `${SHOTS}/1280-es-on-court.png` });
    await tv.next(t('tv.nextUp'));
    await page.screenshot({ path: `${SHOTS}/1280-es-next-up.png` });
    await tv.next(t('tv.results'));
    await expectAllShown(page, 'tv-result');
    await page.screenshot({ path: `${SHOTS}/1280-es-results.png` });
    await tv.next(t('tv.standings'));
    await expectAllShown(page, 'tv-standing');
    await page.screenshot({ path: `${SHOTS}/1280-es-standings.png` });
    await tv.next(t('tv.standings'));
    await page.setViewportSize({ width: 1920, height: 1080 });
    await tv.next(t('tv.onCourt'));
    await page.screenshot({ path: `${SHOTS}/1920-es-on-court.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    useTexts('en');
    await page.goto(`/tv?clubId=${own.clubId}&lang=en`);
    await expect(panelTitle(page)).toHaveText(t('tv.onCourt'));
    tv = await rotation(page);
    await tv.next(t('tv.nextUp'));
    await tv.next(t('tv.results'));
    await page.screenshot({ path: `${SHOTS}/1280-en-results.png` });
    await tv.next(t('tv.standings'));
    await page.screenshot({ path: `${SHOTS}/1280-en-standings.png` });
  } finally {
    useTexts('en');
    await own.remove();
  }
});

test.describe('from its cache', () => {
  // The app shell and the screen's code come from the service worker offline; the data from the
  // query cache kept on the device.
  test.use({ serviceWorkers: 'allow' });

  test('a TV reloaded without Wi-Fi shows the kept data, and how old it is', async ({ page, request, context, adminSession }, testInfo) => {
    const own = await ownClub(request, adminSession, uniqueSuffix(testInfo.project.name));
    try {
      await page.clock.install({ time: AT_2030 });
      await page.goto(`/tv?clubId=${own.clubId}&lang=en`);
      await waitForServiceWorker(page);
      await expect(page.getByTestId('tv-court')).toHaveCount(3);
      // The kept copy is written at most once a second.
      await page.clock.fastForward(2_000);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('tv-court')).toHaveCount(3);
      await expect(page.getByText(own.clubName)).toBeVisible();
      const age = page.getByTestId('tv-data-age');
      await expect(age).toContainText(t('tv.offline'));
      await page.clock.fastForward('10:00');
      await expect(age).toContainText(t('tv.dataAge', { minutes: 10 }));
    } finally {
      await context.setOffline(false);
      await own.remove();
    }
  });
});
