import fp from 'fastify-plugin';
import type { ControlledTransaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { DataVersion } from '../db/data-version.js';
import { runInRequestTransaction } from '../db/request-transaction.js';
import type { Database } from '../db/schema.js';
import { isAdminRoute } from './auth.js';

/** A step another plugin adds to a 2xx write, in its transaction, just before the commit. */
export type BeforeCommitStep = (status: number, answer: string | null) => Promise<void>;

/** An admin write's request transaction and what runs in it before it commits. */
export interface WriteTransaction {
  readonly trx: ControlledTransaction<Database>;
  /** Run in the order added (the audit log's), then `countWrite`. */
  readonly beforeCommit: BeforeCommitStep[];
  /**
   * The last statement before the commit: counts the write for the data version. A plugin may wrap
   * it to do more in the same round trip (the idempotency plugin stores its answer with it).
   */
  countWrite: (trx: ControlledTransaction<Database>, status: number, answer: string | null) => Promise<void>;
}

export interface RequestTransactionOptions {
  /** The Db the routes hold (db/request-transaction.ts): inside the transaction it is the transaction. */
  db: Db;
  dataVersion: DataVersion;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin write's open transaction; null for every other request and once it has ended. */
    writeTransaction: WriteTransaction | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Admin writes run in a request transaction (and read an Idempotency-Key); reads and public routes do not. */
export const isAdminWrite = (method: string, url: string, config?: { requiresAdmin?: boolean }): boolean =>
  WRITE_METHODS.has(method) && isAdminRoute(url, config);

/**
 * A write runs in one transaction: every admin write's handler runs inside a database transaction
 * opened in preHandler (after the guard, so an anonymous caller never holds one), and its answer
 * leaves only once that transaction has committed, or rolled back for anything but a 2xx.
 *
 * Before the commit it runs the steps other plugins added (the audit log's row) and counts itself
 * for the data version (db/data-version.ts): a public answer cached at an older version is then
 * known stale, here as soon as the write is answered and on other instances at their next read of
 * the count (fast-paths/public-read-cache.ts). A failed commit answers an error instead of the 2xx.
 */
export const requestTransactionPlugin = fp<RequestTransactionOptions>(
  (app, { db, dataVersion }, done) => {
    app.decorateRequest('writeTransaction', null);
    // One function for every write: the transaction comes in as an argument.
    const countWrite: WriteTransaction['countWrite'] = (trx) => dataVersion.recordIn(trx);

    // Callback style, so the handler runs inside runInRequestTransaction's async context.
    app.addHook('preHandler', (request, _reply, next) => {
      if (!isAdminWrite(request.method, request.routeOptions.url ?? '', request.routeOptions.config)) {
        next();
        return;
      }
      db.startTransaction()
        .execute()
        .then(
          (trx) => {
            request.writeTransaction = { trx, beforeCommit: [], countWrite };
            runInRequestTransaction(trx, () => next());
          },
          (error: Error) => next(error),
        );
    });

    // onSend runs before anything is written to the socket: a 2xx only leaves once it is committed
    // with the write, and a failed commit answers an error instead.
    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.writeTransaction;
      if (!held) return payload;
      request.writeTransaction = null;
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        await commit(held, reply.statusCode, typeof payload === 'string' ? payload : null);
        // Known here before the answer leaves: this instance's next read cannot predate the write.
        dataVersion.committed();
      } else {
        await held.trx
          .rollback()
          .execute()
          .catch((error: unknown) => request.log.warn({ err: error }, 'admin write rollback failed'));
      }
      return payload;
    });

    // A safety net: a reply that somehow left without onSend must not keep its transaction (on
    // SQLite, the only connection) open for good.
    // Callback style: every answer passes here (cached reads too), and almost none holds anything.
    app.addHook('onResponse', (request, _reply, next) => {
      const held = request.writeTransaction;
      if (!held) {
        next();
        return;
      }
      request.writeTransaction = null;
      request.log.warn('admin write answered without onSend; its transaction is rolled back');
      void rollbackQuietly(held.trx).then(() => next());
    });
    done();
  },
  { name: 'bandeja-request-transaction', dependencies: ['bandeja-auth'], fastify: '5.x' },
);

/**
 * Ends the request's transaction without its write, for a plugin that answers before the handler
 * runs (the idempotency plugin's replay): nothing was written, so nothing is committed or counted.
 */
export async function abandonWriteTransaction(request: FastifyRequest): Promise<void> {
  const held = request.writeTransaction;
  if (!held) return;
  request.writeTransaction = null;
  await rollbackQuietly(held.trx);
}

/** Runs the steps before the commit, counts the write and commits; rolls back if any of it fails. */
async function commit(write: WriteTransaction, status: number, answer: string | null): Promise<void> {
  try {
    for (const step of write.beforeCommit) await step(status, answer);
    await write.countWrite(write.trx, status, answer);
    await write.trx.commit().execute();
  } catch (error) {
    // Kysely keeps the connection after a failed commit; rolling back gives it back to the pool.
    await rollbackQuietly(write.trx);
    throw error;
  }
}

/** For a transaction already failing: a rollback error would only hide the first one. */
export async function rollbackQuietly(trx: ControlledTransaction<Database>): Promise<void> {
  if (trx.isCommitted || trx.isRolledBack) return;
  await trx
    .rollback()
    .execute()
    .catch(() => undefined);
}
