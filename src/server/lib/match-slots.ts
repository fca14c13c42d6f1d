import { sql, type RawBuilder } from 'kysely';

/**
 * ORDER BY for `compareMatchSlots` (src/shared/domain/match-rules.ts): start (hour, then minute), court, id, with
 * unplaced matches last. SQLite and PostgreSQL put NULLs at opposite ends, so it says so itself.
 * `table` is the name or alias the query gives the matches table.
 */
export function matchSlotOrderSql(table = 'matches'): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql`case when ${column('start_time')} is null then 1 else 0 end, ${column('start_time')}, ${column('start_minute')}, case when ${column('court_number')} is null then 1 else 0 end, ${column('court_number')}, ${column('id')}`;
}
