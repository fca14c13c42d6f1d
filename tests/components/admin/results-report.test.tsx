import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultsSection } from '@/client/features/matches/admin/results/results-section';
import { t } from '@/client/i18n/i18n';
import { appOutboxEntries } from '../../fixtures/app-outbox';
import { groupTeams, mockApi, renderAdmin, scopeRoutes, type RecordedCall } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';

// A match with an open report from the court, on the Results screen: both versions side by side,
// Accept (an ordinary result write through the outbox) or the organiser's own entry, and History.

const MATCHES = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TITLE = 'Alpha Pair vs Bravo Pair';

const disputedMatch = {
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
  team1Results: [],
  team2Results: [],
  courtNumber: 1,
  startTime: 18,
  outcome: 'played',
  winnerTeamId: null,
  version: 3,
  updatedAt: '2026-05-01T18:00:00Z',
  report: {
    id: 900,
    status: 'disputed',
    reportedBy: { playerId: 110, name: 'Alpha One', teamId: 11 },
    reportedAt: '2026-05-01T20:00:00Z',
    team1Results: [6, 6],
    team2Results: [4, 3],
    outcome: 'played',
    winnerTeamId: 11,
    reason: 'The second set was 7-5 to us',
    counter: { team1Results: [6, 5], team2Results: [4, 7] },
    confirmsAt: null,
  },
};

function reportServer(match: Record<string, unknown> = disputedMatch) {
  const server = { match: { ...match } };
  const write = (call: RecordedCall) => {
    // The organiser's entry wins and closes the report (docs/reports.md).
    server.match = { ...server.match, ...(call.body as object), report: null, version: (server.match.version as number) + 1 };
    return { body: server.match };
  };
  const api = mockApi({
    ...scopeRoutes,
    'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
    'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': () => ({ body: { matches: [server.match] } }),
    [`PUT ${MATCHES}/21`]: write,
    [`GET ${MATCHES}/21/history`]: {
      changes: [
        {
          at: '2026-05-01T21:00:00Z',
          by: { role: 'organiser', username: 'marta' },
          via: 'entry',
          from: { team1Results: [], team2Results: [], outcome: 'played' },
          to: { team1Results: [6, 6], team2Results: [4, 3], outcome: 'played' },
        },
        {
          at: '2026-05-02T21:00:00Z',
          by: { role: 'system', username: 'system' },
          via: 'auto-confirmed',
          from: { team1Results: [6, 6], team2Results: [4, 3], outcome: 'played' },
          to: { team1Results: [6, 7], team2Results: [4, 5], outcome: 'played' },
        },
      ],
    },
  });
  return { server, api, writes: () => api.calls.filter((call) => call.method === 'PUT') };
}

const card = () => screen.getByRole('listitem', { name: TITLE });

eachTestSignedInOnEmptyOutbox();

describe('Results: a reported match', () => {
  it('shows a disputed report with both versions and the reason', async () => {
    reportServer();
    renderAdmin(<ResultsSection />);
    const report = await within(await screen.findByRole('listitem', { name: TITLE })).findByRole('region', { name: t('admin.report.label') });
    expect(report).toHaveTextContent(t('admin.report.disputed'));
    expect(report).toHaveTextContent(t('admin.report.by', { name: 'Alpha One', score: '6–4 6–3' }));
    expect(report).toHaveTextContent(t('admin.report.counter', { score: '6–4 5–7' }));
    expect(report).toHaveTextContent(t('admin.report.reason', { reason: 'The second set was 7-5 to us' }));
  });

  it('shows a pending report as "Reported" with when it confirms itself', async () => {
    reportServer({ ...disputedMatch, report: { ...disputedMatch.report, status: 'pending', reason: null, counter: null, confirmsAt: '2026-05-02T20:00:00Z' } });
    renderAdmin(<ResultsSection />);
    const report = await within(await screen.findByRole('listitem', { name: TITLE })).findByRole('region', { name: t('admin.report.label') });
    expect(report).toHaveTextContent(t('admin.report.reported'));
    expect(report).not.toHaveTextContent(t('admin.report.disputed'));
    expect(report).toHaveTextContent(/it confirms automatically: /);
  });

  it('accepts the reported score as an ordinary result write, through the outbox, which closes the report', async () => {
    const { writes } = reportServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.report.acceptOf', { match: TITLE }) }));

    expect(await screen.findByText(t('admin.results.updated'))).toBeInTheDocument();
    const [put] = writes();
    expect(put?.body).toMatchObject({ team1Id: 11, team2Id: 12, team1Results: [6, 6], team2Results: [4, 3], outcome: 'played' });
    expect(put?.headers['if-match']).toBe('"3"');
    expect(put?.headers['idempotency-key']).toMatch(UUID);
    await waitFor(() => expect(within(card()).queryByRole('region', { name: t('admin.report.label') })).not.toBeInTheDocument());
    expect(await appOutboxEntries()).toEqual([]);
  });

  it('lets the organiser enter their own result instead, in the usual dialog', async () => {
    reportServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.report.enterOwnOf', { match: TITLE }) }));
    expect(screen.getByRole('dialog', { name: t('admin.results.editTitle') })).toBeInTheDocument();
  });

  it('lists the history of the score: who, when, from what to what, and how', async () => {
    reportServer();
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.history.actionOf', { match: TITLE }) }));
    const dialog = screen.getByRole('dialog', { name: t('admin.history.title', { match: TITLE }) });
    const changes = await within(dialog).findAllByRole('listitem');
    expect(changes).toHaveLength(2);
    expect(changes[0]).toHaveTextContent(t('admin.history.by', { username: 'marta', role: t('admin.history.role.organiser') }));
    expect(changes[0]).toHaveTextContent(t('admin.history.via.entry'));
    expect(changes[0]).toHaveTextContent(t('admin.history.noResult'));
    expect(changes[0]).toHaveTextContent('6–4 6–3');
    expect(changes[1]).toHaveTextContent(t('admin.history.via.auto-confirmed'));
    expect(changes[1]).toHaveTextContent('6–4 7–5');
  });
});
