import { createHash } from 'node:crypto';
import { PostgresAdapter, type ControlledTransaction } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';
import type { DataVersion } from '../db/data-version.js';
import { runInRequestTransaction } from '../db/request-transaction.js';
import type { Database } from '../db/schema.js';
import { AppError, IdempotencyMismatch } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { isAdminRoute } from './auth.js';

/** A key and whose it is: stored answers are found by both (callerOf). */
interface CallersKey {
  caller: string;
  key: string;
}

/** An admin write's request transaction; `key` is its Idempotency-Key and caller when it sent one. */
interface AdminWrite {
  key: CallersKey | null;
  trx: ControlledTransaction<Database>;
  /** Work another plugin adds to a 2xx write (the audit log): in its transaction, just before the commit. */
  beforeCommit?: (status: number, answer: string | null) => Promise<void>;
}

interface StoredAnswer {
  request_hash: string;
  status_code: number;
  response_body: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: AdminWrite | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Keys are kept at least 24 h (docs/rules.md, "Offline and outbox"); older ones are swept away.
const RETENTION_MS = 48 * 3600_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
// Only ever seen inside the transaction that claimed the key; never committed (see below).
const CLAIMED = 0;

/**
 * Idempotency-Key on admin writes: the first request with a key is applied and its 2xx answer
 * stored; the same key and request again gets the stored answer and changes nothing; the same key
 * with another request is a 422. Refusals (4xx) are not stored, since nothing was applied and the
 * courtside outbox must be able to retry them after the cause is fixed.
 *
 * A key belongs to its caller: the stored answer is found by (caller, key) (callerOf), so another
 * account sending the same key has its own request handled as new and never reads the first
 * caller's answer. The caller goes into the claim's primary key, so this costs no extra query.
 *
 * Exactly once across a crash: the handler of a keyed write runs inside one database transaction
 * that first claims the key (a row with status CLAIMED), then does the write, then turns the claim
 * into the stored answer and commits, all before the reply leaves. A crash at any point either
 * commits write and answer together or neither, so a retry replays the answer or applies the write
 * for the first time. A second request with the same key waits on the uncommitted claim (a unique
 * index entry on PostgreSQL, the single connection on SQLite) and then sees the stored answer, or
 * takes the key over if the holder rolled back or died. docs/idempotency.md has the details.
 *
 * Every admin write, keyed or not, runs in such a transaction, and counts itself for the data
 * version in it before it commits (db/data-version.ts): a public answer cached at an older version
 * is then known stale, here as soon as the write is answered and on other instances at their next
 * read of the count (plugins/public-read-cache.ts).
 */
export function registerIdempotency(app: FastifyInstance, db: Db, dataVersion: DataVersion): void {
  app.decorateRequest('idempotency', null);

  // Callback style, so the handler runs inside runInRequestTransaction's async context.
  app.addHook('preHandler', (request, reply, done) => {
    let key: string | undefined | null;
    try {
      key = keyOf(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (key === null) {
      done();
      return;
    }
    if (key === undefined) {
      db.startTransaction()
        .execute()
        .then(
          (trx) => {
            request.idempotency = { key: null, trx };
            runInRequestTransaction(trx, () => done());
          },
          (error: Error) => done(error),
        );
      return;
    }
    const hash = requestHash(request);
    const claimedKey = { caller: callerOf(request, hash), key };
    claimOrFind(db, claimedKey, hash).then(
      (outcome) => {
        if ('stored' in outcome) {
          replay(reply, outcome.stored);
          return;
        }
        request.idempotency = { key: claimedKey, trx: outcome.trx };
        runInRequestTransaction(outcome.trx, () => done());
      },
      (error: Error) => done(error),
    );
  });

  // onSend runs before anything is written to the socket: a 2xx only leaves once it is committed
  // with the write, and a failed commit answers an error instead.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const answer = typeof payload === 'string' ? payload : null;
      await commitWithAnswer(held, reply.statusCode, answer, dataVersion);
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
  app.addHook('onResponse', (request, _reply, done) => {
    const held = request.idempotency;
    if (!held) {
      done();
      return;
    }
    request.idempotency = null;
    request.log.warn('keyed write answered without onSend; its transaction is rolled back');
    void rollbackQuietly(held.trx).then(() => done());
  });

  const sweep = setInterval(() => {
    void sweepExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency sweep failed'));
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/** Admin writes read an Idempotency-Key; reads and public routes ignore one. */
export const takesIdempotencyKey = (method: string, url: string, config?: { requiresAdmin?: boolean }): boolean =>
  WRITE_METHODS.has(method) && isAdminRoute(url, config);

/**
 * The request's Idempotency-Key when it is a keyed admin write, undefined for an admin write
 * without one, null for anything else; 400 for a malformed key.
 */
function keyOf(request: FastifyRequest): string | undefined | null {
  if (!takesIdempotencyKey(request.method, request.routeOptions.url ?? '', request.routeOptions.config)) return null;
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 8 to 200 letters, digits or -_.:', [
      { field: 'Idempotency-Key', message: 'Invalid key' },
    ]);
  }
  return key;
}

/**
 * Whose key it is. A signed-in caller is their account: the guard has already read the session,
 * so this costs nothing. Every route that takes a key today is guarded; a caller without a session
 * (a public route that took a key) could only be told apart by what it sends, so an anonymous key
 * is bound to the request itself: only a caller sending the same request again, byte for byte (were
 * a join keyed, its invitation's secret token and new password included) finds its answer, and an
 * anonymous caller sending another request with the same key is another caller, handled as new
 * rather than refused with a 422.
 */
function callerOf(request: FastifyRequest, hash: string): string {
  return request.session ? `account:${request.session.adminId}` : `anonymous:${hash}`;
}

/**
 * Opens the request's transaction and claims the key in it, or finds the answer stored for it.
 * On PostgreSQL the insert waits while another live transaction holds an uncommitted claim of the
 * same key; a holder that died is rolled back by the server, which lets the insert through.
 */
async function claimOrFind(
  db: Db,
  { caller, key }: CallersKey,
  hash: string,
): Promise<{ trx: ControlledTransaction<Database> } | { stored: StoredAnswer }> {
  const trx = await db.startTransaction().execute();
  try {
    const claim = await claimKey.execute(trx, { caller, key, hash, createdAt: nowIso() });
    if (Number(claim.numAffectedRows ?? 0) > 0) return { trx };
    const stored = await trx
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response_body'])
      .where('caller', '=', caller)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    await trx.rollback().execute();
    if (stored.request_hash !== hash) throw new IdempotencyMismatch();
    // Claims are never committed (migration 003 removed those of the older two-step design).
    if (stored.status_code === CLAIMED) {
      throw new AppError(409, 'CONFLICT', 'This Idempotency-Key is still being processed');
    }
    return { stored };
  } catch (error) {
    await rollbackQuietly(trx);
    throw error;
  }
}

// Sent by every keyed write: compiled once (db/precompiled.ts).
const claimKey = precompiled((db, p: { caller: string; key: string; hash: string; createdAt: string }) =>
  db
    .insertInto('idempotency_keys')
    .values({ caller: p.caller, key: p.key, request_hash: p.hash, status_code: CLAIMED, response_body: null, created_at: p.createdAt })
    .onConflict((conflict) => conflict.columns(['caller', 'key']).doNothing()),
);

type StoredAnswerParams = CallersKey & { status: number; body: string | null };

const storeAnswer = precompiled((db, p: StoredAnswerParams) =>
  db
    .updateTable('idempotency_keys')
    .set({ status_code: p.status, response_body: p.body })
    .where('caller', '=', p.caller)
    .where('key', '=', p.key),
);

/**
 * storeAnswer and DataVersion.recordIn in one statement, for PostgreSQL (SQLite's WITH takes no
 * UPDATE): the row it adds to data_changes is the one recordIn adds (db/data-version.ts).
 */
const storeAnswerAndCount = precompiled((db, p: StoredAnswerParams) =>
  db
    .with('answer', (cte) =>
      cte
        .updateTable('idempotency_keys')
        .set({ status_code: p.status, response_body: p.body })
        .where('caller', '=', p.caller)
        .where('key', '=', p.key)
        .returning('key'),
    )
    .insertInto('data_changes')
    .defaultValues(),
);

/** Stores the answer of a keyed write, counts the write for the data version and commits. */
async function commitWithAnswer(
  { key, trx, beforeCommit }: AdminWrite,
  status: number,
  body: string | null,
  dataVersion: DataVersion,
): Promise<void> {
  try {
    await beforeCommit?.(status, body);
    if (key !== null && trx.getExecutor().adapter instanceof PostgresAdapter) {
      // One round trip for both on PostgreSQL, while the write still holds its locks.
      await storeAnswerAndCount.execute(trx, { ...key, status, body });
    } else {
      if (key !== null) await storeAnswer.execute(trx, { ...key, status, body });
      await dataVersion.recordIn(trx);
    }
    await trx.commit().execute();
  } catch (error) {
    // Kysely keeps the connection after a failed commit; rolling back gives it back to the pool.
    await rollbackQuietly(trx);
    throw error;
  }
}

/** For a transaction already failing: a rollback error would only hide the first one. */
async function rollbackQuietly(trx: ControlledTransaction<Database>): Promise<void> {
  if (trx.isCommitted || trx.isRolledBack) return;
  await trx
    .rollback()
    .execute()
    .catch(() => undefined);
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .update('\n')
    .update(String(request.headers['if-match'] ?? ''))
    .digest('hex');
}

function replay(reply: FastifyReply, { status_code, response_body }: StoredAnswer) {
  reply.code(status_code).header('idempotent-replayed', 'true');
  if (response_body === null || response_body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(response_body);
}

export const sweepExpired = (db: Db) =>
  db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - RETENTION_MS).toISOString())
    .execute();
