import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { club, league, page } from './fixtures';
import { failure, json, loadPublicPages, mockApi, pending, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

beforeEach(() => stubScrolling());

const clubApi = (leagues: Parameters<typeof mockApi>[0][string] = () => json(page('leagues', [league()]))) => ({
  '/api/v1/clubs/1': () => json(club()),
  '/api/v1/clubs/1/leagues': leagues,
});

describe('club page', () => {
  it('goes home when the id is missing', async () => {
    mockApi({ '/api/v1/clubs': () => json(page('clubs', [])) });
    const app = renderApp('/club');
    await waitFor(() => expect(app.location().pathname).toBe('/'));
  });

  it('shows a loading state while the club loads', async () => {
    mockApi({ '/api/v1/clubs/1': pending, '/api/v1/clubs/1/leagues': pending });
    renderApp('/club?id=1');
    expect(await screen.findByText(t('clubs.loadingClub'))).toBeInTheDocument();
  });

  it('says Club Not Found for an unknown club', async () => {
    mockApi({ '/api/v1/clubs/9': () => failure(404), '/api/v1/clubs/9/leagues': () => failure(404) });
    renderApp('/club?id=9');
    expect(await screen.findByRole('heading', { name: 'Club Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('clubs.backToClubs') })).toHaveAttribute('href', '/#clubs');
    await waitFor(() => expect(document.title).toBe('Club Not Found | Padel Tour'));
  });

  it('says so when the club cannot be loaded', async () => {
    mockApi({ '/api/v1/clubs/1': () => failure(500), '/api/v1/clubs/1/leagues': () => failure(500) });
    renderApp('/club?id=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('clubs.clubError'));
  });

  it('shows the club with breadcrumb, description, rules with their line breaks, and the page title', async () => {
    mockApi(clubApi());
    renderApp('/club?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club Bandeja Centro' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Club Bandeja Centro')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Six covered courts in the city centre.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Club Rules' })).toBeInTheDocument();
    const rules = screen.getByText(/Book 48 hours ahead/);
    expect(rules.textContent).toBe('Book 48 hours ahead.\nClean shoes only.');
    // Shown by MultilineText, which keeps the line breaks (its CSS Module's class is hashed).
    expect(rules.className).toMatch(/multiline/);
    await waitFor(() => expect(document.title).toBe('Club Bandeja Centro | Padel Tour'));
  });

  it('never renders rules as HTML', async () => {
    mockApi({ ...clubApi(), '/api/v1/clubs/1': () => json(club({ rules: '<img src=x onerror="alert(1)">Be kind' })) });
    renderApp('/club?id=1');
    expect(await screen.findByText('<img src=x onerror="alert(1)">Be kind')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows the loading state of the leagues', async () => {
    mockApi(clubApi(pending));
    renderApp('/club?id=1');
    expect(await screen.findByText('Loading leagues...')).toBeInTheDocument();
  });

  it('shows the leagues error', async () => {
    mockApi(clubApi(() => failure(500)));
    renderApp('/club?id=1');
    expect(await screen.findByText('Failed to load leagues. Please try again later.')).toBeInTheDocument();
  });

  it('shows the empty state when the club has no leagues', async () => {
    mockApi(clubApi(() => json(page('leagues', []))));
    renderApp('/club?id=1');
    expect(await screen.findByText('No leagues found')).toBeInTheDocument();
    expect(screen.getByText("This club doesn't have any leagues yet.")).toBeInTheDocument();
  });

  it('lists only active leagues, asking for 20, with name or fallback, status in capitals, description, rules and a View League link', async () => {
    const api = mockApi(
      clubApi(() =>
        json(
          page('leagues', [
            league(),
            league({ id: 7, name: '', description: null, rules: null }),
            league({ id: 8, name: 'Old League', status: 'finished' }),
          ]),
        ),
      ),
    );
    renderApp('/club?id=1');
    const list = await screen.findByRole('list', { name: 'Leagues' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('Old League')).not.toBeInTheDocument();

    expect(within(cards[0]!).getByRole('heading', { name: 'Winter League' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Tuesday evenings all winter.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Best of three sets/).textContent).toBe(
      'Best of three sets.\nMatch tie-break in the third.',
    );
    expect(within(cards[0]!).getByRole('link', { name: /View League/ })).toHaveAttribute(
      'href',
      '/league?clubId=1&leagueId=4',
    );

    expect(within(cards[1]!).getByRole('heading', { name: 'League 7' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(t('leagues.leagueRules'))).not.toBeInTheDocument();

    const [request] = api.callsTo('/api/v1/clubs/1/leagues');
    expect(Object.fromEntries(request!.searchParams)).toEqual({ page: '1', pageSize: '20', status: 'active' });
  });
});
