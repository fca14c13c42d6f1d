import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClubsSection } from '@/client/features/clubs/admin/clubs-section';
import { GroupsSection } from '@/client/features/groups/admin/groups-section';
import { emptyLeague, leagueFormSchema } from '@/client/features/leagues/admin/league-form';
import { LeaguesSection } from '@/client/features/leagues/admin/leagues-section';
import { MATCH_FORMAT_LABELS } from '@/shared/domain/match-formats';
import { PlayersSection } from '@/client/features/players/admin/players-section';
import { RoundsSection } from '@/client/features/rounds/admin/rounds-section';
import { dismissToasts, fieldMessages, groupTeams, leaguesOf, mockApi, page, renderAdmin, scopeRoutes, signIn } from './support';
import { t } from '@/client/i18n/i18n';

beforeEach(() => {
  localStorage.clear();
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToasts();
});

describe('Players form', () => {
  it('requires first and last name only; email, phone and date of birth are optional, then creates the player', async () => {
    const api = mockApi({
      'GET /api/v1/admin/players': page('players', []),
      'POST /api/v1/admin/players': { status: 201, body: { id: 1 } },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.create') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.players.createTitle') });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.players.firstNameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.players.lastNameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Date of birth/)).not.toBeRequired();
    expect(within(dialog).queryByText(t('admin.players.dobInvalid'))).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Blanco');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/players')[0]!.body).toEqual({ firstName: 'Ana', lastName: 'Blanco', dob: null, email: null, phone: null, startingLevel: null });
    expect(api.callsTo('POST', '/api/v1/admin/players')[0]!.headers.authorization).toBe('Bearer test-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks email, phone and date of birth with its own words, and sends them when right', async () => {
    const api = mockApi({
      'GET /api/v1/admin/players': page('players', []),
      'POST /api/v1/admin/players': { status: 201, body: { id: 1 } },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.create') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.players.createTitle') });
    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Blanco');
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@');
    await user.type(within(dialog).getByLabelText(/Phone/), '12ab');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(t('admin.players.emailInvalid'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.players.phoneInvalid'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.players.dobInvalid'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Email/));
    await user.type(within(dialog).getByLabelText(/Email/), ' ana@example.com ');
    await user.clear(within(dialog).getByLabelText(/Phone/));
    await user.type(within(dialog).getByLabelText(/Phone/), '+34 600 111 222');
    await user.clear(within(dialog).getByLabelText(/Date of birth/));
    await user.type(within(dialog).getByLabelText(/Date of birth/), '1990-04-12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/players')[0]!.body).toEqual({
      firstName: 'Ana',
      lastName: 'Blanco',
      dob: '1990-04-12',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      startingLevel: null,
    });
  });

  it('takes a starting level of 0.0 to 7.0, with a comma or a point, and refuses another in its own words', async () => {
    const api = mockApi({
      'GET /api/v1/admin/players': page('players', []),
      'POST /api/v1/admin/players': { status: 201, body: { id: 1 } },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.create') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.players.createTitle') });
    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Blanco');
    const level = within(dialog).getByLabelText(new RegExp(t('admin.field.startingLevel')));
    await user.type(level, '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(t('admin.players.startingLevelInvalid'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(0);

    await user.clear(level);
    await user.type(level, '4,5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/players')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/players')[0]!.body).toMatchObject({ firstName: 'Ana', startingLevel: 4.5 });
  });

  it('alerts the fixed failure text when the save fails, keeping the modal open', async () => {
    mockApi({ 'GET /api/v1/admin/players': page('players', []), 'POST /api/v1/admin/players': { status: 500, body: { error: 'boom', code: 'INTERNAL' } } });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.players.create') }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Blanco');
    await user.type(within(dialog).getByLabelText(/Date of birth/), '1990-04-12');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.players.saveFailed'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before deleting and does nothing on Cancel', async () => {
    const api = mockApi({
      'GET /api/v1/admin/players': page('players', [{ id: 5, firstName: 'Ana', lastName: 'Blanco', dob: '1990-04-12', status: 'active', matchesPlayed: 0, matchesWon: 0 }]),
      'DELETE /api/v1/admin/players/5': { status: 204 },
    });
    const user = userEvent.setup();
    renderAdmin(<PlayersSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete player Ana Blanco' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(t('admin.players.confirmDelete'));
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/v1/admin/players/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete player Ana Blanco' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/v1/admin/players/5')).toHaveLength(1));
  });

  it('loads every page of a long list, following total', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => ({ id: index + 1, firstName: `P${index + 1}`, lastName: 'X', dob: '1990-01-01', status: 'active', matchesPlayed: 0, matchesWon: 0 }));
    const api = mockApi({
      'GET /api/v1/admin/players': (call) => {
        const number = Number(call.search.get('page'));
        return { body: { players: rows.slice((number - 1) * 100, number * 100), total: 150, page: number, pageSize: 100 } };
      },
    });
    renderAdmin(<PlayersSection />);
    expect(await screen.findByText('P150 X')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/v1/admin/players').map((call) => call.search.get('pageSize'))).toEqual(['100', '100']);
  });
});

