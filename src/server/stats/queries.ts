import type { Db } from '../db/database.js';
import type { DashboardStats } from '../../shared/schemas/auth.js';

const countOf = async (db: Db, table: 'players' | 'clubs' | 'teams'): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** The dashboard's three totals in one answer rather than three paged list calls. */
export async function dashboardTotals(db: Db): Promise<DashboardStats> {
  const [totalPlayers, totalClubs, totalTeams] = await Promise.all([
    countOf(db, 'players'),
    countOf(db, 'clubs'),
    countOf(db, 'teams'),
  ]);
  return { totalPlayers, totalClubs, totalTeams };
}
