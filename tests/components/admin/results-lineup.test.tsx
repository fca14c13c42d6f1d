import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsSection } from '@/client/features/matches/admin/results/results-section';
import { t } from '@/client/i18n/i18n';
import { OutboxBadge } from '@/client/offline';
import { badgeLabel } from '@/client/offline/messages';
import { appOutboxEntries, appOutboxIdle, appOutboxNetworkBack } from '../../fixtures/app-outbox';
import {
  dismissToasts,
  groupTeams,
  mockApi,
  networkDown,
  page,
  renderAdmin,
  scopeRoutes,
  type RecordedCall,
} from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';

// The line-up of a match on the Results screen (docs/substitutes.md): untick the player who did not
// play, choose the substitute with the player search, and the card names who stood in.

const MATCHES = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TITLE = 'Alpha Pair vs Bravo Pair';
// makeTeam: team 11's players are 110 "Alpha One" and 111 "Alpha Two"; team 12's 120 and 121.
const CARLA = { id: 500, firstName: 'Carla', lastName: 'Castro', dob: null };

const scheduled = {
  id: 21,
  roundId: 4,
  stage: 'group',
  groupId: 3,
  team1Id: 11,
  team2Id: 12,
  team1Name: 'Alpha Pair',
  team2Name: 'Bravo Pair',
  team1ShortName: 'Alpha Pair',
  team2ShortName: 'Bravo Pair',
  team1Results: [6, 6],
  team2Results: [3, 4],
  courtNumber: 1,
  startTime: 18,
  outcome: 'played',
  winnerTeamId: 11,
  version: 3,
  updatedAt: '2026-05-01T18:00:00Z',
  report: null,
};

const NAMES: Record<number, string> = { 500: 'Carla Castro', 130: 'Charlie One' };

/**
 * Match 21's line-up as the server keeps it: If-Match of another version answers 412 with the
 * match; `reachable` false fails every request as it does with no signal.
 */
function lineupServer(refuse?: string) {
  const server = { match: { ...scheduled } as Record<string, unknown>, reachable: true };
  const put = (call: RecordedCall) => {
    if (!server.reachable) networkDown();
    const ifMatch = call.headers['if-match'];
    if (ifMatch !== undefined && Number(ifMatch.replaceAll('"', '')) !== server.match.version)
      return {
        status: 412,
        body: { error: 'This match was changed elsewhere', code: 'STALE', details: [server.match] },
      };
    if (refuse)
      return {
        status: 409,
        body: {
          error: refuse,
          code: 'CONFLICT',
          details: [{ field: 'team1Players', message: refuse, rule: 'maxSubstituteAppearances' }],
        },
      };
    const body = call.body as { team1Players: number[]; team2Players: number[] };
    const own = (id: number, name: string) => ({ playerId: id, name, replaces: null });
    server.match = {
      ...server.match,
      version: (server.match.version as number) + 1,
      lineup: {
        team1Players: [
          {
            playerId: body.team1Players[0],
            name: NAMES[body.team1Players[0]!] ?? '',
            replaces: { playerId: 110, name: 'Alpha One' },
          },
          own(111, 'Alpha Two'),
        ],
        team2Players: [own(120, 'Bravo One'), own(121, 'Bravo Two')],
      },
    };
    return { body: server.match };
  };
  const api = mockApi({
    ...scopeRoutes,
    'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
    'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': () => ({ body: { matches: [server.match] } }),
    'GET /api/v1/admin/players': (call) => {
      if (!server.reachable) networkDown();
      const search = (call.search.get('search') ?? '').toLowerCase();
      return {
        body: page(
          'players',
          [CARLA].filter((player) => `${player.firstName} ${player.lastName}`.toLowerCase().includes(search)),
        ),
      };
    },
    [`PUT ${MATCHES}/21/lineup`]: put,
  });
  return { server, api, puts: () => api.callsTo('PUT', `${MATCHES}/21/lineup`) };
}

eachTestSignedInOnEmptyOutbox();
afterEach(dismissToasts);

