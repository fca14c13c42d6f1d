import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type ControlledTransaction, type Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

interface RequestTransaction {
  trx: ControlledTransaction<Database>;
  /** Savepoints opened so far, so each nested transaction gets its own name. */
  savepoints: number;
}

const currentRequest = new AsyncLocalStorage<RequestTransaction>();

/**
 * Runs `work` (and everything it starts) with `trx` behind every Db made by
 * `scopedToRequestTransaction`. The request-transaction plugin uses this to put an admin write
 * (and a keyed write's stored answer) in one transaction without every service having to pass it along.
 */
export function runInRequestTransaction<T>(trx: ControlledTransaction<Database>, work: () => T): T {
  return currentRequest.run({ trx, savepoints: 0 }, work);
}

/**
 * The Db the routes and services hold. Outside a request transaction it is `root` itself; inside
 * one every query goes to that transaction. That matters beyond atomicity: on SQLite the single
 * connection is held by the transaction, so a query sent through the plain Db would wait for it
 * forever. A service's own `db.transaction().execute(cb)` becomes a savepoint of the request
 * transaction, so it still commits or rolls back its part as one.
 */
export function scopedToRequestTransaction(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const scope = openScope();
      if (scope && property === 'transaction') {
        return () => ({ execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => nested(scope, work) });
      }
      const db: Db = scope?.trx ?? target;
      // Kysely keeps its state in private fields, so methods must run with the real object as `this`.
      const value: unknown = Reflect.get(db, property, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

function openScope(): RequestTransaction | undefined {
  const scope = currentRequest.getStore();
  // Work that outlives its request (a timer it started) must not use a finished transaction.
  return scope && !scope.trx.isCommitted && !scope.trx.isRolledBack ? scope : undefined;
}

/**
 * A savepoint of the request transaction around `work`. The three statements go straight to the
 * request's transaction as SQL made once per name, and `work` gets that transaction itself: Kysely's
 * own `savepoint()` builds a transaction object and compiles each statement anew, which the
 * profile of the result write (which runs its service in one) counted on every write.
 */
async function nested<T>(scope: RequestTransaction, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  scope.savepoints += 1;
  const statements = savepointStatements(scope.savepoints);
  await scope.trx.executeQuery(statements.open);
  try {
    const result = await work(scope.trx);
    await scope.trx.executeQuery(statements.release);
    return result;
  } catch (error) {
    await scope.trx.executeQuery(statements.rollback);
    throw error;
  }
}

interface SavepointStatements {
  open: CompiledQuery;
  release: CompiledQuery;
  rollback: CompiledQuery;
}

// SQLite and PostgreSQL spell these alike; names are nested_1, nested_2… within one request.
const savepointsByDepth: SavepointStatements[] = [];

function savepointStatements(index: number): SavepointStatements {
  let statements = savepointsByDepth[index];
  if (!statements) {
    const name = `"nested_${index}"`;
    statements = {
      open: CompiledQuery.raw(`savepoint ${name}`),
      release: CompiledQuery.raw(`release savepoint ${name}`),
      rollback: CompiledQuery.raw(`rollback to savepoint ${name}`),
    };
    if (index < 64) savepointsByDepth[index] = statements;
  }
  return statements;
}
