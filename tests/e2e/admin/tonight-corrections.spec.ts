import type { Locator, Page } from '@playwright/test';
import { localIsoDate } from '../../../src/shared/domain/format';
import { resultMessages } from '../../../src/client/features/admin/results/messages';
import { tonightMessages as text } from '../../../src/client/features/admin/tonight/messages';
import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import { createOwnLeague, type OwnLeague } from '../support/own-league';
import { outboxEntries } from '../offline/offline-support';
import { uniqueSuffix } from './helpers';

// Issue 22, "Courtside": a correction typed on Tonight while the first result of its match syncs
// stays in the boxes and is the result saved. The first result is held on its way to the server, so
// the boxes are typed into while its entry is pending, while it is being sent, and after it was sent
// and the round's list came back with the match's new version.

type OwnMatch = OwnLeague['rounds'][number]['matches'][number];

const title = (match: OwnMatch) => `${match.team1Name} vs ${match.team2Name}`;

/** One score box of the card: team 0 or 1, set 0, 1, 2. */
const box = (card: Locator, match: OwnMatch, team: 0 | 1, set: number) =>
  card.getByLabel(text.scoreLabel(team === 0 ? match.team1Name : match.team2Name, set), { exact: true });

/** Types into a box a key at a time, as a thumb does, after emptying it. */
async function typeSlowly(target: Locator, games: string): Promise<void> {
  await target.fill('');
  await target.pressSequentially(games, { delay: 120 });
}

async function enterInPlace(card: Locator, match: OwnMatch, team1: number[], team2: number[]): Promise<void> {
  for (const [set, games] of team1.entries()) await box(card, match, 0, set).fill(String(games));
  for (const [set, games] of team2.entries()) await box(card, match, 1, set).fill(String(games));
  await card.getByRole('button', { name: text.save }).click();
}

async function expectBoxes(card: Locator, match: OwnMatch, team1: string[], team2: string[]): Promise<void> {
  for (const [set, games] of team1.entries()) await expect(box(card, match, 0, set), `team 1, set ${set + 1}`).toHaveValue(games);
  for (const [set, games] of team2.entries()) await expect(box(card, match, 1, set), `team 2, set ${set + 1}`).toHaveValue(games);
}

async function openTonight(page: Page): Promise<void> {
  await page.goto('/admin/dashboard?section=tonight');
  await expect(page.getByRole('heading', { level: 2, name: text.title })).toBeVisible();
}

test('a correction typed on Tonight while the first result syncs stays in the boxes, and Save sends it', async ({
  adminPage: page,
  adminSession,
  context,
  request,
}, testInfo) => {
  const today = localIsoDate(new Date());
  const own = await createOwnLeague(request, adminSession, { name: `Typed${uniqueSuffix(testInfo.project.name)}`, roundDates: [today], matchesPerRound: 1 });
  try {
    const round = own.rounds[0]!;
    const match = round.matches[0]!;
    const roundPath = `/api/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches`;
    const writePath = `/api/v1/admin/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${round.id}/matches/${match.id}`;

    // The first result is held on its way until the test lets it go: its entry stays "syncing".
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sendingStarted: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => (sendingStarted = resolve));
    let writes = 0;
    await page.route(
      (url) => url.pathname === writePath,
      async (route) => {
        if (route.request().method() !== 'PUT') return route.continue();
        writes += 1;
        if (writes === 1) {
          sendingStarted();
          await held;
        }
        await route.continue();
      },
    );

    await openTonight(page);
    const card = page.getByRole('listitem', { name: title(match) });
    await expect(card).toBeVisible();

    // Without signal: 6–1 6–2 is kept on the device.
    await context.setOffline(true);
    await enterInPlace(card, match, [6, 6], [1, 2]);
    await expect(page.getByText(resultMessages.queued)).toBeVisible();
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.state)).toEqual(['pending']);

    // The correction 1–6 2–6 begins while it waits…
    await typeSlowly(box(card, match, 0, 0), '1');
    // …goes on while it is being sent…
    await context.setOffline(false);
    await sending;
    await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.state)).toEqual(['syncing']);
    await typeSlowly(box(card, match, 1, 0), '6');
    // …and after it was sent and the round's list came back with the match's new version.
    const listRefreshed = page.waitForResponse((response) => new URL(response.url()).pathname === roundPath && response.request().method() === 'GET');
    release();
    await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);
    await listRefreshed;
    await typeSlowly(box(card, match, 0, 1), '2');
    await typeSlowly(box(card, match, 1, 1), '6');

    await expectBoxes(card, match, ['1', '2'], ['6', '6']);
    await page.screenshot({ path: testInfo.outputPath('tonight-correction-typed.png') });

    await card.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(resultMessages.updated)).toBeVisible();
    await expectBoxes(card, match, ['1', '2'], ['6', '6']);

    // The server has the correction, made on the version the first result produced.
    const { matches } = await api<{ matches: OwnMatch[] }>(request, 'GET', roundPath.replace(/^\/api/, ''), { session: adminSession });
    expect(matches.find((item) => item.id === match.id)).toMatchObject({ team1Results: [1, 2], team2Results: [6, 6], version: match.version + 2 });
  } finally {
    await own.remove();
  }
});
