import type { Db } from '../db/database.js';
import { toMatchRecord } from '../lib/match-record.js';
import { hasRecordedResultSql } from '../lib/recorded-results.js';
import { VISITOR, visibleRoundSql } from '../lib/visibility.js';
import { DEFAULT_MATCH_FORMAT } from '../../shared/domain/constants.js';
import { matchFormat } from '../../shared/schemas/league.js';
import { ratedResultOf, type RatedMatch } from '../../shared/domain/ratings/index.js';
import { playersWhoPlayed, type Substitution } from '../../shared/domain/lineups.js';

/**
 * Every decided match of every public round, league and playoff alike, with the four players, the
 * winning side and the games: the whole history ratings are replayed from (docs/ratings.md).
 * Undecided rows (a named winner who does not play in the match), walkovers and retirements before
 * the end of the first set say nothing and are dropped (league-result.ts). A rating is one public figure for everyone, so a
 * draft league's or round's results do not move it until they are shown (lib/visibility.ts).
 */
export async function ratedMatches(db: Db): Promise<RatedMatch[]> {
  const rows = await db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .innerJoin('teams as team1', 'team1.id', 'matches.team1_id')
    .innerJoin('teams as team2', 'team2.id', 'matches.team2_id')
    .select([
      'matches.id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.team1_results',
      'matches.team2_results',
      'matches.outcome',
      'matches.winner_team_id',
      'matches.start_time',
      'matches.court_number',
      'rounds.id as round_id',
      'rounds.date',
      'leagues.match_format',
      'team1.player1_id as t1p1',
      'team1.player2_id as t1p2',
      'team2.player1_id as t2p1',
      'team2.player2_id as t2p2',
    ])
    .where(hasRecordedResultSql())
    .where(visibleRoundSql(VISITOR))
    .execute();
  const substitutes = await substitutesByMatch(db);
  // Who played each side: a substitute in the absent player's place (docs/substitutes.md).
  const played = (matchId: number, teamId: number | null, players: [number, number]): [number, number] => {
    const [first, second] = playersWhoPlayed(players, (substitutes.get(matchId) ?? []).filter((one) => one.teamId === teamId));
    return [first ?? players[0], second ?? players[1]];
  };
  const matches: RatedMatch[] = [];
  for (const row of rows) {
    const result = ratedResultOf(toMatchRecord(row), matchFormat.catch(DEFAULT_MATCH_FORMAT).parse(row.match_format));
    if (result === null) continue;
    matches.push({
      matchId: row.id,
      date: row.date,
      roundId: row.round_id,
      startTime: row.start_time,
      courtNumber: row.court_number,
      team1PlayerIds: played(row.id, row.team1_id, [row.t1p1, row.t1p2]),
      team2PlayerIds: played(row.id, row.team2_id, [row.t2p1, row.t2p2]),
      winnerSide: result.winnerSide,
      games: result.games,
    });
  }
  return [...matches, ...(await ratedClubNightMatches(db))];
}

/** Every substitute of a league match, by match: the whole table, which holds few rows. */
async function substitutesByMatch(db: Db): Promise<Map<number, (Substitution & { teamId: number })[]>> {
  const rows = await db.selectFrom('match_substitutes').select(['match_id', 'team_id', 'player_id', 'replaces_player_id']).execute();
  const byMatch = new Map<number, (Substitution & { teamId: number })[]>();
  for (const row of rows) {
    const list = byMatch.get(row.match_id) ?? [];
    list.push({ playerId: row.player_id, replacesPlayerId: row.replaces_player_id, teamId: row.team_id });
    byMatch.set(row.match_id, list);
  }
  return byMatch;
}

/**
 * Every scored club-night match, rated by its points share (docs/ratings.md, "Club nights"). A
 * 0–0 (timed) says nothing and is left out. Club nights have no drafts: their results are public.
 */
async function ratedClubNightMatches(db: Db): Promise<RatedMatch[]> {
  const rows = await db
    .selectFrom('club_night_matches')
    .innerJoin('club_nights', 'club_nights.id', 'club_night_matches.night_id')
    .select([
      'club_night_matches.id',
      'club_night_matches.night_id',
      'club_night_matches.round_number',
      'club_night_matches.court_number',
      'club_night_matches.team1_player1_id',
      'club_night_matches.team1_player2_id',
      'club_night_matches.team2_player1_id',
      'club_night_matches.team2_player2_id',
      'club_night_matches.team1_points',
      'club_night_matches.team2_points',
      'club_nights.date',
    ])
    .where('club_night_matches.team1_points', 'is not', null)
    .where('club_night_matches.team2_points', 'is not', null)
    .execute();
  const matches: RatedMatch[] = [];
  for (const row of rows) {
    const total = (row.team1_points ?? 0) + (row.team2_points ?? 0);
    if (total === 0) continue;
    const team1Share = (row.team1_points ?? 0) / total;
    matches.push({
      matchId: row.id,
      date: row.date,
      roundId: row.night_id,
      startTime: row.round_number,
      courtNumber: row.court_number,
      team1PlayerIds: [row.team1_player1_id, row.team1_player2_id],
      team2PlayerIds: [row.team2_player1_id, row.team2_player2_id],
      winnerSide: team1Share >= 0.5 ? 1 : 2,
      clubNight: { team1Share },
    });
  }
  return matches;
}

/**
 * The count of committed admin writes (db/data-version.ts): the folded version plus the change rows
 * not folded yet. Every admin write moves it, a starting level's included; the folded version
 * alone moves only at a fold.
 */
export const dataVersionOf = async (db: Db): Promise<number> => {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('data_version').select('version').where('id', '=', 1).as('folded'),
      eb.selectFrom('data_changes').select((inner) => inner.fn.countAll<number>().as('count')).as('unfolded'),
    ])
    .executeTakeFirst();
  return Number(row?.folded ?? 0) + Number(row?.unfolded ?? 0);
};

/** How many matches there are and the latest `updated_at` of one: a match write moves one or the other. */
export const matchesStamp = (db: Db) =>
  db
    .selectFrom('matches')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();

/** The same for club-night matches (a seed writes them without moving the data version). */
export const clubNightMatchesStamp = (db: Db) =>
  db
    .selectFrom('club_night_matches')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();

