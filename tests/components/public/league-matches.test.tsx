import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysFromToday, match, round, shownDay } from './fixtures';
import { LEAGUE, LEAGUE_URL, leagueApi, playedMatch, rounds, scheduledMatches } from './league-api';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling } from './support';

beforeAll(loadPublicPages);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubScrolling();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const SCHEDULE_URL = `${LEAGUE_URL}&tab=schedule`;
const RESULTS_URL = `${LEAGUE_URL}&tab=results`;

describe('match schedule', () => {
  it('shows the current round (the earliest dated today or later) with its label and no round switching', async () => {
    const api = mockApi(leagueApi());
    renderApp(SCHEDULE_URL);
    expect(await screen.findByRole('heading', { name: `Round 3 – ${shownDay(rounds.third.date)}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /round/i })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: `Round 3 – ${shownDay(rounds.third.date)}` });
    const [request] = api.callsTo(`${LEAGUE}/groups/21/rounds/3/matches/schedule`);
    expect(Object.fromEntries(request!.searchParams)).toEqual({ page: '1', pageSize: '100' });
  });

  it('shows court, HH:00 time and both team names, with - when court or time is missing', async () => {
    mockApi(leagueApi());
    renderApp(SCHEDULE_URL);
    const list = await screen.findByRole('list', { name: /Round 3/ });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('20:00')).toBeInTheDocument();
    expect(within(first!).getByText('2')).toBeInTheDocument();
    expect(within(first!).getByText('Ana Alonso / Bea Blanco')).toBeInTheDocument();
    expect(within(first!).getByText('Carla Cruz / Dana Diaz')).toBeInTheDocument();
    expect(within(second!).getAllByText('-')).toHaveLength(2);
  });

  it('carries the short names for small screens (first-name initial, dot, the rest; pairs split by " / ")', async () => {
    mockApi(leagueApi());
    renderApp(SCHEDULE_URL);
    const list = await screen.findByRole('list', { name: /Round 3/ });
    const [first] = within(list).getAllByRole('listitem');
    // Both forms reach the HTML; a media query shows one of them (checked in the browser tests).
    expect(within(first!).getByText('A. Alonso / B. Blanco')).toBeInTheDocument();
    expect(within(first!).getByText('Ana Alonso / Bea Blanco')).toBeInTheDocument();
    expect(within(first!).getByText('C. Cruz / D. Diaz')).toBeInTheDocument();
  });

  it('shows the loading state', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/groups/21/rounds/3/matches/schedule`]: pending }));
    renderApp(SCHEDULE_URL);
    expect(await screen.findByText('Loading matches...')).toBeInTheDocument();
  });

  it('shows the error message', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/groups/21/rounds/3/matches/schedule`]: () => failure(500) }));
    renderApp(SCHEDULE_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load matches. Please try again later.');
  });

  it('shows the empty state', async () => {
    mockApi(
      leagueApi({
        [`${LEAGUE}/groups/21/rounds/3/matches/schedule`]: () =>
          json({ matches: [], total: 0, page: 1, pageSize: 100 }),
      }),
    );
    renderApp(SCHEDULE_URL);
    expect(await screen.findByText('No matches scheduled.')).toBeInTheDocument();
  });

  it('shows the empty state when the league has no active rounds', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/rounds`]: () => json({ rounds: [], total: 0, page: 1, pageSize: 100 }) }));
    renderApp(SCHEDULE_URL);
    expect(await screen.findByText('No matches scheduled.')).toBeInTheDocument();
  });

  it('falls back to the latest round when every round is in the past', async () => {
    mockApi(
      leagueApi({
        [`${LEAGUE}/rounds`]: () => json({ rounds: [rounds.second, rounds.first], total: 2, page: 1, pageSize: 100 }),
        [`${LEAGUE}/groups/21/rounds/2/matches/schedule`]: () =>
          json({ matches: [], total: 0, page: 1, pageSize: 100 }),
      }),
    );
    renderApp(SCHEDULE_URL);
    // Round 2 has no name: the label uses its id.
    expect(await screen.findByRole('heading', { name: `Round 2 – ${shownDay(rounds.second.date)}` })).toBeInTheDocument();
  });
});

