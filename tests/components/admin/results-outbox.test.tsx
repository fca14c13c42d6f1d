import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ResultsSection } from '@/client/features/matches/admin/results/results-section';
import { leagueQueries } from '@/client/features/leagues/queries';
import { getOutbox, OutboxBadge } from '@/client/offline';
import { badgeLabel } from '@/client/offline/messages';
import { formatSetScores } from '@/shared/domain/set-scores';
import { appOutboxEntries, appOutboxIdle, appOutboxNetworkBack } from '../../fixtures/app-outbox';
import { groupTeams, mockApi, networkDown, renderAdmin, scopeRoutes, type RecordedCall } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';
import { typeScoreGrid } from '../score-grid-support';
import { t } from '@/client/i18n/i18n';

// The Results screen writes through the real outbox (src/client/offline: match-writes, the
// IndexedDB store, the sync loop); only fetch is stubbed, answering as the server does.

const MATCHES = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TITLE = 'Alpha Pair vs Bravo Pair';
const TEAMS = ['Alpha Pair', 'Bravo Pair'] as const;

const savedMatch = {
  id: 21,
  roundId: 4,
  groupId: 3,
  team1Id: 11,
  team2Id: 12,
  team1Name: 'Alpha Pair',
  team2Name: 'Bravo Pair',
  team1Results: [6, 6],
  team2Results: [4, 3],
  courtNumber: 1,
  startTime: 18,
  outcome: 'played',
  winnerTeamId: 11,
  version: 3,
  updatedAt: '2026-05-01T18:00:00Z',
};

/**
 * Match 21 as the server keeps it (docs/rules.md, "Matches and results"): a write whose If-Match names another version
 * answers 412 with the current match in details; every change makes a new version. `reachable`
 * false makes every write fail as it does with no signal.
 */
function matchServer() {
  const server = { match: { ...savedMatch }, reachable: true };
  const write = (call: RecordedCall) => {
    if (!server.reachable) networkDown();
    const ifMatch = call.headers['if-match'];
    if (ifMatch !== undefined && Number(ifMatch.replaceAll('"', '')) !== server.match.version) {
      // Word for word what the real server answers (src/server/matches/service.ts).
      const error = `This match was changed elsewhere since you loaded it (now version ${server.match.version}): review it and edit again.`;
      return { status: 412, body: { error, code: 'STALE', details: [server.match] } };
    }
    if (call.method === 'DELETE') return { status: 204 };
    server.match = { ...server.match, ...(call.body as object), version: server.match.version + 1 };
    return { body: server.match };
  };
  const api = mockApi({
    ...scopeRoutes,
    'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
    'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': () => ({ body: { matches: [server.match] } }),
    [`PUT ${MATCHES}/21`]: write,
    [`DELETE ${MATCHES}/21`]: write,
  });
  return { server, writes: () => api.calls.filter((call) => call.method !== 'GET') };
}

async function enterScores(user: UserEvent, team1: string, team2: string) {
  await user.click(await screen.findByRole('button', { name: `Edit results of ${TITLE}` }));
  const dialog = screen.getByRole('dialog', { name: t('admin.results.editTitle') });
  await typeScoreGrid(user, dialog, TEAMS, team1, team2);
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
}

const card = () => screen.getByRole('listitem', { name: TITLE });

eachTestSignedInOnEmptyOutbox();

