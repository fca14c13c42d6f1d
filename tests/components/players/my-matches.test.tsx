import { screen, waitFor, within } from '@testing-library/react';
import { scoreBoxLabel } from '@/client/components/score-entry/messages';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { matchSlotText, notStartedText, reportFromText } from '@/client/features/me/messages';
import { readSession, saveSession } from '@/client/lib/session';
import { sessionOf } from '@/client/offline';
import { operationPath, type SendableOperation } from '@/client/offline/outbox-operations';
import { appOutboxEntries, appOutboxNetworkBack } from '../../fixtures/app-outbox';
import { PLAYER_TOKEN, eachTestOnACleanPhone, league, mockApi, myMatch, networkDown, renderPlayerApp, report, signInPlayer, type RecordedCall } from './support';
import { t } from '@/client/i18n/i18n';

// /me: the player's matches, and their reports written through the app's real outbox (IndexedDB
// on fake-indexeddb, the real sync loop), with the player's token; only fetch is the test's.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TITLE = 'Ana One / Bea Two vs Carla Three / Dora Four';
const OPPONENTS = 'Carla Three / Dora Four';
const REPORT_31 = '/api/v1/me/matches/31/report';

/**
 * The player's matches as the server keeps them: 31 upcoming, 32 with a report by the opponents
 * waiting for this player, 33 played and won. A report on 31 makes it pending; `reachable` false
 * fails every write as with no signal.
 */
function meServer(extra: Record<string, unknown> = {}) {
  const server = {
    reachable: true,
    upcoming: [myMatch(31), myMatch(34, { date: '2026-05-08', roundName: 'Round 4', startTime: 20, courtNumber: 1, team2Name: 'Eva Five / Fe Six' })],
    toConfirm: [myMatch(32, { report: report() })],
    recent: [myMatch(33, { team1Results: [6, 6], team2Results: [2, 4], winnerTeamId: 11, date: '2026-04-24', roundName: 'Round 2' })],
  };
  const reportWrite = (call: RecordedCall) => {
    if (!server.reachable) networkDown();
    const body = call.body as { team1Results: number[]; team2Results: number[] };
    server.upcoming = server.upcoming.map((match) =>
      match.id === 31 ? { ...match, report: report({ reportedBy: { playerId: 110, name: 'Ana One', teamId: 11 }, ...body }) } : match,
    );
    return { status: 201, body: { reportId: 901, status: 'pending' } };
  };
  const answer = () => {
    if (!server.reachable) networkDown();
    server.toConfirm = [];
    return { body: { ...myMatch(32), version: 2 } };
  };
  const api = mockApi({
    'GET /api/v1/me': { role: 'player', username: 'ana.one', playerId: 110 },
    'GET /api/v1/me/matches': () => ({ body: { upcoming: server.upcoming, recent: server.recent, toConfirm: server.toConfirm } }),
    'GET /api/v1/clubs/1/leagues/2': league('bestOf3'),
    [`POST ${REPORT_31}`]: reportWrite,
    'POST /api/v1/me/matches/32/confirm': answer,
    'POST /api/v1/me/matches/32/dispute': answer,
    ...extra,
  });
  return { server, api, writes: () => api.calls.filter((call) => call.method === 'POST') };
}

const card = (list: string, title = TITLE) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem', { name: title });

async function reportScore(user: UserEvent, matchCard: HTMLElement, team1: string[], team2: string[]) {
  await user.click(within(matchCard).getByRole('button', { name: t('me.reportOf', { match: TITLE }) }));
  const [name1, name2] = TITLE.split(' vs ') as [string, string];
  for (const [index, games] of team1.entries()) await user.type(within(matchCard).getByLabelText(scoreBoxLabel(name1, index)), games);
  for (const [index, games] of team2.entries()) await user.type(within(matchCard).getByLabelText(scoreBoxLabel(name2, index)), games);
  await user.click(within(matchCard).getByRole('button', { name: t('me.sendReport') }));
}

