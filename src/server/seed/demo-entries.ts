import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { toJsonColumn } from '../lib/json-column.js';

/**
 * Open entries on the demo tour (docs/entries.md): next week's Americano in the first club, made
 * with no players yet, takes 16 individual players from yesterday to the day before it, levels
 * 2.0–5.0; six of the tour's players (after those of today's Mexicano) have entered. Deterministic.
 */
export async function seedDemoEntries(trx: Transaction<Database>, today: string): Promise<void> {
  const club = await trx.selectFrom('clubs').select('id').orderBy('id').executeTakeFirst();
  const players = (
    await trx.selectFrom('players').select('id').where('guest', '=', 0).orderBy('id').offset(20).limit(6).execute()
  ).map((row) => row.id);
  if (!club || players.length < 6) return;
  const at = `${today}T09:00:00.000Z`;
  const night = await trx
    .insertInto('club_nights')
    .values({
      club_id: club.id,
      name: 'Americano next Friday',
      date: addDays(today, 7),
      start_hour: 19,
      format: 'americano',
      scoring_kind: 'points',
      points_per_match: 24,
      minutes: null,
      courts: toJsonColumn([1, 2, 3, 4]),
      mexicano_pairing: '1+3v2+4',
      mexicano_first_round: 'rating',
      planned_rounds: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const list = await trx
    .insertInto('entry_lists')
    .values({
      club_id: club.id,
      league_id: null,
      club_night_id: night.id,
      opens_at: `${addDays(today, -1)}T08:00:00.000Z`,
      closes_at: `${addDays(today, 6)}T20:00:00.000Z`,
      capacity: 16,
      mode: 'individuals',
      min_level_tenths: 20,
      max_level_tenths: 50,
      next_seq: players.length,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('entries')
    .values(
      players.map((player1_id, index) => ({
        list_id: list.id,
        player1_id,
        player2_id: null,
        status: 'confirmed',
        seq: index + 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
