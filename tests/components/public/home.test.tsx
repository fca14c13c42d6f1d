import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { club, page } from './fixtures';
import { failure, json, mockApi, pending, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeEach(() => stubScrolling());

describe('home page', () => {
  it('shows the loading state while clubs load', async () => {
    mockApi({ '/api/v1/clubs': pending });
    renderApp('/');
    expect(await screen.findByText(t('clubs.loadingClubs'))).toBeInTheDocument();
  });

  it('shows the error message when clubs fail to load', async () => {
    mockApi({ '/api/v1/clubs': () => failure(500) });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load clubs. Please try again later.');
  });

  it('shows the empty state when there are no clubs', async () => {
    mockApi({ '/api/v1/clubs': () => json(page('clubs', [])) });
    renderApp('/');
    expect(await screen.findByText('No clubs found')).toBeInTheDocument();
    expect(screen.getByText('There are currently no clubs available.')).toBeInTheDocument();
  });

  it('asks for the first 6 clubs and shows each with its picture and a View Club link', async () => {
    const api = mockApi({
      '/api/v1/clubs': () => json(page('clubs', [club(), club({ id: 2, name: 'Padel Norte', description: null })])),
    });
    renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Clubs' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Club Bandeja Centro' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Floodlit padel court at Club Bandeja Centro' })).toHaveAttribute(
      'src',
      '/images/club-night-court.svg',
    );
    // Only one club has a known picture; the others get the (decorative) placeholder.
    const placeholder = cards[1]!.querySelector('img');
    expect(placeholder).toHaveAttribute('src', '/images/club-placeholder.svg');
    expect(placeholder).toHaveAttribute('alt', '');
    expect(within(cards[1]!).getByRole('link', { name: /View Club/ })).toHaveAttribute('href', '/club?id=2');
    expect(within(cards[0]!).getByRole('link', { name: /View Club/ })).toHaveTextContent('View Club');

    const [request] = api.callsTo('/api/v1/clubs');
    expect(request?.searchParams.get('page')).toBe('1');
    expect(request?.searchParams.get('pageSize')).toBe('6');
  });

  it("loads the first club's picture at once and first (the largest paint on a phone), the others lazily", async () => {
    mockApi({
      '/api/v1/clubs': () =>
        json(page('clubs', [club(), club({ id: 2, name: 'Padel Norte' }), club({ id: 3, name: 'Padel Sur' })])),
    });
    renderApp('/');
    const grid = await screen.findByRole('list', { name: 'Clubs' });
    const [first, ...rest] = within(grid)
      .getAllByRole('listitem')
      .map((card) => card.querySelector('img'));
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(rest).toHaveLength(2);
    for (const picture of rest) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it('shows the hero with the tour name and titles the page with it', async () => {
    mockApi({ '/api/v1/clubs': () => json(page('clubs', [])), '/api/v1/meta': () => json({ tourName: 'Liga Sur' }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liga Sur' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Liga Sur'));
  });
});

describe('site header', () => {
  it('links the logo home, Clubs to the clubs anchor and Players to /players', async () => {
    mockApi({ '/api/v1/clubs': () => json(page('clubs', [])) });
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Bandeja, home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Clubs' })).toHaveAttribute('href', '/#clubs');
    expect(within(header).getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/players');
    expect(document.getElementById('clubs')).toContainElement(screen.getByRole('heading', { name: 'Clubs' }));
  });

  it('goes home to the clubs section from another page', async () => {
    mockApi({ '/api/v1/clubs': () => json(page('clubs', [])), '/api/v1/players': () => json(page('players', [])) });
    const app = renderApp('/players');
    const header = await screen.findByRole('banner');
    within(header).getByRole('link', { name: 'Clubs' }).click();
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(app.location().hash).toBe('clubs');
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument();
  });

  it('is hidden on paths beginning /admin', async () => {
    mockApi({});
    renderApp('/admin/no-such-page');
    await screen.findByText('Page not found');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
