import { sql } from 'kysely';
import type { DatabaseDialect, Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { precompiled } from '../../fast-paths/index.js';

/** A substitute of a match, with the substitute's name (the absent player's is the team's). */
export interface SubstituteRow {
  match_id: number;
  team_id: number;
  player_id: number;
  replaces_player_id: number;
  first_name: string;
  last_name: string;
}

const selectSubstitutes = (db: Db) =>
  db
    .selectFrom('match_substitutes')
    .innerJoin('players', 'players.id', 'match_substitutes.player_id')
    .select([
      'match_substitutes.match_id',
      'match_substitutes.team_id',
      'match_substitutes.player_id',
      'match_substitutes.replaces_player_id',
      'players.first_name',
      'players.last_name',
    ]);

// The admin result write answers one match: its statement is compiled once (fast-paths/precompiled.ts).
const substitutesOfOneMatch = precompiled((db, p: { matchId: number }) =>
  selectSubstitutes(db).where('match_substitutes.match_id', '=', p.matchId).orderBy('match_substitutes.player_id'),
);

/** The substitutes of these matches, whatever team they played for (the caller keeps the sides' own). */
export async function substitutesOfMatches(db: Db, matchIds: readonly number[]): Promise<SubstituteRow[]> {
  const ids = [...new Set(matchIds)];
  if (ids.length === 0) return [];
  if (ids.length === 1) return substitutesOfOneMatch.rows(db, { matchId: ids[0]! });
  return selectSubstitutes(db)
    .where('match_substitutes.match_id', 'in', ids)
    .orderBy('match_substitutes.player_id')
    .execute();
}

/**
 * The team's substitute appearances in the league, in its matches other than `exceptMatchId`: one
 * per substitute per match. A row left by a team no longer in its match does not count.
 */
export async function substituteAppearances(
  db: Db,
  teamId: number,
  leagueId: number,
  exceptMatchId: number,
): Promise<number> {
  const row = await db
    .selectFrom('match_substitutes')
    .innerJoin('matches', 'matches.id', 'match_substitutes.match_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('match_substitutes.team_id', '=', teamId)
    .where('match_substitutes.league_id', '=', leagueId)
    .where('match_substitutes.match_id', '<>', exceptMatchId)
    .where((eb) => eb.or([eb('matches.team1_id', '=', teamId), eb('matches.team2_id', '=', teamId)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Who these players are and whether they still play: unknown ids are absent. */
export const playersOfIds = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'status'])
    .where('id', 'in', [...ids])
    .execute();

export interface NewSubstitute {
  playerId: number;
  replacesPlayerId: number;
  teamId: number;
}

/** The match's substitutes become these (none: both teams played with their own players). */
export async function replaceSubstitutes(
  db: Db,
  matchId: number,
  leagueId: number,
  substitutes: readonly NewSubstitute[],
): Promise<void> {
  await db.deleteFrom('match_substitutes').where('match_id', '=', matchId).execute();
  if (substitutes.length === 0) return;
  const createdAt = nowIso();
  await db
    .insertInto('match_substitutes')
    .values(
      substitutes.map((substitute) => ({
        match_id: matchId,
        league_id: leagueId,
        team_id: substitute.teamId,
        player_id: substitute.playerId,
        replaces_player_id: substitute.replacesPlayerId,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** A match whose teams changed keeps only the substitutes of the teams it still has. */
export async function dropSubstitutesOfOtherTeams(db: Db, matchId: number, teamIds: readonly number[]): Promise<void> {
  await db
    .deleteFrom('match_substitutes')
    .where('match_id', '=', matchId)
    .where('team_id', 'not in', [...teamIds])
    .execute();
}

/** The match at its next version, as a line-up change is a change of the match (If-Match, live). */
export const nextMatchVersion = (db: Db, matchId: number, version: number) =>
  db
    .updateTable('matches')
    .set({ version: version + 1, updated_at: nowIso() })
    .where('id', '=', matchId)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();

/** A namespace for the advisory lock, so it never meets another lock of the same league id. */
const LINEUP_LOCK_SPACE = 2902;

/**
 * Serialises line-up writes of one league on PostgreSQL until the transaction ends, so two line-ups
 * of a team in different rounds cannot both pass the appearance limit. A transaction-scoped advisory
 * lock takes no row, so it never waits on (or holds up) any other write of the league. SQLite needs
 * nothing: its one connection runs one transaction at a time.
 */
export async function lockLineupsOfLeague(db: Db, dialect: DatabaseDialect, leagueId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(cast(${LINEUP_LOCK_SPACE} as integer), cast(${leagueId} as integer))`.execute(
    db,
  );
}
