import { screen, waitFor, within } from '@testing-library/react';
import { scoreBoxLabel } from '@/client/components/score-entry/messages';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localIsoDate } from '@/shared/domain/format';
import { t } from '@/client/i18n/i18n';
import { tonightSlotText, tonightEmptyHint } from '@/client/features/matches/admin/tonight/messages';
import { getOutbox } from '@/client/offline';
import { appOutboxEntries, appOutboxNetworkBack } from '../../fixtures/app-outbox';
import { leagueMatch, renderDashboard, twoClubRoutes } from './dashboard-support';
import { leaguesOf, mockApi, networkDown, page, type RecordedCall } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';

/** Room for the longer flows (many keystrokes) on a machine busy with other runs; no timing is asserted. */
const BUSY_MACHINE_MS = 15_000;

const today = localIsoDate(new Date());
const round = (id: number, leagueId: number, name: string, date: string, status = 'active') => ({
  id,
  leagueId,
  name,
  date,
  start_hour: 18,
  end_hour: 21,
  court_number: 2,
  status,
});
const MATCHES_8 = '/api/v1/clubs/2/leagues/6/rounds/8/matches';
const ADMIN_8 = '/api/v1/admin/clubs/2/leagues/6/rounds/8/matches';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Tonight across two clubs: club 1's round 4 and club 2's round 8 are active and dated today;
 * round 9 is dated today but inactive, round 7 is another day, and the finished league 5 is not run.
 */
function tonightServer(extraRoutes: Record<string, unknown> = {}) {
  const server = {
    reachable: true,
    round8: [
      leagueMatch(81, 8, 'Alpha Pair', 'Bravo Pair', { startTime: 20, courtNumber: 1 }),
      leagueMatch(82, 8, 'Charlie Pair', 'Delta Pair', { startTime: 19, courtNumber: 2 }),
      leagueMatch(83, 8, 'Echo Pair', 'Foxtrot Pair', { startTime: 18, courtNumber: 1, team1Results: [6, 6], team2Results: [4, 3], winnerTeamId: 830 }),
    ],
  };
  const write = (call: RecordedCall) => {
    if (!server.reachable) networkDown();
    const id = Number(call.path.split('/').at(-1));
    const current = server.round8.find((match) => match.id === id)!;
    const updated = { ...current, ...(call.body as object), version: current.version + 1 };
    server.round8 = server.round8.map((match) => (match.id === id ? updated : match));
    return { body: updated };
  };
  const api = mockApi({
    ...twoClubRoutes,
    'GET /api/v1/clubs/1/leagues/2/rounds': page('rounds', [round(4, 2, 'Round 1', today)]),
    'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { matches: [leagueMatch(41, 4, 'Golf Pair', 'Hotel Pair', { startTime: 19, courtNumber: 1 })] },
    'GET /api/v1/clubs/2/leagues/6/rounds': page('rounds', [round(7, 6, 'Round 1', '2020-01-01'), round(8, 6, 'Round 2', today), round(9, 6, 'Round 3', today, 'inactive')]),
    [`GET ${MATCHES_8}`]: () => ({ body: { matches: server.round8 } }),
    [`PUT ${ADMIN_8}/81`]: write,
    [`PUT ${ADMIN_8}/82`]: write,
    ...extraRoutes,
  });
  return { server, api, writes: () => api.calls.filter((call) => call.method === 'PUT') };
}

const list = (heading: string) => screen.getByRole('list', { name: new RegExp(`^${heading} \\(\\d+\\)$`) });
const cardNames = (heading: string) => within(list(heading)).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const card = (title: string) => screen.getByRole('listitem', { name: title });

async function enterInPlace(user: UserEvent, title: string, team1: string[], team2: string[]) {
  const [name1, name2] = title.split(' vs ') as [string, string];
  // An empty string leaves that box as it is.
  for (const [index, games] of team1.entries()) if (games) await user.type(within(card(title)).getByLabelText(scoreBoxLabel(name1, index)), games);
  for (const [index, games] of team2.entries()) if (games) await user.type(within(card(title)).getByLabelText(scoreBoxLabel(name2, index)), games);
  await user.click(within(card(title)).getByRole('button', { name: t('admin.tonight.save') }));
}

eachTestSignedInOnEmptyOutbox();

