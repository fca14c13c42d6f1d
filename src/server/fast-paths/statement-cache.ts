import type SQLite from 'better-sqlite3';
import { BoundedLru } from './bounded-lru.js';

// The app sends a few hundred distinct statements; lists of ids of every length add a few more.
const MAX_STATEMENTS = 1000;

/**
 * Makes `prepare` reuse the statement already compiled for the same SQL. Kysely's SQLite driver
 * prepares every statement on every run, which the profile of admin result writes showed as a
 * visible share of each request (a write sends a dozen statements, BEGIN and COMMIT included).
 * A statement still being iterated (a streamed select) is busy and cannot run again, so such a
 * call gets a fresh one, as before.
 */
export function cachePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new BoundedLru<SQLite.Statement>(MAX_STATEMENTS, Number.POSITIVE_INFINITY);
  const cached = (source: string): SQLite.Statement => {
    const known = statements.get(source);
    if (known && !known.busy) return known;
    const statement = prepare(source);
    if (!known) statements.set(source, statement, 0);
    return statement;
  };
  database.prepare = cached as typeof database.prepare;
}
