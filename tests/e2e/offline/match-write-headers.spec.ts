import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { enterResults, findRound, openResultsScreen, outboxEntries, type PublicMatch, type RoundScope } from './offline-support';
import { t } from '@/client/i18n/i18n';

// The PUT the Results screen really sends, online and from the outbox, must name the version the
// organiser edited (If-Match) and carry its Idempotency-Key (docs/idempotency.md).
// The test answers the PUT itself: the demo tour is shared with tests running at the same time, and
// what the server does with If-Match is covered by tests/api and outbox-sync.spec.ts.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface RecordedWrite {
  method: string;
  matchId: number;
  headers: Record<string, string>;
}

/**
 * Passes the round's match list through from the server, remembering the versions the screen was
 * shown, and records each write of a match of the round, answering it as the server does.
 */
async function recordMatchWrites(page: Page, scope: RoundScope) {
  const shown = new Map<number, PublicMatch>();
  const writes: RecordedWrite[] = [];
  const listPath = `/api/v1/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${scope.roundId}/matches`;
  const writePath = new RegExp(`^/api/v1/admin/clubs/${scope.clubId}/leagues/${scope.leagueId}/rounds/${scope.roundId}/matches/(\\d+)$`);

  await page.route(
    (url) => url.pathname === listPath,
    async (route) => {
      try {
        const response = await route.fetch();
        const { matches } = (await response.json()) as { matches: PublicMatch[] };
        for (const match of matches) shown.set(match.id, match);
        await route.fulfill({ response });
      } catch {
        // The page refetched while the test had the browser offline, or dropped the request (a
        // newer refetch replaced it), and then the route is already answered.
        await route.abort('internetdisconnected').catch(() => undefined);
      }
    },
  );
  await page.route(
    (url) => writePath.test(url.pathname),
    async (route) => {
      const request = route.request();
      const matchId = Number(writePath.exec(new URL(request.url()).pathname)?.[1]);
      writes.push({ method: request.method(), matchId, headers: await request.allHeaders() });
      const before = shown.get(matchId);
      await route.fulfill({ json: { ...before, ...(request.postDataJSON() as object), version: (before?.version ?? 0) + 1 } });
    },
  );
  return { shown, writes };
}

const playedMatchOf = (scope: RoundScope) => scope.matches.find((match) => match.outcome === 'played')!;
const hasPlayedMatch = (matches: PublicMatch[]) => matches.some((match) => match.outcome === 'played');

test('an online result edit sends If-Match with the version on screen and an Idempotency-Key', async ({ adminPage: page, request }) => {
  const scope = await findRound(request, hasPlayedMatch);
  const target = playedMatchOf(scope);
  const recorded = await recordMatchWrites(page, scope);
  await openResultsScreen(page, scope);

  await enterResults(page, target, '6, 6', '3, 4');

  await expect(page.getByText(t('admin.results.updated'))).toBeVisible();
  expect(recorded.writes).toHaveLength(1);
  const [put] = recorded.writes;
  expect(put).toMatchObject({ method: 'PUT', matchId: target.id });
  expect(put?.headers['if-match']).toBe(`"${recorded.shown.get(target.id)?.version}"`);
  expect(put?.headers['idempotency-key']).toMatch(UUID);
});

test('a result entered offline is sent on reconnect with If-Match of the version on screen and its outbox key', async ({
  adminPage: page,
  context,
  request,
}) => {
  const scope = await findRound(request, hasPlayedMatch);
  const target = playedMatchOf(scope);
  const recorded = await recordMatchWrites(page, scope);
  await openResultsScreen(page, scope);
  const version = recorded.shown.get(target.id)?.version;

  await context.setOffline(true);
  await enterResults(page, target, '6, 6', '3, 4');
  await expect(page.getByText(t('admin.results.queued'))).toBeVisible();
  const [queued] = await outboxEntries(page);
  expect(queued).toMatchObject({ matchId: target.id, baseVersion: version, state: 'pending' });
  expect(recorded.writes).toEqual([]);

  // The `online` event starts the sync loop.
  await context.setOffline(false);
  await expect.poll(() => recorded.writes.length).toBeGreaterThan(0);
  const [put] = recorded.writes;
  expect(put).toMatchObject({ method: 'PUT', matchId: target.id });
  expect(put?.headers['if-match']).toBe(`"${version}"`);
  expect(put?.headers['idempotency-key']).toBe(queued?.id);
  await expect.poll(async () => (await outboxEntries(page)).length).toBe(0);
});
