/**
 * The query keys, written out (docs/architecture.md, "Query keys and paths"): the persisted cache,
 * the outbox's refresh after a sync and every invalidation rely on these exact values, so a change
 * of the factories that moves one fails here.
 */
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../../src/client/components/admin/admin-keys';
import { publicKeys } from '../../src/client/components/admin/public-keys';
import { clubQueries } from '../../src/client/features/clubs/queries';
import { leagueQueries } from '../../src/client/features/leagues/queries';
import { playerQueries } from '../../src/client/features/players/queries';
import { playoffQueries } from '../../src/client/features/playoffs/queries';
import { invitationQuery, myQueries } from '../../src/client/features/me/queries';

describe('the public keys', () => {
  it('hold their values', () => {
    expect([
      clubQueries.list().queryKey,
      clubQueries.detail(1).queryKey,
      publicKeys.clubList(),
      leagueQueries.activeForClub(1).queryKey,
      leagueQueries.detail(1, 2).queryKey,
      leagueQueries.groups(1, 2).queryKey,
      leagueQueries.activeRounds(1, 2).queryKey,
      leagueQueries.standings(1, 2, 3).queryKey,
      leagueQueries.schedule(1, 2, 3, 4).queryKey,
      leagueQueries.results(1, 2, 3, 4).queryKey,
      leagueQueries.latestRoundWithResults(1, 2, 3, [5, 4]).queryKey,
      publicKeys.leaguesOfClub(1),
      publicKeys.league(1, 2),
      publicKeys.allLeagues(),
      playoffQueries.bracket(1, 2).queryKey,
      playerQueries.list({ page: 2, search: 'ana' }).queryKey,
      playerQueries.detail(7).queryKey,
      playerQueries.statistics(7).queryKey,
      playerQueries.history(7).queryKey,
      playerQueries.rating(7).queryKey,
      publicKeys.playerList(),
      myQueries.matches().queryKey,
      myQueries.account().queryKey,
      invitationQuery('abc').queryKey,
    ]).toEqual([
      ['clubs', 'list', { page: 1, pageSize: 6 }],
      ['clubs', 'detail', 1],
      ['clubs', 'list'],
      ['leagues', 1, 'active'],
      ['leagues', 1, 2, 'detail'],
      ['leagues', 1, 2, 'groups'],
      ['leagues', 1, 2, 'rounds', 'active'],
      ['leagues', 1, 2, 'groups', 3, 'standings'],
      ['leagues', 1, 2, 'groups', 3, 'rounds', 4, 'schedule'],
      ['leagues', 1, 2, 'groups', 3, 'rounds', 4, 'results'],
      ['leagues', 1, 2, 'groups', 3, 'latest-results-round', [5, 4]],
      ['leagues', 1],
      ['leagues', 1, 2],
      ['leagues'],
      ['leagues', 1, 2, 'playoffs'],
      ['players', 'list', { page: 2, search: 'ana' }],
      ['players', 'detail', 7],
      ['players', 'detail', 7, 'statistics'],
      ['players', 'detail', 7, 'history'],
      ['players', 'detail', 7, 'rating'],
      ['players', 'list'],
      ['me', 'matches'],
      ['me', 'account'],
      ['invitation', 'abc'],
    ]);
  });
});

describe('the admin keys', () => {
  it("hold their values, each under 'admin' (never kept on the device unless a read says so)", () => {
    expect([
      adminKeys.stats(),
      adminKeys.players(),
      adminKeys.teams(),
      adminKeys.clubs(),
      adminKeys.leagues(1),
      adminKeys.groups(1, 2),
      adminKeys.allGroupTeams(),
      adminKeys.groupTeams(1, 2, 3),
      adminKeys.rounds(1, 2),
      adminKeys.leagueRoundMatches(1, 2),
      adminKeys.allRoundMatches(),
      adminKeys.roundMatches(1, 2, 4),
      adminKeys.leagueSchedules(1, 2),
      adminKeys.allSchedules(),
      adminKeys.roundSchedule(1, 2, 4),
      adminKeys.schedule(1, 2, 4, 3),
      adminKeys.allUnavailability(),
      adminKeys.unavailability(1, 2, 4),
    ]).toEqual([
      ['admin', 'stats'],
      ['admin', 'players'],
      ['admin', 'teams'],
      ['admin', 'clubs'],
      ['admin', 'leagues', 1],
      ['admin', 'groups', 1, 2],
      ['admin', 'group-teams'],
      ['admin', 'group-teams', 1, 2, 3],
      ['admin', 'rounds', 1, 2],
      ['admin', 'round-matches', 1, 2],
      ['admin', 'round-matches'],
      ['admin', 'round-matches', 1, 2, 4],
      ['admin', 'schedule', 1, 2],
      ['admin', 'schedule'],
      ['admin', 'schedule', 1, 2, 4],
      ['admin', 'schedule', 1, 2, 4, 3],
      ['admin', 'unavailability'],
      ['admin', 'unavailability', 1, 2, 4],
    ]);
  });
});
