import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team, TeamMatch, TeamMatches } from '@/shared/schemas/team';
import { LEAGUE_URL, leagueApi } from './league-api';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';

beforeAll(loadPublicPages);
beforeEach(stubScrolling);

const TEAM: Team = {
  id: 11,
  name: 'Ana Alonso / Bea Blanco',
  customName: null,
  shortName: 'A. Alonso / B. Blanco',
  player1Id: 7,
  player2Id: 8,
  player1: { id: 7, firstName: 'Ana', lastName: 'Alonso' },
  player2: { id: 8, firstName: 'Bea', lastName: 'Blanco' },
};

const teamMatch = (overrides: Partial<TeamMatch>): TeamMatch => ({
  id: 1,
  clubId: 1,
  leagueId: 4,
  leagueName: 'Winter League',
  roundId: 1,
  roundName: 'Round 1',
  date: '2026-03-02',
  stage: 'group',
  team1Id: 11,
  team2Id: 13,
  team1Name: TEAM.name,
  team2Name: 'Carla Cruz / Dana Diaz',
  team1ShortName: TEAM.shortName,
  team2ShortName: 'C. Cruz / D. Diaz',
  team1Results: [6, 6],
  team2Results: [3, 4],
  courtNumber: 1,
  startTime: 18,
  startMinutes: null,
  outcome: 'played',
  winnerTeamId: null,
  decided: true,
  ...overrides,
});

const MATCHES: TeamMatches = {
  teamId: 11,
  record: { matchesPlayed: 1, matchesWon: 1, matchesLost: 0, setsWon: 2, setsLost: 0, gamesWon: 12, gamesLost: 7 },
  matches: [
    teamMatch({ id: 2, date: '2026-03-16', team1Id: 14, team1Name: 'Eva Esteban / Fran Fuentes', team2Id: 11, team2Name: TEAM.name, team1Results: [], team2Results: [], decided: false, courtNumber: 2, startTime: 20 }),
    teamMatch({ id: 1 }),
  ],
};

const teamApi = { '/api/v1/teams/11': () => json(TEAM), '/api/v1/teams/11/matches': () => json(MATCHES) };

describe('the team page', () => {
  it('shows its players as links, its record, its upcoming matches and results, and titles the tab', async () => {
    mockApi(teamApi);
    renderApp('/team?id=11');
    expect(await screen.findByRole('heading', { level: 1, name: TEAM.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Alonso' })).toHaveAttribute('href', '/player?id=7');
    expect(screen.getByRole('link', { name: 'Bea Blanco' })).toHaveAttribute('href', '/player?id=8');
    const record = screen.getByRole('region', { name: 'Record' });
    expect(within(record).getByText('Played').nextSibling).toHaveTextContent('1');
    expect(within(record).getByText('Games').nextSibling).toHaveTextContent('12–7');
    const upcoming = screen.getByRole('region', { name: 'Upcoming matches' });
    expect(within(upcoming).getByRole('link', { name: 'Eva Esteban / Fran Fuentes' })).toHaveAttribute('href', '/team?id=14');
    expect(within(upcoming).getByText(/Court 2 · 20:00/)).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('6-3 6-4')).toBeInTheDocument();
    expect(within(results).getByText('Won')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Carla Cruz / Dana Diaz' })).toHaveAttribute('href', '/team?id=13');
    expect(within(results).getByRole('link', { name: 'Winter League' })).toHaveAttribute('href', '/league?clubId=1&leagueId=4');
    await waitFor(() => expect(document.title).toBe(`${TEAM.name} | Padel Tour`));
  });

  it('says "Team Not Found" for an unknown team', async () => {
    mockApi({ '/api/v1/teams/99': () => json({ error: 'Team not found', code: 'NOT_FOUND' }, 404), '/api/v1/teams/99/matches': () => json({}, 404) });
    renderApp('/team?id=99');
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeInTheDocument();
  });
});

describe('team names link to the team page', () => {
  it('in the standings', async () => {
    mockApi(leagueApi());
    renderApp(LEAGUE_URL);
    const table = await screen.findByRole('table', { name: /Group A/ });
    expect(within(table).getByRole('link', { name: 'Ana Alonso / Bea Blanco' })).toHaveAttribute('href', '/team?id=11');
  });

  it('in the schedule', async () => {
    mockApi(leagueApi());
    renderApp(`${LEAGUE_URL}&tab=schedule`);
    const links = await screen.findAllByRole('link', { name: /Eva Esteban \/ Fran Fuentes/ });
    expect(links[0]).toHaveAttribute('href', '/team?id=12');
  });

  it('in the results', async () => {
    mockApi(leagueApi());
    renderApp(`${LEAGUE_URL}&tab=results`);
    const table = await screen.findByRole('table', { name: /Court 1, 19:00/ });
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', '/team?id=11');
  });
});

describe('the Share button', () => {
  const original = { share: navigator.share, clipboard: navigator.clipboard };
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { value: original.share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: original.clipboard, configurable: true });
  });

  it('opens the share sheet with the page title and address where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(teamApi);
    renderApp('/team?id=11');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({ title: TEAM.name, url: window.location.href });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the link and says so where it has none', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(teamApi);
    renderApp('/team?id=11');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says nothing when the share sheet is closed', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi(teamApi);
    renderApp('/team?id=11');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });
});
