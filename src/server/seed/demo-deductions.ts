import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { standingsOfGroup } from '../groups/index.js';
import { WHOLE_TOUR } from '../lib/visibility.js';

/** The demo's reason, in English then Spanish like the demo's other texts (it is data, shown as written). */
export const DEMO_DEDUCTION_REASON = 'Late for round #2 · Llegó tarde a la jornada #2';
export const DEMO_DEDUCTION_POINTS = 1;

/**
 * A point deduction on the demo tour (issue 27, docs/standings.md, "Point deductions"): the team
 * second in group A of the first club's first active league (Liga Bandeja II) loses a
 * point for arriving late at round #2, so its row shows "−1 point: reason" and it ranks on what is
 * left. Small tour only, like the playoffs; written the way the deductions route writes it.
 */
export async function seedDemoDeduction(trx: Transaction<Database>): Promise<void> {
  const group = await trx
    .selectFrom('league_groups')
    .innerJoin('leagues', 'leagues.id', 'league_groups.league_id')
    .select(['league_groups.id', 'league_groups.league_id', 'leagues.club_id'])
    .where('leagues.status', '=', 'active')
    .where('league_groups.name', '=', 'A')
    .orderBy('leagues.club_id')
    .orderBy('leagues.id')
    .executeTakeFirst();
  if (!group) return;
  const round = await trx
    .selectFrom('rounds')
    .select('date')
    .where('league_id', '=', group.league_id)
    .where('name', '=', '#2')
    .executeTakeFirst();
  const { standings } = await standingsOfGroup(trx, WHOLE_TOUR, group.club_id, group.league_id, group.id);
  const team = standings[1];
  if (!round || !team) return;
  await trx
    .insertInto('point_deductions')
    .values({
      group_id: group.id,
      team_id: team.teamId,
      points: DEMO_DEDUCTION_POINTS,
      reason: DEMO_DEDUCTION_REASON,
      created_at: `${round.date}T21:00:00.000Z`,
    })
    .execute();
}