eachTestOnACleanPhone();

describe('/me lists', () => {
  it('shows what to confirm, the upcoming matches with court and hour, and recent results', async () => {
    meServer();
    signInPlayer();
    renderPlayerApp('/me');

    expect(await screen.findByText(t('me.signedInAs', { username: 'ana.one' }))).toBeInTheDocument();
    const [upcoming] = card(t('me.upcoming'));
    expect(upcoming).toHaveTextContent(matchSlotText('2026-05-01', { startTime: 19 }, 2));
    expect(upcoming).toHaveTextContent(t('me.place', { club: 'Club Uno', league: 'Spring League', round: 'Round 3' }));
    expect(upcoming).toHaveTextContent(t('me.against', { team: OPPONENTS }));
    expect(
      within(screen.getByRole('list', { name: t('me.upcoming') })).getByRole('listitem', {
        name: 'Ana One / Bea Two vs Eva Five / Fe Six',
      }),
    ).toHaveTextContent(matchSlotText('2026-05-08', { startTime: 20 }, 1));

    const [toConfirm] = card(t('me.toConfirm'));
    // Every score from this pair's side, with who won.
    expect(toConfirm).toHaveTextContent(t('me.reportedBy', { name: 'Carla Three', score: t('me.score.lost', { score: '4–6 3–6' }) }));
    expect(within(toConfirm!).getByRole('button', { name: t('me.confirmOf', { match: TITLE }) })).toBeInTheDocument();

    const [recent] = card(t('me.recent'));
    expect(recent).toHaveTextContent(t('me.won'));
    expect(recent).toHaveTextContent('6–2 6–4');
  });

  it('says when there is nothing upcoming or played yet, and offers Retry when the list fails', async () => {
    const api = mockApi({ 'GET /api/v1/me/matches': { upcoming: [], recent: [], toConfirm: [] }, 'GET /api/v1/me': { role: 'player', username: 'ana', playerId: 1 } });
    signInPlayer();
    const first = renderPlayerApp('/me');
    expect(await screen.findByText(t('me.emptyUpcoming'))).toBeInTheDocument();
    expect(screen.getByText(t('me.emptyRecent'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t('me.toConfirm') })).not.toBeInTheDocument();
    first.unmount();

    api.calls.length = 0;
    mockApi({ 'GET /api/v1/me/matches': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } });
    renderPlayerApp('/me');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('me.loadFailed'));
    expect(screen.getByRole('button', { name: t('me.retry') })).toBeInTheDocument();
  });

  it('shows a report waiting for the opponents, and a disputed one with its reason and their score', async () => {
    meServer();
    mockApi({
      'GET /api/v1/me': { role: 'player', username: 'ana.one', playerId: 110 },
      'GET /api/v1/me/matches': {
        upcoming: [
          myMatch(31, { report: report({ reportedBy: { playerId: 110, name: 'Ana One', teamId: 11 }, team1Results: [6, 6], team2Results: [4, 3] }) }),
          myMatch(35, {
            team2Name: 'Eva Five / Fe Six',
            report: report({ status: 'disputed', reason: 'We won the second set 7-5', counter: { team1Results: [6, 5], team2Results: [4, 7] }, confirmsAt: null }),
          }),
        ],
        recent: [],
        toConfirm: [],
      },
    });
    signInPlayer();
    renderPlayerApp('/me');

    const [waiting] = await waitFor(() => card(t('me.upcoming')));
    expect(waiting).toHaveTextContent(t('me.waitingFor', { opponents: OPPONENTS }));
    expect(waiting).toHaveTextContent(t('me.reportedScore', { score: t('me.score.won', { score: '6–4 6–3' }) }));
    expect(within(waiting!).queryByRole('button', { name: t('me.reportOf', { match: TITLE }) })).not.toBeInTheDocument();
    const [disputed] = card(t('me.upcoming'), 'Ana One / Bea Two vs Eva Five / Fe Six');
    expect(disputed).toHaveTextContent(t('me.disputed', { reason: 'We won the second set 7-5' }));
    // The opponents reported; the counter-proposal is this pair's own (one set each: no winner named).
    expect(disputed).toHaveTextContent(t('me.ownCounterScore', { score: '6–4 5–7' }));
  });
});

