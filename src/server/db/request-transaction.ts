import { AsyncLocalStorage } from 'node:async_hooks';
import type { ControlledTransaction, Transaction } from 'kysely';
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
 * `scopedToRequestTransaction`. The idempotency plugin uses this to put a keyed admin write and
 * its stored answer in one transaction without every service having to pass it along.
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

async function nested<T>(scope: RequestTransaction, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  scope.savepoints += 1;
  const name = `nested_${scope.savepoints}`;
  const savepoint = await scope.trx.savepoint(name).execute();
  try {
    const result = await work(savepoint);
    await savepoint.releaseSavepoint(name).execute();
    return result;
  } catch (error) {
    await savepoint.rollbackToSavepoint(name).execute();
    throw error;
  }
}
