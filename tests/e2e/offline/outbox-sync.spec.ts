import { expect, test } from '../support/fixtures';
import { api } from '../support/api';
import {
  enterResults,
  findRound,
  openResultsScreen,
  outboxCount,
  outboxEntries,
  readMatch,
  waitForServiceWorker,
  type PublicMatch,
  type RoundScope,
} from './offline-support';

// Writes to shared demo data: one test at a time, from the desktop project only (see
// playwright.config.ts), so the demo tour is changed once per run.
test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

interface StandingsRow {
  teamId: number;
  teamName: string;
  matchesPlayed: number;
}

const unplayed = (match: PublicMatch) => match.team1Results.length === 0 && match.outcome === 'played';
const standingsOf = (request: Parameters<typeof api>[0], scope: RoundScope, groupId: number) =>
  api<{ standings: StandingsRow[] }>(request, 'GET', `/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/groups/${groupId}/standings`);

const usedLeagues = new Set<number>();

test('results entered offline survive a reload and sync once each when the network returns', async ({ adminPage: page, context, request }) => {
  const scope = await findRound(request, (matches) => matches.filter(unplayed).length >= 3);
  usedLeagues.add(scope.leagueId);
  const targets = scope.matches.filter(unplayed).slice(0, 3);
  const scores: Array<[string, string, number[], number[]]> = [
    ['6, 6', '3, 4', [6, 6], [3, 4]],
    ['7, 6', '5, 3', [7, 6], [5, 3]],
    ['2, 3', '6, 6', [2, 3], [6, 6]],
  ];
  const groups = [...new Set(targets.map((match) => match.groupId))];
  const playedBefore = new Map<number, number>();
  for (const groupId of groups) {
    for (const row of (await standingsOf(request, scope, groupId)).standings) playedBefore.set(row.teamId, row.matchesPlayed);
  }

  await openResultsScreen(page, scope);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  for (const [index, match] of targets.entries()) {
    const [team1, team2] = scores[index]!;
    await enterResults(page, match, team1, team2);
  }
  await expect.poll(async () => (await outboxEntries(page)).map((entry) => [entry.matchId, entry.state])).toEqual(targets.map((match) => [match.id, 'pending']));

  // A reload while still offline: the shell comes from the service worker, the entries from IndexedDB.
  await page.reload();
  await expect(page.locator('#root')).not.toBeEmpty();
  const kept = await outboxEntries(page);
  expect(kept.map((entry) => entry.matchId)).toEqual(targets.map((match) => match.id));
  expect(kept.every((entry) => entry.operation === 'match/update-results' && entry.baseVersion !== null)).toBe(true);

  // The section's address opened offline is /admin/results; the old dashboard address of the same
  // screen, opened offline, redirects there with its club, league and round, and the list shows.
  const reloaded = new URL(page.url());
  expect(reloaded.pathname).toBe('/admin/results');
  await page.goto(`/admin/dashboard?section=results&${reloaded.searchParams.toString()}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/results');
  expect(new URL(page.url()).searchParams.toString()).toBe(reloaded.searchParams.toString());
  await expect(page.getByRole('heading', { level: 2, name: 'Match Management' })).toBeVisible();
  await expect(page.getByLabel('Club', { exact: true }).locator('option:checked')).toHaveText(scope.clubName);
  await expect(page.getByLabel('League', { exact: true }).locator('option:checked')).toHaveText(scope.leagueName);
  await expect(page.getByLabel('Round', { exact: true }).locator('option:checked')).toHaveText(scope.roundLabel);

  // Back online: the `online` event starts the loop.
  await context.setOffline(false);
  await expect.poll(async () => (await outboxEntries(page)).length, { timeout: 20_000 }).toBe(0);

  for (const [index, target] of targets.entries()) {
    const now = await readMatch(request, scope, target.id);
    expect(now.team1Results).toEqual(scores[index]![2]);
    expect(now.team2Results).toEqual(scores[index]![3]);
    // Applied exactly once: one change, one new version.
    expect(now.version).toBe(target.version + 1);
  }
  for (const groupId of groups) {
    const { standings } = await standingsOf(request, scope, groupId);
    for (const match of targets.filter((item) => item.groupId === groupId)) {
      for (const teamId of [match.team1Id, match.team2Id]) {
        expect(standings.find((row) => row.teamId === teamId)?.matchesPlayed).toBe((playedBefore.get(teamId) ?? 0) + 1);
      }
    }
    // And the public league page shows the new table.
    await page.goto(`/league?clubId=${scope.clubId}&leagueId=${scope.leagueId}&group=${groupId}`);
    for (const row of standings) {
      await expect(page.getByRole('table', { name: /^Standings/ }).getByRole('row').filter({ hasText: row.teamName }).locator('td').nth(1)).toHaveText(String(row.matchesPlayed));
    }
  }
});

test('an offline edit of a match changed meanwhile on the server ends as "needs attention" (412) and does not overwrite it', async ({
  adminPage: page,
  context,
  request,
  adminSession,
}) => {
  const scope = await findRound(
    request,
    (matches) => matches.some((match) => match.team1Results.length > 0 && match.outcome === 'played'),
    (candidate) => usedLeagues.has(candidate.leagueId),
  );
  usedLeagues.add(scope.leagueId);
  const target = scope.matches.find((match) => match.team1Results.length > 0 && match.outcome === 'played')!;

  await openResultsScreen(page, scope);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await enterResults(page, target, '0, 0', '6, 6');
  const [queued] = await outboxEntries(page);
  expect(queued).toMatchObject({ matchId: target.id, baseVersion: target.version, state: 'pending' });

  // Meanwhile another organiser corrects the same match online.
  const newer = await api<PublicMatch>(request, 'PUT', `/v1/admin/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${scope.roundId}/matches/${target.id}`, {
    session: adminSession,
    headers: { 'if-match': `"${target.version}"` },
    data: {
      team1Id: target.team1Id,
      team2Id: target.team2Id,
      courtNumber: target.courtNumber,
      startTime: target.startTime,
      team1Results: [7, 6],
      team2Results: [5, 4],
    },
  });
  expect(newer.version).toBe(target.version + 1);

  await context.setOffline(false);
  await expect
    .poll(async () => (await outboxEntries(page)).map((entry) => [entry.matchId, entry.state, entry.lastStatus]), { timeout: 20_000 })
    .toEqual([[target.id, 'needs-attention', 412]]);
  const [refused] = await outboxEntries(page);
  expect(refused?.lastError).toBeTruthy();

  const now = await readMatch(request, scope, target.id);
  expect(now).toMatchObject({ version: newer.version, team1Results: [7, 6], team2Results: [5, 4] });

  // The refused entry waits for the organiser; clean up so other runs start empty.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bandeja-outbox');
        open.onsuccess = () => {
          const tx = open.result.transaction('entries', 'readwrite');
          tx.objectStore('entries').clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
});

// Outcomes only: how fast the outbox syncs depends on the machine, and timing belongs to `npm run bench`.
test('200 changes queued offline sync after reconnect: none lost, none applied twice', async ({ adminPage: page, context, request }) => {
  test.setTimeout(120_000);
  const scope = await findRound(request, (matches) => matches.length >= 2, (candidate) => usedLeagues.has(candidate.leagueId));
  const { rounds } = await api<{ rounds: Array<{ id: number; status: string }> }>(request, 'GET', `/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds?pageSize=100`);
  const matches: Array<PublicMatch & { roundId: number }> = [];
  for (const round of rounds.filter((item) => item.status === 'active')) {
    const answer = await api<{ matches: PublicMatch[] }>(request, 'GET', `/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${round.id}/matches`);
    matches.push(...answer.matches.map((match) => ({ ...match, roundId: round.id })));
  }
  const COUNT = 200;
  const base = Date.now();
  // Each change made on the version the screen showed; the loop moves later edits of a match onto
  // the version the earlier one produced (as when an organiser corrects a score twice offline).
  const entries = Array.from({ length: COUNT }, (_, i) => {
    const match = matches[i % matches.length]!;
    return {
      id: crypto.randomUUID(),
      operation: 'match/update-results',
      // The typed operation submitMatchWrite queues: the loop derives PUT and the path from it.
      args: {
        clubId: scope.clubId,
        leagueId: scope.leagueId,
        roundId: match.roundId,
        matchId: match.id,
        body: {
          team1Id: match.team1Id,
          team2Id: match.team2Id,
          courtNumber: match.courtNumber,
          startTime: match.startTime,
          team1Results: [6, 6],
          // The k-th change of this match: each differs from the one before it, since a write that
          // changes nothing keeps the version (and so would not count as a change).
          team2Results: [Math.floor(i / matches.length) % 5, (Math.floor(i / matches.length) + 2) % 5],
          // Played, whatever the match was (a retirement with these sets would be refused by a
          // league's format): every change is one the server takes.
          outcome: 'played',
          winnerTeamId: null,
        },
      },
      baseVersion: match.version,
      createdAt: base + i,
      attempts: 0,
      lastError: null,
      lastStatus: null,
      state: 'pending',
      clubId: scope.clubId,
      leagueId: scope.leagueId,
      roundId: match.roundId,
      matchId: match.id,
      label: `${match.team1Name} vs ${match.team2Name}`,
      serverMatch: null,
      lastAttemptAt: null,
    };
  });

  await page.goto('/admin/results');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  // Queued as submitMatchWrite queues them (same record shape), straight into the app's IndexedDB.
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bandeja-outbox');
        open.onsuccess = () => {
          const tx = open.result.transaction('entries', 'readwrite');
          for (const row of rows) tx.objectStore('entries').add(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    entries,
  );
  await page.reload();
  expect(await outboxCount(page)).toBe(COUNT);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 60_000, intervals: [100] }).toBe(0);

  for (const match of matches) {
    const made = entries.filter((entry) => entry.matchId === match.id);
    const answer = await api<{ matches: PublicMatch[] }>(request, 'GET', `/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${match.roundId}/matches`);
    const now = answer.matches.find((item) => item.id === match.id)!;
    // Every change applied once: the version grew by exactly the number of changes made.
    expect(now.version, `match ${match.id}`).toBe(match.version + made.length);
    expect(now.team2Results).toEqual(made.at(-1)!.args.body.team2Results);
  }
});