describe('Tonight', () => {
  it('opens from the dashboard in one tap', async () => {
    tonightServer();
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/overview');
    await user.click(await screen.findByRole('link', { name: t('admin.overview.tonight') }));
    expect(await screen.findByRole('heading', { name: t('admin.tonight.title'), level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tonight');
  });

  it("lists today's matches across the leagues, waiting ones first, each part by hour and court", async () => {
    const { api } = tonightServer();
    renderDashboard('/admin/tonight');

    await screen.findByRole('list', { name: /^Waiting for a result/ });
    expect(cardNames(t('admin.tonight.waiting'))).toEqual(['Golf Pair vs Hotel Pair', 'Charlie Pair vs Delta Pair', 'Alpha Pair vs Bravo Pair']);
    expect(cardNames(t('admin.tonight.done'))).toEqual(['Echo Pair vs Foxtrot Pair']);
    expect(
      within(card('Charlie Pair vs Delta Pair')).getByText(tonightSlotText({ startTime: 19 }, 2)),
    ).toBeInTheDocument();
    expect(within(card('Golf Pair vs Hotel Pair')).getByText(/Spring League · Round 1 · Club Uno/)).toBeInTheDocument();
    // A result already in stands in its boxes.
    expect(within(card('Echo Pair vs Foxtrot Pair')).getByLabelText(scoreBoxLabel('Echo Pair', 1))).toHaveValue('6');
    // Rounds of other days, inactive rounds and finished leagues are not even asked for.
    expect(api.callsTo('GET', '/api/v1/clubs/2/leagues/6/rounds/7/matches')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/v1/clubs/2/leagues/6/rounds/9/matches')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/v1/clubs/2/leagues/5/rounds')).toHaveLength(0);
  });

  it('enters a result in place with the Results rules, sent once with If-Match, and the match moves to "Results in"', async () => {
    const { server, writes } = tonightServer();
    const user = userEvent.setup();
    renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    await enterInPlace(user, 'Charlie Pair vs Delta Pair', ['6'], ['6']);
    expect(within(card('Charlie Pair vs Delta Pair')).getByRole('alert')).toHaveTextContent('Set 1: a set cannot end level (6–6)');
    expect(writes()).toHaveLength(0);

    await user.clear(within(card('Charlie Pair vs Delta Pair')).getByLabelText(scoreBoxLabel('Delta Pair', 0)));
    await enterInPlace(user, 'Charlie Pair vs Delta Pair', ['', '7'], ['4', '5']);

    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    await waitFor(() => expect(cardNames(t('admin.tonight.done'))).toEqual(['Echo Pair vs Foxtrot Pair', 'Charlie Pair vs Delta Pair']));
    const [put] = writes();
    expect(writes()).toHaveLength(1);
    expect(put).toMatchObject({ path: `${ADMIN_8}/82`, body: expect.objectContaining({ team1Results: [6, 7], team2Results: [4, 5], outcome: 'played' }) });
    expect(put?.headers['if-match']).toBe('"1"');
    expect(put?.headers['idempotency-key']).toMatch(UUID);
    expect(server.round8.find((match) => match.id === 82)).toMatchObject({ version: 2, team1Results: [6, 7] });
  }, BUSY_MACHINE_MS);

  it("checks the league's match format: a best-of-3 league refuses 6–5 in set 2 in place, and takes 6–4 7–5", async () => {
    const leagues = leaguesOf(twoClubRoutes['GET /api/v1/clubs/2/leagues']).map((league) => (league.id === 6 ? { ...league, matchFormat: 'bestOf3' } : league));
    const { writes } = tonightServer({ 'GET /api/v1/clubs/2/leagues': page('leagues', leagues) });
    const user = userEvent.setup();
    renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    await enterInPlace(user, 'Charlie Pair vs Delta Pair', ['6', '6'], ['4', '5']);
    expect(within(card('Charlie Pair vs Delta Pair')).getByRole('alert')).toHaveTextContent('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6');
    expect(writes()).toHaveLength(0);

    await user.clear(within(card('Charlie Pair vs Delta Pair')).getByLabelText(scoreBoxLabel('Charlie Pair', 1)));
    await enterInPlace(user, 'Charlie Pair vs Delta Pair', ['', '7'], []);
    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ body: expect.objectContaining({ team1Results: [6, 7], team2Results: [4, 5] }) });
  }, BUSY_MACHINE_MS);

  it('without signal keeps the result in the outbox and marks the match "Pending sync"', async () => {
    const { server } = tonightServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    await enterInPlace(user, 'Alpha Pair vs Bravo Pair', ['6', '6'], ['1', '2']);

    expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();
    await waitFor(() => expect(cardNames(t('admin.tonight.done'))).toContain('Alpha Pair vs Bravo Pair'));
    expect(within(card('Alpha Pair vs Bravo Pair')).getByText(t('offline.pendingMark'))).toBeInTheDocument();
    expect(within(card('Alpha Pair vs Bravo Pair')).getByLabelText(scoreBoxLabel('Bravo Pair', 1))).toHaveValue('2');
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ matchId: 81, baseVersion: 1, state: 'pending' })]);
  }, BUSY_MACHINE_MS);

  it('marks a refused result "Needs attention", showing the server result with yours beside it', async () => {
    const { server } = tonightServer();
    server.round8 = server.round8.map((match) => (match.id === 81 ? { ...match, team1Results: [1, 3], team2Results: [6, 6], version: 2 } : match));
    const { db } = getOutbox();
    await db.entries.add({
      id: crypto.randomUUID(),
      operation: 'match/update-results',
      args: { clubId: 2, leagueId: 6, roundId: 8, matchId: 81, body: { team1Id: 810, team2Id: 811, courtNumber: 1, startTime: 20, team1Results: [6, 6], team2Results: [2, 3] } },
      baseVersion: 1,
      createdAt: Date.now(),
      attempts: 1,
      lastError: t('offline.conflictTitle'),
      lastStatus: 412,
      state: 'needs-attention',
      clubId: 2,
      leagueId: 6,
      roundId: 8,
      matchId: 81,
      label: 'Alpha Pair vs Bravo Pair',
      serverMatch: server.round8[0],
      lastAttemptAt: Date.now(),
    });
    renderDashboard('/admin/tonight');

    const refused = await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });
    expect(within(refused).getByText(t('offline.ENTRY_STATE_TEXT.needs-attention'))).toBeInTheDocument();
    expect(within(refused).getByText(t('admin.results.yours', { result: '6–2 6–3' }))).toBeInTheDocument();
    expect(within(refused).getByLabelText(scoreBoxLabel('Alpha Pair', 0))).toHaveValue('1');
  });

  it('says so when no round is played today', async () => {
    mockApi({ ...twoClubRoutes });
    renderDashboard('/admin/tonight');
    expect(await screen.findByText(t('admin.tonight.empty'))).toBeInTheDocument();
    expect(screen.getByText(tonightEmptyHint(today))).toBeInTheDocument();
  });
});