async function openLineup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: t('admin.lineup.actionOf', { match: TITLE }) }));
  return screen.getByRole('dialog', { name: t('admin.lineup.title') });
}

describe('Results: a match line-up', () => {
  it('names a substitute for the player who did not play, with If-Match and an Idempotency-Key, and the card says who stood in', async () => {
    const { puts } = lineupServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    const dialog = await openLineup(user);
    expect(within(dialog).getByText(t('admin.lineup.appearanceLimit', { count: 2 }))).toBeInTheDocument();
    const alphaOne = within(dialog).getByRole('checkbox', { name: t('admin.lineup.played', { player: 'Alpha One' }) });
    expect(alphaOne).toBeChecked();

    // Unticked, the player needs a substitute before the line-up can be saved.
    await user.click(alphaOne);
    await user.click(within(dialog).getByRole('button', { name: t('admin.update') }));
    expect(
      await within(dialog).findByText(t('admin.lineup.substituteRequired', { player: 'Alpha One' })),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('combobox', {
        name: new RegExp(t('admin.lineup.substituteFor', { player: 'Alpha One' })),
      }),
      'carla',
    );
    await user.click(await screen.findByRole('option', { name: /Carla Castro/ }));
    await user.click(within(dialog).getByRole('button', { name: t('admin.update') }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    const [put] = puts();
    expect(put?.body).toEqual({ team1Players: [500, 111], team2Players: [120, 121] });
    expect(put?.headers['if-match']).toBe('"3"');
    expect(put?.headers['idempotency-key']).toMatch(UUID);
    expect(await screen.findByText(t('admin.lineup.saved'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('listitem', { name: TITLE });
    expect(
      await within(card).findByText(t('lineup.stoodInFor', { substitute: 'Carla Castro', absent: 'Alpha One' })),
    ).toBeInTheDocument();
  });

  it('shows the server’s reason when the league’s limit refuses the substitute, and keeps the dialog open', async () => {
    const reason =
      'Alpha Pair has made 2 of its 2 substitute appearances this season: this line-up would make 3 (maxSubstituteAppearances).';
    lineupServer(reason);
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    const dialog = await openLineup(user);
    await user.click(within(dialog).getByRole('checkbox', { name: t('admin.lineup.played', { player: 'Alpha One' }) }));
    await user.type(
      within(dialog).getByRole('combobox', {
        name: new RegExp(t('admin.lineup.substituteFor', { player: 'Alpha One' })),
      }),
      'carla',
    );
    await user.click(await screen.findByRole('option', { name: /Carla Castro/ }));
    await user.click(within(dialog).getByRole('button', { name: t('admin.update') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('dialog', { name: t('admin.lineup.title') })).toBeInTheDocument();
  });
});

describe('Results: a match line-up without signal', () => {
  const card = () => screen.getByRole('listitem', { name: TITLE });

  async function nameCharlieOffline(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await openLineup(user);
    await user.click(within(dialog).getByRole('checkbox', { name: t('admin.lineup.played', { player: 'Alpha One' }) }));
    // The player search cannot reach the server: it offers the league's players kept on the device.
    await user.type(
      within(dialog).getByRole('combobox', {
        name: new RegExp(t('admin.lineup.substituteFor', { player: 'Alpha One' })),
      }),
      'charl',
    );
    await user.click(await screen.findByRole('option', { name: /Charlie One/ }));
    await user.click(within(dialog).getByRole('button', { name: t('admin.update') }));
    expect(await screen.findByText(t('admin.lineup.queued'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it('keeps the line-up on the device, shows the substitute on the card as pending, and sends it once the network is back, under one key and If-Match', async () => {
    const { server, puts } = lineupServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderAdmin(
      <>
        <OutboxBadge />
        <ResultsSection />
      </>,
    );
    await nameCharlieOffline(user);
    const stoodIn = t('lineup.stoodInFor', { substitute: 'Charlie One', absent: 'Alpha One' });
    expect(await within(card()).findByText(t('offline.pendingMark'))).toBeInTheDocument();
    expect(within(card()).getByText(stoodIn)).toBeInTheDocument();
    await appOutboxIdle();
    const [queued] = await appOutboxEntries();
    expect(queued).toMatchObject({
      operation: 'lineup/set',
      matchId: 21,
      groupId: 3,
      baseVersion: 3,
      state: 'pending',
      args: { body: { team1Players: [130, 111], team2Players: [120, 121] } },
    });
    expect(screen.getByRole('button', { name: badgeLabel(1) })).toBeInTheDocument();

    // Opened again before it is sent, the dialog shows the line-up kept on the device.
    const again = await openLineup(user);
    expect(
      within(again).getByRole('checkbox', { name: t('admin.lineup.played', { player: 'Alpha One' }) }),
    ).not.toBeChecked();
    expect(
      within(again).getByRole('combobox', {
        name: new RegExp(t('admin.lineup.substituteFor', { player: 'Alpha One' })),
      }),
    ).toHaveValue('Charlie One');
    await user.click(within(again).getByRole('button', { name: t('ui.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.reachable = true;
    await appOutboxNetworkBack();
    await waitFor(() => expect(within(card()).queryByText(t('offline.pendingMark'))).not.toBeInTheDocument());
    expect(await appOutboxEntries()).toEqual([]);
    expect(server.match.version).toBe(4);
    // Every attempt is the same change: one key, the version shown, the body without the names.
    expect(puts().length).toBeGreaterThanOrEqual(2);
    for (const attempt of puts()) {
      expect(attempt.headers).toMatchObject({ 'idempotency-key': queued!.id, 'if-match': '"3"' });
      expect(attempt.body).toEqual({ team1Players: [130, 111], team2Players: [120, 121] });
    }
  });

  it('changed by someone else before it was sent: the outbox shows both line-ups and sends mine over it only when asked', async () => {
    const { server, puts } = lineupServer();
    server.reachable = false;
    const user = userEvent.setup();
    renderAdmin(
      <>
        <OutboxBadge />
        <ResultsSection />
      </>,
    );
    await nameCharlieOffline(user);
    // Another organiser names Carla online first.
    server.match = {
      ...server.match,
      version: 5,
      lineup: {
        team1Players: [
          { playerId: 500, name: 'Carla Castro', replaces: { playerId: 110, name: 'Alpha One' } },
          { playerId: 111, name: 'Alpha Two', replaces: null },
        ],
        team2Players: [
          { playerId: 120, name: 'Bravo One', replaces: null },
          { playerId: 121, name: 'Bravo Two', replaces: null },
        ],
      },
    };
    server.reachable = true;
    await appOutboxNetworkBack();
    expect(await within(card()).findByText(t('offline.ENTRY_STATE_TEXT.needs-attention'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: badgeLabel(1) }));
    const panel = screen.getByTestId('outbox-panel');
    expect(within(panel).getByText(t('offline.lineupConflictTitle'))).toBeInTheDocument();
    const theirs = within(panel).getByText(t('offline.theirResult')).nextElementSibling;
    const yours = within(panel).getByText(t('offline.yourResult')).nextElementSibling;
    expect(theirs).toHaveTextContent(t('lineup.stoodInFor', { substitute: 'Carla Castro', absent: 'Alpha One' }));
    expect(yours).toHaveTextContent(t('lineup.stoodInFor', { substitute: 'Charlie One', absent: 'Alpha One' }));
    expect(panel).not.toHaveTextContent(/version/i);
    const refused = puts().length;

    await user.click(within(panel).getByRole('button', { name: t('offline.sendMine') }));
    await waitFor(() => expect(puts().length).toBe(refused + 1));
    await appOutboxIdle();
    expect(puts().at(-1)?.headers['if-match']).toBe('"5"');
    expect(server.match.version).toBe(6);
    await waitFor(async () => expect(await appOutboxEntries()).toEqual([]));
  });
});
