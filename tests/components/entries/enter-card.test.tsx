import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnterPanel } from '@/client/features/entries';
import { placesText, statusText } from '@/client/features/entries/entry-texts';
import { clearSession } from '@/client/lib/session';
import { t } from '@/client/i18n/i18n';
import { signInPlayer } from '../players/support';
import { listState, mockApi, myEntry, renderEntryScreen } from './support';

// The Enter card of a league's (or a night's) page (docs/entries.md, "Screens"): the list's state,
// and what the visitor or the player can do in front of it, in each state the list can be in.

const STATE = 'GET /api/v1/clubs/1/leagues/2/entries';
const MINE = 'GET /api/v1/me/entries';
const ENTER = 'POST /api/v1/me/entries';
const LEAGUE = '/league?clubId=1&leagueId=2';
const league = { kind: 'league', clubId: 1, id: 2 } as const;
const meta = (signupOpen: boolean) => ({ 'GET /api/v1/meta': { tourName: 'Padel Tour', signupOpen } });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  clearSession('player');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = () => screen.findByTestId('enter-panel');
const renderCard = (owner: Parameters<typeof EnterPanel>[0]['owner'] = league, path = LEAGUE) =>
  renderEntryScreen(() => <EnterPanel owner={owner} />, path);

describe('the Enter card, signed out', () => {
  it('shows the places, the window, the mode and the levels, and sends the visitor to sign in and back', async () => {
    const state = listState({ confirmed: 5, waiting: 0 }, { minLevel: 2.5, maxLevel: 4 });
    mockApi({ [STATE]: state, ...meta(false) });
    renderCard();
    const panel = await card();
    expect(within(panel).getByText(placesText(state))).toBeInTheDocument();
    expect(panel).toHaveTextContent(t('entries.modePairs'));
    expect(panel).toHaveTextContent(t('entries.levels', { min: '2.5', max: '4.0' }));
    expect(within(panel).getByRole('link', { name: t('entries.signInToEnter') })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(LEAGUE)}`,
    );
    // Sign-up closed on this tour: no way to make an account here.
    expect(within(panel).queryByRole('link', { name: t('entries.signUpToEnter') })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: t('entries.enter') })).not.toBeInTheDocument();
  });

  it('offers to make an account, coming back to this page, where the tour opens sign-up', async () => {
    mockApi({ [STATE]: listState(), ...meta(true) });
    renderCard();
    expect(await within(await card()).findByRole('link', { name: t('entries.signUpToEnter') })).toHaveAttribute(
      'href',
      `/signup?redirect=${encodeURIComponent(LEAGUE)}`,
    );
  });

  it('says a closed list is closed, and offers no way in', async () => {
    mockApi({ [STATE]: listState({ window: 'closed' }), ...meta(true) });
    renderCard();
    const panel = await card();
    expect(panel).toHaveTextContent(t('entries.window.closed'));
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there at all when the list never opened entries', async () => {
    const api = mockApi({ [STATE]: { ...listState(), registration: null, window: 'none' } });
    renderCard();
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/clubs/1/leagues/2/entries')).toHaveLength(1));
    expect(screen.queryByTestId('enter-panel')).not.toBeInTheDocument();
  });
});

describe('the Enter card, signed in', () => {
  beforeEach(() => signInPlayer());

  it('enters alone on an open list and says the status', async () => {
    const api = mockApi({
      [STATE]: listState(),
      [MINE]: { entries: [] },
      [ENTER]: { status: 201, body: { id: 9, status: 'freeAgent' } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await within(await card()).findByRole('button', { name: t('entries.enter') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      t('entries.entered', { status: t('entries.status.freeAgent') }),
    );
    expect(api.callsTo('POST', '/api/v1/me/entries')[0]?.body).toEqual({ leagueId: 2 });
    expect(api.callsTo('POST', '/api/v1/me/entries')[0]?.headers['idempotency-key']).toEqual(expect.any(String));
  });

  it('on a full list joins the waiting list, and says the place on it', async () => {
    mockApi({
      [STATE]: listState({ confirmed: 8, waiting: 2 }),
      [MINE]: { entries: [] },
      [ENTER]: { status: 201, body: { id: 9, status: 'waiting', position: 3 } },
    });
    const user = userEvent.setup();
    renderCard();
    const panel = await card();
    expect(within(panel).queryByRole('button', { name: t('entries.enter') })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: t('entries.joinWaitingList') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      t('entries.entered', { status: t('entries.status.waitingAt', { position: 3 }) }),
    );
  });

  it("says why a level out of the list's range is refused, in the server's words", async () => {
    const reason = "Your level (3.0) is below this list's lowest level (4.0)";
    mockApi({
      [STATE]: listState({}, { minLevel: 4, maxLevel: 5.5 }),
      [MINE]: { entries: [] },
      [ENTER]: {
        status: 409,
        body: { error: reason, code: 'CONFLICT', details: [{ field: 'level', message: reason, reason: 'level' }] },
      },
    });
    const user = userEvent.setup();
    renderCard();
    const panel = await card();
    expect(panel).toHaveTextContent(t('entries.levels', { min: '4.0', max: '5.5' }));
    await user.click(within(panel).getByRole('button', { name: t('entries.enter') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    // Still free to try with a partner: the way in stays.
    expect(within(panel).getByRole('button', { name: t('entries.enter') })).toBeEnabled();
  });

  it('shows an entry already on this list instead of the way in, with the link to /me', async () => {
    mockApi({ [STATE]: listState(), [MINE]: { entries: [myEntry(5, { status: 'waiting', position: 2 })] } });
    renderCard();
    const panel = await card();
    expect(
      await within(panel).findByText(t('entries.yourEntry', { status: statusText('waiting', 2) }), { exact: false }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: t('entries.seeOnMe') })).toHaveAttribute('href', '/me');
    expect(within(panel).queryByRole('button', { name: t('entries.enter') })).not.toBeInTheDocument();
  });

  it('shows a pair awaiting the partner as such', async () => {
    mockApi({ [STATE]: listState(), [MINE]: { entries: [myEntry(5, { status: 'awaitingPartner' })] } });
    renderCard();
    expect(
      await within(await card()).findByText(t('entries.yourEntry', { status: t('entries.status.awaitingPartner') }), {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('names a partner picked by name, and the entry waits for their acceptance', async () => {
    const api = mockApi({
      [STATE]: listState(),
      [MINE]: { entries: [] },
      'GET /api/v1/players': {
        players: [{ id: 111, firstName: 'Bea', lastName: 'Two' }],
        total: 1,
        page: 1,
        pageSize: 10,
      },
      [ENTER]: { status: 201, body: { id: 9, status: 'awaitingPartner' } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.type(
      await screen.findByRole('combobox', { name: new RegExp(t('entries.partner').replace(/[()]/g, '\\$&')) }),
      'Bea',
    );
    await user.click(await screen.findByRole('option', { name: 'Bea Two' }));
    await user.click(screen.getByRole('button', { name: t('entries.enter') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      t('entries.entered', { status: t('entries.status.awaitingPartner') }),
    );
    expect(api.callsTo('POST', '/api/v1/me/entries')[0]?.body).toEqual({ leagueId: 2, partnerPlayerId: 111 });
  });

  it('leaves a withdrawn entry, or one on another list, out: the way in is there', async () => {
    mockApi({
      [STATE]: listState(),
      [MINE]: {
        entries: [
          myEntry(5, { status: 'withdrawn' }),
          myEntry(6, {
            list: { clubId: 1, clubName: 'Club Uno', leagueId: 7, clubNightId: null, name: 'Other', mode: 'pairs' },
          }),
        ],
      },
    });
    renderCard();
    expect(await within(await card()).findByRole('button', { name: t('entries.enter') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('entries.seeOnMe') })).not.toBeInTheDocument();
  });

  it("on a night's individual list enters alone, without a partner picker", async () => {
    const api = mockApi({
      'GET /api/v1/clubs/1/club-nights/4/entries': listState({}, { mode: 'individuals' }),
      [MINE]: { entries: [] },
      [ENTER]: { status: 201, body: { id: 9, status: 'confirmed' } },
    });
    const user = userEvent.setup();
    renderCard({ kind: 'night', clubId: 1, id: 4 }, '/club-night?club=1&id=4');
    const panel = await card();
    expect(panel).toHaveTextContent(t('entries.modeIndividuals'));
    expect(within(panel).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: t('entries.enter') }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/me/entries')[0]?.body).toEqual({ clubNightId: 4 }));
  });
});