describe('Tonight: a score reported from the court', () => {
  it("shows the players' report on the card and accepts it as the result, sent once through the outbox", async () => {
    const { server, writes } = tonightServer();
    server.round8 = server.round8.map((match) =>
      match.id === 81
        ? {
            ...match,
            report: {
              id: 900,
              status: 'pending',
              reportedBy: { playerId: 810, name: 'Alpha One', teamId: 810 },
              reportedAt: '2026-09-01T20:00:00Z',
              team1Results: [6, 6],
              team2Results: [3, 4],
              outcome: 'played',
              winnerTeamId: 810,
              reason: null,
              counter: null,
              confirmsAt: '2026-09-02T20:00:00Z',
            },
          }
        : match,
    );
    const user = userEvent.setup();
    renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    const report = within(card('Alpha Pair vs Bravo Pair')).getByRole('region', { name: t('admin.report.label') });
    expect(report).toHaveTextContent(t('admin.report.by', { name: 'Alpha One', score: '6–3 6–4' }));
    await user.click(within(report).getByRole('button', { name: t('admin.report.acceptOf', { match: 'Alpha Pair vs Bravo Pair' }) }));

    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ path: `${ADMIN_8}/81`, body: expect.objectContaining({ team1Results: [6, 6], team2Results: [3, 4], outcome: 'played' }) });
    expect(writes()[0]?.headers['idempotency-key']).toMatch(UUID);
  }, BUSY_MACHINE_MS);
});

