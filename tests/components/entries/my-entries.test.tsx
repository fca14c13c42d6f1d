import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyEntries } from '@/client/features/entries';
import { statusText } from '@/client/features/entries/entry-texts';
import { formatInstant } from '@/client/i18n/format';
import { clearSession } from '@/client/lib/session';
import { t } from '@/client/i18n/i18n';
import { signInPlayer } from '../players/support';
import { mockApi, myEntry, renderEntryScreen } from './support';

// /me's entries (docs/entries.md, "Withdrawing and moving up"): each list the player is on with
// its status and place on a waiting list, a partner's entry to accept, moving up, and withdrawing.

const MINE = 'GET /api/v1/me/entries';

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signInPlayer();
});
afterEach(() => {
  clearSession('player');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderMine = () => renderEntryScreen(() => <MyEntries />, '/me');
const row = (id: number) => screen.findByTestId(`my-entry-${id}`);

describe("/me's entries", () => {
  it('shows a waiting entry with its place on the waiting list, linked to its league', async () => {
    mockApi({ [MINE]: { entries: [myEntry(5, { status: 'waiting', position: 2 })] } });
    renderMine();
    const entry = await row(5);
    expect(within(entry).getByText(statusText('waiting', 2))).toBeInTheDocument();
    expect(statusText('waiting', 2)).toBe(t('entries.status.waitingAt', { position: 2 }));
    expect(within(entry).getByRole('link', { name: 'Spring League' })).toHaveAttribute(
      'href',
      '/league?clubId=1&leagueId=2',
    );
    expect(within(entry).getByText('Ana One / Bea Two')).toBeInTheDocument();
    // No check-in code before a place is held.
    expect(within(entry).queryByRole('button', { name: t('entries.showCode') })).not.toBeInTheDocument();
  });

  it('says when the entry moved up from the waiting list, and shows its check-in code', async () => {
    const promotedAt = '2026-05-02T09:30:00Z';
    mockApi({ [MINE]: { entries: [myEntry(5, { status: 'confirmed', promotedAt })] } });
    const user = userEvent.setup();
    renderMine();
    const entry = await row(5);
    expect(within(entry).getByRole('status')).toHaveTextContent(
      t('entries.movedUp', { at: formatInstant(Date.parse(promotedAt)) }),
    );
    await user.click(within(entry).getByRole('button', { name: t('entries.showCode') }));
    expect(await within(entry).findByText('bandeja-entry:5')).toBeInTheDocument();
  });

  it("accepts a partner's entry, and lists the entry again as the server says", async () => {
    let accepted = false;
    const api = mockApi({
      [MINE]: () => ({
        body: {
          entries: [myEntry(5, accepted ? { status: 'confirmed' } : { status: 'awaitingPartner', toAccept: true })],
        },
      }),
      'POST /api/v1/me/entries/5/accept': () => {
        accepted = true;
        return { status: 201, body: { id: 5, status: 'confirmed' } };
      },
    });
    const user = userEvent.setup();
    renderMine();
    const entry = await row(5);
    expect(within(entry).getByText(t('entries.status.awaitingPartner'))).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: t('entries.accept') }));
    expect(await within(entry).findByText(t('entries.status.confirmed'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/me/entries/5/accept')).toHaveLength(1);
    expect(within(entry).queryByRole('button', { name: t('entries.accept') })).not.toBeInTheDocument();
  });

  it('withdraws, and the withdrawn entry leaves the list', async () => {
    let withdrawn = false;
    const api = mockApi({
      [MINE]: () => ({
        body: {
          entries: [
            myEntry(5, { status: withdrawn ? 'withdrawn' : 'confirmed' }),
            myEntry(6, { status: 'waiting', position: 1 }),
          ],
        },
      }),
      'DELETE /api/v1/me/entries/5': () => {
        withdrawn = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderMine();
    await user.click(within(await row(5)).getByRole('button', { name: t('entries.withdraw') }));
    await waitFor(() => expect(screen.queryByTestId('my-entry-5')).not.toBeInTheDocument());
    expect(screen.getByTestId('my-entry-6')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/v1/me/entries/5')).toHaveLength(1);
  });

  it("says a refusal in the server's words", async () => {
    mockApi({
      [MINE]: { entries: [myEntry(5, { status: 'awaitingPartner', toAccept: true })] },
      'POST /api/v1/me/entries/5/accept': { status: 409, body: { error: 'Entries have closed', code: 'CONFLICT' } },
    });
    const user = userEvent.setup();
    renderMine();
    await user.click(within(await row(5)).getByRole('button', { name: t('entries.accept') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Entries have closed');
  });

  it('shows nothing when the player is on no list, or only on withdrawn ones', async () => {
    const api = mockApi({ [MINE]: { entries: [myEntry(5, { status: 'withdrawn' })] } });
    renderMine();
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/me/entries')).toHaveLength(1));
    expect(screen.queryByTestId('my-entries')).not.toBeInTheDocument();
  });
});
