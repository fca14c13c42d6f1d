import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api } from '../support/api';
import { expect, signInPage, test } from '../support/fixtures';
import { createOwnLeague, type OwnLeague } from '../support/own-league';
import { uniqueSuffix } from '../admin/helpers';
import { outboxCount, outboxEntries, type PublicMatch } from './offline-support';
import { fillScoreGrid } from '../support/score-grid';
import { t } from '@/client/i18n/i18n';

// Courtside under faults (issue 10), the scenarios outbox-faults.spec.ts leaves out: a flapping
// signal, a reload while the outbox sends, two tabs. Each test writes only to a league of its own
// and ends by reading every match of its round through the public API: every intended result
// applied exactly once (each accepted write is one new version), every correction applied,
// nothing else changed.

type Round = OwnLeague['rounds'][number];
type OwnMatch = Round['matches'][number];

interface Intended {
  team1Results: number[];
  team2Results: number[];
  /** How many writes the server applied (each one a new version). */
  changes: number;
}

const scores = (text: string) => text.split(',').map((games) => Number(games.trim()));

/** Every match of the round as the server has it: the intended ones changed exactly so, the others as created. */
async function expectOnlyIntendedChanges(request: APIRequestContext, own: OwnLeague, round: Round, intended: Map<number, Intended>): Promise<void> {
  // Read signed in: the own league is a draft (docs/rules.md, "Drafts are private").
  const path = `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches`;
  const { matches } = await api<{ matches: PublicMatch[] }>(request, 'GET', path, { session: own.session });
  expect(matches.map((match) => match.id).sort()).toEqual(round.matches.map((match) => match.id).sort());
  for (const before of round.matches) {
    const now = matches.find((match) => match.id === before.id)!;
    const wanted = intended.get(before.id) ?? { team1Results: before.team1Results, team2Results: before.team2Results, changes: 0 };
    expect(now, `match ${before.id}`).toMatchObject({
      team1Id: before.team1Id,
      team2Id: before.team2Id,
      courtNumber: before.courtNumber,
      startTime: before.startTime,
      team1Results: wanted.team1Results,
      team2Results: wanted.team2Results,
      version: before.version + wanted.changes,
    });
  }
}

const resultsUrl = (own: OwnLeague, round: Round) => `/admin/results?club=${own.clubId}&league=${own.leagueId}&round=${round.id}`;
const title = (match: OwnMatch) => `${match.team1Name} vs ${match.team2Name}`;
const card = (page: Page, match: OwnMatch) => page.getByRole('listitem', { name: title(match), exact: true });

async function openRound(page: Page, own: OwnLeague, round: Round): Promise<void> {
  await page.goto(resultsUrl(own, round));
  await expect(card(page, round.matches.at(-1)!)).toBeVisible();
}

