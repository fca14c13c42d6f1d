import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxBadge, getOutbox } from '@/client/offline';
import { badgeLabel, syncHeadline } from '@/client/offline/messages';
import { appOutboxIdle, appOutboxNetworkBack, emptyAppOutbox, queueAppResults, stopAppOutbox } from '../../fixtures/app-outbox';
import { dismissToasts, mockApi, networkDown, renderAdmin, signIn } from './support';
import { t } from '@/client/i18n/i18n';

// "All changes sent" while seven are waiting (issue 10): during the backoff the panel's header
// says what is true, with when the next try comes.

const PATH = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches';

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

describe('outbox panel header', () => {
  it('says how many changes are not sent yet and when it tries again, never "All changes sent", until they are', async () => {
    let reachable = false;
    const routes = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [
        `PUT ${PATH}/${i + 1}`,
        () => (reachable ? { body: { id: i + 1, version: 2 } } : networkDown()),
      ]),
    );
    mockApi(routes);
    await queueAppResults(7);
    const user = userEvent.setup();
    renderAdmin(<OutboxBadge />);

    // The loop tries, the connection fails: every change waits for the backoff timer.
    await getOutbox().engine.trigger();
    await user.click(await screen.findByRole('button', { name: badgeLabel(7) }));
    const panel = screen.getByTestId('outbox-panel');
    const header = within(panel).getByRole('status');
    await waitFor(() => expect(header).toHaveAttribute('data-sync-state', 'retrying'));
    expect(header).toHaveTextContent(syncHeadline({ state: 'retrying', waitingCount: 7, needsSignIn: false }));
    expect(header).not.toHaveTextContent(syncHeadline({ state: 'online', waitingCount: 0, needsSignIn: false }));
    expect(within(panel).getByText(/^Trying again in \d+ s$/)).toBeInTheDocument();
    expect(within(panel).getAllByText(t('offline.ENTRY_STATE_TEXT.pending'))).toHaveLength(7);

    reachable = true;
    await appOutboxNetworkBack();
    await appOutboxIdle();
    await waitFor(() => expect(header).toHaveTextContent(syncHeadline({ state: 'online', waitingCount: 0, needsSignIn: false })));
    expect(within(panel).queryByText(/^Trying again/)).not.toBeInTheDocument();
  });
});
