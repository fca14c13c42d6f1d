import { describe, expect, it } from 'vitest';
import { validateDashboardSearch } from '@/client/features/admin-shell/sections';

describe('validateDashboardSearch: the admin scope kept in the URL', () => {
  it('keeps a known section and positive ids, as the router hands them over (numbers or strings)', () => {
    expect(validateDashboardSearch({ section: 'results', club: 1, league: '2', group: 3, round: '4' })).toEqual({
      section: 'results',
      club: 1,
      league: 2,
      group: 3,
      round: 4,
    });
  });

  it('drops what it cannot use instead of failing: an unknown section opens the Overview, a bad id counts as absent', () => {
    expect(validateDashboardSearch({ section: 'nope', club: 'abc', league: -1, group: 1.5, round: '0' })).toEqual({
      section: 'overview',
      club: undefined,
      league: undefined,
      group: undefined,
      round: undefined,
    });
    expect(validateDashboardSearch({ club: { id: 1 }, round: ['4'] })).toMatchObject({ section: 'overview', club: undefined, round: undefined });
  });
});