describe('Tonight: what was typed stays until it is saved (issue 22)', () => {
  const alpha = 'Alpha Pair vs Bravo Pair';
  const box = (team: 'Alpha Pair' | 'Bravo Pair', set: number) => within(card(alpha)).getByLabelText(scoreBoxLabel(team, set));
  /** A save goes through IndexedDB and the sync loop: on a busy machine it takes more than a second. */
  const SLOW = { timeout: 5_000 };
  const boxes = () => [0, 1].map((set) => [box('Alpha Pair', set), box('Bravo Pair', set)].map((input) => (input as HTMLInputElement).value));

  it('a correction typed while the first result waits, is sent and moves its card keeps every box, and Save sends it', async () => {
    const { server, writes } = tonightServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    await enterInPlace(user, alpha, ['6', '6'], ['1', '2']);
    expect(await screen.findByText(t('admin.results.queued'), {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(cardNames(t('admin.tonight.done'))).toContain(alpha), SLOW);

    // The correction 1–6 2–6, the first set typed while 6–1 6–2 waits on the device…
    await user.clear(box('Alpha Pair', 0));
    await user.type(box('Alpha Pair', 0), '1');
    await user.clear(box('Bravo Pair', 0));
    await user.type(box('Bravo Pair', 0), '6');
    // …the signal returns and 6–1 6–2 is sent (pending → syncing → gone, version 2)…
    server.reachable = true;
    await appOutboxNetworkBack();
    await waitFor(async () => expect(await appOutboxEntries()).toEqual([]), SLOW);
    await waitFor(() => expect(within(card(alpha)).queryByText(t('offline.pendingMark'))).not.toBeInTheDocument(), SLOW);
    expect(boxes()).toEqual([
      ['1', '6'],
      ['6', '2'],
    ]);
    // …and the second set after.
    await user.clear(box('Alpha Pair', 1));
    await user.type(box('Alpha Pair', 1), '2');
    await user.clear(box('Bravo Pair', 1));
    await user.type(box('Bravo Pair', 1), '6');
    await user.click(within(card(alpha)).getByRole('button', { name: t('admin.tonight.save') }));

    expect(await screen.findByText(t('admin.results.updated'), {}, SLOW)).toBeInTheDocument();
    // (The tries made without signal are recorded too: the last one is the correction.)
    expect(writes().at(-1)).toMatchObject({ headers: expect.objectContaining({ 'if-match': '"2"' }), body: expect.objectContaining({ team1Results: [1, 2] }) });
    expect(server.round8.find((match) => match.id === 81)).toMatchObject({ version: 3, team1Results: [1, 2], team2Results: [6, 6] });
  }, BUSY_MACHINE_MS);

  it("someone else's result arriving never resets the boxes; Save is then a conflict the card explains, and Save again writes over it knowingly", async () => {
    const theirs = { team1Results: [7, 6], team2Results: [5, 4], winnerTeamId: 810 };
    const { server, writes } = tonightServer({
      [`PUT ${ADMIN_8}/81`]: (call: RecordedCall) => {
        const current = server.round8.find((match) => match.id === 81)!;
        if (call.headers['if-match'] !== `"${current.version}"`) return { status: 412, body: { error: 'The match was changed meanwhile', code: 'STALE', details: [current] } };
        const updated = { ...current, ...(call.body as object), version: current.version + 1 };
        server.round8 = server.round8.map((match) => (match.id === 81 ? updated : match));
        return { body: updated };
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderDashboard('/admin/tonight');
    await screen.findByRole('list', { name: /^Waiting for a result/ });

    await user.type(box('Alpha Pair', 0), '1');
    // Another organiser enters 7–5 6–4 meanwhile; the list comes back with it (version 2).
    server.round8 = server.round8.map((match) => (match.id === 81 ? { ...match, ...theirs, version: 2 } : match));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(cardNames(t('admin.tonight.done'))).toContain(alpha), SLOW);
    expect(boxes()).toEqual([
      ['1', ''],
      ['', ''],
    ]);

    await enterInPlace(user, alpha, ['', '2'], ['6', '6']);
    const problem = await within(card(alpha)).findByRole('alert', {}, SLOW);
    expect(problem).toHaveTextContent(t('offline.conflictTitle'));
    expect(problem).toHaveTextContent(`${t('offline.theirResult')}: 7–5 6–4`);
    expect(boxes()).toEqual([
      ['1', '6'],
      ['2', '6'],
    ]);
    expect(server.round8.find((match) => match.id === 81)).toMatchObject({ version: 2, team1Results: [7, 6] });

    await user.click(within(card(alpha)).getByRole('button', { name: t('admin.tonight.save') }));
    expect(await screen.findByText(t('admin.results.updated'), {}, SLOW)).toBeInTheDocument();
    expect(writes().map((call) => call.headers['if-match'])).toEqual(['"1"', '"2"']);
    expect(server.round8.find((match) => match.id === 81)).toMatchObject({ version: 3, team1Results: [1, 2], team2Results: [6, 6] });
  }, BUSY_MACHINE_MS);
});
