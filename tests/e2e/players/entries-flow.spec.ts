import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { EntryList } from '../../../src/shared/schemas/entries';
import { api, type AdminSession } from '../support/api';
import { expect, test } from '../support/fixtures';
import { uniqueSuffix } from '../admin/helpers';
import { outboxEntries } from '../offline/offline-support';
import { t } from '../../../src/client/i18n/i18n';

// Issue 29, "what must hold": two players enter a league as a pair from their phones, a third
// waits; one of the pair withdraws and the waiting player moves up; the organiser makes the teams,
// places them in groups and checks a player in without signal. A league of the test's own, one
// place (one pair), two groups.

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  serviceWorkers: 'block' as const,
};
const PASSWORD = 'entrant-password-1';
const SHOTS = process.env.ENTRIES_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

interface Entrant {
  playerId: number;
  username: string;
  name: string;
}

/** A player with an account, made as the organiser would (invitation) and joined through the API. */
async function entrant(
  request: APIRequestContext,
  session: AdminSession,
  firstName: string,
  lastName: string,
): Promise<Entrant> {
  const player = await api<{ id: number }>(request, 'POST', '/v1/admin/players', {
    session,
    data: { firstName, lastName },
  });
  const { url } = await api<{ url: string }>(request, 'POST', `/v1/admin/players/${player.id}/invitation`, { session });
  const username = `${firstName}-${lastName}`.toLowerCase();
  await api(request, 'POST', '/v1/auth/join', {
    data: { token: url.split('/join/')[1], username, password: PASSWORD },
  });
  return { playerId: player.id, username, name: `${firstName} ${lastName}` };
}