describe('/me reports through the outbox', () => {
  it('sends a report once, with the player\'s token and a UUID Idempotency-Key, then shows it waiting', async () => {
    const { writes } = meServer();
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');

    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    await reportScore(user, upcoming!, ['6', '6'], ['4', '3']);

    expect(await screen.findByText(t('me.reportSent'))).toBeInTheDocument();
    const [post] = writes();
    expect(post).toMatchObject({ path: REPORT_31, body: { team1Results: [6, 6], team2Results: [4, 3], outcome: 'played' } });
    expect(post?.headers.authorization).toBe(`Bearer ${PLAYER_TOKEN}`);
    expect(post?.headers['idempotency-key']).toMatch(UUID);
    expect(post?.headers['if-match']).toBeUndefined();
    await waitFor(() => expect(card(t('me.upcoming'))[0]).toHaveTextContent(t('me.waitingFor', { opponents: OPPONENTS })));
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('keeps a report made offline on the device and sends it, once and under the same key, when back', async () => {
    const { server, writes } = meServer();
    server.reachable = false;
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');

    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    await reportScore(user, upcoming!, ['6', '6'], ['4', '3']);

    expect(await screen.findByText(t('me.queued'))).toBeInTheDocument();
    await waitFor(() => expect(card(t('me.upcoming'))[0]).toHaveTextContent(t('me.pendingSync')));
    const [entry] = await appOutboxEntries();
    expect(entry).toMatchObject({ operation: 'report/create', args: { matchId: 31 }, matchId: 31 });
    // Sent with the player's token to the report route, both derived from the operation.
    expect(sessionOf(entry!)).toBe('player');
    expect(operationPath(entry as SendableOperation)).toBe('/v1/me/matches/31/report');

    server.reachable = true;
    await appOutboxNetworkBack();

    const accepted = writes().filter((call) => call.path === REPORT_31);
    // Every attempt carries the one key of the intended change; the server applied it once.
    expect(new Set(accepted.map((call) => call.headers['idempotency-key']))).toEqual(new Set([entry!.id]));
    expect(server.upcoming.find((match) => match.id === 31)?.report).not.toBeNull();
    expect(await appOutboxEntries()).toEqual([]);
    await waitFor(() => expect(card(t('me.upcoming'))[0]).toHaveTextContent(t('me.waitingFor', { opponents: OPPONENTS })));
  });

  it('checks the score against the league\'s format before anything is queued', async () => {
    const { writes } = meServer();
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    // Best of three: a set of 6–5 is not finished.
    await waitFor(() => expect(screen.queryByText(t('me.loading'))).not.toBeInTheDocument());
    await reportScore(user, upcoming!, ['6', '6'], ['5', '3']);

    expect(await within(upcoming!).findByRole('alert')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('asks for at least one set before sending', async () => {
    const { writes } = meServer();
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    await reportScore(user, upcoming!, [], []);
    expect(await within(upcoming!).findByRole('alert')).toHaveTextContent(t('me.scoresRequired'));
    expect(writes()).toEqual([]);
  });

  it('confirms the opponents\' report with one press', async () => {
    const { writes } = meServer();
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [toConfirm] = await waitFor(() => card(t('me.toConfirm')));
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.confirmOf', { match: TITLE }) }));

    expect(await screen.findByText(t('me.confirmSent'))).toBeInTheDocument();
    const [post] = writes();
    expect(post).toMatchObject({ path: '/api/v1/me/matches/32/confirm', body: undefined });
    expect(post?.headers['idempotency-key']).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('heading', { name: t('me.toConfirm') })).not.toBeInTheDocument());
  });

  it('disputes only with a reason, and sends our own score with it when given', async () => {
    const { writes } = meServer();
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [toConfirm] = await waitFor(() => card(t('me.toConfirm')));
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.disputeOf', { match: TITLE }) }));
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.sendDispute') }));
    expect(await within(toConfirm!).findByText(t('me.reasonRequired'))).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(toConfirm!).getByLabelText(new RegExp(`^${t('me.reason')}`)), 'We won the first set');
    const [name1, name2] = TITLE.split(' vs ') as [string, string];
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name1, 0)), '6');
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name1, 1)), '3');
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name1, 2)), '7');
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name2, 0)), '4');
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name2, 1)), '6');
    await user.type(within(toConfirm!).getByLabelText(scoreBoxLabel(name2, 2)), '5');
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.sendDispute') }));

    expect(await screen.findByText(t('me.disputeSent'))).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({
      path: '/api/v1/me/matches/32/dispute',
      body: { reason: 'We won the first set', team1Results: [6, 3, 7], team2Results: [4, 6, 5] },
    });
  });

  it('sends a player whose session the server refused (401) to the players\' sign-in, keeping the report', async () => {
    meServer({ [`POST ${REPORT_31}`]: { status: 401, body: { error: 'Unauthenticated', code: 'UNAUTHENTICATED' } } });
    signInPlayer();
    saveSession({ token: 'admin-token', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    const user = userEvent.setup();
    const app = renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    await reportScore(user, upcoming!, ['6', '6'], ['4', '3']);

    expect(await screen.findByRole('heading', { name: t('me.login.title') })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(readSession('player')).toBeNull();
    // The dashboard's session is not the player's: it stays.
    expect(readSession('admin')?.token).toBe('admin-token');
    expect(await appOutboxEntries()).toEqual([expect.objectContaining({ operation: 'report/create', state: 'pending' })]);
  });
});

describe("/me from the side of team 2's player", () => {
  // The signed-in player plays for team 12, the match's second team: every score reads their games first.
  const OURS = 'Carla Three / Dora Four';
  const THEIRS = 'Ana One / Bea Two';
  const asTeam2 = (id: number, extra: Record<string, unknown> = {}) => myMatch(id, { myTeamId: 12, ...extra });

  function team2Server(upcoming: unknown[], extra: Record<string, unknown> = {}) {
    return mockApi({
      'GET /api/v1/me': { role: 'player', username: 'carla', playerId: 121 },
      'GET /api/v1/me/matches': {
        upcoming,
        toConfirm: [asTeam2(32, { report: report({ reportedBy: { playerId: 110, name: 'Ana One', teamId: 11 }, team1Results: [6, 7], team2Results: [3, 5], winnerTeamId: 11 }) })],
        recent: [
          asTeam2(33, { team1Results: [6, 4, 3], team2Results: [4, 6, 6], winnerTeamId: 12 }),
          asTeam2(36, { team1Results: [7, 6], team2Results: [6, 2], winnerTeamId: 11, team1Name: 'Eva Five / Fe Six' }),
        ],
      },
      'GET /api/v1/clubs/1/leagues/2': league('bestOf3'),
      ...extra,
    });
  }

  it('shows their games first and names the winner: a won three-setter, a loss, a report to answer', async () => {
    team2Server([]);
    signInPlayer();
    renderPlayerApp('/me');

    const [won] = await waitFor(() => card(t('me.recent')));
    expect(won).toHaveTextContent(t('me.yourTeam', { team: OURS }));
    expect(won).toHaveTextContent(`${t('me.won')}4–6 6–4 6–3`);
    const [lost] = card(t('me.recent'), `Eva Five / Fe Six vs ${OURS}`);
    expect(lost).toHaveTextContent(`${t('me.lost')}6–7 2–6`);
    const [toConfirm] = card(t('me.toConfirm'), `${THEIRS} vs ${OURS}`);
    expect(toConfirm).toHaveTextContent(t('me.reportedBy', { name: 'Ana One', score: t('me.score.lost', { score: '3–6 5–7' }) }));
  });

  it('puts their pair first in the report form and sends the score in team order', async () => {
    const api = team2Server([asTeam2(31)], { 'POST /api/v1/me/matches/31/report': { status: 201, body: { reportId: 901, status: 'pending' } } });
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming'), `${THEIRS} vs ${OURS}`));
    await user.click(within(upcoming!).getByRole('button', { name: t('me.reportOf', { match: `${THEIRS} vs ${OURS}` }) }));

    const boxes = within(upcoming!).getAllByRole('textbox');
    expect(boxes[0]).toHaveAccessibleName(scoreBoxLabel(OURS, 0));
    expect(boxes[1]).toHaveAccessibleName(scoreBoxLabel(THEIRS, 0));
    // Set by set, the focus moving on by itself: we won 6–4 7–5.
    await user.click(boxes[0]!);
    await user.keyboard('6475');
    await user.click(within(upcoming!).getByRole('button', { name: t('me.sendReport') }));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { team1Results: [4, 5], team2Results: [6, 7], outcome: 'played' } });
  });

  it('puts their pair first in the dispute form and sends their own score in team order', async () => {
    const api = team2Server([], { 'POST /api/v1/me/matches/32/dispute': { body: { ...asTeam2(32), version: 2 } } });
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [toConfirm] = await waitFor(() => card(t('me.toConfirm'), `${THEIRS} vs ${OURS}`));
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.disputeOf', { match: `${THEIRS} vs ${OURS}` }) }));
    await user.type(within(toConfirm!).getByLabelText(new RegExp(`^${t('me.reason')}`)), 'We won');
    const boxes = within(toConfirm!).getAllByLabelText(new RegExp(`, ${t('scoreEntry.set', { number: 1 }).toLowerCase()}$`));
    expect(boxes.map((input) => input.getAttribute('aria-label'))).toEqual([scoreBoxLabel(OURS, 0), scoreBoxLabel(THEIRS, 0)]);
    await user.click(boxes[0]!);
    await user.paste('6-3 6-4');
    await user.click(within(toConfirm!).getByRole('button', { name: t('me.sendDispute') }));

    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { reason: 'We won', team1Results: [3, 4], team2Results: [6, 6] } });
  });
});

