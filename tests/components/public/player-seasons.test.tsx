import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, t } from '@/client/i18n/i18n';
import { setClock } from '@/client/lib/clock';
import { player, statistics } from './fixtures';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling } from './support';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

// The history's dates are far from this day whenever the suite runs (a near one would read "Today").
let restoreClock = () => {};
beforeEach(() => {
  restoreClock = setClock(() => new Date(2026, 10, 25, 12).getTime());
});
afterEach(async () => {
  restoreClock();
  await activateLocale('en');
});

const base = { '/api/v1/players/7': () => json(player()), '/api/v1/players/7/statistics': () => json(statistics()) };
const season = (leagueId: number, leagueName: string, groupName: string, position: number) => ({
  clubId: 1,
  leagueId,
  leagueName,
  groupName,
  teamId: 3,
  teamName: 'Juan Lebrón / Ale Galán',
  position,
  played: 5,
  won: 4,
});

/** Player 7 with no seasons and two rated matches, 1500 → 1520 → 1500.3. */
function mockRatedPlayer() {
  mockApi({
    ...base,
    '/api/v1/players/7/history': () => json({ seasons: [] }),
    '/api/v1/players/7/rating': () =>
      json({
        rating: 1500.3,
        level: 3,
        reliability: 10,
        history: [
          { matchId: 1, date: '2026-03-02', before: 1500, after: 1520 },
          { matchId: 2, date: '2026-03-09', before: 1520, after: 1500.3 },
        ],
      }),
  });
}

describe('player page: seasons and rating', () => {
  it('lists the seasons as the server orders them, with group, team, position, and links to each league', async () => {
    mockApi({
      ...base,
      '/api/v1/players/7/history': () =>
        json({ seasons: [season(9, 'Autumn 2026', 'Group A', 2), season(4, 'Spring 2026', 'Group B', 1)] }),
      '/api/v1/players/7/rating': () => json({ rating: 1500, level: 3, reliability: 0, history: [] }),
    });
    renderApp('/player?id=7');
    const region = await screen.findByRole('region', { name: 'Seasons' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Autumn 2026', 'Spring 2026']);
    expect(within(items[0]!).getByRole('link', { name: 'Autumn 2026' })).toHaveAttribute('href', '/league?clubId=1&leagueId=9');
    // The team links to its page.
    expect(within(items[0]!).getByRole('link', { name: 'Juan Lebrón / Ale Galán' })).toHaveAttribute('href', '/team?id=3');
    expect(items[0]).toHaveTextContent('Position: 2nd');
    expect(items[1]).toHaveTextContent('Group B');
    expect(items[1]).toHaveTextContent('Position: 1st');
    expect(items[1]).toHaveTextContent('5 / 4');
    const rating = screen.getByRole('region', { name: 'Rating' });
    expect(rating).toHaveTextContent('1500.0');
    // The level beside the rating, on the 0.0–7.0 scale (docs/ratings.md, "Level").
    expect(rating).toHaveTextContent('Level3.0');
    expect(within(rating).getByText(t('players.seasons.noRatingYet'))).toBeInTheDocument();
  });

  it('shows the rating, its reliability as a meter, a described sparkline and the latest steps first', async () => {
    mockRatedPlayer();
    renderApp('/player?id=7');
    const rating = await screen.findByRole('region', { name: 'Rating' });
    await waitFor(() => expect(rating).toHaveTextContent('1500.3'));
    expect(within(rating).getByRole('meter', { name: 'Reliability' })).toHaveAttribute('aria-valuenow', '10');
    expect(within(rating).getByRole('img', { name: 'Rating from 1500 to 1500.3 over 2 matches' })).toBeInTheDocument();
    const rows = within(within(rating).getByRole('table', { name: 'Rating history' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Mon 9 Mar 20261520.01500.3−19.7',
      'Mon 2 Mar 20261500.01520.0+20.0',
    ]);
    expect(screen.getByText("This player hasn't played in a league yet.")).toBeInTheDocument();
  });

  // Issue 24: the rating, its steps and the words about them with a decimal comma in Spanish.
  it('writes the rating with a decimal comma in Spanish', async () => {
    await activateLocale('es');
    mockRatedPlayer();
    renderApp('/player?id=7');
    // The rating is "Puntuación" and the level "Nivel": two figures, two words (issue 27).
    const rating = await screen.findByRole('region', { name: 'Puntuación' });
    await waitFor(() => expect(rating).toHaveTextContent('1500,3'));
    expect(rating).toHaveTextContent('Nivel3,0');
    expect(within(rating).getByRole('img', { name: 'Puntuación de 1500 a 1500,3 en 2 partidos' })).toBeInTheDocument();
    const rows = within(within(rating).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'lun 9 mar 20261520,01500,3−19,7',
      'lun 2 mar 20261500,01520,0+20,0',
    ]);
  });

  it('has loading and error states of their own, while the rest of the page stands', async () => {
    mockApi({ ...base, '/api/v1/players/7/history': pending, '/api/v1/players/7/rating': () => failure(500) });
    renderApp('/player?id=7');
    expect(await screen.findByText('Loading seasons...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the rating. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Juan Lebrón' })).toBeInTheDocument();
  });
});
