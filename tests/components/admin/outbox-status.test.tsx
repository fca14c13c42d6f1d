import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxBadge, getOutbox } from '../../../src/client/offline';
import { enqueue } from '../../../src/client/offline/outbox';
import { ENTRY_STATE_TEXT, badgeLabel, syncHeadline } from '../../../src/client/offline/messages';
import { appOutboxIdle, appOutboxNetworkBack, emptyAppOutbox, stopAppOutbox } from '../../fixtures/app-outbox';
import { mockApi, networkDown, renderAdmin, signIn } from './support';

// "All changes sent" while seven are waiting (issue 10): during the backoff the panel's header
// says what is true, with when the next try comes.

const PATH = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches';

async function queueSevenResults() {
  for (let matchId = 1; matchId <= 7; matchId++) {
    await enqueue(getOutbox().db, {
      operation: 'match/update-results',
      path: `${PATH.replace('/api', '')}/${matchId}`,
      method: 'PUT',
      payload: { team1Id: 11, team2Id: 12, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [4, 3] },
      baseVersion: 1,
      clubId: 1,
      leagueId: 2,
      roundId: 4,
      matchId,
      label: `Match ${matchId}`,
    });
  }
}

beforeEach(async () => {
  localStorage.clear();
  signIn();
  await emptyAppOutbox();
});
afterEach(async () => {
  await stopAppOutbox();
  vi.unstubAllGlobals();
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
    await queueSevenResults();
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
    expect(within(panel).getAllByText(ENTRY_STATE_TEXT.pending)).toHaveLength(7);

    reachable = true;
    await appOutboxNetworkBack();
    await appOutboxIdle();
    await waitFor(() => expect(header).toHaveTextContent(syncHeadline({ state: 'online', waitingCount: 0, needsSignIn: false })));
    expect(within(panel).queryByText(/^Trying again/)).not.toBeInTheDocument();
  });
});
