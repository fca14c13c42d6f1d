import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/client/i18n/i18n';
import { sectionLinkOf } from '@/client/features/admin-shell/overview/overview-items';
import type { OverviewItem } from '@/shared/schemas/overview';
import { leagueMatch, renderDashboard, twoClubRoutes } from './dashboard-support';
import { mockApi } from './support';
import { eachTestSignedInOnEmptyOutbox } from './signed-in-outbox';

// The Overview's "To do" (docs/rules.md, "Admin dashboard"): each item with its count, where it is,
// and a tap to the section that fixes it, its round chosen.

const item = (fields: Partial<OverviewItem> & Pick<OverviewItem, 'kind' | 'count' | 'href'>): OverviewItem => ({
  clubId: 2,
  leagueId: 6,
  roundId: 8,
  clubName: 'Club Dos',
  leagueName: 'Autumn League',
  roundName: 'Round 2',
  roundDate: '2026-09-08',
  ...fields,
});

const ITEMS: OverviewItem[] = [
  item({ kind: 'disputedReport', count: 1, href: '/admin/results?club=2&league=6&round=8' }),
  item({ kind: 'resultMissing', count: 3, href: '/admin/results?club=2&league=6&round=8' }),
  item({
    kind: 'hiddenRoundWithSchedule',
    count: 4,
    roundId: 9,
    roundName: 'Round 3',
    roundDate: '2026-09-15',
    href: '/admin/schedule?club=2&league=6&round=9',
  }),
  item({
    kind: 'unscheduledTeams',
    count: 2,
    roundId: 9,
    roundName: 'Round 3',
    roundDate: '2026-09-15',
    href: '/admin/schedule?club=2&league=6&round=9',
  }),
];

const routes = (items: OverviewItem[]) => ({
  ...twoClubRoutes,
  'GET /api/v1/admin/overview': { items },
  'GET /api/v1/clubs/2/leagues/6/rounds/8/matches': { matches: [leagueMatch(81, 8, 'Alpha Pair', 'Bravo Pair')] },
  'GET /api/v1/clubs/2/leagues/6/groups/3/teams': [],
});

eachTestSignedInOnEmptyOutbox();

describe('The Overview says what needs doing', () => {
  it('lists each item with its count and where it is, each a link to the section and round that fix it', async () => {
    mockApi(routes(ITEMS));
    renderDashboard('/admin/overview');
    const todo = await screen.findByRole('region', { name: 'To do' });
    const links = await within(todo).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^1\s*1 disputed result\s*Club Dos · Autumn League · Round 2 · .*2026\s*Resolve →$/),
      expect.stringMatching(/^3\s*3 matches past their time without a result/),
      expect.stringMatching(
        /^4\s*4 scheduled matches in a round hidden from players\s*Club Dos · Autumn League · Round 3/,
      ),
      expect.stringMatching(/^2\s*2 teams left out of the schedule.*Schedule →$/),
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/results?club=2&league=6&round=8');
    expect(links[2]).toHaveAttribute('href', '/admin/schedule?club=2&league=6&round=9');
    // The totals stay below, as before.
    expect(screen.getByRole('link', { name: /Total Players\s*8/ })).toBeInTheDocument();
  });

  it('a tap opens the section on the item’s round', async () => {
    mockApi(routes(ITEMS));
    const { router } = renderDashboard('/admin/overview');
    await userEvent.click(await screen.findByRole('link', { name: /1 disputed result/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/results'));
    expect(router.state.location.search).toMatchObject({ club: 2, league: 6, round: 8 });
    expect(await screen.findByRole('listitem', { name: 'Alpha Pair vs Bravo Pair' })).toBeInTheDocument();
  });

  it('says when nothing needs doing, and when it could not check', async () => {
    mockApi(routes([]));
    const first = renderDashboard('/admin/overview');
    expect(await screen.findByText('Nothing needs doing right now.')).toBeInTheDocument();
    first.unmount();
    mockApi({
      ...twoClubRoutes,
      'GET /api/v1/admin/overview': { status: 500, body: { error: 'Boom', code: 'INTERNAL' } },
    });
    renderDashboard('/admin/overview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check what needs doing.');
  });

  it('in Spanish too', async () => {
    await activateLocale('es');
    try {
      mockApi(routes(ITEMS.slice(0, 2)));
      renderDashboard('/admin/overview');
      const todo = await screen.findByRole('region', { name: 'Pendiente' });
      const links = await within(todo).findAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        expect.stringMatching(/^1\s*1 resultado impugnado\s*Club Dos · Autumn League · Round 2 · .*2026\s*Resolver →$/),
        expect.stringMatching(/^3\s*3 partidos ya jugados sin resultado.*Introducir resultados →$/),
      ]);
    } finally {
      await activateLocale('en');
    }
  });

  it('reads an address as a section and its scope, checked', () => {
    expect(sectionLinkOf('/admin/results?club=2&league=6&round=8')).toEqual({
      section: 'results',
      search: { club: 2, league: 6, group: undefined, round: 8 },
    });
    expect(sectionLinkOf('/admin/nope?club=2')).toBeNull();
    expect(sectionLinkOf('/admin/schedule?club=x')).toEqual({
      section: 'schedule',
      search: { club: undefined, league: undefined, group: undefined, round: undefined },
    });
  });
});
