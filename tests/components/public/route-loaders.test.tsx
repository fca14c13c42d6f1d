import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE, LEAGUE_URL, leagueApi } from './league-api';
import { failure, loadPublicPages, mockApi, renderApp, stubScrolling } from './support';
import { t } from '@/client/i18n/i18n';

beforeAll(loadPublicPages);

/** Every text the page showed while it loaded, however briefly. */
function recordTexts(): { seen: () => string; stop: () => void } {
  let seen = '';
  const observer = new MutationObserver(() => (seen += `\n${document.body.textContent ?? ''}`));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubScrolling();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('public route loaders', () => {
  it('open the league page complete: the standings come with it, never a loading state first', async () => {
    mockApi(leagueApi());
    const texts = recordTexts();
    renderApp(LEAGUE_URL);
    const table = await screen.findByRole('table', { name: `${t('leagues.standingsTab')}, Group A` });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(texts.seen()).not.toContain(t('leagues.loadingStandings'));
    expect(texts.seen()).not.toContain(t('leagues.loadingLeague'));
    texts.stop();
  });

  it('ask once for a league that does not exist, and the page says so', async () => {
    const api = mockApi(leagueApi({ [LEAGUE]: () => failure(404) }));
    renderApp(LEAGUE_URL);
    expect(await screen.findByRole('heading', { name: t('leagues.leagueNotFound') })).toBeInTheDocument();
    // The loader's failed read is the page's: mounting does not ask again (and flash "Loading league...").
    await waitFor(() => expect(api.callsTo(LEAGUE)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(LEAGUE)).toHaveLength(1);
  });
});

describe('league rules', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('come after the tabs, folded to their heading and first line on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    mockApi(leagueApi());
    renderApp(LEAGUE_URL);
    const heading = await screen.findByRole('heading', { name: t('leagues.leagueRules') });
    const rules = screen.getByTestId('league-rules');
    expect(rules.tagName).toBe('DETAILS');
    expect(rules).not.toHaveAttribute('open');
    expect(within(rules).getByText('Best of three sets.', { selector: 'summary span' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: t('leagues.tabsLabel') });
    expect(tabs.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('are open on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 768px)', media: query }));
    mockApi(leagueApi());
    renderApp(LEAGUE_URL);
    await screen.findByRole('heading', { name: t('leagues.leagueRules') });
    expect(screen.getByTestId('league-rules')).toHaveAttribute('open');
  });
});