describe('Results screen writes, online', () => {
  it('sends an edit with If-Match of the version on screen and a UUID Idempotency-Key', async () => {
    const { server, writes } = matchServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);

    await enterScores(user, '6, 7', '2, 5');

    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    const [put] = writes();
    expect(put).toMatchObject({ method: 'PUT', path: `${MATCHES}/21`, body: expect.objectContaining({ team1Results: [6, 7], team2Results: [2, 5] }) });
    expect(put?.headers['if-match']).toBe('"3"');
    expect(put?.headers['idempotency-key']).toMatch(UUID);
    expect(server.match.version).toBe(4);
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('sends a delete with If-Match of the version on screen and a UUID Idempotency-Key', async () => {
    const { writes } = matchServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);

    await user.click(await screen.findByRole('button', { name: `Delete match ${TITLE}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(t('admin.results.deleted'))).toBeInTheDocument();
    const [remove] = writes();
    expect(remove).toMatchObject({ method: 'DELETE', path: `${MATCHES}/21` });
    expect(remove?.headers['if-match']).toBe('"3"');
    expect(remove?.headers['idempotency-key']).toMatch(UUID);
  });
});

describe('Results screen writes, refused online', () => {
  it('says in words that someone else changed the match, not which version the server holds', async () => {
    const { server } = matchServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await screen.findByRole('button', { name: `Edit results of ${TITLE}` });
    server.match = { ...server.match, team1Results: [1, 3], team2Results: [6, 6], version: 7 };

    await enterScores(user, '6, 6', '2, 3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('admin.results.saveFailed'));
    expect(alert).toHaveTextContent(t('offline.conflictTitle'));
    expect(alert).not.toHaveTextContent(/version/i);
  });
});

describe('Results screen writes, without signal', () => {
  it('keeps an edit on the device, shows it as pending, and sends it once the network is back with the same key and If-Match', async () => {
    const { server, writes } = matchServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderAdmin(
      <>
        <OutboxBadge />
        <ResultsSection />
      </>,
    );

    await enterScores(user, '6, 7', '2, 5');

    expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card()).findByText(t('offline.pendingMark'))).toBeInTheDocument();
    expect(within(card()).getAllByRole('cell').map((cell) => cell.firstChild?.textContent)).toEqual(['6', '7', '2', '5']);
    // The loop tried at once too; still no signal, so the entry waits for its backoff timer.
    await appOutboxIdle();
    const [queued] = await appOutboxEntries();
    expect(queued).toMatchObject({ matchId: 21, baseVersion: 3, state: 'pending', lastStatus: null });
    expect(screen.getByRole('button', { name: badgeLabel(1) })).toBeInTheDocument();

    server.reachable = true;
    await appOutboxNetworkBack();

    await waitFor(() => expect(within(card()).queryByText(t('offline.pendingMark'))).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: badgeLabel(1) })).not.toBeInTheDocument());
    expect(await appOutboxEntries()).toEqual([]);
    expect(server.match).toMatchObject({ version: 4, team1Results: [6, 7], team2Results: [2, 5] });
    // Every attempt, the first online one included, is the same change: one key, one version.
    expect(writes().length).toBeGreaterThanOrEqual(2);
    for (const attempt of writes()) {
      expect(attempt.headers).toMatchObject({ 'idempotency-key': queued!.id, 'if-match': '"3"' });
    }
  });

  it('does not overwrite a result changed on the server meanwhile: the edit needs attention instead', async () => {
    const { server } = matchServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderAdmin(
      <>
        <OutboxBadge />
        <ResultsSection />
      </>,
    );
    await enterScores(user, '0, 0', '6, 6');
    expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();

    // Another organiser corrects the match online first.
    server.match = { ...server.match, team1Results: [7, 6], team2Results: [5, 4], version: 4 };
    server.reachable = true;
    await appOutboxNetworkBack();

    expect(await within(card()).findByText(t('offline.ENTRY_STATE_TEXT.needs-attention'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: badgeLabel(1) })).toHaveAttribute('data-attention', 'true');
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ state: 'needs-attention', lastStatus: 412 })]);
    expect(server.match).toMatchObject({ version: 4, team1Results: [7, 6], team2Results: [5, 4] });
  });

  it('shows a refused edit as what it is: the server result on the card with "yours", both set by set in the outbox, never a version', async () => {
    const { server } = matchServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderAdmin(
      <>
        <OutboxBadge />
        <ResultsSection />
      </>,
    );
    await enterScores(user, '6, 6', '2, 3');
    expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();

    // Another organiser enters 1–6 3–6 online first; the list on screen still holds the old copy.
    server.match = { ...server.match, team1Results: [1, 3], team2Results: [6, 6], version: 7 };
    server.reachable = true;
    await appOutboxNetworkBack();
    expect(await within(card()).findByText(t('offline.ENTRY_STATE_TEXT.needs-attention'))).toBeInTheDocument();

    // The card shows what the server and the public show, and the refused scores as "yours".
    const cells = () => within(card()).getAllByRole('cell').map((cell) => cell.firstChild?.textContent);
    await waitFor(() => expect(cells()).toEqual(['1', '3', '6', '6']));
    expect(within(card()).getByText(t('admin.results.yours', { result: '6–2 6–3' }))).toBeInTheDocument();

    // The outbox speaks of the change, not of versions, and shows both results in the same form.
    await user.click(screen.getByRole('button', { name: badgeLabel(1) }));
    const panel = screen.getByTestId('outbox-panel');
    expect(within(panel).getByText(t('offline.conflictTitle'))).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: t('offline.edit') }));
    const theirs = within(panel).getByText(t('offline.theirResult')).nextElementSibling;
    const yours = within(panel).getByText(t('offline.yourResult')).nextElementSibling;
    expect(theirs).toHaveTextContent(formatSetScores([1, 3], [6, 6]));
    expect(theirs).toHaveTextContent(/^1–6 3–6$/);
    expect(yours).toHaveTextContent(/^6–2 6–3$/);
    expect(panel).not.toHaveTextContent(/version/i);
    expect(document.body).not.toHaveTextContent(/version/i);
  });
});

/**
 * Holds every IndexedDB transaction of the app's outbox until released: a write can be caught
 * between Save and the moment the outbox (or the server) has it.
 */
function holdOutboxWrites(): () => void {
  const { db } = getOutbox();
  const original = db.transaction.bind(db) as (...args: unknown[]) => unknown;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => held.then(() => original(...args))) as unknown as typeof db.transaction);
  return release;
}

const cellsOf = (element: HTMLElement) => within(element).getAllByRole('cell', { hidden: true }).map((cell) => cell.firstChild?.textContent);

describe('Results screen writes are mutations through the outbox', () => {
  it('shows the new result marked "Pending sync" at once, before the outbox or the server has it', async () => {
    const { server, writes } = matchServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await screen.findByRole('button', { name: `Edit results of ${TITLE}` });
    const release = holdOutboxWrites();

    await enterScores(user, '6, 7', '2, 5');

    // The dialog may still be open over it: the card is looked at behind it.
    const shown = () => screen.getByRole('listitem', { name: TITLE, hidden: true });
    expect(await within(shown()).findByText(t('offline.pendingMark'))).toBeInTheDocument();
    expect(cellsOf(shown())).toEqual(['6', '7', '2', '5']);
    expect(writes()).toEqual([]);
    expect(server.match.version).toBe(3);

    release();
    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    await waitFor(() => expect(within(card()).queryByText(t('offline.pendingMark'))).not.toBeInTheDocument());
    expect(cellsOf(card())).toEqual(['6', '7', '2', '5']);
    expect(server.match.version).toBe(4);
  });

  it("refreshes the round's matches and that group's public pages after a sent result, never another league's", async () => {
    const { writes } = matchServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const thisGroup = leagueQueries.standings(1, 2, 3).queryKey;
    const thisGroupResults = leagueQueries.results(1, 2, 3, 4).queryKey;
    const otherGroup = leagueQueries.standings(1, 2, 8).queryKey;
    const otherLeague = leagueQueries.standings(1, 9, 5).queryKey;
    for (const queryKey of [thisGroup, thisGroupResults, otherGroup, otherLeague]) queryClient.setQueryData<unknown>(queryKey as readonly unknown[], { seen: true });
    const user = userEvent.setup();
    const api = vi.mocked(fetch);
    renderAdmin(<ResultsSection />, queryClient);
    await screen.findByRole('button', { name: `Edit results of ${TITLE}` });
    const roundReads = () => api.mock.calls.filter(([input, init]) => String(input).endsWith('/clubs/1/leagues/2/rounds/4/matches') && (init?.method ?? 'GET') === 'GET').length;
    const readsBefore = roundReads();

    await enterScores(user, '6, 7', '2, 5');

    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryState(thisGroup)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(thisGroupResults)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherGroup)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(otherLeague)?.isInvalidated).toBe(false);
    // The round's list on screen is read again from the server.
    await waitFor(() => expect(roundReads()).toBeGreaterThan(readsBefore));
  });

  it('keeps an online and an offline write in the outbox alike, and sends each under the key it was kept with', async () => {
    const { server, writes } = matchServer();
    const { db } = getOutbox();
    const kept: string[] = [];
    const onKept = (_key: unknown, entry: { id: string }) => void kept.push(entry.id);
    db.entries.hook('creating', onKept);
    try {
      const user = userEvent.setup();
      renderAdmin(<ResultsSection />);

      await enterScores(user, '6, 7', '2, 5');
      expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      server.reachable = false;
      await enterScores(user, '6, 6', '1, 1');
      expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();
      await appOutboxIdle();

      server.reachable = true;
      await appOutboxNetworkBack();
      await waitFor(() => expect(server.match).toMatchObject({ team1Results: [6, 6], team2Results: [1, 1] }));

      expect(kept).toHaveLength(2);
      const sentKeys = new Set(writes().map((write) => write.headers['idempotency-key']));
      expect([...sentKeys]).toEqual(kept);
    } finally {
      db.entries.hook('creating').unsubscribe(onKept);
    }
  });
});
