import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { localIsoDate } from '../../../src/shared/domain/format';
import { api, type AdminSession } from '../support/api';
import { expect, test } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/env';
import { enterInPlace, matchTitle, openTonight } from '../support/tonight';
import { uniqueSuffix } from '../admin/helpers';
import { t } from '@/client/i18n/i18n';

/*
 * Live changes on the client (docs/live.md, "The client"): pages open on phones update in place
 * when a result is entered anywhere, and a page whose stream is blocked still works as before.
 */

interface LiveLeague {
  /** What both forms of each team's name hold (the full one and the short one a phone shows): its players' last name. */
  lastNames: [string, string];
  clubId: number;
  leagueId: number;
  groupId: number;
  roundId: number;
  match: { id: number; team1Name: string; team2Name: string; version: number; roundId: number; team1Id: number; team2Id: number; team1Results: number[]; team2Results: number[]; courtNumber: number | null; startTime: number | null };
  remove: () => Promise<void>;
}

/**
 * A club of the test's own with a public league (active, so Tonight lists it and visitors see it)
 * whose format is a single pro set: the offline tests' search of the demo tour for a round to type
 * two-set scores into passes it by. One group of two teams, one round today, one match.
 */
async function createLiveLeague(request: APIRequestContext, session: AdminSession, name: string): Promise<LiveLeague> {
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const made: string[] = [];
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: `Zz ${name} Club` });
  made.push(`/v1/admin/clubs/${club.id}`);
  const leaguePath = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leaguePath, { name: `${name} League`, status: 'active', matchFormat: 'proSet9' });
  const group = await post<{ id: number }>(`${leaguePath}/${league.id}/groups`, { name: 'Group A' });
  const teams: Array<{ id: number; name: string }> = [];
  for (const letter of ['A', 'B']) {
    const player = async (first: string) => {
      const made_ = await post<{ id: number }>('/v1/admin/players', { firstName: first, lastName: `${name}${letter}`, dob: '1990-01-01' });
      made.push(`/v1/admin/players/${made_.id}`);
      return made_;
    };
    const player1 = await player('Ana');
    const player2 = await player('Bea');
    const team = await post<{ id: number; name: string }>('/v1/admin/teams', { player1Id: player1.id, player2Id: player2.id });
    made.push(`/v1/admin/teams/${team.id}`);
    await post(`${leaguePath}/${league.id}/groups/${group.id}/teams`, { team_id: team.id });
    teams.push(team);
  }
  const roundsPath = `${leaguePath}/${league.id}/rounds`;
  const round = await post<{ id: number }>(roundsPath, { name: 'Round 1', date: localIsoDate(new Date()), start_hour: 18, end_hour: 22, court_number: 2, status: 'active' });
  const match = await post<LiveLeague['match']>(`${roundsPath}/${round.id}/matches`, { team1Id: teams[0]!.id, team2Id: teams[1]!.id, courtNumber: 1, startTime: 19 });
  const matchPath = `${roundsPath}/${round.id}/matches/${match.id}`;
  return {
    lastNames: [`${name}A`, `${name}B`],
    clubId: club.id,
    leagueId: league.id,
    groupId: group.id,
    roundId: round.id,
    match,
    remove: async () => {
      for (const path of [matchPath, ...made.reverse()]) await api(request, 'DELETE', path, { session });
    },
  };
}

/** A phone (390 px) of its own, as a second visitor's device is. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** A team's row (in the standings: rank, played, won, sets and games difference, points; on a result card: its sets). */
const teamRow = (page: Page, lastName: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: lastName }) });
const standingsRow = teamRow;
/** The team named first in the standings. */
const leader = (page: Page): Locator => page.getByRole('row').nth(1).getByRole('rowheader');
const played = (row: Locator) => row.getByRole('cell').nth(1);

/** Counts the live stream requests a page makes, and marks the document so a reload would show. */
async function watchLive(page: Page): Promise<{ streams: () => number }> {
  let streams = 0;
  page.on('request', (request) => {
    if (/\/api\/v1\/clubs\/\d+\/live$/.test(new URL(request.url()).pathname)) streams += 1;
  });
  return { streams: () => streams };
}

