import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { league, standings } from './fixtures';
import { LEAGUE, LEAGUE_URL, leagueApi } from './league-api';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling } from './support';
import { activateLocale, t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubScrolling();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('league page', () => {
  it.each(['/league', '/league?clubId=1', '/league?leagueId=4'])(
    'goes home when an id is missing (%s)',
    async (path) => {
      mockApi({ '/api/v1/clubs': () => json({ clubs: [], total: 0, page: 1, pageSize: 6 }) });
      const app = renderApp(path);
      await waitFor(() => expect(app.location().pathname).toBe('/'));
    },
  );

  it('shows breadcrumb, name, season line, description, League Rules and the page title', async () => {
    mockApi(leagueApi());
    renderApp(LEAGUE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter League' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await within(breadcrumb).findByRole('link', { name: 'Club Bandeja Centro' })).toHaveAttribute(
      'href',
      '/club?id=1',
    );
    expect(within(breadcrumb).getByText('Winter League')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 · 2026').parentElement).toHaveTextContent('Season 2 · 2026');
    expect(screen.getByText('Tuesday evenings all winter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'League Rules' })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'League Rules' });
    expect(within(rules).getByText(/Best of three sets/).textContent).toBe(
      'Best of three sets.\nMatch tie-break in the third.',
    );
    await waitFor(() => expect(document.title).toBe('Winter League | Padel Tour'));
  });

  it('logs a league load error without showing a message, and falls back to League {id}', async () => {
    mockApi(leagueApi({ [LEAGUE]: () => failure(500) }));
    renderApp(LEAGUE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'League 4' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the season line in Spanish: "Temporada 2 · 2025–2026"', async () => {
    mockApi(leagueApi({ [LEAGUE]: () => json(league({ seasonYear: '2025–2026' })) }));
    await activateLocale('es');
    try {
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('2 · 2025–2026')).toBeInTheDocument();
      expect(screen.getByText('Temporada')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('states the match format in force', async () => {
    mockApi(leagueApi({ [LEAGUE]: () => json(league({ matchFormat: 'proSet9' })) }));
    renderApp(LEAGUE_URL);
    const line = await screen.findByText(/^Match format:/);
    expect(line).toHaveTextContent('Match format: One pro set to 9');
  });

  it('uses League {id} when the league has no name', async () => {
    mockApi(leagueApi({ [LEAGUE]: () => json(league({ name: ' ' })) }));
    renderApp(LEAGUE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'League 4' })).toBeInTheDocument();
  });

  describe('tabs', () => {
    it('opens on Standings and moves between tabs with the arrow keys, Home and End, keeping the tab in the URL', async () => {
      mockApi(leagueApi());
      const app = renderApp(LEAGUE_URL);
      const tablist = await screen.findByRole('tablist', { name: 'League views' });
      const tabs = within(tablist).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Standings', 'Match Schedule', 'Results']);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      expect(tabs[0]).toHaveAttribute('tabindex', '0');
      expect(tabs[1]).toHaveAttribute('tabindex', '-1');

      act(() => tabs[0]!.focus());
      fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
      await waitFor(() => expect(tabs[1]).toHaveAttribute('aria-selected', 'true'));
      expect(tabs[1]).toHaveFocus();
      expect(app.location().search).toMatchObject({ tab: 'schedule' });

      fireEvent.keyDown(tabs[1]!, { key: 'End' });
      await waitFor(() => expect(tabs[2]).toHaveAttribute('aria-selected', 'true'));
      fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
      await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-selected', 'true'));
      expect(app.location().search).not.toHaveProperty('tab');
      fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
      await waitFor(() => expect(tabs[2]).toHaveAttribute('aria-selected', 'true'));
      fireEvent.keyDown(tabs[2]!, { key: 'Home' });
      await waitFor(() => expect(tabs[0]).toHaveAttribute('aria-selected', 'true'));

      const panel = screen.getAllByRole('tabpanel')[0]!;
      expect(panel).toHaveAttribute('aria-labelledby', tabs[0]!.id);
      expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    });

    it('opens the tab and group a shared link names', async () => {
      mockApi(leagueApi());
      renderApp(`${LEAGUE_URL}&tab=schedule&group=22`);
      const views = await screen.findByRole('tablist', { name: 'League views' });
      expect(within(views).getByRole('tab', { name: 'Match Schedule' })).toHaveAttribute('aria-selected', 'true');
      const groups = await screen.findByRole('tablist', { name: 'Groups' });
      expect(within(groups).getByRole('tab', { name: 'Group B' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText(t('leagues.noMatches'))).toBeInTheDocument();
    });
  });

  describe('standings', () => {
    it('shows group buttons sorted by name with the first selected, and switches group', async () => {
      const api = mockApi(leagueApi());
      const app = renderApp(LEAGUE_URL);
      const groups = await screen.findByRole('tablist', { name: 'Groups' });
      const buttons = within(groups).getAllByRole('tab');
      expect(buttons.map((button) => button.textContent)).toEqual(['Group A', 'Group B']);
      expect(buttons[0]).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('rowheader', { name: 'Ana Alonso / Bea Blanco' })).toBeInTheDocument();

      fireEvent.click(buttons[1]!);
      expect(await screen.findByRole('rowheader', { name: 'Group B Leaders' })).toBeInTheDocument();
      expect(app.location().search).toMatchObject({ group: 22 });
      expect(api.callsTo(`${LEAGUE}/groups/22/standings`)).toHaveLength(1);

      const [groupsRequest] = api.callsTo(`${LEAGUE}/groups`);
      expect(Object.fromEntries(groupsRequest!.searchParams)).toEqual({ page: '1', pageSize: '20' });
      const [roundsRequest] = api.callsTo(`${LEAGUE}/rounds`);
      expect(Object.fromEntries(roundsRequest!.searchParams)).toEqual({ page: '1', pageSize: '100', status: 'active' });
    });

    it('shows the table with its columns, signed differences styled by sign, the Team {id} fallback and the rules in force', async () => {
      mockApi(leagueApi());
      renderApp(LEAGUE_URL);
      const table = await screen.findByRole('table', { name: 'Standings, Group A' });
      const headers = within(table).getAllByRole('columnheader');
      expect(headers.map((header) => header.textContent)).toEqual(['#', 'Team', 'P', 'W', 'SD', 'GD', 'Pts']);
      expect(within(headers[4]!).getByTitle('Sets difference')).toBeInTheDocument();
      expect(within(headers[5]!).getByTitle('Games difference')).toBeInTheDocument();

      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
        ['1', 'Ana Alonso / Bea Blanco', '3', '3', '+5', '+14', '9'],
        ['2', 'Team 12', '3', '1', '0', '-1', '5'],
        ['3', 'Carla Cruz / Dana Diaz', '3', '0', '-5', '-13', '3'],
      ]);
      // Gains in green, losses in red: the cells carry the standings module's positive/negative look.
      expect(within(rows[0]!).getByText('+5').className).toMatch(/positive/);
      expect(within(rows[2]!).getByText('-5').className).toMatch(/negative/);
      expect(within(rows[1]!).getByText('0').className).not.toMatch(/positive|negative/);

      expect(screen.getByText('A win earns 3 points, a loss 1 point.')).toBeInTheDocument();
      const order = screen.getByRole('list', { name: 'Teams level on points are ordered by:' });
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Head-to-head (wins among the tied teams)',
        'Sets difference',
        'Games difference',
        'Games won',
        'Drawn lot',
      ]);
    });

    it('says under a team’s name when the drawn lot settled its place, or is still to draw', async () => {
      const rows = standings().standings;
      const withLot = {
        ...standings(),
        standings: [rows[0]!, { ...rows[1]!, lot: 'drawn' as const }, { ...rows[2]!, lot: 'toDraw' as const }],
      };
      mockApi(leagueApi({ [`${LEAGUE}/groups/21/standings`]: () => json(withLot) }));
      renderApp(LEAGUE_URL);
      const table = await screen.findByRole('table', { name: 'Standings, Group A' });
      const names = within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names).toEqual(['Ana Alonso / Bea Blanco', 'Team 12drawn lot', 'Carla Cruz / Dana Diazlot to draw']);
    });

    it('says under a team’s name the points it lost and why, in both languages', async () => {
      const rows = standings().standings;
      const deducted = {
        ...standings(),
        standings: [rows[0]!, rows[1]!, { ...rows[2]!, deductions: [{ points: 3, reason: '<b>Late</b> start' }] }],
      };
      mockApi(leagueApi({ [`${LEAGUE}/groups/21/standings`]: () => json(deducted) }));
      renderApp(LEAGUE_URL);
      const table = await screen.findByRole('table', { name: 'Standings, Group A' });
      // The reason is the organiser's text, shown as text, never as markup.
      expect(within(table).getByText('−3 points: <b>Late</b> start')).toBeInTheDocument();
      await activateLocale('es');
      try {
        expect(t('standings.deduction', { points: 1, reason: 'Tarde' })).toBe('−1 punto: Tarde');
      } finally {
        await activateLocale('en');
      }
    });

    it('shows the loading state', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups/21/standings`]: pending }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('Loading standings...')).toBeInTheDocument();
    });

    it('shows the loading state while groups load', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups`]: pending }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('Loading standings...')).toBeInTheDocument();
    });

    it('shows the empty state', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups/21/standings`]: () => json({ ...standingsRules(), standings: [] }) }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('No standings data available.')).toBeInTheDocument();
    });

    it('shows the empty state when the league has no groups', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups`]: () => json({ groups: [], total: 0, page: 1, pageSize: 20 }) }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('No standings data available.')).toBeInTheDocument();
    });

    it('logs a load error and shows no error message', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups/21/standings`]: () => failure(500) }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('No standings data available.')).toBeInTheDocument();
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load standings:', expect.any(Error)));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('logs a groups load error and shows no error message', async () => {
      mockApi(leagueApi({ [`${LEAGUE}/groups`]: () => failure(500) }));
      renderApp(LEAGUE_URL);
      expect(await screen.findByText('No standings data available.')).toBeInTheDocument();
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to load groups:', expect.any(Error)));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});

const standingsRules = () => ({ rules: { pointsForWin: 3, pointsForLoss: 1, tiebreakers: ['setsDiff'] } });
