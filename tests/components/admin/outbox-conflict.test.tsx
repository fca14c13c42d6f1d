import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale, t } from '@/client/i18n/i18n';
import { OutboxBadge, getOutbox } from '@/client/offline';
import { badgeLabel } from '@/client/offline/messages';
import { appOutboxEntries, appOutboxIdle, queueAppResults } from '../../fixtures/app-outbox';
import { mockApi, renderAdmin, type RecordedCall } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';
import { scoreBox } from '../score-grid-support';

// Issue 22: the conflict list (the outbox panel's entries refused with a 412) shows the server's
// result beside the organiser's at once, not only after Edit; and Discard sends what waited behind.

eachTestSignedInOnEmptyOutbox();

/** The loop goes through IndexedDB: on a busy machine that takes more than a second. */
const SLOW = { timeout: 5_000 };
const MATCH_1 = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches/1';
/** Someone else entered 7–5 6–4 (version 2) before the device's changes, made on version 1, arrived. */
const THEIRS = { id: 1, version: 2, team1Name: 'Alpha Pair', team2Name: 'Bravo Pair', team1Results: [7, 6], team2Results: [5, 4], outcome: 'played', winnerTeamId: 11 };

function conflictServer() {
  return mockApi({
    [`PUT ${MATCH_1}`]: (call: RecordedCall) =>
      call.headers['if-match'] === `"${THEIRS.version}"`
        ? { body: { ...THEIRS, version: 3 } }
        : { status: 412, body: { error: 'The match was changed meanwhile', code: 'STALE', details: [THEIRS] } },
  });
}

async function openConflict() {
  const user = userEvent.setup();
  renderAdmin(<OutboxBadge />);
  await user.click(await screen.findByRole('button', { name: badgeLabel((await appOutboxEntries()).length) }, SLOW));
  const panel = screen.getByTestId('outbox-panel');
  const refused = await waitFor(() => {
    const entry = within(panel)
      .getAllByTestId('outbox-entry')
      .find((item) => item.dataset.state === 'needs-attention');
    if (!entry) throw new Error('no refused entry yet');
    return entry;
  }, SLOW);
  return { user, panel, refused };
}

describe('the outbox panel’s conflicts', () => {
  it('shows the server’s result beside yours, before Edit', async () => {
    conflictServer();
    await queueAppResults(1);
    await getOutbox().engine.trigger();
    const { refused } = await openConflict();

    expect(within(refused).getByText(t('offline.ENTRY_STATE_TEXT.needs-attention'))).toBeInTheDocument();
    expect(within(refused).getByText(t('offline.theirResult')).nextElementSibling).toHaveTextContent(/^7–5 6–4$/);
    expect(within(refused).getByText(t('offline.yourResult')).nextElementSibling).toHaveTextContent(/^6–4 6–3$/);
    expect(within(refused).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('in Spanish too', async () => {
    await activateLocale('es');
    try {
      conflictServer();
      await queueAppResults(1);
      await getOutbox().engine.trigger();
      const { refused } = await openConflict();
      expect(within(refused).getByText('En el servidor ahora').nextElementSibling).toHaveTextContent(/^7–5 6–4$/);
      expect(within(refused).getByText('El tuyo').nextElementSibling).toHaveTextContent(/^6–4 6–3$/);
    } finally {
      await activateLocale('en');
    }
  });

  it('Discard sends the next change of the match, which is a conflict of its own to look at', async () => {
    const api = conflictServer();
    const { db } = getOutbox();
    await queueAppResults(1);
    // A correction of the same match, also made offline on version 1.
    const [first] = await appOutboxEntries();
    if (first?.operation !== 'match/update-results') throw new Error('expected the queued results');
    await db.entries.add({
      ...first,
      id: crypto.randomUUID(),
      createdAt: first.createdAt + 1,
      args: { ...first.args, body: { team1Id: 11, team2Id: 12, courtNumber: 1, startTime: 18, team1Results: [4, 3], team2Results: [6, 6] } },
    });
    await getOutbox().engine.trigger();
    expect((await appOutboxEntries()).map((entry) => [entry.state, entry.attempts])).toEqual([
      ['needs-attention', 1],
      ['pending', 0],
    ]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, refused } = await openConflict();

    await user.click(within(refused).getByRole('button', { name: t('offline.discard') }));
    await appOutboxIdle();

    await waitFor(async () => expect((await appOutboxEntries()).map((entry) => [entry.state, entry.attempts, entry.lastStatus])).toEqual([['needs-attention', 1, 412]]), SLOW);
    expect(api.callsTo('PUT', MATCH_1)).toHaveLength(2);
  });

  it('Edit corrects the entry in the score grid every result is entered in, checked by its rules; Save sends the new scores over theirs', async () => {
    const api = conflictServer();
    await queueAppResults(1);
    await getOutbox().engine.trigger();
    const { user, refused } = await openConflict();
    await user.click(within(refused).getByRole('button', { name: t('offline.edit') }));

    // The entry's 6–4 6–3 stands in the grid, one box per set and team, named as on every screen.
    const boxes = (team: string) => [0, 1, 2].map((set) => (scoreBox(refused, team, set) as HTMLInputElement).value);
    expect(boxes('Alpha Pair')).toEqual(['6', '6', '']);
    expect(boxes('Bravo Pair')).toEqual(['4', '3', '']);

    // A tied set is refused by the score entry's rules, in its one problem line, and nothing is sent.
    await user.clear(scoreBox(refused, 'Bravo Pair', 1));
    await user.type(scoreBox(refused, 'Bravo Pair', 1), '6');
    await user.click(within(refused).getByRole('button', { name: t('offline.save') }));
    expect(within(refused).getByRole('alert')).toHaveTextContent('Set 2: a set cannot end level (6–6)');
    expect(api.callsTo('PUT', MATCH_1)).toHaveLength(1);

    // Set 2 corrected to 6–4 and saved: re-queued over the server's version, sent, and gone.
    await user.clear(scoreBox(refused, 'Bravo Pair', 1));
    await user.type(scoreBox(refused, 'Bravo Pair', 1), '4');
    await user.click(within(refused).getByRole('button', { name: t('offline.save') }));
    await waitFor(() => expect(api.callsTo('PUT', MATCH_1)).toHaveLength(2), SLOW);
    expect(api.callsTo('PUT', MATCH_1)[1]).toMatchObject({
      headers: { 'if-match': `"${THEIRS.version}"` },
      body: { team1Id: 11, team2Id: 12, team1Results: [6, 6], team2Results: [4, 4] },
    });
    await waitFor(async () => expect(await appOutboxEntries()).toEqual([]), SLOW);
  });
});