/** Team A wins 9–4, entered by the organiser through the API (elsewhere than the page under test). */
async function enterElsewhere(request: APIRequestContext, session: AdminSession, own: LiveLeague): Promise<void> {
  const { match } = own;
  await api(request, 'PUT', `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${own.roundId}/matches/${match.id}`, {
    session,
    headers: { 'if-match': `"${match.version}"` },
    data: { team1Id: match.team1Id, team2Id: match.team2Id, courtNumber: 1, startTime: 19, team1Results: [9], team2Results: [4] },
  });
}

/** The club's TV screen (1280×720), a context of its own as the screen on the club's wall is. */
async function tv(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

test("a result entered on Tonight reaches two phones on the league page and the club's TV without a reload, and the standings move", async ({ browser, adminPage, adminSession, request }, testInfo) => {
  test.setTimeout(90_000);
  const own = await createLiveLeague(request, adminSession, `Live${uniqueSuffix(testInfo.project.name)}`);
  const phones = [await phone(browser), await phone(browser)];
  const screen = await tv(browser);
  try {
    const { match } = own;
    const [teamA, teamB] = own.lastNames;
    const address = `/league?clubId=${own.clubId}&leagueId=${own.leagueId}`;
    const watched: Array<{ streams: () => number }> = [];
    for (const { page } of phones) {
      watched.push(await watchLive(page));
      await page.goto(address);
      await expect(played(standingsRow(page, teamA))).toHaveText('0');
      await expect(leader(page)).toContainText(teamA);
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    }
    // The second phone watches the round's results, where the match's score will appear.
    await phones[1]!.page.getByRole('tab', { name: t('leagues.resultsTab') }).click();
    await expect(teamRow(phones[1]!.page, teamB).getByRole('cell').first()).toHaveText('-');
    // The TV on the club's wall, in English.
    const tvStreams = await watchLive(screen.page);
    await screen.page.goto(`/tv?clubId=${own.clubId}&lang=en`);
    await expect(screen.page.getByTestId('tv-panel')).toBeVisible();
    await screen.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // Give each stream the moment it takes to open.
    for (const [index] of phones.entries()) await expect.poll(() => watched[index]!.streams()).toBe(1);
    await expect.poll(() => tvStreams.streams()).toBe(1);

    await openTonight(adminPage);
    const card = adminPage.getByRole('listitem', { name: matchTitle(match) });
    // Team B wins 9–5: it passes team A.
    await enterInPlace(card, match, [5], [9]);
    await expect(adminPage.getByText(t('admin.results.updated'))).toBeVisible();

    // The TV flashes the new result in, with its winner: first, as the flash lasts 10 s and the
    // phones' checks below may take longer on a busy machine.
    const flash = screen.page.getByTestId('tv-flash');
    await expect(flash).toContainText(t('tv.newResult'), { timeout: 5000 });
    await expect(flash.locator('[data-winner]')).toContainText(teamB);
    await screen.page.screenshot({ path: testInfo.outputPath('tv-flash.png') });

    const first = phones[0]!.page;
    await expect(played(standingsRow(first, teamB))).toHaveText('1', { timeout: 5000 });
    await expect(standingsRow(first, teamB).getByRole('cell').nth(2)).toHaveText('1');
    await expect(leader(first)).toContainText(teamB);
    await first.screenshot({ path: testInfo.outputPath('phone-standings.png') });

    const second = phones[1]!.page;
    await expect(teamRow(second, teamB).getByRole('cell').first()).toHaveText(/^9\b/, { timeout: 5000 });
    await expect(teamRow(second, teamA).getByRole('cell').first()).toHaveText(/^5\b/);
    await second.screenshot({ path: testInfo.outputPath('phone-results.png') });
    // Back to the standings: moved too.
    await second.getByRole('tab', { name: t('leagues.standingsTab') }).click();
    await expect(leader(second)).toContainText(teamB);

    for (const { page } of [...phones, screen]) expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // One stream per tab the whole time.
    expect([...watched, tvStreams].map((watch) => watch.streams())).toEqual([1, 1, 1]);
  } finally {
    for (const { context } of [...phones, screen]) await context.close();
    await own.remove();
  }
});

test('a blocked stream (a proxy that never answers) leaves the league page working, without retrying in a loop', async ({ page, request, adminSession }, testInfo) => {
  const own = await createLiveLeague(request, adminSession, `Blocked${uniqueSuffix(testInfo.project.name)}`);
  try {
    let streams = 0;
    await page.route(/\/api\/v1\/clubs\/\d+\/live$/, () => {
      streams += 1;
      // Never fulfilled nor aborted: the answer hangs as behind a buffering proxy.
    });
    const address = `/league?clubId=${own.clubId}&leagueId=${own.leagueId}`;
    await page.goto(address);
    const [teamA] = own.lastNames;
    await expect(played(standingsRow(page, teamA))).toHaveText('0');
    await expect.poll(() => streams).toBe(1);

    // The page works as before: its tabs read their data, and a reload shows a result entered elsewhere.
    await page.getByRole('tab', { name: t('leagues.scheduleTab') }).click();
    await expect(page.getByRole('tab', { name: t('leagues.scheduleTab'), selected: true })).toBeVisible();
    await enterElsewhere(request, adminSession, own);
    await page.getByRole('tab', { name: t('leagues.standingsTab') }).click();
    await page.reload();
    await expect(played(standingsRow(page, teamA))).toHaveText('1');
    // No spinning: the stream is asked for once per page load, and a few seconds later no more.
    await expect.poll(() => streams).toBe(2);
    await page.waitForTimeout(3000);
    expect(streams).toBe(2);
  } finally {
    await own.remove();
  }
});

test("live code that cannot load (the signal dropped before the service worker held it) leaves the page working, and goes live once back online", async ({ page, context, request, adminSession }, testInfo) => {
  const own = await createLiveLeague(request, adminSession, `NoCode${uniqueSuffix(testInfo.project.name)}`);
  try {
    // The stream's code is a chunk of its own, asked for once the page wants a stream. Its request
    // is held until the signal has dropped, then fails, as on a phone that lost the Wi-Fi just then.
    const liveCode = /\/assets\/live-updates-[\w-]+\.js$/;
    let signalDropped!: () => void;
    const dropped = new Promise<void>((resolve) => (signalDropped = resolve));
    let held = 0;
    await page.route(liveCode, async (route) => {
      held += 1;
      await dropped;
      await route.abort('internetdisconnected');
    });
    const live = await watchLive(page);
    await page.goto(`/league?clubId=${own.clubId}&leagueId=${own.leagueId}`);
    const [teamA] = own.lastNames;
    await expect(played(standingsRow(page, teamA))).toHaveText('0');
    await expect.poll(() => held).toBe(1);
    await context.setOffline(true);
    signalDropped();
    // The page stays (before, the failed load replaced it with the router's error view).
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('tab', { name: t('leagues.standingsTab'), selected: true })).toBeVisible();
    await expect(played(standingsRow(page, teamA))).toHaveText('0');
    expect(live.streams()).toBe(0);

    // The signal comes back: the code loads, the stream opens, and a result entered elsewhere shows.
    await page.unroute(liveCode);
    await context.setOffline(false);
    await expect.poll(() => live.streams()).toBe(1);
    await enterElsewhere(request, adminSession, own);
    await expect(played(standingsRow(page, teamA))).toHaveText('1');
  } finally {
    await own.remove();
  }
});

