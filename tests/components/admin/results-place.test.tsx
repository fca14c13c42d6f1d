import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '@/client/lib/clock';
import { clearSession } from '@/client/lib/session';
import { appOutboxEntries } from '../../fixtures/app-outbox';
import { leagueMatch, renderDashboard, twoClubRoutes } from './dashboard-support';
import { mockApi, networkDown } from './support';

// A fixed day far from the dates below, so none of them reads "Today" (src/client/lib/clock.ts).
let restoreClock = () => {};
beforeEach(() => {
  restoreClock = setClock(() => new Date(2026, 10, 25, 12).getTime());
});
afterEach(() => restoreClock());
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';
import { typeScoreGrid } from '../score-grid-support';
import { t } from '@/client/i18n/i18n';

/** Room for the longer flows (many keystrokes) on a machine busy with other runs; no timing is asserted. */
const BUSY_MACHINE_MS = 15_000;

// The Results screen keeps the organiser's club, league and round in the address, so a reload
// (offline too), the back button and signing in again all come back to the same round.

const ROUND_8 = '/api/v1/clubs/2/leagues/6/rounds/8/matches';
const ROUND_7 = '/api/v1/clubs/2/leagues/6/rounds/7/matches';
const inRound8 = leagueMatch(81, 8, 'Alpha Pair', 'Bravo Pair');
const inRound7 = leagueMatch(71, 7, 'Charlie Pair', 'Delta Pair');

const routes = {
  ...twoClubRoutes,
  [`GET ${ROUND_8}`]: { matches: [inRound8] },
  [`GET ${ROUND_7}`]: { matches: [inRound7] },
  'GET /api/v1/clubs/2/leagues/6/groups/3/teams': [],
  'PUT /api/v1/admin/clubs/2/leagues/6/rounds/8/matches/81': networkDown,
};

const selected = (label: string) => {
  const select = screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent ?? '';
};

eachTestSignedInOnEmptyOutbox();

describe('Results: the chosen round lives in the address', () => {
  it('opens on the club, league and round of the address, not the first of each', async () => {
    const api = mockApi(routes);
    renderDashboard('/admin/results?club=2&league=6&round=8');

    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
    expect(selected('Club')).toBe('Club Dos');
    expect(selected('League')).toBe('Autumn League');
    expect(selected('Round')).toBe('Round 2 · Tue 8 Sept 2026');
    expect(api.callsTo('GET', ROUND_7)).toHaveLength(0);
  });

  it('puts each choice into the address, and the back button undoes it', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/results?club=2&league=6&round=8');
    await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });

    await user.selectOptions(screen.getByLabelText('Round', { selector: 'select' }), 'Round 1 · Tue 1 Sept 2026');
    expect(await screen.findByRole('listitem', { name: 'Charlie Pair vs Delta Pair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/results');
    expect(router.state.location.search).toMatchObject({ club: 2, league: 6, round: 7 });

    router.history.back();
    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
    expect(selected('Round')).toBe('Round 2 · Tue 8 Sept 2026');
  });

  it('choosing a club starts its league and round afresh; another section keeps the choice', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/results?club=2&league=6&round=8');
    await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });

    await user.click(screen.getByRole('link', { name: 'Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/schedule'));
    expect(router.state.location.search).toMatchObject({ club: 2, league: 6, round: 8 });
    expect(selected('Round')).toBe('Round 2 · Tue 8 Sept 2026');

    await user.selectOptions(screen.getByLabelText('Club', { selector: 'select' }), 'Club Uno');
    await waitFor(() => expect(router.state.location.search).toEqual({ club: 1 }));
    expect(router.state.location.pathname).toBe('/admin/schedule');
  });

  it('after a reload without signal, comes back to the same round with its pending mark', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const first = renderDashboard('/admin/results?club=2&league=6&round=8');
    await user.click(await screen.findByRole('button', { name: 'Edit results of Alpha Pair vs Bravo Pair' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.results.editTitle') });
    await typeScoreGrid(user, dialog, ['Alpha Pair', 'Bravo Pair'], '6, 6', '2, 3');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(t('admin.results.queued'))).toBeInTheDocument();
    const href = first.router.state.location.href;
    first.unmount();

    renderDashboard(href);
    const card = await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });
    expect(await within(card).findByText(t('offline.pendingMark'))).toBeInTheDocument();
    expect(selected('Round')).toBe('Round 2 · Tue 8 Sept 2026');
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ matchId: 81, roundId: 8, state: 'pending' })]);
  }, BUSY_MACHINE_MS);
});

describe('Results: signing in again', () => {
  it('returns to the same club, league and round when the session ended there', async () => {
    mockApi({
      ...routes,
      'POST /api/v1/auth/login': { token: 'again', expiresAt: new Date(Date.now() + 3600_000).toISOString() },
    });
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/results?club=2&league=6&round=8');
    await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });

    act(() => clearSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/results');
    expect(router.state.location.search).toEqual({ club: 2, league: 6, round: 8 });
  }, BUSY_MACHINE_MS);
});

describe('Results: loading is shown as loading', () => {
  it('says it is loading, never "No clubs yet" or "Please select…", while the lists are on their way', async () => {
    mockApi(routes);
    // A slow connection: the club list answers only when the test says so.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/v1/clubs') await gate;
      return answer(input, init);
    });
    renderDashboard('/admin/results');

    expect(await screen.findByText(t('admin.results.loading'))).toBeInTheDocument();
    for (const label of ['Club', 'League', 'Round']) expect(selected(label)).toBe(t('admin.loading'));
    for (const empty of ['No clubs yet', 'No leagues yet', 'No rounds yet', t('admin.results.selectScope')]) {
      expect(screen.queryByText(empty)).not.toBeInTheDocument();
    }

    release();
    expect(await screen.findByText(t('admin.results.empty'))).toBeInTheDocument();
    expect(selected('Club')).toBe('Club Uno');
    expect(selected('Round')).toBe('Round 1 · Fri 1 May 2026');
  });
});
