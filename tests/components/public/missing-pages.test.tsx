import { screen, waitFor } from '@testing-library/react';
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, json, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubScrolling();
  // The league page logs its load errors (docs/rules.md, "Public site").
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What a league page would invent for league 6 if it filled in for missing data. */
const INVENTED = [
  'League 6',
  `6 / ${new Date().getFullYear()}`,
  t('leagues.noStandings'),
  t('leagues.noMatches'),
  t('leagues.noResults'),
];

const expectNothingInvented = () => {
  for (const text of INVENTED) expect(screen.queryByText(text)).not.toBeInTheDocument();
};

describe('a page whose subject does not exist says so', () => {
  // Every request under the missing league answers 404, as the server does.
  const missingLeague = (url: URL) =>
    url.pathname.startsWith('/api/v1/clubs/1/leagues/6') ? failure(404) : failure(500);

  it.each(['', '&tab=schedule', '&tab=results'])(
    'League Not Found for a league the server does not have (%s)',
    async (tab) => {
      const api = mockApi({
        '/api/v1/clubs/1': () => json({ id: 1, name: 'Club Bandeja Centro', description: null, rules: null }),
      });
      for (const path of ['', '/groups', '/rounds']) api.set(`/api/v1/clubs/1/leagues/6${path}`, missingLeague);
      renderApp(`/league?clubId=1&leagueId=6${tab}`);
      // A generous wait: the first render also loads the lazy league page.
      expect(
        await screen.findByRole('heading', { name: t('leagues.leagueNotFound') }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(t('leagues.leagueNotFoundBody'))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t('clubs.backToClubs') })).toHaveAttribute('href', '/#clubs');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expectNothingInvented();
      await waitFor(() => expect(document.title).toBe('League Not Found | Padel Tour'));
    },
  );

  it('Page not found for an address the app does not have', async () => {
    mockApi({});
    renderApp('/leagues-and-more');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

describe('offline, a page never opened on this device says so', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
  });

  it.each([
    ['home', '/'],
    ['club', '/club?id=1'],
    ['league', '/league?clubId=1&leagueId=6'],
    ['league schedule', '/league?clubId=1&leagueId=6&tab=schedule'],
    ['league results', '/league?clubId=1&leagueId=6&tab=results&round=3'],
    ['players', '/players'],
    ['player', '/player?id=7'],
  ])('%s', async (_page, path) => {
    renderApp(path);
    expect(await screen.findByTestId('not-available-offline', {}, { timeout: 5_000 })).toHaveTextContent(
      t('pwa.notAvailableTitle'),
    );
    expect(screen.getAllByTestId('not-available-offline')).toHaveLength(1);
    expectNothingInvented();
    for (const notFound of [t('clubs.clubNotFound'), t('leagues.leagueNotFound'), 'Player Not Found']) {
      expect(screen.queryByText(notFound)).not.toBeInTheDocument();
    }
  });
});
