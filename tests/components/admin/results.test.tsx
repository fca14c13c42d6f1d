import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { roundMatchesQuery } from '@/client/features/matches/admin/results/api';
import { WALKOVER_CARRIES_NO_SCORES } from '@/shared/domain/set-scores';
import { emptyMatch, validateMatch, withOutcome } from '@/client/features/matches/admin/results/match-form';
import { scoreGridOf, typedInto } from '@/client/components/score-entry/score-entry';
import { scoreBox, typeScoreGrid } from '../score-grid-support';
import { matchFormatHint } from '@/client/features/matches/admin/results/messages';
import { ResultsSection } from '@/client/features/matches/admin/results/results-section';
import { groupTeams, leaguesOf, mockApi, page, renderAdmin, scopeRoutes } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';
import { t } from '@/client/i18n/i18n';

const match = {
  id: 21,
  roundId: 4,
  groupId: 3,
  team1Id: 11,
  team2Id: 12,
  team1Name: 'Alpha Pair',
  team2Name: 'Bravo Pair',
  team1ShortName: 'A',
  team2ShortName: 'B',
  team1Results: [6, 3, 10],
  team2Results: [4, 6, 8],
  courtNumber: 1,
  startTime: 18,
  outcome: 'played',
  winnerTeamId: 11,
  version: 3,
  updatedAt: '2026-05-01T18:00:00Z',
};

const routes = (extra: Record<string, unknown> = {}) => ({
  ...scopeRoutes,
  'GET /api/v1/clubs/1/leagues/2/groups/3/teams': groupTeams,
  'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { matches: [match] },
  ...extra,
});

// Writes go through the real outbox (results-outbox.test.tsx covers what it does without signal).
eachTestSignedInOnEmptyOutbox();

describe('Match results form rules', () => {
  it('a score box keeps only digits, two at most: a letter, a dash or a phone keypad dot never lands', () => {
    const empty = scoreGridOf([], []);
    expect(typedInto(empty, 'team1', 0, '4a').team1[0]).toBe('4');
    expect(typedInto(empty, 'team1', 1, '7-5').team1[1]).toBe('75');
    expect(typedInto(empty, 'team2', 0, '6.4').team2[0]).toBe('64');
    expect(typedInto(empty, 'team2', 2, '101').team2[2]).toBe('10');
  });

  it('a full last set opens the next one, up to the most sets the format allows', () => {
    const threeSets = scoreGridOf([6, 4, 6], [4, 6, 7]);
    expect(typedInto(threeSets, 'team1', 0, '6', 5).team1).toEqual(['6', '4', '6', '']);
    expect(typedInto(threeSets, 'team1', 0, '6', 3).team1).toEqual(['6', '4', '6']);
    expect(typedInto(scoreGridOf([6, 4, 6, 6, 6], [4, 6, 7, 7, 7]), 'team1', 0, '6', 9).team1).toHaveLength(5);
  });

  it('requires both teams, a court and an hour, and consistent scores', () => {
    const values = { ...emptyMatch(null), courtNumber: null, startMinutes: null };
    expect(validateMatch(values)).toMatchObject({
      team1: t('admin.results.team1Required'),
      team2: t('admin.results.team2Required'),
      courtNumber: t('admin.results.courtRequired'),
      startMinutes: t('admin.results.startTimeRequired'),
    });
    const uneven = validateMatch({ ...emptyMatch(null), team1: { id: 1, label: 'A' }, team2: { id: 2, label: 'B' }, scores: scoreGridOf([6, 6], [4]) });
    expect(uneven.scores).toContain('Both teams need a score for every set');
  });

  it('a walkover carries no scores: choosing it clears them, and the same rule as the server refuses any', () => {
    const played = { ...emptyMatch(null), team1: { id: 1, label: 'A' }, team2: { id: 2, label: 'B' }, scores: scoreGridOf([6, 6], [1, 2]) };
    expect(withOutcome(played, 'walkover')).toMatchObject({ outcome: 'walkover', scores: scoreGridOf([], []) });
    expect(withOutcome(played, 'retired')).toMatchObject({ outcome: 'retired', scores: scoreGridOf([6, 6], [1, 2]) });
    expect(validateMatch({ ...played, outcome: 'walkover', winnerTeamId: 2 }).scores).toBe(WALKOVER_CARRIES_NO_SCORES);
  });

  it("checks the league's match format: a refused set is the grid's problem, worded as the rule words it; free stays as it was", () => {
    const teams = { team1: { id: 1, label: 'A' }, team2: { id: 2, label: 'B' } };
    const sixFiveInSetTwo = { ...emptyMatch(null), ...teams, scores: scoreGridOf([6, 6], [4, 5]) };
    expect(validateMatch(sixFiveInSetTwo, 'bestOf3')).toEqual({ scores: 'Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6' });
    expect(validateMatch(sixFiveInSetTwo, 'free')).toEqual({});
    expect(validateMatch({ ...sixFiveInSetTwo, scores: scoreGridOf([6, 3, 7], [4, 6, 6]) }, 'bestOf3')).toEqual({});
    // A problem with team 2's list is the grid's problem under every format.
    const walkover = { ...sixFiveInSetTwo, scores: scoreGridOf([], [6]), outcome: 'walkover' as const, winnerTeamId: 2 };
    expect(validateMatch(walkover, 'bestOf3')).toEqual({ scores: WALKOVER_CARRIES_NO_SCORES });
  });

  it('defaults a new match to court 1 at 18:00', () => {
    expect(emptyMatch(null)).toMatchObject({ courtNumber: 1, startMinutes: 18 * 60 });
  });
});

