import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { api } from '../support/api';
import { fillScoreGrid } from '../support/score-grid';
import { formatDay } from '../../../src/client/i18n/format';

/** Waits until the service worker is active and controls this page (first install claims it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);
}

export interface StoredOutboxEntry {
  id: string;
  operation: string;
  state: string;
  matchId: number | null;
  baseVersion: number | null;
  lastStatus: number | null;
  lastError: string | null;
  attempts: number;
}

/** The outbox as IndexedDB holds it (read with the raw API, as a reload would find it). */
export function outboxEntries(page: Page): Promise<StoredOutboxEntry[]> {
  return page.evaluate(
    () =>
      new Promise<StoredOutboxEntry[]>((resolve, reject) => {
        const open = indexedDB.open('bandeja-outbox');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => {
          // The app has not created the database yet: nothing queued.
          open.transaction?.abort();
          resolve([]);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve([]);
            return;
          }
          const read = db.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => {
            db.close();
            resolve((read.result as StoredOutboxEntry[]).sort((a, b) => (a as unknown as { createdAt: number }).createdAt - (b as unknown as { createdAt: number }).createdAt));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

export interface PublicMatch {
  id: number;
  groupId: number;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
  team1Results: number[];
  team2Results: number[];
  courtNumber: number | null;
  startTime: number | null;
  outcome: string;
  winnerTeamId: number | null;
  version: number;
}

export interface RoundScope {
  clubId: number;
  clubName: string;
  leagueId: number;
  leagueName: string;
  roundId: number;
  roundLabel: string;
  matches: PublicMatch[];
}

interface Named {
  id: number;
  name: string;
}


/**
 * Finds, through the public API, an active round meeting `wanted` (walking clubs from the last, so
 * the offline tests stay clear of the first club the admin screens select by default).
 */
const ACCEPTS_TEST_SCORES = new Set(['free', 'bestOf3', 'bestOf3SuperTiebreak']);

export async function findRound(
  request: APIRequestContext,
  wanted: (matches: PublicMatch[]) => boolean,
  skip: (scope: Omit<RoundScope, 'matches'>) => boolean = () => false,
): Promise<RoundScope> {
  const { clubs } = await api<{ clubs: Named[] }>(request, 'GET', '/v1/clubs?pageSize=100');
  for (const club of [...clubs].reverse()) {
    const { leagues } = await api<{ leagues: Array<Named & { status: string; matchFormat: string }> }>(
      request,
      'GET',
      `/v1/clubs/${club.id}/leagues?pageSize=100`,
    );
    // The tests type two-set wins (6–3 6–4, 7–5 6–4): every format takes them but a single pro set.
    for (const league of leagues.filter((item) => item.status === 'active' && ACCEPTS_TEST_SCORES.has(item.matchFormat))) {
      const { rounds } = await api<{ rounds: Array<Named & { date: string; status: string }> }>(
        request,
        'GET',
        `/v1/clubs/${club.id}/leagues/${league.id}/rounds?pageSize=100`,
      );
      for (const round of rounds.filter((item) => item.status === 'active')) {
        const scope = {
          clubId: club.id,
          clubName: club.name,
          leagueId: league.id,
          leagueName: league.name,
          roundId: round.id,
          roundLabel: `${round.name} · ${formatDay(round.date)}`,
        };
        if (skip(scope)) continue;
        const { matches } = await api<{ matches: PublicMatch[] }>(request, 'GET', `/v1/clubs/${club.id}/leagues/${league.id}/rounds/${round.id}/matches`);
        if (wanted(matches)) return { ...scope, matches };
      }
    }
  }
  throw new Error('the demo tour has no round that fits this test');
}

export async function readMatch(request: APIRequestContext, scope: RoundScope, matchId: number): Promise<PublicMatch> {
  const { matches } = await api<{ matches: PublicMatch[] }>(
    request,
    'GET',
    `/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${scope.roundId}/matches`,
  );
  const match = matches.find((item) => item.id === matchId);
  if (!match) throw new Error(`match ${matchId} is gone`);
  return match;
}

/** Opens the admin Results screen on a round (selectors by their visible names). */
export async function openResultsScreen(page: Page, scope: RoundScope): Promise<void> {
  await page.goto('/admin/results');
  await page.getByLabel('Club', { exact: true }).selectOption({ label: scope.clubName });
  await page.getByLabel('League', { exact: true }).selectOption({ label: scope.leagueName });
  await page.getByLabel('Round', { exact: true }).selectOption({ label: scope.roundLabel });
  await expect(page.getByRole('list', { name: 'Matches of the round' })).toBeVisible();
}

/** Edit Match Results through the dialog, as the organiser does courtside. */
export async function enterResults(page: Page, match: PublicMatch, team1: string, team2: string): Promise<void> {
  await page.getByRole('button', { name: `Edit results of ${match.team1Name} vs ${match.team2Name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Match Results' });
  await fillScoreGrid(dialog, [match.team1Name, match.team2Name], team1, team2);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
}

/** How many entries the outbox holds (a cheap count, for polling while it syncs). */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bandeja-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('entries').objectStore('entries').count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
