import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export type ChangeRow = Selectable<Database['changes']>;
export type NewChange = Omit<ChangeRow, 'id'>;

export async function insertChange(db: Db, change: NewChange): Promise<void> {
  await db.insertInto('changes').values(change).execute();
}

/** What a change of a league, round or match needs to know of where it happened, read in the write's transaction. */
export interface Scope {
  clubId: number;
  leagueStatus: string;
  roundStatus: string | null;
}

export async function leagueScope(db: Db, leagueId: number): Promise<Scope | undefined> {
  const row = await db.selectFrom('leagues').select(['club_id', 'status']).where('id', '=', leagueId).executeTakeFirst();
  return row && { clubId: row.club_id, leagueStatus: row.status, roundStatus: null };
}

export async function roundScope(db: Db, roundId: number): Promise<Scope | undefined> {
  const row = await db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select(['leagues.club_id', 'leagues.status as league_status', 'rounds.status as round_status'])
    .where('rounds.id', '=', roundId)
    .executeTakeFirst();
  return row && { clubId: row.club_id, leagueStatus: row.league_status, roundStatus: row.round_status };
}

/** A match as a change names it: where it is, its teams and its version, with its round's and league's statuses. */
export async function matchFacts(db: Db, matchId: number) {
  return db
    .selectFrom('matches')
    .innerJoin('rounds', 'rounds.id', 'matches.round_id')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .select([
      'matches.round_id',
      'matches.group_id',
      'matches.team1_id',
      'matches.team2_id',
      'matches.version',
      'rounds.league_id',
      'rounds.status as round_status',
      'leagues.club_id',
      'leagues.status as league_status',
    ])
    .where('matches.id', '=', matchId)
    .executeTakeFirst();
}

export type MatchFacts = NonNullable<Awaited<ReturnType<typeof matchFacts>>>;

/** The newest change's id, 0 when there is none. */
export async function newestChangeId(db: Db): Promise<number> {
  const row = await db.selectFrom('changes').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The oldest and newest ids kept. */
export async function keptRange(db: Db): Promise<{ oldest: number; newest: number }> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => [eb.fn.min('id').as('oldest'), eb.fn.max('id').as('newest')])
    .executeTakeFirst();
  return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) };
}

/** Committed changes after `afterId`, oldest first (SQLite: every committed one is final). */
export async function changesAfter(db: Db, afterId: number, limit: number): Promise<ChangeRow[]> {
  return db.selectFrom('changes').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

/**
 * PostgreSQL: the committed changes after `afterId` and the snapshot they were read in. A missing
 * id below a row read may belong to a transaction still committing; once the oldest transaction
 * still running (`xmin`) is past this read's `xmax`, every transaction that could hold it is over.
 */
export async function changesAfterWithSnapshot(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ rows: ChangeRow[]; xmin: bigint; xmax: bigint }> {
  const { rows } = await sql<ChangeRow & { snap_xmin: string; snap_xmax: string }>`
    select snap.snap_xmin, snap.snap_xmax, c.*
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as snap_xmin,
                 pg_snapshot_xmax(pg_current_snapshot())::text as snap_xmax) as snap
    left join lateral (select * from changes where id > ${afterId} order by id limit ${limit}) as c on true`.execute(db);
  const first = rows[0];
  const xmin = BigInt(first?.snap_xmin ?? '0');
  const xmax = BigInt(first?.snap_xmax ?? '0');
  return {
    rows: rows.filter((row) => row.id !== null).map(({ snap_xmin: _a, snap_xmax: _b, ...row }) => ({ ...row, id: Number(row.id) })),
    xmin,
    xmax,
  };
}

/** The oldest transaction still running (PostgreSQL), to tell when a missing id is final. */
export async function oldestRunningTransaction(db: Db): Promise<bigint> {
  const { rows } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db);
  return BigInt(rows[0]?.xmin ?? '0');
}

/** A reconnecting stream's missed changes of a club, in (afterId, upTo], oldest first. */
export async function clubChangesBetween(db: Db, clubId: number, afterId: number, upTo: number, audiences: string[], limit: number): Promise<ChangeRow[]> {
  return db
    .selectFrom('changes')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('id', '>', afterId)
    .where('id', '<=', upTo)
    .where('audience', 'in', audiences)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A reconnecting player's missed changes of their teams' matches, in (afterId, upTo]. */
export async function teamChangesBetween(db: Db, teamIds: number[], afterId: number, upTo: number, limit: number): Promise<ChangeRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .selectFrom('changes')
    .selectAll()
    .where('id', '>', afterId)
    .where('id', '<=', upTo)
    .where('audience', 'in', ['public', 'players'])
    .where((eb) => eb.or([eb('team1_id', 'in', teamIds), eb('team2_id', 'in', teamIds)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The teams a player plays in. */
export async function teamsOfPlayer(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('teams')
    .select('id')
    .where((eb) => eb.or([eb('player1_id', '=', playerId), eb('player2_id', '=', playerId)]))
    .execute();
  return rows.map((row) => row.id);
}

export async function clubExists(db: Db, clubId: number): Promise<boolean> {
  return (await db.selectFrom('clubs').select('id').where('id', '=', clubId).executeTakeFirst()) !== undefined;
}

/** Deletes changes made before `before`, always keeping the newest (it tells a reconnecting stream where the history ends). */
export async function pruneChanges(db: Db, before: string): Promise<number> {
  const newest = await newestChangeId(db);
  const result = await db.deleteFrom('changes').where('created_at', '<', before).where('id', '<', newest).executeTakeFirst();
  return Number(result.numDeletedRows);
}