describe('Results section', () => {
  it('auto-selects the first club, league and round and lists the matches with set winners', async () => {
    mockApi(routes());
    renderAdmin(<ResultsSection />);
    const card = await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });
    expect(screen.getByLabelText('Club')).toHaveDisplayValue('Club Uno');
    expect(screen.getByLabelText('Round')).toHaveDisplayValue(/Round 1/);
    const won = card.querySelectorAll('td[data-won]');
    // Row by row: team 1 won sets one and three, team 2 set two.
    expect([...won].map((cell) => cell.textContent?.replace(' (set won)', ''))).toEqual(['6', '10', '6']);
    expect(screen.getByRole('button', { name: t('admin.results.createMatch') })).toBeEnabled();
  });

  it('shows the empty states of the spec', async () => {
    mockApi({ ...routes(), 'GET /api/v1/clubs/1/leagues/2/rounds/4/matches': { matches: [] } });
    renderAdmin(<ResultsSection />);
    expect(await screen.findByText(t('admin.results.empty'))).toBeInTheDocument();
  });

  it('without a round, asks for a selection and disables Create Match', async () => {
    mockApi({ ...routes(), 'GET /api/v1/clubs/1/leagues/2/rounds': page('rounds', []) });
    renderAdmin(<ResultsSection />);
    expect(await screen.findByText(t('admin.results.selectScope'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('admin.results.createMatch') })).toBeDisabled();
  });

  it('creates a match: teams exclude each other, scores on a numeric keypad, success text', async () => {
    const api = mockApi(routes({ 'POST /api/v1/admin/clubs/1/leagues/2/rounds/4/matches': { status: 201, body: { ...match, id: 22 } } }));
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' });
    await user.click(screen.getByRole('button', { name: t('admin.results.createMatch') }));
    const dialog = screen.getByRole('dialog', { name: t('admin.results.createTitle') });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(t('admin.results.team1Required'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.results.team2Required'))).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: /Team 1/ }), 'char');
    await user.click(await within(dialog).findByRole('option', { name: 'Charlie Pair' }));
    await user.type(within(dialog).getByRole('combobox', { name: /Team 2/ }), 'pair');
    const offered = await within(await within(dialog).findByRole('listbox', { name: /Team 2/ })).findAllByRole('option');
    expect(offered.map((option) => option.textContent)).toEqual(['Alpha Pair', 'Bravo Pair', 'Delta Pair']);
    await user.click(within(dialog).getByRole('option', { name: 'Delta Pair' }));

    const score1 = scoreBox(dialog, 'Charlie Pair', 0);
    expect(score1).toHaveAttribute('inputmode', 'numeric');
    await user.type(score1, '6x');
    expect(score1).toHaveValue('6');
    await user.type(scoreBox(dialog, 'Charlie Pair', 1), '7');
    await typeScoreGrid(user, dialog, ['Charlie Pair', 'Delta Pair'], '6, 7', '4, 5');
    expect(within(dialog).getByLabelText(/Court number/)).toHaveDisplayValue('Court 1');
    expect(within(within(dialog).getByLabelText(/Court number/)).getAllByRole('option')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Start hour/)).toHaveDisplayValue('18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.results.created'));
    const [call] = api.callsTo('POST', '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches');
    expect(call!.body).toEqual({
      team1Id: 13,
      team2Id: 14,
      courtNumber: 1,
      startTime: 18,
      startMinutes: 1080,
      outcome: 'played',
      winnerTeamId: null,
      team1Results: [6, 7],
      team2Results: [4, 5],
    });
    expect(call!.headers['idempotency-key']).toBeTruthy();
  });

  it('edits only the results (teams read-only), records a walkover, and sends the version', async () => {
    const api = mockApi(routes({ 'PUT /api/v1/admin/clubs/1/leagues/2/rounds/4/matches/21': { body: match } }));
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit results of Alpha Pair vs Bravo Pair' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.results.editTitle') });
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Alpha Pair', { selector: 'dd' })).toBeInTheDocument();
    for (const [set, games] of ['6', '3', '10'].entries()) expect(scoreBox(dialog, 'Alpha Pair', set)).toHaveValue(games);

    // A walkover carries no scores: choosing it clears and locks the score boxes.
    await user.click(within(dialog).getByRole('radio', { name: 'Walkover' }));
    for (const box of [0, 1, 2].flatMap((set) => [scoreBox(dialog, 'Alpha Pair', set), scoreBox(dialog, 'Bravo Pair', set)])) {
      expect(box).toHaveValue('');
      expect(box).toBeDisabled();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText(t('admin.results.winnerRequired'))).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Winner/), 'Bravo Pair');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.results.updated'));
    const [call] = api.callsTo('PUT', '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches/21');
    expect(call!.body).toEqual({
      team1Id: 11,
      team2Id: 12,
      courtNumber: 1,
      startTime: 18,
      startMinutes: 1080,
      outcome: 'walkover',
      winnerTeamId: 12,
    });
    expect(call!.headers['if-match']).toBe('"3"');
  });

  it('alerts the fixed texts when saving or deleting fails', async () => {
    mockApi(
      routes({
        'PUT /api/v1/admin/clubs/1/leagues/2/rounds/4/matches/21': { status: 400, body: { error: 'bad', code: 'VALIDATION_FAILED' } },
        'DELETE /api/v1/admin/clubs/1/leagues/2/rounds/4/matches/21': { status: 409, body: { error: 'Match holds results', code: 'CONFLICT' } },
      }),
    );
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit results of Alpha Pair vs Bravo Pair' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('admin.results.saveFailed'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete match Alpha Pair vs Bravo Pair' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('admin.results.confirmDelete'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(t('admin.results.deleteFailed', { reason: 'Match holds results' }))).toBeInTheDocument());
  });
});