describe('Clubs form', () => {
  it('requires a name and shows the delete failure text', async () => {
    mockApi({
      'GET /api/v1/clubs': page('clubs', [{ id: 1, name: 'Club Uno', description: null, rules: null }]),
      'DELETE /api/v1/admin/clubs/1': { status: 409, body: { error: 'Club Uno holds recorded results', code: 'CONFLICT' } },
    });
    const user = userEvent.setup();
    renderAdmin(<ClubsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.clubs.create') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create' }));
    expect(screen.getByText(t('admin.clubs.nameRequired'))).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete club Club Uno' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.clubs.confirmDelete'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('admin.clubs.deleteFailed'));
    expect(alert).toHaveTextContent('Club Uno holds recorded results');
  });

  it('opens the edit modal filled in, with Update', async () => {
    mockApi({ 'GET /api/v1/clubs': page('clubs', [{ id: 1, name: 'Club Uno', description: 'Nice', rules: null }]) });
    const user = userEvent.setup();
    renderAdmin(<ClubsSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit club Club Uno' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.clubs.editTitle') });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Club Uno');
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe('Leagues form', () => {
  it('requires name and status, and points from 0 to 10', () => {
    const errors = fieldMessages(leagueFormSchema, { ...emptyLeague(), status: null, pointsForWin: '11', pointsForLoss: '1.5' });
    expect(errors).toEqual({ name: t('admin.leagues.nameRequired'), status: t('admin.leagues.statusRequired'), pointsForWin: t('admin.leagues.pointsRange'), pointsForLoss: t('admin.leagues.pointsRange') });
    expect(fieldMessages(leagueFormSchema, { ...emptyLeague(), name: 'Spring', pointsForWin: '10', pointsForLoss: '0' })).toEqual({});
  });

  it('ranks by points unless points per match is chosen, and sends the choice as the flag', () => {
    expect(leagueFormSchema.parse({ ...emptyLeague(), name: 'Ladder' }).rankByPointsPerMatch).toBe(false);
    expect(leagueFormSchema.parse({ ...emptyLeague(), name: 'Ladder', rankByPointsPerMatch: 'pointsPerMatch' }).rankByPointsPerMatch).toBe(true);
  });

  it('creates a league with its points rule and reordered tie-breakers', async () => {
    const api = mockApi({ ...scopeRoutes, 'POST /api/v1/admin/clubs/1/leagues': { status: 201, body: { id: 9 } } });
    const user = userEvent.setup();
    renderAdmin(<LeaguesSection />);
    await screen.findByText('Spring League');
    await user.click(screen.getByRole('button', { name: t('admin.leagues.create') }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.leagues.nameRequired'))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Autumn');
    await user.clear(within(dialog).getByLabelText('Points for a win'));
    await user.type(within(dialog).getByLabelText('Points for a win'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move Games won up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues')[0]!.body).toMatchObject({
      name: 'Autumn',
      status: 'active',
      pointsForWin: 2,
      pointsForLoss: 1,
      tiebreakers: ['headToHead', 'setsDiff', 'gamesWon', 'gamesDiff'],
      matchFormat: 'free',
    });
  });

  it('offers the four match formats, sends the one chosen on create, and shows it in the table', async () => {
    const api = mockApi({ ...scopeRoutes, 'POST /api/v1/admin/clubs/1/leagues': { status: 201, body: { id: 9 } } });
    const user = userEvent.setup();
    renderAdmin(<LeaguesSection />);
    await screen.findByText('Spring League');
    await user.click(screen.getByRole('button', { name: t('admin.leagues.create') }));
    const dialog = screen.getByRole('dialog');
    const format = within(dialog).getByLabelText(/^Match format/);
    expect(format).toHaveDisplayValue(MATCH_FORMAT_LABELS.free);
    expect(within(format).getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(MATCH_FORMAT_LABELS));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Autumn');
    await user.selectOptions(format, MATCH_FORMAT_LABELS.bestOf3SuperTiebreak);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues')[0]!.body).toMatchObject({ name: 'Autumn', matchFormat: 'bestOf3SuperTiebreak' });
  });

  it('edits a league on its own match format and sends the one chosen on update', async () => {
    const proSetLeague = { ...leaguesOf(scopeRoutes['GET /api/v1/clubs/1/leagues'])[0], matchFormat: 'proSet9' };
    const api = mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues': page('leagues', [proSetLeague]),
      'PUT /api/v1/admin/clubs/1/leagues/2': { body: { ...proSetLeague, matchFormat: 'bestOf3' } },
    });
    const user = userEvent.setup();
    renderAdmin(<LeaguesSection />);
    expect(await screen.findByRole('cell', { name: MATCH_FORMAT_LABELS.proSet9 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit league Spring League' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.leagues.editTitle') });
    const format = within(dialog).getByLabelText(/^Match format/);
    expect(format).toHaveDisplayValue(MATCH_FORMAT_LABELS.proSet9);
    await user.selectOptions(format, MATCH_FORMAT_LABELS.bestOf3);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')[0]!.body).toMatchObject({ name: 'Spring League', matchFormat: 'bestOf3' });
  });
});

