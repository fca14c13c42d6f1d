import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { player, statistics } from './fixtures';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling } from './support';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('player page', () => {
  it('goes home when the id is missing', async () => {
    mockApi({ '/api/v1/clubs': () => json({ clubs: [], total: 0, page: 1, pageSize: 6 }) });
    const app = renderApp('/player');
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });

  it('shows the loading state', async () => {
    mockApi({ '/api/v1/players/7': pending, '/api/v1/players/7/statistics': pending });
    renderApp('/player?id=7');
    expect(await screen.findByText('Loading player...')).toBeInTheDocument();
  });

  it('says Player Not Found, with a way back to the players', async () => {
    mockApi({ '/api/v1/players/99': () => failure(404), '/api/v1/players/99/statistics': () => failure(404) });
    renderApp('/player?id=99');
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load player information. The player may not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Players' })).toHaveAttribute('href', '/players');
  });

  it('says Player Not Found when the server fails too', async () => {
    mockApi({ '/api/v1/players/7': () => failure(500), '/api/v1/players/7/statistics': () => failure(500) });
    renderApp('/player?id=7');
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeInTheDocument();
  });

  it('shows name, played, won, lost (played minus won), win rate, the win/loss bar and the calendar link', async () => {
    mockApi({ '/api/v1/players/7': () => json(player()), '/api/v1/players/7/statistics': () => json(statistics()) });
    renderApp('/player?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Juan Lebrón' })).toBeInTheDocument();
    await waitFor(() => expect(stat('Matches played')).toBe('12'));
    expect(stat('Won')).toBe('8');
    expect(stat('Lost')).toBe('4');
    expect(stat('Win rate')).toBe('66.7%');
    expect(screen.getByRole('img', { name: '8 won, 4 lost' })).toBeInTheDocument();
    expect(screen.queryByText("This player hasn't played any matches yet.")).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/v1/players/7/calendar.ics',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Players' }),
    ).toHaveAttribute('href', '/players');
    await waitFor(() => expect(document.title).toBe('Juan Lebrón | Padel Tour'));
  });

  it("says so when the player hasn't played yet", async () => {
    mockApi({
      '/api/v1/players/7': () => json(player({ matchesPlayed: 0, matchesWon: 0 })),
      '/api/v1/players/7/statistics': () =>
        json(statistics({ matchesPlayed: 0, matchesWon: 0, matchesLost: 0, winRate: 0 })),
    });
    renderApp('/player?id=7');
    expect(await screen.findByText("This player hasn't played any matches yet.")).toBeInTheDocument();
    expect(stat('Win rate')).toBe('0.0%');
    expect(screen.queryByRole('img', { name: /won/ })).not.toBeInTheDocument();
  });

  it('falls back to the player’s own counters when statistics fail', async () => {
    mockApi({ '/api/v1/players/7': () => json(player()), '/api/v1/players/7/statistics': () => failure(500) });
    renderApp('/player?id=7');
    await screen.findByRole('heading', { level: 1, name: 'Juan Lebrón' });
    expect(stat('Matches played')).toBe('3');
    expect(stat('Lost')).toBe('1');
  });
});