/** Edit Match Results through the dialog; the dialog closes whether the result was sent or kept. */
async function enterResults(page: Page, match: OwnMatch, team1: string, team2: string): Promise<void> {
  await page.getByRole('button', { name: `Edit results of ${title(match)}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.results.editTitle') });
  await fillScoreGrid(dialog, [match.team1Name, match.team2Name], team1, team2);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
}

/** The card shows these set scores and no pending mark (the server's result, not the outbox's). */
async function expectShown(page: Page, match: OwnMatch, team1: string, team2: string): Promise<void> {
  // Row by row; a won set's cell also says so to screen readers ("6 (set won)").
  const cells = [...scores(team1), ...scores(team2)].map((games) => new RegExp(`^${games}(\\D|$)`));
  await expect(card(page, match).getByRole('cell')).toHaveText(cells);
  await expect(card(page, match).getByText(t('offline.pendingMark'))).toHaveCount(0);
}

const writePathOf = (own: OwnLeague, round: Round) => new RegExp(`/api/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/(\\d+)$`);

const outboxEmpty = (page: Page) => expect.poll(() => outboxCount(page), { timeout: 45_000 }).toBe(0);

/**
 * Toggles the context's network every 300–800 ms until stopped (at most `maxToggles` times), then
 * leaves it online. The delays follow a fixed sequence (no randomness in the test itself).
 */
function flapNetwork(context: BrowserContext, maxToggles: number): { isOffline: () => boolean; stop: () => Promise<number> } {
  let stopped = false;
  let current = false;
  const done = (async () => {
    let toggles = 0;
    for (let offline = true; toggles < maxToggles && !stopped; offline = !offline) {
      await context.setOffline(offline);
      current = offline;
      toggles += 1;
      await new Promise((resolve) => setTimeout(resolve, 300 + ((toggles * 211) % 501)));
    }
    await context.setOffline(false);
    current = false;
    return toggles;
  })();
  return {
    isOffline: () => current,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

test('a flapping signal while 20 results are entered and 6 corrected: each result applied once, each correction applied', async (
  { adminPage: page, adminSession, context, request },
  testInfo,
) => {
  // 26 saves under a flapping signal: each waits out its own answer or drop (4–13 s apiece with the
  // other worker's browser on the same two cores), so the whole walk needs more than three minutes.
  test.setTimeout(300_000);
  const own = await createOwnLeague(request, adminSession, { name: `Flap${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-05-02'], matchesPerRound: 20 });
  try {
    const round = own.rounds[0]!;
    await openRound(page, own, round);
    const flapping = flapNetwork(context, 400);
    // Answers take a moment to come back; one still on its way when the signal drops is lost,
    // though the server has committed the write.
    const writePath = writePathOf(own, round);
    const writes = { cutOff: 0, answersLost: 0, answered: 0 };
    await page.route(
      (url) => writePath.test(url.pathname),
      async (route) => {
        if (flapping.isOffline()) {
          writes.cutOff += 1;
          return route.abort('internetdisconnected');
        }
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (flapping.isOffline()) {
          writes.answersLost += 1;
          // (The page may have given up on it already: then there is nothing left to answer.)
          return route.abort('internetdisconnected').catch(() => undefined);
        }
        writes.answered += 1;
        return route.fulfill({ response }).catch(() => undefined);
      },
    );

    const intended = new Map<number, Intended>();
    const entered = new Map<number, [string, string]>();
    let mostWaiting = 0;
    for (const [index, match] of round.matches.entries()) {
      const team1 = '6, 6';
      const team2 = `${index % 5}, ${(index + 2) % 5}`;
      await enterResults(page, match, team1, team2);
      entered.set(match.id, [team1, team2]);
      intended.set(match.id, { team1Results: scores(team1), team2Results: scores(team2), changes: 1 });
      mostWaiting = Math.max(mostWaiting, await outboxCount(page));
    }
    // Corrections of six of them, the winner the other way round, still under the flapping signal.
    for (const index of [0, 3, 7, 11, 16, 19]) {
      const match = round.matches[index]!;
      const team1 = `${index % 5}, ${(index + 2) % 5}`;
      const team2 = '6, 6';
      await enterResults(page, match, team1, team2);
      entered.set(match.id, [team1, team2]);
      intended.set(match.id, { team1Results: scores(team1), team2Results: scores(team2), changes: 2 });
      mostWaiting = Math.max(mostWaiting, await outboxCount(page));
    }
    const toggles = await flapping.stop();
    await outboxEmpty(page);
    testInfo.annotations.push({ type: 'flapping', description: `${toggles} toggles; writes: ${JSON.stringify(writes)}; at most ${mostWaiting} waiting` });
    // The signal did interfere: saves waited in the outbox, and answers were lost after a commit.
    expect(toggles).toBeGreaterThan(10);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(writes.answersLost).toBeGreaterThan(0);
    await expectOnlyIntendedChanges(request, own, round, intended);
    for (const match of round.matches) await expectShown(page, match, ...entered.get(match.id)!);
  } finally {
    await context.setOffline(false);
    await own.remove();
  }
});

test('a reload while the outbox sends: the result whose answer the reload lost is replayed under its key, the rest sent once', async (
  { adminPage: page, adminSession, context, request },
  testInfo,
) => {
  const own = await createOwnLeague(request, adminSession, { name: `Reload${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-05-09'], matchesPerRound: 5 });
  let released = () => {};
  const reloadDone = new Promise<void>((resolve) => (released = resolve));
  try {
    const round = own.rounds[0]!;
    await openRound(page, own, round);
    await context.setOffline(true);
    const intended = new Map<number, Intended>();
    const entered = new Map<number, [string, string]>();
    for (const [index, match] of round.matches.entries()) {
      const team1 = `${index % 5}, 6, 10`;
      const team2 = '6, 3, 8';
      await enterResults(page, match, team1, team2);
      entered.set(match.id, [team1, team2]);
      intended.set(match.id, { team1Results: scores(team1), team2Results: scores(team2), changes: 1 });
    }
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.state)).toEqual(round.matches.map(() => 'pending'));

    // The server's answers are slow: the first write reaches it and commits, its answer is held
    // until the page has reloaded (and so never arrives).
    const writePath = writePathOf(own, round);
    let reloaded = false;
    const requests: number[] = [];
    let committed!: () => void;
    const firstCommitted = new Promise<void>((resolve) => (committed = resolve));
    await page.route(
      (url) => writePath.test(url.pathname),
      async (route) => {
        requests.push(Number(writePath.exec(new URL(route.request().url()).pathname)?.[1]));
        if (reloaded) return route.continue();
        const response = await route.fetch();
        committed();
        await reloadDone;
        await route.fulfill({ response }).catch(() => undefined);
      },
    );

    await context.setOffline(false);
    await firstCommitted;
    const atReload = await outboxEntries(page);
    expect(atReload.map((entry) => entry.state).sort()).toEqual([...round.matches.slice(1).map(() => 'pending'), 'syncing'].sort());
    reloaded = true;
    await page.reload();
    released();
    await expect(card(page, round.matches[0]!)).toBeVisible();

    await outboxEmpty(page);
    // The held write was sent again after the reload, under the same key: 1 + 5 requests.
    expect(requests).toHaveLength(round.matches.length + 1);
    await expectOnlyIntendedChanges(request, own, round, intended);
    for (const match of round.matches) await expectShown(page, match, ...entered.get(match.id)!);
  } finally {
    released();
    await own.remove();
  }
});

test('two tabs on the Results screen: results queued in one sync once, and both tabs show them', async ({ adminPage: page, adminSession, context, request }, testInfo) => {
  const own = await createOwnLeague(request, adminSession, { name: `Tabs${uniqueSuffix(testInfo.project.name)}`, roundDates: ['2031-05-16'], matchesPerRound: 6 });
  try {
    const round = own.rounds[0]!;
    const other = await context.newPage();
    await signInPage(other, adminSession);
    await openRound(page, own, round);
    await openRound(other, own, round);
    const writePath = writePathOf(own, round);
    const sentBy = new Map<Page, number>([
      [page, 0],
      [other, 0],
    ]);
    for (const tab of [page, other]) {
      tab.on('requestfinished', (sent) => {
        if (sent.method() === 'PUT' && writePath.test(new URL(sent.url()).pathname)) sentBy.set(tab, sentBy.get(tab)! + 1);
      });
    }

    const intended = new Map<number, Intended>();
    const entered = new Map<number, [string, string]>();
    const enter = async (tab: Page, match: OwnMatch, team1: string, team2: string, changes: number) => {
      await enterResults(tab, match, team1, team2);
      entered.set(match.id, [team1, team2]);
      intended.set(match.id, { team1Results: scores(team1), team2Results: scores(team2), changes });
    };

    // No signal: four results queued in the first tab; the second sees them waiting.
    await context.setOffline(true);
    for (const [index, match] of round.matches.slice(0, 4).entries()) await enter(page, match, '6, 6', `${index}, ${index + 1}`, 1);
    for (const match of round.matches.slice(0, 4)) await expect(card(other, match).getByText(t('offline.pendingMark'))).toBeVisible();

    // The signal returns for both tabs: both loops wake, each entry goes once.
    await context.setOffline(false);
    await outboxEmpty(page);
    // Online, the second tab enters one result and corrects one the first tab queued.
    await enter(other, round.matches[4]!, '7, 6', '5, 4', 1);
    await enter(other, round.matches[1]!, '1, 6, 10', '6, 4, 8', 2);
    await outboxEmpty(other);
    testInfo.annotations.push({ type: 'sent by', description: `first tab ${sentBy.get(page)}, second tab ${sentBy.get(other)}` });
    expect(sentBy.get(page)! + sentBy.get(other)!).toBe(6);

    await expectOnlyIntendedChanges(request, own, round, intended);
    for (const [name, tab] of [['first tab', page], ['second tab', other]] as const) {
      await test.step(`the ${name} shows the results`, async () => {
        for (const match of round.matches.slice(0, 5)) await expectShown(tab, match, ...entered.get(match.id)!);
      });
    }
    await other.close();
  } finally {
    await context.setOffline(false);
    await own.remove();
  }
});
