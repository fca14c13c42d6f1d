import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import type { z } from 'zod';
import { roundStatuses, type Round, type RoundStatus, type roundInput } from '../../shared/schemas/round.js';
import { matchSlotOrderSql } from '../lib/match-slots.js';
import { offsetOf } from '../lib/paging.js';
import { visibleRoundSql, type Reader } from '../lib/visibility.js';

type RoundRow = Selectable<Database['rounds']>;

/** A round as the validated request gives it, defaults filled in. */
export type RoundValues = z.output<typeof roundInput>;

// The column has a CHECK constraint; anything else would be a corrupted row, read as the default.
const statusOf = (text: string): RoundStatus => roundStatuses.find((status) => status === text) ?? 'inactive';

export const toRound = (row: RoundRow): Round => ({
  id: row.id,
  leagueId: row.league_id,
  name: row.name,
  date: row.date,
  start_hour: row.start_hour,
  end_hour: row.end_hour,
  court_number: row.court_number,
  status: statusOf(row.status),
  slot_minutes: row.slot_minutes,
});

export interface RoundFilter {
  reader: Reader;
  status?: RoundStatus | undefined;
}

/** The league's rounds the reader sees, of one status if asked. */
const roundsOfLeague = (db: Db, leagueId: number, { reader, status }: RoundFilter) => {
  const query = db
    .selectFrom('rounds')
    .innerJoin('leagues', 'leagues.id', 'rounds.league_id')
    .where('rounds.league_id', '=', leagueId)
    .where(visibleRoundSql(reader));
  return status ? query.where('rounds.status', '=', status) : query;
};

/** In calendar order: dates are yyyy-mm-dd text, which sorts as dates do. */
export const listRounds = (db: Db, leagueId: number, filter: RoundFilter, page: PageQuery) =>
  roundsOfLeague(db, leagueId, filter)
    .selectAll('rounds')
    .orderBy('rounds.date')
    .orderBy('rounds.id')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute();

export async function countRounds(db: Db, leagueId: number, filter: RoundFilter): Promise<number> {
  const row = await roundsOfLeague(db, leagueId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertRound = (db: Db, leagueId: number, values: RoundValues) =>
  db
    .insertInto('rounds')
    .values({ ...values, league_id: leagueId })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateRound = (db: Db, id: number, values: RoundValues) =>
  db.updateTable('rounds').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Matches and unavailabilities of the round go with it (ON DELETE CASCADE). */
export const deleteRound = (db: Db, id: number) => db.deleteFrom('rounds').where('id', '=', id).execute();

/** The round's placed matches (on a court or at a start), in slot order: the service checks them against a new shape. */
export const placedMatchesOf = (db: Db, roundId: number) =>
  db
    .selectFrom('matches')
    .select(['id', 'team1_id', 'team2_id', 'court_number', 'start_time', 'start_minute'])
    .where('round_id', '=', roundId)
    .where((eb) => eb.or([eb('court_number', 'is not', null), eb('start_time', 'is not', null)]))
    .orderBy(matchSlotOrderSql())
    .execute();
