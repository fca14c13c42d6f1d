import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Seasons on the demo tour (docs/seasons.md): in each club, the finished league that ended last
 * becomes the previous season of the club's main active league (the most teams) that started after
 * it, so a new database
 * shows the links both ways and players' histories across two seasons. Only the link columns are
 * written: the leagues' contents stay as the tour made them. Deterministic on either database.
 */
export async function linkDemoSeasons(trx: Transaction<Database>): Promise<void> {
  const leagues = await trx
    .selectFrom('leagues')
    .select((eb) => [
      'leagues.id',
      'leagues.club_id',
      'leagues.status',
      eb
        .selectFrom('rounds')
        .select((inner) => inner.fn.min('rounds.date').as('first'))
        .whereRef('rounds.league_id', '=', 'leagues.id')
        .as('first_date'),
      eb
        .selectFrom('rounds')
        .select((inner) => inner.fn.max('rounds.date').as('last'))
        .whereRef('rounds.league_id', '=', 'leagues.id')
        .as('last_date'),
      eb
        .selectFrom('group_teams')
        .select((inner) => inner.fn.countAll<number>().as('teams'))
        .whereRef('group_teams.league_id', '=', 'leagues.id')
        .as('team_count'),
    ])
    .where('previous_league_id', 'is', null)
    .where('next_league_id', 'is', null)
    .orderBy('leagues.id')
    .execute();
  const clubIds = [...new Set(leagues.map((league) => league.club_id))];
  for (const clubId of clubIds) {
    const ofClub = leagues.filter(
      (league) => league.club_id === clubId && league.first_date !== null && league.last_date !== null,
    );
    const previous = ofClub
      .filter((league) => league.status === 'finished')
      .sort((a, b) => String(b.last_date).localeCompare(String(a.last_date)) || b.id - a.id)[0];
    if (!previous) continue;
    const next = ofClub
      .filter((league) => league.status === 'active' && String(league.first_date) > String(previous.last_date))
      // The club's main league, not a short cup beside it: the most teams, then the earliest start.
      .sort(
        (a, b) =>
          Number(b.team_count) - Number(a.team_count) ||
          String(a.first_date).localeCompare(String(b.first_date)) ||
          a.id - b.id,
      )[0];
    if (!next) continue;
    await trx.updateTable('leagues').set({ next_league_id: next.id }).where('id', '=', previous.id).execute();
    await trx.updateTable('leagues').set({ previous_league_id: previous.id }).where('id', '=', next.id).execute();
  }
}

/** Links the seasons, then answers the tour's counts unchanged (no row is added). */
export async function withSeasons<T>(trx: Transaction<Database>, counts: T): Promise<T> {
  await linkDemoSeasons(trx);
  return counts;
}
