import type { Db } from '../db/database.js';
import { nowIso } from '../lib/clock.js';
import type { LeagueRow } from '../leagues/index.js';
import { visibleLeagueSql, visibleRoundSql, type Reader } from '../lib/visibility.js';

/** The groups of a league, any order: levels are ordered by name in the domain (levels.ts). */
export const groupsOfLeague = (db: Db, leagueId: number) =>
  db.selectFrom('league_groups').select(['id', 'name']).where('league_id', '=', leagueId).orderBy('id').execute();

/**
 * The next season: a copy of the league's settings under a new name, active, linked back to the
 * season it follows (docs/seasons.md, "Confirming").
 */
export const insertNextSeason = (db: Db, previous: LeagueRow, name: string) =>
  db
    .insertInto('leagues')
    .values({
      club_id: previous.club_id,
      name,
      description: previous.description,
      rules: previous.rules,
      status: 'active',
      points_for_win: previous.points_for_win,
      points_for_loss: previous.points_for_loss,
      tiebreakers: previous.tiebreakers,
      match_tiebreak_games: previous.match_tiebreak_games,
      match_format: previous.match_format,
      rank_by_points_per_match: previous.rank_by_points_per_match,
      max_substitute_appearances: previous.max_substitute_appearances,
      substitute_max_level_tenths: previous.substitute_max_level_tenths,
      points_for_draw: previous.points_for_draw,
      deuce_rule: previous.deuce_rule,
      previous_league_id: previous.id,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The season that ends: finished, pointing at the one that follows. Only while it has no next
 * season: a confirmation that raced another and lost updates nothing (0 rows), and is refused.
 */
export async function finishSeason(db: Db, leagueId: number, nextLeagueId: number): Promise<boolean> {
  const result = await db
    .updateTable('leagues')
    .set({ status: 'finished', next_league_id: nextLeagueId })
    .where('id', '=', leagueId)
    .where('next_league_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Every group membership of the player's teams in leagues the reader sees (an inactive league is a
 * draft), with the date of the league's last round the reader sees, for "most recent first".
 */
export const seasonsOfPlayer = (db: Db, reader: Reader, playerId: number) =>
  db
    .selectFrom('group_teams')
    .innerJoin('teams', 'teams.id', 'group_teams.team_id')
    .innerJoin('league_groups', 'league_groups.id', 'group_teams.group_id')
    .innerJoin('leagues', 'leagues.id', 'group_teams.league_id')
    .select((eb) => [
      'group_teams.team_id',
      'league_groups.id as group_id',
      'league_groups.name as group_name',
      'leagues.id as league_id',
      'leagues.club_id',
      'leagues.name as league_name',
      'leagues.created_at',
      eb
        .selectFrom('rounds')
        .select((inner) => inner.fn.max('rounds.date').as('last'))
        .whereRef('rounds.league_id', '=', 'leagues.id')
        .where(visibleRoundSql(reader))
        .as('last_round_date'),
    ])
    .where((eb) => eb.or([eb('teams.player1_id', '=', playerId), eb('teams.player2_id', '=', playerId)]))
    .where(visibleLeagueSql(reader))
    .execute();

