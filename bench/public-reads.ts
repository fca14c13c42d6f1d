/**
 * Which requests the bench loads: every public read of the player-facing pages, with ids picked
 * from the seeded tour (an active two-group league, its first group, a played round and the
 * current one), and the targets issue 11 sets for them.
 */
import type { Db } from '../src/server/db/database.js';

export interface Read {
  endpoint: string;
  path: string;
  /** The least share of a bare route's requests/s issue 11 asks for, when it names one. */
  targetRatio?: number;
}

export interface TourIds {
  clubId: number;
  leagueId: number;
  groupId: number;
  playedRoundId: number;
  currentRoundId: number;
  playerId: number;
}

export async function pickTourIds(db: Db): Promise<TourIds> {
  const today = new Date().toISOString().slice(0, 10);
  const league = await db
    .selectFrom('leagues')
    .innerJoin('league_groups', 'league_groups.league_id', 'leagues.id')
    .select(['leagues.id', 'leagues.club_id'])
    .where('leagues.status', '=', 'active')
    .groupBy(['leagues.id', 'leagues.club_id'])
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('leagues.id')
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('league_groups')
    .select('id')
    .where('league_id', '=', league.id)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const rounds = db.selectFrom('rounds').select('id').where('league_id', '=', league.id).where('status', '=', 'active');
  const played = await rounds.where('date', '<', today).orderBy('date', 'desc').executeTakeFirstOrThrow();
  const current = await rounds.where('date', '>=', today).orderBy('date').executeTakeFirstOrThrow();
  // A player of that group, so their statistics cover played matches.
  const player = await db
    .selectFrom('group_teams')
    .innerJoin('teams', 'teams.id', 'group_teams.team_id')
    .select('teams.player1_id as id')
    .where('group_teams.group_id', '=', group.id)
    .orderBy('teams.id')
    .executeTakeFirstOrThrow();
  return {
    clubId: league.club_id,
    leagueId: league.id,
    groupId: group.id,
    playedRoundId: played.id,
    currentRoundId: current.id,
    playerId: player.id,
  };
}

export function publicReads(ids: TourIds): Read[] {
  const league = `/api/v1/clubs/${ids.clubId}/leagues/${ids.leagueId}`;
  const group = `${league}/groups/${ids.groupId}`;
  return [
    { endpoint: 'clubs', path: '/api/v1/clubs?page=1&pageSize=6', targetRatio: 0.6 },
    { endpoint: 'club leagues', path: `/api/v1/clubs/${ids.clubId}/leagues` },
    { endpoint: 'standings', path: `${group}/standings`, targetRatio: 0.6 },
    {
      endpoint: 'group schedule',
      path: `${group}/rounds/${ids.currentRoundId}/matches/schedule?page=1&pageSize=100`,
      targetRatio: 0.6,
    },
    {
      endpoint: 'group results',
      path: `${group}/rounds/${ids.playedRoundId}/matches/results?page=1&pageSize=100`,
      targetRatio: 0.6,
    },
    { endpoint: 'round matches', path: `${league}/rounds/${ids.playedRoundId}/matches`, targetRatio: 0.6 },
    {
      endpoint: 'players search',
      path: '/api/v1/players?page=1&pageSize=10&status=active&search=gar',
      targetRatio: 0.4,
    },
    { endpoint: 'player statistics', path: `/api/v1/players/${ids.playerId}/statistics` },
  ];
}
