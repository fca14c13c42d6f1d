import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sectionAddressOf } from '@/client/features/admin-shell/sections';
import { leagueMatch, renderDashboard, twoClubRoutes } from './dashboard-support';
import { mockApi } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';

// Each admin section is a child route of the signed-in layout (/admin/results, /admin/tonight, …).
// The old single dashboard's addresses, /admin/dashboard?section=…, keep working as redirects.

const routes = {
  ...twoClubRoutes,
  'GET /api/v1/clubs/2/leagues/6/rounds/8/matches': { matches: [leagueMatch(81, 8, 'Alpha Pair', 'Bravo Pair')] },
  'GET /api/v1/clubs/2/leagues/6/groups/3/teams': [],
  'GET /api/v1/admin/audit': { entries: [], total: 0, page: 1, pageSize: 20 },
};

eachTestSignedInOnEmptyOutbox();

describe('The old dashboard addresses redirect to the section routes', () => {
  it('a section with its scope: /admin/dashboard?section=results&club=2&league=6&round=8 opens Results on round 8', async () => {
    mockApi(routes);
    const { router } = renderDashboard('/admin/dashboard?section=results&club=2&league=6&round=8');
    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/results');
    expect(router.state.location.search).toEqual({ club: 2, league: 6, round: 8 });
    // The selectors show the scope the old address named, not the defaults (the first club, league and round).
    expect(screen.getByLabelText('Club', { selector: 'select' })).toHaveDisplayValue('Club Dos');
    expect(screen.getByLabelText('League', { selector: 'select' })).toHaveDisplayValue('Autumn League');
    expect(screen.getByLabelText('Round', { selector: 'select' })).toHaveDisplayValue(/^Round 2 /);
    // The tab names the section.
    await waitFor(() => expect(document.title).toBe('Results · Admin · Padel Tour'));
  });

  it('no section: /admin/dashboard opens the Overview', async () => {
    mockApi(routes);
    const { router } = renderDashboard('/admin/dashboard');
    expect(await screen.findByRole('link', { name: /Total Players\s*8/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/overview');
    await waitFor(() => expect(document.title).toBe('Overview · Admin · Padel Tour'));
  });

  it('an unknown section opens the Overview, keeping the scope', async () => {
    mockApi(routes);
    const { router } = renderDashboard('/admin/dashboard?section=nope&club=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/overview'));
    expect(router.state.location.search).toEqual({ club: 2 });
  });

  it("Activity's filter comes along: /admin/dashboard?section=activity&entity=player&entityId=12", async () => {
    mockApi(routes);
    const { router } = renderDashboard('/admin/dashboard?section=activity&entity=player&entityId=12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/activity'));
    expect(router.state.location.search).toEqual({ entity: 'player', entityId: 12 });
  });

  it('builds the new address from what the old one held, checked', () => {
    expect(sectionAddressOf({ section: 'results', club: 2, league: '6', round: 8 })).toBe('/admin/results?club=2&league=6&round=8');
    expect(sectionAddressOf({})).toBe('/admin/overview');
    expect(sectionAddressOf({ section: 'tonight', club: 'abc', round: -1 })).toBe('/admin/tonight');
    expect(sectionAddressOf({ section: 'activity', entity: 'nope', entityId: 3, page: 2 })).toBe('/admin/activity?entityId=3&page=2');
  });
});

describe('The scope is retained from one section to the next', () => {
  it('the menu names only the section; club, league, group and round come along, and the Activity filter does not', async () => {
    mockApi(routes);
    const user = userEvent.setup();
    const { router } = renderDashboard('/admin/activity?club=2&league=6&group=3&round=8&entity=team&entityId=4');
    await screen.findByRole('navigation', { name: 'Admin sections' });
    const resultsLink = screen.getByRole('link', { name: 'Results' });
    expect(resultsLink).toHaveAttribute('href', '/admin/results?club=2&league=6&group=3&round=8');
    await user.click(resultsLink);
    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/results');
    expect(router.state.location.search).toEqual({ club: 2, league: 6, group: 3, round: 8 });
  });
});
