import type { IdPool } from './json-schema-arbitrary.js';
import { addMatch, addRound, createLeagueFixture, setUnavailable, type LeagueFixture } from './fixtures.js';
import type { TestApp } from './test-app.js';
import { createPlayerAccount } from './accounts.js';
import { POOL_PLAYER_USERNAME } from './admin-session.js';
import { createNight } from './club-night-fixture.js';

export interface PooledFixture {
  league: LeagueFixture;
  matchId: number;
  unavailabilityId: number;
  /** Existing ids by the name of the field or parameter that takes them ("roundId", "team2Id"...). */
  ids: IdPool;
}

/**
 * One of everything the API has (club, league, group of teams, round, match, unavailability,
 * players), so requests generated from the OpenAPI document can name records that exist.
 */
export async function createPooledFixture(t: TestApp): Promise<PooledFixture> {
  const league = await createLeagueFixture(t, { teams: 4, courts: 2, hours: [18, 21] });
  const [team1Id, team2Id, team3Id] = league.teamIds;
  // Played, so the league's groups are final and it can have playoffs (on a second round), which the
  // playoff read needs to answer 200.
  const match = await addMatch(t, league.round, { team1Id, team2Id, courtNumber: 1, startTime: 18, team1Results: [6, 6], team2Results: [2, 3] });
  const unavailabilityId = await setUnavailable(t, league.round, team3Id!, [19]);
  const finalDay = await addRound(t, league, { courts: 2, hours: [18, 21], date: '2026-04-30' });
  const playoff = await t.admin({
    method: 'POST',
    url: `${league.adminLeaguePath}/playoffs`,
    payload: { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, roundId: finalDay.id },
  });
  if (playoff.statusCode !== 201) throw new Error(`fixture playoffs failed: ${playoff.statusCode} ${playoff.body}`);
  // A player of the match, so a player's own routes have a caller and a match of theirs.
  const team1 = await t.db.selectFrom('teams').select('player1_id').where('id', '=', team1Id!).executeTakeFirstOrThrow();
  await createPlayerAccount(t, team1.player1_id, POOL_PLAYER_USERNAME);
  const players = await t.app.inject({ method: 'GET', url: '/api/v1/players?pageSize=100' });
  const playerIds = players.json<{ players: { id: number }[] }>().players.map((player) => player.id);
  // A Mexicano of four of them, so the club-night routes name a night and a match that exist.
  const night = await createNight(t, league.clubId, { format: 'mexicano', players: playerIds.slice(0, 4), courts: [1] });
  // The first pattern that matches a name wins: "unavailabilityId" before "teamId"-like names.
  const pools: [RegExp, number[]][] = [
    [/unavailability/i, [unavailabilityId]],
    [/nightMatch/i, [night.rounds[0]!.matches[0]!.id]],
    [/clubNight/i, [night.id]],
    [/match/i, [match.id]],
    [/round/i, [league.round.id, finalDay.id]],
    [/group/i, league.groups.map((group) => group.id)],
    [/league/i, [league.leagueId]],
    [/club/i, [league.clubId]],
    [/player/i, playerIds],
    [/team|winner/i, league.teamIds],
  ];
  const ids: IdPool = (name) => pools.find(([pattern]) => pattern.test(name))?.[1] ?? [];
  return { league, matchId: match.id, unavailabilityId, ids };
}