describe('Groups form', () => {
  it('requires a name, and adds and removes teams with the spec texts', async () => {
    const api = mockApi({
      ...scopeRoutes,
      'GET /api/v1/clubs/1/leagues/2/groups/3/teams': [groupTeams[0]],
      'GET /api/v1/teams': page('teams', groupTeams),
      'POST /api/v1/admin/clubs/1/leagues/2/groups/3/teams': { status: 500, body: null },
      'DELETE /api/v1/admin/clubs/1/leagues/2/groups/3/teams': { status: 204 },
    });
    const user = userEvent.setup();
    renderAdmin(<GroupsSection />);
    await user.click(await screen.findByRole('button', { name: t('admin.groups.create') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create' }));
    expect(screen.getByText(t('admin.groups.nameRequired'))).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Manage teams of Group A' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.groups.teamsTitle', { group: 'Group A' }) });
    await user.click(within(dialog).getByRole('button', { name: t('admin.groups.addTeam') }));
    expect(within(dialog).getByText(t('admin.groups.teamRequired'))).toBeInTheDocument();

    // The picker never offers a team already in the group.
    await user.type(within(dialog).getByRole('combobox', { name: 'Team to add' }), 'Pair');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bravo Pair', 'Charlie Pair', 'Delta Pair']);
    await user.click(options[0]!);
    await user.click(within(dialog).getByRole('button', { name: t('admin.groups.addTeam') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.groups.addTeamFailed'));
    expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/groups/3/teams')[0]!.body).toEqual({ team_id: 12 });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Alpha Pair from the group' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.groups.confirmRemoveTeam'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/v1/admin/clubs/1/leagues/2/groups/3/teams')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/v1/admin/clubs/1/leagues/2/groups/3/teams')[0]!.body).toEqual({ team_id: 11 });
  });
});

describe('Rounds form', () => {
  it('starts at the spec defaults and requires name and date', async () => {
    const api = mockApi({ ...scopeRoutes, 'POST /api/v1/admin/clubs/1/leagues/2/rounds': { status: 201, body: { id: 8 } } });
    const user = userEvent.setup();
    renderAdmin(<RoundsSection />);
    await screen.findByText('Round 1');
    await user.click(screen.getByRole('button', { name: t('admin.rounds.create') }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(/Start hour/)).toHaveDisplayValue('18:00');
    expect(within(dialog).getByLabelText(/End hour/)).toHaveDisplayValue('22:00');
    expect(within(dialog).getByLabelText(/Number of courts/)).toHaveDisplayValue('1');
    expect(within(dialog).getByLabelText(/Status/)).toHaveDisplayValue('Inactive');
    expect(within(within(dialog).getByLabelText(/Number of courts/)).getAllByRole('option')).toHaveLength(10);
    expect(
      within(within(dialog).getByLabelText(/Start hour/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('00:00');
    // The slot length: 60 minutes unless chosen, with the starts it gives said as the form changes.
    const slot = within(dialog).getByLabelText(/Slot length/);
    expect(slot).toHaveDisplayValue('60 min');
    expect(
      within(slot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['60 min', '75 min', '90 min', '120 min']);
    expect(within(dialog).getByText('Matches start at 18:00, 19:00, 20:00, 21:00 and 22:00.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/End hour/), '21');
    await user.selectOptions(slot, '90');
    expect(within(dialog).getByText('Matches start at 18:00, 19:30 and 21:00.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.rounds.nameRequired'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.rounds.dateRequired'))).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Round 2');
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-05-08');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/rounds')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/rounds')[0]!.body).toEqual({
      name: 'Round 2',
      date: '2026-05-08',
      start_hour: 18,
      end_hour: 21,
      court_number: 1,
      status: 'inactive',
      slot_minutes: 90,
    });
  });
});
