import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxBadge, getOutbox } from '@/client/offline';
import { badgeLabel } from '@/client/offline/messages';
import { typedEntryFrom } from '@/client/offline/outbox-migration';
import { appOutboxEntries, emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { dismissToasts, mockApi, renderAdmin, signIn } from './support';
import { t } from '@/client/i18n/i18n';

// An entry kept from an older app that the upgrade could not read (issue 23) is shown as needing
// attention, with the reason; it can only be discarded, never sent as something it is not.

beforeEach(async () => {
  localStorage.clear();
  signIn();
  await emptyAppOutbox();
});
afterEach(async () => {
  await stopAppOutbox();
  vi.unstubAllGlobals();
  dismissToasts();
});

describe('an unrecognised entry in the outbox panel', () => {
  it('needs attention with the reason, offers Discard only, and leaves when discarded', async () => {
    const api = mockApi({});
    const old = { id: 'old-1', operation: 'match/move-court', method: 'PATCH', path: '/v1/admin/clubs/1/leagues/2/rounds/4/matches/6/court', payload: { courtNumber: 2 }, createdAt: 1000, attempts: 1, state: 'pending', clubId: 1, leagueId: 2, roundId: 4, matchId: 6, label: 'Alpha vs Bravo' };
    await getOutbox().db.entries.add(typedEntryFrom(old));
    const user = userEvent.setup();
    renderAdmin(<OutboxBadge />);

    await user.click(await screen.findByRole('button', { name: badgeLabel(1) }));
    const [entry] = within(screen.getByTestId('outbox-panel')).getAllByTestId('outbox-entry');
    expect(entry).toHaveAttribute('data-state', 'needs-attention');
    expect(entry).toHaveTextContent('Alpha vs Bravo');
    expect(entry).toHaveTextContent(t('offline.OPERATION_TEXT.unrecognised'));
    expect(entry).toHaveTextContent(t('offline.ENTRY_STATE_TEXT.needs-attention'));
    expect(entry).toHaveTextContent(t('offline.reason.unrecognised'));
    expect(within(entry!).queryByRole('button', { name: t('offline.retry') })).not.toBeInTheDocument();
    expect(within(entry!).queryByRole('button', { name: t('offline.edit') })).not.toBeInTheDocument();

    await getOutbox().engine.trigger();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(entry!).getByRole('button', { name: t('offline.discard') }));
    await waitFor(async () => expect(await appOutboxEntries()).toEqual([]));
  });
});