describe('Results under a match format', () => {
  const leagueIn = (matchFormat: string) => ({
    'GET /api/v1/clubs/1/leagues': page('leagues', [{ ...leaguesOf(scopeRoutes['GET /api/v1/clubs/1/leagues'])[0], matchFormat }]),
  });
  const typeScores = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, team1: string, team2: string) => {
    await typeScoreGrid(user, dialog, ['Alpha Pair', 'Bravo Pair'], team1, team2);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  };
  const putPath = '/api/v1/admin/clubs/1/leagues/2/rounds/4/matches/21';

  it('a best-of-3 league refuses 6–5 in set 2 in the grid\'s problem line before anything is sent, and takes 6–4 3–6 7–6', async () => {
    const api = mockApi(routes({ ...leagueIn('bestOf3'), [`PUT ${putPath}`]: { body: match } }));
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit results of Alpha Pair vs Bravo Pair' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.results.editTitle') });
    expect(within(dialog).getByText(matchFormatHint('bestOf3')!)).toBeInTheDocument();

    await typeScores(user, dialog, '6, 6', '4, 5');
    const team1Box = scoreBox(dialog, 'Alpha Pair', 1);
    await waitFor(() => expect(team1Box).toHaveAccessibleDescription('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6'));
    expect(team1Box).toHaveAttribute('aria-invalid', 'true');
    // One grid, one problem line: every box is described by it, and it is said once.
    expect(scoreBox(dialog, 'Bravo Pair', 1)).toHaveAccessibleDescription('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6');
    expect(within(dialog).getAllByText('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6')).toHaveLength(1);
    expect(api.callsTo('PUT', putPath)).toHaveLength(0);

    await typeScores(user, dialog, '6, 3, 7', '4, 6, 6');
    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.results.updated'));
    expect(api.callsTo('PUT', putPath)[0]!.body).toMatchObject({ outcome: 'played', team1Results: [6, 3, 7], team2Results: [4, 6, 6] });
  });

  it('a free league takes 6–4 6–5 as before, with no format line', async () => {
    const api = mockApi(routes({ ...leagueIn('free'), [`PUT ${putPath}`]: { body: match } }));
    const user = userEvent.setup();
    renderAdmin(<ResultsSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit results of Alpha Pair vs Bravo Pair' }));
    const dialog = screen.getByRole('dialog', { name: t('admin.results.editTitle') });
    expect(within(dialog).queryByText(matchFormatHint('bestOf3')!)).not.toBeInTheDocument();
    await typeScores(user, dialog, '6, 6', '4, 5');
    expect(await screen.findByRole('status')).toHaveTextContent(t('admin.results.updated'));
    expect(api.callsTo('PUT', putPath)[0]!.body).toMatchObject({ team1Results: [6, 6], team2Results: [4, 5] });
  });
});

describe('Reading the round', () => {
  it('a read cancelled by a league or round switch is not an error: nothing is logged', async () => {
    const errors = vi.mocked(console.error);
    errors.mockClear();
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init: RequestInit = {}) => {
      // As fetch does once its signal is aborted.
      if (init.signal?.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      return Promise.reject(new TypeError('unexpected request'));
    });
    const controller = new AbortController();
    controller.abort();
    const { queryFn, queryKey } = roundMatchesQuery(1, 2, 4);
    const read = (queryFn as (context: unknown) => Promise<unknown>)({ queryKey, signal: controller.signal, meta: undefined, client: new QueryClient() });

    await expect(read).rejects.toThrow();
    expect(errors).not.toHaveBeenCalled();
  });
});
