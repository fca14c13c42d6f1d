import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchApi } from '../../../src/client/features/matches/queries';
import { leagueQueries } from '../../../src/client/features/leagues/queries';
import { playerQueries } from '../../../src/client/features/players/queries';
import { invalidateAfterMatchWrites, matchWriteKeys } from '../../../src/client/offline/match-write-keys';

/** A cache holding the given reads, none of them stale. */
function cacheWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  for (const key of keys) client.setQueryData<unknown>(key, { seen: true });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('what a sent match write refreshes', () => {
  const roundMatches = matchApi.admin.key.ofRound(1, 2, 4);
  const schedule = matchApi.admin.key.schedule(1, 2, 4, 3);
  const standings = leagueQueries.standings(1, 2, 3).queryKey;
  const otherGroupStandings = leagueQueries.standings(1, 2, 8).queryKey;
  const otherLeagueStandings = leagueQueries.standings(1, 9, 5).queryKey;
  const otherRound = matchApi.admin.key.ofRound(1, 2, 5);
  const otherRoundSchedule = matchApi.admin.key.schedule(1, 2, 5, 3);
  const statistics = playerQueries.statistics(110).queryKey;
  const playerList = playerQueries.list({ page: 1, search: '' }).queryKey;
  const all = [roundMatches, schedule, standings, otherGroupStandings, otherLeagueStandings, otherRound, otherRoundSchedule, statistics, playerList];

  it("its round, that group's public pages and the statistics; nothing of another group, round or league", async () => {
    const client = cacheWith(all);
    await invalidateAfterMatchWrites(client, [{ clubId: 1, leagueId: 2, roundId: 4, groupId: 3 }]);
    expect(all.map((key) => stale(client, key))).toEqual([true, true, true, false, false, false, false, true, false]);
  });

  it('every group of the league when the group is not known yet (a match created offline)', async () => {
    const client = cacheWith(all);
    await invalidateAfterMatchWrites(client, [{ clubId: 1, leagueId: 2, roundId: 4, groupId: null }]);
    expect(stale(client, standings)).toBe(true);
    expect(stale(client, otherGroupStandings)).toBe(true);
    expect(stale(client, otherLeagueStandings)).toBe(false);
  });

  it('nothing at all when nothing was sent', async () => {
    const client = cacheWith(all);
    await invalidateAfterMatchWrites(client, []);
    expect(all.map((key) => stale(client, key))).toEqual(all.map(() => false));
  });
});

describe('the keys a synced match write invalidates', () => {
  // Written out, not built from the factories: a change of the factories that moves a key fails here.
  it('names its round, its round\'s schedule, its group and the totals', () => {
    expect(matchWriteKeys({ clubId: 1, leagueId: 2, roundId: 4, groupId: 3 })).toEqual([
      ['admin', 'round-matches', 1, 2, 4],
      ['admin', 'schedule', 1, 2, 4],
      ['leagues', 1, 2, 'groups', 3],
      ['admin', 'stats'],
    ]);
  });

  it('names every group of the league and its bracket when the group is not known', () => {
    expect(matchWriteKeys({ clubId: 1, leagueId: 2, roundId: 4, groupId: null })).toEqual([
      ['admin', 'round-matches', 1, 2, 4],
      ['admin', 'schedule', 1, 2, 4],
      ['leagues', 1, 2, 'groups'],
      ['leagues', 1, 2, 'playoffs'],
      ['admin', 'stats'],
    ]);
  });

  it("also refreshes a player's own lists and every player's statistics", async () => {
    const client = cacheWith([['me', 'matches'], ['me', 'account'], ['players', 'detail', 7, 'statistics'], ['players', 'detail', 7], ['admin', 'me']]);
    await invalidateAfterMatchWrites(client, [{ clubId: 1, leagueId: 2, roundId: 4, groupId: 3 }]);
    expect([['me', 'matches'], ['me', 'account'], ['players', 'detail', 7, 'statistics'], ['players', 'detail', 7], ['admin', 'me']].map((key) => stale(client, key))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
