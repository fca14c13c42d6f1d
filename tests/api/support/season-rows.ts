import type { TestApp } from './test-app.js';

/**
 * Club → league → group → round rows inserted directly with Kysely, so player, team and calendar
 * tests can hold matches with results whatever state the league and match routes are in.
 */
export interface Season {
  clubId: number;
  leagueId: number;
  groupId: number;
  roundId: number;
}

export interface SeasonOptions {
  clubName?: string;
  leagueName?: string;
  roundName?: string;
  date?: string;
  roundStatus?: 'active' | 'inactive';
  matchTiebreakGames?: 'one' | 'points';
}

export async function insertSeason(t: TestApp, options: SeasonOptions = {}): Promise<Season> {
  const now = new Date().toISOString();
  const club = await t.db
    .insertInto('clubs')
    .values({ name: options.clubName ?? 'Club Norte', description: null, rules: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const league = await t.db
    .insertInto('leagues')
    .values({
      club_id: club.id,
      name: options.leagueName ?? 'Spring League',
      description: null,
      rules: null,
      status: 'active',
      points_for_win: 3,
      points_for_loss: 1,
      tiebreakers: JSON.stringify(['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon']),
      match_tiebreak_games: options.matchTiebreakGames ?? 'one',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await t.db
    .insertInto('league_groups')
    .values({ league_id: league.id, name: 'Group A' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roundId = await insertRound(t, league.id, options);
  return { clubId: club.id, leagueId: league.id, groupId: group.id, roundId };
}

export async function insertRound(t: TestApp, leagueId: number, options: SeasonOptions = {}): Promise<number> {
  const round = await t.db
    .insertInto('rounds')
    .values({
      league_id: leagueId,
      name: options.roundName ?? 'Round 1',
      date: options.date ?? '2026-03-02',
      start_hour: 18,
      end_hour: 22,
      court_number: 4,
      status: options.roundStatus ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return round.id;
}

export interface MatchRow {
  roundId: number;
  groupId: number;
  team1Id: number;
  team2Id: number;
  /** Court and hour default to none, so matches of one round never clash on a slot. */
  court?: number | null;
  hour?: number | null;
  /** Per-set games; omitted for a match that is only scheduled. */
  results?: [number[], number[]];
  outcome?: 'played' | 'walkover' | 'retired';
  winnerTeamId?: number | null;
  version?: number;
  updatedAt?: string;
}

export async function insertMatch(t: TestApp, match: MatchRow): Promise<number> {
  const now = match.updatedAt ?? new Date().toISOString();
  const row = await t.db
    .insertInto('matches')
    .values({
      round_id: match.roundId,
      group_id: match.groupId,
      team1_id: match.team1Id,
      team2_id: match.team2Id,
      court_number: match.court ?? null,
      start_time: match.hour ?? null,
      team1_results: match.results ? JSON.stringify(match.results[0]) : null,
      team2_results: match.results ? JSON.stringify(match.results[1]) : null,
      outcome: match.outcome ?? 'played',
      winner_team_id: match.winnerTeamId ?? null,
      version: match.version ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const addToGroup = (t: TestApp, season: Season, teamId: number) =>
  t.db
    .insertInto('group_teams')
    .values({ group_id: season.groupId, team_id: teamId, league_id: season.leagueId })
    .execute();
