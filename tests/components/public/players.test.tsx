import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { player } from './fixtures';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling, type Handler } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

const players = (count: number, total = count) =>
  json({
    players: Array.from({ length: count }, (_, index) =>
      player({
        id: index + 1,
        firstName: `First${index + 1}`,
        lastName: `Last${index + 1}`,
        matchesPlayed: 0,
        matchesWon: 0,
      }),
    ),
    total,
    page: 1,
    pageSize: 10,
  });

/** 23 players: three pages of 10, 10 and 3; a search narrows them by name. */
const roster: Handler = (url) => {
  const search = url.searchParams.get('search');
  if (search) return search === 'juan' ? json({ players: [player()], total: 1, page: 1, pageSize: 10 }) : players(0);
  const page = Number(url.searchParams.get('page'));
  return page === 3 ? players(3, 23) : players(10, 23);
};

describe('players page', () => {
  it('shows the title, the search box and the loading state', async () => {
    mockApi({ '/api/v1/players': pending });
    renderApp('/players');
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search players by name...')).toBeInTheDocument();
    expect(screen.getByText('Loading players...')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Players | Padel Tour'));
  });

  it('shows the error with a Retry button that loads again', async () => {
    let fail = true;
    mockApi({
      '/api/v1/players': () => (fail ? failure(500) : json({ players: [player()], total: 1, page: 1, pageSize: 10 })),
    });
    renderApp('/players');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load players. Please try again later.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Juan Lebrón' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no players', async () => {
    mockApi({ '/api/v1/players': () => players(0) });
    renderApp('/players');
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(screen.getByText('There are currently no players available.')).toBeInTheDocument();
    expect(screen.getByText('0 players found')).toBeInTheDocument();
  });

  it('shows cards with initials, name, matches, wins and win rate to one decimal, each leading to the player', async () => {
    const api = mockApi({
      '/api/v1/players': () =>
        json({
          players: [player(), player({ id: 8, firstName: 'Ana', lastName: 'Ruiz', matchesPlayed: 0, matchesWon: 0 })],
          total: 2,
          page: 1,
          pageSize: 10,
        }),
    });
    renderApp('/players');
    expect(await screen.findByText('2 players found')).toBeInTheDocument();
    const cards = screen.getAllByRole('link', { name: /Juan Lebrón|Ana Ruiz/ });
    expect(cards[0]).toHaveAttribute('href', '/player?id=7');
    expect(within(cards[0]!).getByText('JL')).toBeInTheDocument();
    const stats = (card: HTMLElement) => Array.from(card.querySelectorAll('dd'), (value) => value.textContent);
    expect(stats(cards[0]!)).toEqual(['3', '2', '66.7%']);
    expect(stats(cards[1]!)).toEqual(['0', '0', '0.0%']);

    const [request] = api.callsTo('/api/v1/players');
    expect(Object.fromEntries(request!.searchParams)).toEqual({ page: '1', pageSize: '10', status: 'active' });
  });

  it('searches 300 ms after typing stops, says when nothing matches, and clears', async () => {
    const api = mockApi({ '/api/v1/players': roster });
    const app = renderApp('/players');
    await screen.findByText('23 players found');
    const box = screen.getByRole('searchbox', { name: 'Search players' });

    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.change(box, { target: { value: 'zzz' } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(api.calls.filter((url) => url.searchParams.has('search'))).toHaveLength(0);

    expect(await screen.findByText('No players match "zzz". Try a different search.')).toBeInTheDocument();
    expect(screen.getByText('No players found')).toBeInTheDocument();
    // One request for the settled text, none for what was typed on the way.
    expect(
      api.calls.filter((url) => url.searchParams.has('search')).map((url) => url.searchParams.get('search')),
    ).toEqual(['zzz']);
    expect(app.location().search).toMatchObject({ search: 'zzz' });

    fireEvent.click(screen.getByRole('button', { name: t('players.clearSearch') }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(await screen.findByText('23 players found')).toBeInTheDocument();
    expect(app.location().search).not.toHaveProperty('search');
  });

  it('finds a player by name', async () => {
    mockApi({ '/api/v1/players': roster });
    renderApp('/players');
    await screen.findByText('23 players found');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'juan' } });
    expect(await screen.findByText('1 player found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Juan Lebrón/ })).toBeInTheDocument();
  });

  it('opens with the search a shared link carries', async () => {
    mockApi({ '/api/v1/players': roster });
    renderApp('/players?search=juan');
    expect(await screen.findByText('1 player found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('juan');
  });

  it('pages through all players, 10 at a time, with the buttons disabled at the ends', async () => {
    const api = mockApi({ '/api/v1/players': roster });
    const app = renderApp('/players');
    await screen.findByText('23 players found');
    const pagination = screen.getByRole('navigation', { name: 'Players pages' });
    expect(within(pagination).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: /Previous page/ })).toBeDisabled();

    fireEvent.click(within(pagination).getByRole('button', { name: /Next page/ }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /First/ })).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Next page/ })).toBeDisabled();
    expect(app.location().search).toMatchObject({ page: 3 });
    expect(api.callsTo('/api/v1/players').map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });
});