describe('/me before a match starts', () => {
  const LATER = '2099-05-01T17:00:00Z';

  it('offers no Report button until the start, and says from when', async () => {
    meServer({
      'GET /api/v1/me/matches': { upcoming: [myMatch(31, { startsAt: LATER, canReport: false })], recent: [], toConfirm: [] },
    });
    signInPlayer();
    renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    expect(upcoming).toHaveTextContent(reportFromText(LATER));
    expect(within(upcoming!).queryByRole('button', { name: t('me.reportOf', { match: TITLE }) })).not.toBeInTheDocument();
  });

  it('says so in words when the server refuses a report as too early (this clock ran ahead)', async () => {
    const { writes } = meServer({
      [`POST ${REPORT_31}`]: {
        status: 409,
        body: { error: 'This match has not started yet', code: 'MATCH_NOT_STARTED', details: [{ field: 'matchId', message: 'not started', startsAt: LATER }] },
      },
    });
    signInPlayer();
    const user = userEvent.setup();
    renderPlayerApp('/me');
    const [upcoming] = await waitFor(() => card(t('me.upcoming')));
    await reportScore(user, upcoming!, ['6', '6'], ['4', '3']);

    expect(await screen.findByText(notStartedText(LATER))).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
    expect(await appOutboxEntries()).toEqual([]);
  });
});
