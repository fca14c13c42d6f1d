import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupsSection } from '@/client/features/groups/admin/groups-section';
import { LeaguesSection } from '@/client/features/leagues/admin/leagues-section';
import { StandingsTable } from '@/client/features/leagues/components/standings-table';
import { LeagueFormat } from '@/client/features/leagues/components/league-format';
import { league } from '../public/fixtures';
import { dismissToasts, groupTeams, leaguesOf, mockApi, renderAdmin, scopeRoutes, signIn } from './support';
import { t } from '@/client/i18n/i18n';

// docs/rules.md, "Leagues" and docs/standings.md, "Draws" and "Withdrawals": the admin forms offer
// the deuce rule, the points for a draw and a withdrawal; the league page and its table show them.
beforeEach(() => {
  localStorage.clear();
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToasts();
});

describe('the league form', () => {
  it('offers every format, the deuce rule and the points for a draw, and sends them', async () => {
    const spring = leaguesOf(scopeRoutes['GET /api/v1/clubs/1/leagues'])[0];
    const api = mockApi({
      ...scopeRoutes,
      'PUT /api/v1/admin/clubs/1/leagues/2': {
        body: { ...spring, matchFormat: 'timed', deuceRule: 'starPoint', pointsForDraw: 1 },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<LeaguesSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit league Spring League' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.leagues.editTitle') });
    const format = within(dialog).getByLabelText(/^Match format/);
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      expect.arrayContaining([
        t('domain.matchFormat.bestOf3ShortSets'),
        t('domain.matchFormat.proSet8'),
        t('domain.matchFormat.timed'),
      ]),
    );
    await user.selectOptions(format, t('domain.matchFormat.timed'));
    const deuce = within(dialog).getByLabelText(new RegExp(`^${t('admin.leagues.deuceRule')}`));
    expect(deuce).toHaveDisplayValue(t('domain.deuceRule.goldenPoint'));
    await user.selectOptions(deuce, t('domain.deuceRule.starPoint'));
    const draw = within(dialog).getByLabelText(new RegExp(`^${t('admin.leagues.pointsForDraw')}`));
    expect(draw).toHaveValue('2');
    await user.clear(draw);
    await user.type(draw, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')[0]!.body).toMatchObject({
      matchFormat: 'timed',
      deuceRule: 'starPoint',
      pointsForDraw: 1,
    });
  });
});

describe('the group’s teams', () => {
  it('withdraws a team, its matches kept, and marks the one already withdrawn', async () => {
    const api = mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
      'GET /api/v1/clubs/1/leagues/2/groups/3/standings': {
        standings: [
          {
            rank: 4,
            teamId: 14,
            teamName: 'Delta Pair',
            matchesPlayed: 0,
            matchesWon: 0,
            setsDiff: 0,
            gamesDiff: 0,
            points: 0,
            withdrawn: 'annul',
          },
        ],
        rules: { pointsForWin: 3, pointsForLoss: 1, tiebreakers: [] },
      },
      'POST /api/v1/admin/clubs/1/leagues/2/groups/3/withdrawals': {
        status: 201,
        body: { id: 1, groupId: 3, teamId: 12, policy: 'keep', createdAt: '2026-05-01T00:00:00.000Z' },
      },
    });
    const user = userEvent.setup();
    renderAdmin(<GroupsSection />);
    await user.click(await screen.findByRole('button', { name: 'Manage teams of Group A' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.groups.teamsTitle', { group: 'Group A' }) });
    expect(await within(dialog).findByText(t('admin.groups.withdrawnMark'))).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: `${t('admin.groups.withdraw')}: Delta Pair` }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `${t('admin.groups.withdraw')}: Bravo Pair` }));
    await user.selectOptions(
      within(dialog).getByLabelText(new RegExp(t('admin.groups.withdrawPolicy'))),
      t('domain.withdrawal.keep'),
    );
    await user.click(within(dialog).getByRole('button', { name: t('admin.groups.withdrawConfirm') }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/groups/3/withdrawals')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/groups/3/withdrawals')[0]!.body).toEqual({
      teamId: 12,
      policy: 'keep',
    });
    expect(await screen.findByText(t('admin.groups.withdrawDone', { team: 'Bravo Pair' }))).toBeInTheDocument();
  });
});

describe('the league page', () => {
  it('states the format of each stage, the deuce rule and what a draw earns', () => {
    render(
      <LeagueFormat
        league={league({
          matchFormat: 'timed',
          deuceRule: 'advantage',
          pointsForDraw: 1,
          hasPlayoffs: true,
          playoffMatchFormat: 'proSet9',
        })}
      />,
    );
    expect(screen.getByText(t('domain.matchFormat.timed'))).toBeInTheDocument();
    expect(screen.getByText(t('domain.matchFormat.proSet9'))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(t('leagues.groupStage')))).toBeInTheDocument();
    expect(screen.getByText(t('domain.deuceRule.advantage'))).toBeInTheDocument();
    expect(screen.getByText(t('leagues.pointsForDraw', { points: 1 }))).toBeInTheDocument();
  });

  it('without playoffs names one format, and no draws outside timed', () => {
    render(<LeagueFormat league={league({ matchFormat: 'proSet8' })} />);
    expect(screen.getByText(new RegExp(t('leagues.matchFormat')))).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(t('leagues.groupStage')))).not.toBeInTheDocument();
    expect(screen.queryByText(t('leagues.pointsForDraw', { points: 2 }))).not.toBeInTheDocument();
  });

  it('the table counts draws in a timed league and marks a withdrawn team', () => {
    const row = { matchesPlayed: 1, matchesWon: 0, setsDiff: 0, gamesDiff: 0 };
    render(
      <StandingsTable
        caption="Group A"
        rows={[
          { ...row, rank: 1, teamId: 1, teamName: 'Alpha Pair', matchesDrawn: 1, points: 2 },
          { ...row, rank: 2, teamId: 2, teamName: 'Bravo Pair', matchesDrawn: 1, points: 2, withdrawn: 'keep' },
        ]}
      />,
    );
    expect(screen.getByTitle(t('standings.drawn'))).toBeInTheDocument();
    expect(screen.getByText(t('standings.withdrawnKeep'))).toBeInTheDocument();
  });
});
