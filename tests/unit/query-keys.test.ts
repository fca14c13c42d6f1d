/**
 * The query keys, written out (docs/architecture.md, "Query keys and paths"): the persisted cache,
 * the outbox's refresh after a sync and every invalidation rely on these exact values, so a change
 * of the factories that moves one fails here.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT } from '../../src/client/lib/admin-key';
import { metaApi } from '../../src/client/components/layout/queries';
import { activityApi } from '../../src/client/features/activity/admin/queries';
import { statsApi } from '../../src/client/features/admin-shell/queries';
import { clubApi, clubQueries } from '../../src/client/features/clubs/queries';
import { groupApi } from '../../src/client/features/groups/queries';
import { leagueApi, leagueQueries } from '../../src/client/features/leagues/queries';
import { matchApi } from '../../src/client/features/matches/queries';
import { meApi } from '../../src/client/features/me/keys';
import { invitationQuery, myQueries } from '../../src/client/features/me/queries';
import { playerApi, playerQueries } from '../../src/client/features/players/queries';
import { playoffQueries } from '../../src/client/features/playoffs/queries';
import { roundApi } from '../../src/client/features/rounds/queries';
import { teamApi } from '../../src/client/features/teams/queries';
import { userApi } from '../../src/client/features/users/admin/queries';

describe('the public keys', () => {
  it('hold their values', () => {
    expect([
      clubQueries.list().queryKey,
      clubQueries.detail(1).queryKey,
      clubApi.key.lists(),
      leagueQueries.activeForClub(1).queryKey,
      leagueQueries.detail(1, 2).queryKey,
      leagueQueries.groups(1, 2).queryKey,
      leagueQueries.activeRounds(1, 2).queryKey,
      matchApi.key.ofRound(1, 2, 4),
      leagueQueries.standings(1, 2, 3).queryKey,
      leagueQueries.schedule(1, 2, 3, 4).queryKey,
      leagueQueries.results(1, 2, 3, 4).queryKey,
      leagueQueries.latestRoundWithResults(1, 2, 3, [5, 4]).queryKey,
      leagueQueries.fixtures(1, 2, 3).queryKey,
      leagueApi.key.club(1),
      leagueApi.key.league(1, 2),
      leagueApi.key.all,
      playoffQueries.bracket(1, 2).queryKey,
      playerQueries.list({ page: 2, search: 'ana' }).queryKey,
      playerQueries.detail(7).queryKey,
      playerQueries.statistics(7).queryKey,
      playerQueries.history(7).queryKey,
      playerQueries.rating(7).queryKey,
      playerApi.key.lists(),
      myQueries.matches().queryKey,
      myQueries.account().queryKey,
      myQueries.reschedules().queryKey,
      myQueries.rescheduleOptions(9).queryKey,
      invitationQuery('abc').queryKey,
      metaApi.key.tour(),
    ]).toEqual([
      ['clubs', 'list', { page: 1, pageSize: 6 }],
      ['clubs', 'detail', 1],
      ['clubs', 'list'],
      ['leagues', 1, 'active'],
      ['leagues', 1, 2, 'detail'],
      ['leagues', 1, 2, 'groups'],
      ['leagues', 1, 2, 'rounds', 'active'],
      ['leagues', 1, 2, 'rounds', 4, 'matches'],
      ['leagues', 1, 2, 'groups', 3, 'standings'],
      ['leagues', 1, 2, 'groups', 3, 'rounds', 4, 'schedule'],
      ['leagues', 1, 2, 'groups', 3, 'rounds', 4, 'results'],
      ['leagues', 1, 2, 'groups', 3, 'latest-results-round', [5, 4]],
      ['leagues', 1, 2, 'groups', 3, 'fixtures'],
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
      ['me', 'reschedules'],
      ['me', 'reschedule-options', 9],
      ['invitation', 'abc'],
      ['meta', 'tour'],
    ]);
  });
});

describe('the admin keys', () => {
  it("hold their values, each under 'admin' (never kept on the device unless a read says so)", () => {
    expect([
      statsApi.admin.key.totals(),
      playerApi.admin.key.list(),
      teamApi.admin.key.list(),
      clubApi.admin.key.list(),
      leagueApi.admin.key.ofClub(1),
      groupApi.admin.key.ofLeague(1, 2),
      groupApi.admin.key.allTeams(),
      groupApi.admin.key.teams(1, 2, 3),
      roundApi.admin.key.ofLeague(1, 2),
      matchApi.admin.key.ofLeague(1, 2),
      matchApi.admin.key.all(),
      matchApi.admin.key.ofRound(1, 2, 4),
      matchApi.admin.key.leagueSchedules(1, 2),
      matchApi.admin.key.allSchedules(),
      matchApi.admin.key.roundSchedule(1, 2, 4),
      matchApi.admin.key.schedule(1, 2, 4, 3),
      matchApi.admin.key.allUnavailability(),
      matchApi.admin.key.unavailability(1, 2, 4),
      matchApi.admin.key.history(1, 2, 4, 9),
      matchApi.admin.key.availability(1, 2, 4, 10, 11),
      matchApi.admin.key.clubReschedules(1),
      matchApi.admin.key.reschedules(1, 'accepted'),
      teamApi.admin.key.availableOpponents(10, 3),
      meApi.admin.key.account(),
      activityApi.admin.key.all(),
      activityApi.admin.key.list('match', 9, 2),
      userApi.admin.key.list(),
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
      ['admin', 'match-history', 1, 2, 4, 9],
      ['admin', 'availability', 1, 2, 4, 10, 11],
      ['admin', 'reschedules', 1],
      ['admin', 'reschedules', 1, 'accepted'],
      ['admin', 'available-opponents', 10, 3],
      ['admin', 'me'],
      ['admin', 'activity'],
      ['admin', 'activity', 'match', 9, 2],
      ['admin', 'users'],
    ]);
    expect(ADMIN_ROOT).toEqual(['admin']);
  });
});

describe('the API paths', () => {
  it('name the reads and writes below /v1, public and admin', () => {
    expect([
      clubApi.path.detail(1),
      clubApi.admin.path.detail(1),
      leagueApi.path.standings(1, 2, 3),
      leagueApi.path.results(1, 2, 3, 4),
      leagueApi.path.fixtures(1, 2, 3),
      matchApi.admin.path.fixtures(1, 2, 3),
      leagueApi.admin.path.nextSeason(1, 2),
      groupApi.path.teams(1, 2, 3),
      groupApi.admin.path.teams(1, 2, 3),
      roundApi.admin.path.round(1, 2, 4),
      matchApi.path.schedule(1, 2, 4),
      matchApi.admin.path.history(1, 2, 4, 9),
      matchApi.admin.path.unavailabilities(1, 2, 4),
      matchApi.admin.path.unavailability(1, 2, 4, 5),
      teamApi.path.availableOpponents(10),
      playerApi.admin.path.invitation(7),
      meApi.path.invitation('a b'),
      statsApi.admin.path.totals(),
    ]).toEqual([
      '/v1/clubs/1',
      '/v1/admin/clubs/1',
      '/v1/clubs/1/leagues/2/groups/3/standings',
      '/v1/clubs/1/leagues/2/groups/3/rounds/4/matches/results',
      '/v1/clubs/1/leagues/2/groups/3/fixtures',
      '/v1/admin/clubs/1/leagues/2/groups/3/fixtures',
      '/v1/admin/clubs/1/leagues/2/next-season',
      '/v1/clubs/1/leagues/2/groups/3/teams',
      '/v1/admin/clubs/1/leagues/2/groups/3/teams',
      '/v1/admin/clubs/1/leagues/2/rounds/4',
      '/v1/clubs/1/leagues/2/rounds/4/matches/schedule',
      '/v1/admin/clubs/1/leagues/2/rounds/4/matches/9/history',
      '/v1/admin/clubs/1/leagues/2/rounds/4/teamUnavailabilities',
      '/v1/admin/clubs/1/leagues/2/rounds/4/teamUnavailability/5',
      '/v1/teams/10/available-opponents',
      '/v1/admin/players/7/invitation',
      '/v1/auth/join/a%20b',
      '/v1/admin/stats',
    ]);
  });
});

describe('the entry keys (docs/entries.md)', () => {
  it('hold their values: the state public, the player’s under me, the organiser’s under admin', async () => {
    const { entryApi, entryQueries } = await import('../../src/client/features/entries/queries');
    const league = { kind: 'league', clubId: 1, id: 2 } as const;
    const night = { kind: 'night', clubId: 1, id: 5 } as const;
    expect([entryQueries.state(league).queryKey, entryQueries.state(night).queryKey, entryQueries.mine().queryKey, entryQueries.adminList(league).queryKey, entryApi.key.all]).toEqual([
      ['entries', 'league', 1, 2],
      ['entries', 'night', 1, 5],
      ['me', 'entries'],
      ['admin', 'entries', 'league', 1, 2],
      ['entries'],
    ]);
    expect([entryApi.path.state(league), entryApi.admin.path.list(night), entryApi.admin.path.teams(league)]).toEqual([
      '/v1/clubs/1/leagues/2/entries',
      '/v1/admin/clubs/1/club-nights/5/entries',
      '/v1/admin/clubs/1/leagues/2/entries/teams',
    ]);
  });
});