/** A phone of its own, signed in through the players' sign-in form, on the page given. */
async function phoneOf(
  browser: Browser,
  baseURL: string,
  who: Entrant,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(new RegExp(`^${t('me.login.username')}`)).fill(who.username);
  await page.getByLabel(new RegExp(`^${t('me.login.password')}`)).fill(PASSWORD);
  await page.getByRole('button', { name: t('me.login.signIn') }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return { context, page };
}

test('players enter as a pair, a third waits and moves up, the organiser makes teams and checks in offline', async ({
  adminPage,
  adminSession,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix(testInfo.project.name).replace(/[^A-Za-z0-9]/g, '');
  const club = await api<{ id: number }>(request, 'POST', '/v1/admin/clubs', {
    session: adminSession,
    data: { name: `Zz Entries${suffix} Club` },
  });
  const league = await api<{ id: number }>(request, 'POST', `/v1/admin/clubs/${club.id}/leagues`, {
    session: adminSession,
    data: { name: `Entries ${suffix}`, status: 'active' },
  });
  const adminLeague = `/v1/admin/clubs/${club.id}/leagues/${league.id}`;
  const groups = [];
  for (const name of ['Group A', 'Group B'])
    groups.push(
      await api<{ id: number }>(request, 'POST', `${adminLeague}/groups`, { session: adminSession, data: { name } }),
    );
  await api(request, 'PUT', `${adminLeague}/registration`, {
    session: adminSession,
    data: {
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      capacity: 1,
      mode: 'pairs',
    },
  });
  const [ana, bea, carla, dora] = [
    await entrant(request, adminSession, 'Ana', `Alba${suffix}`),
    await entrant(request, adminSession, 'Bea', `Bravo${suffix}`),
    await entrant(request, adminSession, 'Carla', `Cruz${suffix}`),
    await entrant(request, adminSession, 'Dora', `Duran${suffix}`),
  ];
  const leaguePage = `/league?clubId=${club.id}&leagueId=${league.id}`;
  const contexts: BrowserContext[] = [];
  try {
    // Ana enters from her phone with Bea as her partner.
    const anaPhone = await phoneOf(browser, baseURL!, ana, leaguePage);
    contexts.push(anaPhone.context);
    const panel = anaPhone.page.getByTestId('enter-panel');
    await expect(panel).toContainText(t('entries.places', { taken: 0, capacity: 1, waiting: 0 }));
    const picker = panel.getByRole('combobox', { name: t('entries.partner') });
    await picker.fill(bea.name.split(' ')[1]!);
    await expect(anaPhone.page.getByRole('option', { name: bea.name })).toHaveCount(1);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await shoot(anaPhone.page, 'league-enter-390');
    await panel.getByRole('button', { name: t('entries.enter') }).click();
    await expect(panel).toContainText(t('entries.status.awaitingPartner'));

    // Bea accepts on hers: the pair takes the one place.
    const beaPhone = await phoneOf(browser, baseURL!, bea, '/me');
    contexts.push(beaPhone.context);
    const beaEntries = beaPhone.page.getByTestId('my-entries');
    await beaEntries.getByRole('button', { name: t('entries.accept') }).click();
    await expect(beaEntries).toContainText(t('entries.status.confirmed'));

    // Carla enters with Dora: the list is full, they wait, first in line.
    const carlaPhone = await phoneOf(browser, baseURL!, carla, leaguePage);
    contexts.push(carlaPhone.context);
    const carlaPanel = carlaPhone.page.getByTestId('enter-panel');
    await expect(carlaPanel).toContainText(t('entries.places', { taken: 1, capacity: 1, waiting: 0 }));
    const carlaPicker = carlaPanel.getByRole('combobox', { name: t('entries.partner') });
    await carlaPicker.fill(dora.name.split(' ')[1]!);
    await expect(carlaPhone.page.getByRole('option', { name: dora.name })).toHaveCount(1);
    await carlaPicker.press('ArrowDown');
    await carlaPicker.press('Enter');
    await carlaPanel.getByRole('button', { name: t('entries.joinWaitingList') }).click();
    const doraPhone = await phoneOf(browser, baseURL!, dora, '/me');
    contexts.push(doraPhone.context);
    await doraPhone.page
      .getByTestId('my-entries')
      .getByRole('button', { name: t('entries.accept') })
      .click();
    await expect(doraPhone.page.getByTestId('my-entries')).toContainText(
      t('entries.status.waitingAt', { position: 1 }),
    );
    await carlaPhone.page.goto('/me');
    await expect(carlaPhone.page.getByTestId('my-entries')).toContainText(
      t('entries.status.waitingAt', { position: 1 }),
    );
    await shoot(carlaPhone.page, 'me-waiting-390');

    // Ana withdraws: Carla's pair moves up, and /me says so.
    await anaPhone.page.goto('/me');
    await anaPhone.page
      .getByTestId('my-entries')
      .getByRole('button', { name: t('entries.withdraw') })
      .click();
    await expect(anaPhone.page.getByTestId('my-entries')).toHaveCount(0);
    await carlaPhone.page.reload();
    const carlaEntries = carlaPhone.page.getByTestId('my-entries');
    await expect(carlaEntries).toContainText(t('entries.status.confirmed'));
    await expect(carlaEntries.getByRole('status')).toContainText(
      t('entries.movedUp', { at: '' }).split('(')[0]!.trim(),
    );
    await carlaEntries.getByRole('button', { name: t('entries.showCode') }).click();
    await expect(carlaEntries.getByTestId('check-in-qr')).toBeVisible();
    const code = (await carlaEntries.locator('p.num').textContent())!.trim();
    await shoot(carlaPhone.page, 'me-moved-up-390');

    // The organiser's list: makes the teams (placed in the groups by level), then checks Carla in offline.
    await adminPage.goto(`/admin/entries?club=${club.id}&league=${league.id}`);
    await expect(adminPage.getByRole('heading', { level: 2, name: t('entries.admin.title') })).toBeVisible();
    await expect(
      adminPage.getByRole('heading', { level: 3, name: new RegExp(t('entries.status.confirmed')) }),
    ).toBeVisible();
    await adminPage.getByRole('button', { name: t('entries.admin.makeTeams') }).click();
    await expect(adminPage.getByRole('status')).toContainText(t('entries.admin.teamsMade'));
    const list = await api<EntryList>(request, 'GET', `${adminLeague}/entries`, { session: adminSession });
    const confirmed = list.entries.find((entry) => entry.status === 'confirmed')!;
    expect(confirmed.players.map((player) => player.id).sort()).toEqual([carla.playerId, dora.playerId].sort());
    expect(confirmed.teamId).not.toBeNull();
    const standings = await api<{ standings: { teamId: number }[] }>(
      request,
      'GET',
      `/v1/clubs/${club.id}/leagues/${league.id}/groups/${groups[0]!.id}/standings`,
    );
    expect(standings.standings.map((row) => row.teamId)).toContain(confirmed.teamId);
    await shoot(adminPage, 'admin-entries');

    await adminPage.context().setOffline(true);
    await adminPage.getByLabel(new RegExp(`^${t('entries.admin.codeLabel')}`)).fill(code);
    await adminPage
      .getByRole('button', { name: t('entries.admin.checkIn'), exact: true })
      .first()
      .click();
    await expect(adminPage.getByText(t('entries.admin.checkInQueued'))).toBeVisible();
    expect((await outboxEntries(adminPage)).map((entry) => entry.operation)).toContain('entry/league-check-in');
    await adminPage.context().setOffline(false);
    await expect
      .poll(
        async () =>
          (await api<EntryList>(request, 'GET', `${adminLeague}/entries`, { session: adminSession })).entries.find(
            (entry) => entry.id === confirmed.id,
          )?.checkedIn,
        { timeout: 30_000 },
      )
      .toBe(true);
  } finally {
    for (const context of contexts) await context.close();
  }
});