describe('results', () => {
  it('opens on the latest round that has results, with per-set boxes and each set winner marked', async () => {
    mockApi(leagueApi());
    renderApp(RESULTS_URL);
    expect(await screen.findByRole('heading', { name: `Round 1 – ${shownDay(rounds.first.date)}` })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Court 1, 19:00/ });
    const [, row1, row2] = within(table).getAllByRole('row');
    // A set's cell reads its score, then " won" for the set's winner (words, not only the colour).
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    const scores = (row: HTMLElement) => cells(row).map((text) => text.replace(/ won$/, ''));
    const won = (row: HTMLElement) => cells(row).map((text) => text.endsWith(' won'));
    expect(scores(row1!)).toEqual(['6', '3', '10']);
    expect(scores(row2!)).toEqual(['4', '6', '8']);
    expect(won(row1!)).toEqual([true, false, true]);
    expect(won(row2!)).toEqual([false, true, false]);
    // The server sends no winnerTeamId for a played match: the sets say team 1 won.
    expect(within(row1!).getByRole('rowheader')).toHaveTextContent(/^Winner:/);
    expect(within(row2!).getByRole('rowheader')).not.toHaveTextContent(/Winner/);
  });

  it('steps through rounds with previous and next, disabled at the ends, keeping the round in the URL', async () => {
    mockApi(leagueApi());
    const app = renderApp(RESULTS_URL);
    await screen.findByRole('heading', { name: /Round 1 –/ });
    const previous = screen.getByRole('button', { name: /Previous round/ });
    const next = screen.getByRole('button', { name: /Next round/ });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: /Round 2 –/ })).toBeInTheDocument();
    expect(app.location().search).toMatchObject({ tab: 'results', round: 2 });
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
    expect(previous).toBeEnabled();

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: /Round 3 –/ })).toBeInTheDocument();
    // A match without results shows '-' boxes.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect(within(table).queryAllByText('won')).toHaveLength(0);

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: /Round 4 –/ })).toBeInTheDocument();
    expect(next).toBeDisabled();

    fireEvent.click(previous);
    expect(await screen.findByRole('heading', { name: /Round 3 –/ })).toBeInTheDocument();
  });

  it('opens the round a shared link names', async () => {
    mockApi(leagueApi());
    renderApp(`${RESULTS_URL}&round=3`);
    expect(await screen.findByRole('heading', { name: /Round 3 –/ })).toBeInTheDocument();
  });

  it('asks for 100 results of the round', async () => {
    const api = mockApi(leagueApi());
    renderApp(RESULTS_URL);
    await screen.findByRole('table');
    const [request] = api.callsTo(`${LEAGUE}/groups/21/rounds/1/matches/results`);
    expect(Object.fromEntries(request!.searchParams)).toEqual({ page: '1', pageSize: '100' });
  });

  it('shows the loading state', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/groups/21/rounds/2/matches/results`]: pending }));
    renderApp(RESULTS_URL);
    expect(await screen.findByText('Loading results...')).toBeInTheDocument();
  });

  it('shows the error message', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/groups/21/rounds/3/matches/results`]: () => failure(500) }));
    renderApp(`${RESULTS_URL}&round=3`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load results. Please try again later.');
  });

  it('shows the empty state when no round has results yet', async () => {
    mockApi(
      leagueApi({
        [`${LEAGUE}/groups/21/rounds/1/matches/results`]: () => json({ matches: [], total: 0, page: 1, pageSize: 100 }),
      }),
    );
    renderApp(RESULTS_URL);
    // Nothing played yet: the latest round already dated (round 2) is shown, empty.
    expect(await screen.findByRole('heading', { name: /Round 2 –/ })).toBeInTheDocument();
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
  });

  it('shows the empty state when the league has no groups', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/groups`]: () => json({ groups: [], total: 0, page: 1, pageSize: 20 }) }));
    renderApp(RESULTS_URL);
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
  });

  it('logs a rounds load error and shows the empty state, no error message', async () => {
    mockApi(leagueApi({ [`${LEAGUE}/rounds`]: () => failure(500) }));
    renderApp(RESULTS_URL);
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load rounds:', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the whole season below the current round', () => {
  it('lists the group’s other public rounds in date order on request, each with its matches, drafts left out', async () => {
    const draft = { ...round(5, daysFromToday(21)), status: 'inactive' as const };
    const fixtures = {
      rounds: [
        { ...rounds.first, matches: [playedMatch] },
        { ...rounds.second, matches: [] },
        { ...rounds.third, matches: scheduledMatches },
        { ...rounds.fourth, matches: [match({ id: 401, roundId: 4, courtNumber: 1, startTime: 19 })] },
        { ...draft, matches: [] },
      ],
    };
    const api = mockApi(leagueApi({ [`${LEAGUE}/groups/21/fixtures`]: () => json(fixtures) }));
    renderApp(SCHEDULE_URL);
    await screen.findByRole('list', { name: /Round 3/ });
    expect(api.callsTo(`${LEAGUE}/groups/21/fixtures`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole season' }));
    const season = await screen.findByRole('region', { name: 'The rest of the season' });
    await waitFor(() => expect(within(season).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    // In date order, the current round (above) and the draft left out.
    expect(within(season).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      `Round 1 – ${shownDay(rounds.first.date)}`,
      `Round 2 – ${shownDay(rounds.second.date)}`,
      `Round 4 – ${shownDay(rounds.fourth.date)}`,
    ]);
    expect(within(season).getByText('No matches for this group in this round.')).toBeInTheDocument();
    expect(within(season).getByRole('list', { name: `Round 4 – ${shownDay(rounds.fourth.date)}` })).toHaveTextContent('19:00');
    fireEvent.click(screen.getByRole('button', { name: 'Show the current round only' }));
    expect(screen.queryByRole('region', { name: 'The rest of the season' })).not.toBeInTheDocument();
  });
});
