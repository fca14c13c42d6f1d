import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE, LEAGUE_URL, leagueApi } from '../public/league-api';
import { league } from '../public/fixtures';
import { json, loadPublicPages, mockApi, renderApp, stubScrolling } from '../public/support';
import { playoffFixture } from './playoff-fixtures';

beforeAll(async () => {
  await loadPublicPages();
  await import('@/client/features/playoffs');
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stubScrolling();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const PLAYOFFS = `${LEAGUE}/playoffs`;

describe('the league page Playoffs tab', () => {
  it('is absent when the league has no playoffs (404, for a league kept from before hasPlayoffs)', async () => {
    const api = mockApi(leagueApi());
    renderApp(LEAGUE_URL);
    const tablist = await screen.findByRole('tablist', { name: 'League views' });
    await waitFor(() => expect(api.callsTo(PLAYOFFS)).toHaveLength(1));
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Standings', 'Match Schedule', 'Results']);
  });

  it('is absent, and the bracket never asked for, when the league says it has no playoffs', async () => {
    const api = mockApi(leagueApi({ [LEAGUE]: () => json(league({ hasPlayoffs: false })) }));
    renderApp(LEAGUE_URL);
    const tablist = await screen.findByRole('tablist', { name: 'League views' });
    await screen.findByRole('tab', { name: 'Results' });
    expect(api.callsTo(PLAYOFFS)).toHaveLength(0);
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Standings', 'Match Schedule', 'Results']);
  });

  it('opens a shared link to the Playoffs tab of a league without playoffs on the standings', async () => {
    mockApi(leagueApi());
    renderApp(`${LEAGUE_URL}&tab=playoffs`);
    const tablist = await screen.findByRole('tablist', { name: 'League views' });
    expect(within(tablist).getByRole('tab', { name: 'Standings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the bracket, with the group positions of the draw, when the league has playoffs', async () => {
    mockApi(leagueApi({ [PLAYOFFS]: () => json(playoffFixture({}, { 'main-1-1': 1 })) }));
    renderApp(`${LEAGUE_URL}&tab=playoffs`);
    const tab = await screen.findByRole('tab', { name: 'Playoffs' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Main draw' })).toBeInTheDocument();
    const semiFinal = within(within(panel).getByRole('list', { name: 'Semi-finals' })).getAllByTestId('playoff-match')[0]!;
    expect(semiFinal).toHaveTextContent('1 · A1');
    expect(within(semiFinal).getByText('Winner:')).toBeInTheDocument();
  });
});
