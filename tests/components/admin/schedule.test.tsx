import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { team2Choices, validateSchedule, emptySchedule } from '@/client/features/matches/admin/schedule/schedule-form';
import { ScheduleSection } from '@/client/features/matches/admin/schedule/schedule-section';
import { groupTeams, leaguesOf, mockApi, page, renderAdmin, scopeRoutes } from './support';
import { eachTestSignedIn } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const round = '/api/v1/admin/clubs/1/leagues/2/rounds/4';
const proposal = (team1: number, team2: number, court: number, hour: number) => ({
  team1Id: team1,
  team2Id: team2,
  team1Name: groupTeams.find((team) => team.id === team1)!.name,
  team2Name: groupTeams.find((team) => team.id === team2)!.name,
  groupId: 3,
  courtNumber: court,
  startTime: hour,
  startMinutes: hour * 60,
});

const routes = (extra: Record<string, unknown> = {}) => ({
  ...scopeRoutes,
  'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
  // Nothing scheduled yet: the server may answer 404, which stays silent.
  'GET /api/v1/clubs/1/leagues/2/rounds/4/matches/schedule': { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } },
  [`GET ${round}/matches/schedule/generate`]: {
    matches: [proposal(11, 12, 1, 18), proposal(13, 14, 2, 18)],
    unscheduled: [{ teamId: 15, teamName: 'Echo Pair', reason: 'unavailable at every free hour' }],
    provenMaximum: true,
  },
  ...extra,
});

eachTestSignedIn();