test("the dashboard reads its club's staff stream with the Authorization header: Tonight moves a result entered elsewhere without a reload", async ({ adminPage: page, adminSession, request }, testInfo) => {
  const own = await createLiveLeague(request, adminSession, `Staff${uniqueSuffix(testInfo.project.name)}`);
  try {
    const streams: Array<{ url: string; authorization: string | undefined }> = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('/live')) streams.push({ url: sent.url(), authorization: sent.headers().authorization });
    });
    await page.goto(`/admin/tonight?club=${own.clubId}`);
    const title = matchTitle(own.match);
    await expect(page.getByRole('list', { name: /^Waiting for a result/ }).getByRole('listitem', { name: title })).toBeVisible();
    await expect.poll(() => streams.length).toBe(1);
    expect(streams[0]!.url).toBe(`${E2E_BASE_URL}/api/v1/admin/clubs/${own.clubId}/live`);
    expect(streams[0]!.authorization).toBe(`Bearer ${adminSession.token}`);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // Another organiser's device enters the result.
    await api(request, 'PUT', `/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${own.roundId}/matches/${own.match.id}`, {
      session: adminSession,
      headers: { 'if-match': `"${own.match.version}"` },
      data: { team1Id: own.match.team1Id, team2Id: own.match.team2Id, courtNumber: 1, startTime: 19, team1Results: [9], team2Results: [7] },
    });
    await expect(page.getByRole('list', { name: /^Results in/ }).getByRole('listitem', { name: title })).toBeVisible({ timeout: 5000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(streams).toHaveLength(1);
  } finally {
    await own.remove();
  }
});