async function chooseGroup(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(within(screen.getByLabelText('Group')).getByRole('option', { name: 'Group A' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Group'), 'Group A');
}

describe('Schedule form rules', () => {
  it('names each missing field with the spec messages', () => {
    expect(validateSchedule(emptySchedule())).toEqual({
      team1: t('admin.schedule.team1Required'),
      team2: t('admin.schedule.team2Required'),
      courtNumber: t('admin.schedule.courtRequired'),
      startMinutes: t('admin.schedule.startTimeRequired'),
    });
  });

  it('limits team 2 to the available opponents when there are some, never team 1', () => {
    expect(team2Choices(groupTeams, 11, [groupTeams[2]!]).map((team) => team.id)).toEqual([13]);
    expect(team2Choices(groupTeams, 11, []).map((team) => team.id)).toEqual([12, 13, 14]);
    expect(team2Choices(groupTeams, 11, undefined).map((team) => team.id)).toEqual([12, 13, 14]);
  });
});

describe('Schedule section', () => {
  it('defaults to All Groups and refuses to add or edit there with the spec warning', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    expect(await screen.findByText(t('admin.schedule.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('admin.schedule.emptyHint'))).toBeInTheDocument();
    expect(screen.getByLabelText('Group')).toHaveDisplayValue('All Groups');
    await user.click(screen.getByRole('button', { name: t('admin.schedule.addMatch') }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('⚠️ Group Selection Required');
    expect(warning).toHaveTextContent('You cannot add matches when viewing "All Groups".');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    await user.click(await screen.findByRole('button', { name: 'Edit match Alpha Pair vs Bravo Pair' }));
    // Toasts are listed newest first.
    expect(screen.getAllByRole('alert').at(0)).toHaveTextContent('You cannot edit matches when viewing "All Groups".');
  });

  it('generates proposals, shows the unscheduled teams, edits and deletes locally, then confirms them all', async () => {
    const api = mockApi(routes({ [`POST ${round}/matches/schedule/confirm`]: { status: 201, body: { matches: [] } } }));
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    expect(screen.getByRole('button', { name: t('admin.schedule.confirm') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByText('Alpha Pair')).toBeInTheDocument();
    expect(api.callsTo('GET', `${round}/matches/schedule/generate`)[0]!.search.get('groupId')).toBe('3');
    expect(screen.getByText(/unavailable at every free hour/)).toBeInTheDocument();
    expect(screen.getByText('Echo Pair')).toBeInTheDocument();

    // A proposal (no id) goes locally, without a question.
    await user.click(screen.getByRole('button', { name: 'Delete match Charlie Pair vs Delta Pair' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Charlie Pair')).not.toBeInTheDocument();

    // Editing a proposal changes it on screen only.
    await user.click(screen.getByRole('button', { name: 'Edit match Alpha Pair vs Bravo Pair' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.schedule.editTitle') });
    await user.selectOptions(within(dialog).getByLabelText(/Start time/), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('cell', { name: '20:00' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('admin.schedule.confirm') }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.schedule.confirmQuestion'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.schedule.confirmed'));
    expect(api.callsTo('POST', `${round}/matches/schedule/confirm`)[0]!.body).toEqual({
      matches: [{ team1Id: 11, team2Id: 12, courtNumber: 1, startTime: 20, startMinutes: 1200 }],
    });
    await waitFor(() => expect(screen.getByText(t('admin.schedule.empty'))).toBeInTheDocument());
  });

  it('says when the generated schedule may not be the largest possible, and only then', async () => {
    const generated = { matches: [proposal(11, 12, 1, 18)], unscheduled: [], provenMaximum: false };
    mockApi(routes({ [`GET ${round}/matches/schedule/generate`]: generated }));
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByRole('note')).toHaveTextContent(t('admin.schedule.notProvenMaximum'));
    expect(screen.getByText('Alpha Pair')).toBeInTheDocument();
  });

  it('shows no such note for a schedule proven maximum', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByText('Alpha Pair')).toBeInTheDocument();
    expect(screen.queryByText(t('admin.schedule.notProvenMaximum'))).not.toBeInTheDocument();
  });

  it('alerts the generate and confirm failures with the spec texts', async () => {
    mockApi(
      routes({
        [`GET ${round}/matches/schedule/generate`]: { status: 400, body: { error: 'Round has no courts', code: 'VALIDATION_FAILED' } },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.schedule.generateFailed', { reason: 'Round has no courts' }));
  });

  it('alerts "Failed to load teams. Please try again." when the opponents cannot be loaded, and still offers the group', async () => {
    mockApi(routes({ 'GET /api/v1/teams/11/available-opponents': { status: 500, body: { error: 'down', code: 'INTERNAL' } } }));
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.addMatch') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.schedule.addTitle') });
    await user.type(within(dialog).getByRole('combobox', { name: /Team 1/ }), 'alpha');
    await user.click(await within(dialog).findByRole('option', { name: 'Alpha Pair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.schedule.teamsLoadFailed'));
    const team2 = within(dialog).getByRole('combobox', { name: /Team 2/ });
    await waitFor(() => expect(team2).toBeEnabled());
    await user.type(team2, 'pair');
    const offered = await within(await within(dialog).findByRole('listbox', { name: /Team 2/ })).findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Bravo Pair', 'Charlie Pair', 'Delta Pair']);
  });

  it('Add Match: team 2 waits for team 1, is limited to available opponents, shows Available Slots, validates', async () => {
    const api = mockApi(
      routes({
        'GET /api/v1/teams/11/available-opponents': [groupTeams[2], groupTeams[3]],
        'GET /api/v1/teams/12/available-opponents': [],
        [`GET ${round}/matches/availability`]: { availableSlots: [{ courtNumber: 2, startTimes: [19, 21] }] },
        [`POST ${round}/matches`]: { status: 409, body: { error: 'Court 2 is taken at 19:00', code: 'CONFLICT' } },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.addMatch') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.schedule.addTitle') });
    expect(within(dialog).getByRole('combobox', { name: /Team 2/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of [t('admin.schedule.team1Required'), t('admin.schedule.team2Required'), t('admin.schedule.courtRequired'), t('admin.schedule.startTimeRequired')]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }

    // A team with no opponents left: the warning.
    await user.type(within(dialog).getByRole('combobox', { name: /Team 1/ }), 'bravo');
    await user.click(await within(dialog).findByRole('option', { name: 'Bravo Pair' }));
    expect(await within(dialog).findByText(t('admin.schedule.noOpponents'))).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('combobox', { name: /Team 1/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /Team 1/ }), 'alpha');
    await user.click(await within(dialog).findByRole('option', { name: 'Alpha Pair' }));
    const team2 = within(dialog).getByRole('combobox', { name: /Team 2/ });
    await waitFor(() => expect(team2).toBeEnabled());
    await waitFor(() => expect(api.callsTo('GET', '/api/v1/teams/11/available-opponents')).toHaveLength(1));
    await user.type(team2, 'pair');
    const offered = await within(await within(dialog).findByRole('listbox', { name: /Team 2/ })).findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Charlie Pair', 'Delta Pair']);
    await user.click(offered[0]!);

    const slots = within(dialog).getByRole('region', { name: t('admin.schedule.availableSlots') });
    await user.click(await within(slots).findByRole('button', { name: 'Use court 2 at 19:00' }));
    expect(within(dialog).getByLabelText(/^Court/)).toHaveDisplayValue('Court 2');
    expect(within(dialog).getByLabelText(/Start time/)).toHaveDisplayValue('19:00');
    // Courts 1..court_number (2) and hours start_hour..end_hour (18..21), plus the empty choice.
    expect(within(within(dialog).getByLabelText(/^Court/)).getAllByRole('option')).toHaveLength(3);
    expect(within(within(dialog).getByLabelText(/Start time/)).getAllByRole('option')).toHaveLength(5);

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      t('admin.schedule.saveFailed', { reason: 'Court 2 is taken at 19:00' }),
    );
    expect(api.callsTo('POST', `${round}/matches`)[0]!.body).toEqual({
      team1Id: 11,
      team2Id: 13,
      courtNumber: 2,
      startTime: 19,
      startMinutes: 1140,
    });
  });
});

describe('Schedule list of saved matches', () => {
  it('asks before deleting a saved match and says so when done', async () => {
    const saved = { id: 30, roundId: 4, stage: 'group', groupId: 3, team1Id: 11, team2Id: 12, team1Name: 'Alpha Pair', team2Name: 'Bravo Pair', team1ShortName: '', team2ShortName: '', team1Results: [], team2Results: [], courtNumber: 1, startTime: 19, outcome: 'played', winnerTeamId: null, version: 1, updatedAt: '' };
    const api = mockApi(
      routes({
        'GET /api/v1/clubs/1/leagues/2/rounds/4/matches/schedule': page('matches', [saved]),
        [`DELETE ${round}/matches/30`]: { status: 204 },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete match Alpha Pair vs Bravo Pair' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.schedule.deleteQuestion'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.schedule.deleted'));
    expect(api.callsTo('DELETE', `${round}/matches/30`)).toHaveLength(1);
  });
});

describe('Schedule in a hidden round (a draft)', () => {
  const draftRound = { id: 4, leagueId: 2, name: 'Round 1', date: '2026-05-01', start_hour: 18, end_hour: 21, court_number: 2, status: 'inactive' };

  /** The rounds list answers the round as the last PUT left it. */
  const hiddenRoutes = () => {
    let shown = draftRound;
    return routes({
      'GET /api/v1/clubs/1/leagues/2/rounds': () => ({ body: page('rounds', [shown]) }),
      [`PUT ${round}`]: (call: { body: unknown }) => {
        shown = { ...shown, ...(call.body as object) };
        return { body: shown };
      },
      [`POST ${round}/matches/schedule/confirm`]: { status: 201, body: { matches: [] } },
    });
  };

  it('says the round is hidden, and on confirm that the schedule is confirmed but hidden; Publish shows it in one tap', async () => {
    const api = mockApi(hiddenRoutes());
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    const notice = await screen.findByRole('note', { name: t('admin.draft.roundHidden') });
    expect(notice).toHaveTextContent(t('admin.draft.roundHidden'));

    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByText('Alpha Pair')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('admin.schedule.confirm') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    // Not the plain "Schedule confirmed successfully!": that one is for a round players see.
    const said = await screen.findByText(t('admin.schedule.confirmedHidden'));
    expect(said.closest('[role="alert"]')).toHaveTextContent(t('admin.schedule.confirmedHiddenHint'));
    expect(screen.queryByText(t('admin.schedule.confirmed'))).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: t('admin.draft.publishRoundNamed', { name: 'Round 1' }) }));
    expect(await screen.findByText(t('admin.draft.roundPublished', { name: 'Round 1' }))).toBeInTheDocument();
    expect(api.callsTo('PUT', round)[0]!.body).toEqual({ name: 'Round 1', date: '2026-05-01', start_hour: 18, end_hour: 21, court_number: 2, status: 'active' });
    await waitFor(() => expect(screen.queryByRole('note', { name: t('admin.draft.roundHidden') })).not.toBeInTheDocument());
  });

  it('says so of a hidden league too, and publishes it with its own fields as they are', async () => {
    const league = { ...leaguesOf(scopeRoutes['GET /api/v1/clubs/1/leagues'])[0], status: 'inactive', matchFormat: 'bestOf3', previousLeagueId: null, nextLeagueId: null };
    const api = mockApi(routes({ 'GET /api/v1/clubs/1/leagues': page('leagues', [league]), 'PUT /api/v1/admin/clubs/1/leagues/2': { body: { ...league, status: 'active' } } }));
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    const notice = await screen.findByRole('note', { name: t('admin.draft.leagueHidden') });
    expect(screen.queryByRole('note', { name: t('admin.draft.roundHidden') })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: t('admin.draft.publishLeagueNamed', { name: 'Spring League' }) }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2')[0]!.body).toMatchObject({ name: 'Spring League', status: 'active', pointsForWin: 3, matchFormat: 'bestOf3' });
  });

  it('shows no notice for a round and league players see', async () => {
    mockApi(routes());
    renderAdmin(<ScheduleSection />);
    expect(await screen.findByText(t('admin.schedule.empty'))).toBeInTheDocument();
    expect(screen.queryByText(t('admin.draft.roundHidden'))).not.toBeInTheDocument();
    expect(screen.queryByText(t('admin.draft.leagueHidden'))).not.toBeInTheDocument();
  });
});

describe('Schedule section: proposals kept, a confirm that looks like one, the group column', () => {
  it('keeps generated proposals when the screen goes away and comes back, until discarded', async () => {
    mockApi(routes());
    const user = userEvent.setup();
    const first = renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    expect(await screen.findByText('Alpha Pair')).toBeInTheDocument();
    // The group column names each row's group.
    expect(screen.getByRole('columnheader', { name: t('admin.scope.group') })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Group A' }).length).toBeGreaterThan(0);
    first.unmount();

    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    expect(await screen.findByText('Alpha Pair')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('admin.schedule.discard') }));
    await waitFor(() => expect(screen.queryByText('Alpha Pair')).not.toBeInTheDocument());
  });

  it('asks to confirm with a primary button, not a red delete one', async () => {
    mockApi(routes({ [`POST ${round}/matches/schedule/confirm`]: { status: 201, body: { matches: [] } } }));
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    await user.click(screen.getByRole('button', { name: t('admin.schedule.generate') }));
    await screen.findByText('Alpha Pair');
    await user.click(screen.getByRole('button', { name: t('admin.schedule.confirm') }));
    const go = within(screen.getByRole('alertdialog')).getByRole('button', { name: t('admin.schedule.confirmButton') });
    expect(go.className).toMatch(/primary/);
    expect(go.className).not.toMatch(/danger/);
  });
});

describe('Season fixtures on the Schedule screen', () => {
  const fixturesPath = '/api/v1/admin/clubs/1/leagues/2/groups/3/fixtures';
  const preview = {
    rounds: [
      { date: '2026-06-01', name: 'Round 2', start_hour: 18, end_hour: 21, court_number: 2, slot_minutes: 90, matches: [proposal(11, 12, 1, 18), proposal(13, 14, 2, 18)] },
      { date: '2026-06-08', name: 'Round 3', start_hour: 18, end_hour: 21, court_number: 2, slot_minutes: 90, matches: [proposal(11, 13, 1, 18)] },
    ],
    unscheduled: [{ team1Id: 12, team1Name: 'Bravo Pair', team2Id: 14, team2Name: 'Delta Pair', missing: 1 }],
    provenMaximum: true,
  };

  it('previews new rounds, edits a start and removes a match, then creates what is shown', async () => {
    const api = mockApi(
      routes({
        [`POST ${fixturesPath}`]: (call: { body: { preview?: boolean } }) =>
          call.body.preview ? { body: preview } : { status: 201, body: { rounds: [], unscheduled: [] } },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ScheduleSection />);
    await chooseGroup(user);
    const panel = await screen.findByRole('region', { name: t('admin.fixtures.title', { group: 'Group A' }) });
    await user.clear(within(panel).getByLabelText(/First round on/));
    await user.type(within(panel).getByLabelText(/First round on/), '2026-06-01');
    await user.click(within(panel).getByRole('checkbox', { name: t('admin.fixtures.double') }));
    await user.click(within(panel).getByRole('button', { name: t('admin.fixtures.preview') }));
    expect(await within(panel).findByText(t('admin.fixtures.summary', { matches: 3, rounds: 2 }))).toBeInTheDocument();
    expect(api.callsTo('POST', fixturesPath)[0]!.body).toEqual({
      newRounds: { firstDate: '2026-06-01', everyDays: 7, startHour: 18, endHour: 21, courtNumber: 2, slotMinutes: 90 },
      double: true,
      preview: true,
    });
    expect(within(panel).getByText(/Bravo Pair vs Delta Pair/)).toBeInTheDocument();

    // Round 2's second match to 19:30; Round 3's match out.
    const starts = within(panel).getAllByLabelText(t('admin.col.startTime'));
    await user.selectOptions(starts[1]!, '19:30');
    await user.click(within(panel).getByRole('button', { name: t('admin.fixtures.removeMatch', { team1: 'Alpha Pair', team2: 'Charlie Pair' }) }));
    expect(within(panel).getByText(t('admin.fixtures.summary', { matches: 2, rounds: 2 }))).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: t('admin.fixtures.create') }));
    const go = within(screen.getByRole('alertdialog')).getByRole('button', { name: t('admin.fixtures.createButton') });
    expect(go.className).not.toMatch(/danger/);
    await user.click(go);
    await waitFor(() => expect(api.callsTo('POST', fixturesPath)).toHaveLength(2));
    const sent = api.callsTo('POST', fixturesPath)[1]!;
    expect(sent.headers['idempotency-key']).toBeTruthy();
    expect(sent.body).toEqual({
      newRounds: { firstDate: '2026-06-01', everyDays: 7, startHour: 18, endHour: 21, courtNumber: 2, slotMinutes: 90 },
      double: true,
      fixtures: [
        {
          date: '2026-06-01',
          name: 'Round 2',
          matches: [
            { team1Id: 11, team2Id: 12, courtNumber: 1, startTime: 18, startMinutes: 1080 },
            { team1Id: 13, team2Id: 14, courtNumber: 2, startTime: 19, startMinutes: 1170 },
          ],
        },
        { date: '2026-06-08', name: 'Round 3', matches: [] },
      ],
    });
    expect(await screen.findByText(t('admin.fixtures.created'))).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: t('admin.fixtures.preview') })).toBeInTheDocument();
  });
});
