import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { PostgresAdapter, type ControlledTransaction } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { precompiled } from '../fast-paths/index.js';
import type { Database } from '../db/schema.js';
import { AppError, IdempotencyMismatch } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { abandonWriteTransaction, isAdminWrite, type WriteTransaction } from './request-transaction.js';

/** A key and whose it is: stored answers are found by both (callerOf). */
interface CallersKey {
  caller: string;
  key: string;
}

interface StoredAnswer {
  request_hash: string;
  status_code: number;
  response_body: string | null;
}

export interface IdempotencyOptions {
  /** The root Db, for the hourly sweep of old keys. */
  db: Db;
}

// Keys are kept at least 24 h (docs/rules.md, "Offline and outbox"); older ones are swept away.
const RETENTION_MS = 48 * 3600_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
// Only ever seen inside the transaction that claimed the key; never committed (see below).
const CLAIMED = 0;

/**
 * A keyed write answers once: Idempotency-Key on admin writes. The first request with a key is
 * applied and its 2xx answer stored; the same key and request again gets the stored answer and
 * changes nothing; the same key with another request is a 422. Refusals (4xx) are not stored,
 * since nothing was applied and the courtside outbox must be able to retry them after the cause is
 * fixed.
 *
 * A key belongs to its caller: the stored answer is found by (caller, key) (callerOf), so another
 * account sending the same key has its own request handled as new and never reads the first
 * caller's answer. The caller goes into the claim's primary key, so this costs no extra query.
 *
 * Exactly once across a crash: the key is claimed (a row with status CLAIMED) in the write's own
 * request transaction (plugins/request-transaction.ts), which the handler then writes in, and the
 * claim becomes the stored answer just before that transaction commits, all before the reply
 * leaves. A crash at any point either commits write and answer together or neither, so a retry
 * replays the answer or applies the write for the first time. A second request with the same key
 * waits on the uncommitted claim (a unique index entry on PostgreSQL, the single connection on
 * SQLite) and then sees the stored answer, or takes the key over if the holder rolled back or died.
 * docs/idempotency.md has the details.
 */
export const idempotencyPlugin = fp<IdempotencyOptions>(
  (app, { db }, done) => {
    app.addHook('preHandler', (request, reply, next) => {
      const write = request.writeTransaction;
      if (!write) {
        next();
        return;
      }
      let key: string | undefined;
      try {
        key = keyOf(request);
      } catch (error) {
        next(error as Error);
        return;
      }
      if (key === undefined) {
        next();
        return;
      }
      const hash = requestHash(request);
      const claimedKey = { caller: callerOf(request, hash), key };
      claimOrFind(write.trx, claimedKey, hash).then(
        (stored) => {
          if (stored) {
            void abandonWriteTransaction(request).then(() => replay(reply, stored));
            return;
          }
          storeAnswerBeforeCommit(write, claimedKey);
          next();
        },
        (error: Error) => next(error),
      );
    });

    const sweep = setInterval(() => {
      void sweepExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency sweep failed'));
    }, 3600_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    done();
  },
  { name: 'bandeja-idempotency', dependencies: ['bandeja-auth', 'bandeja-request-transaction'], fastify: '5.x' },
);

/** Admin writes read an Idempotency-Key; reads and public routes ignore one. */
export const takesIdempotencyKey = isAdminWrite;

/** An admin write's Idempotency-Key, undefined when it sent none; 400 for a malformed key. */
function keyOf(request: FastifyRequest): string | undefined {
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
 * Claims the key in the request's transaction (null), or finds the answer stored for it.
 * On PostgreSQL the insert waits while another live transaction holds an uncommitted claim of the
 * same key; a holder that died is rolled back by the server, which lets the insert through.
 */
async function claimOrFind(
  trx: ControlledTransaction<Database>,
  { caller, key }: CallersKey,
  hash: string,
): Promise<StoredAnswer | null> {
  const claim = await claimKey.execute(trx, { caller, key, hash, createdAt: nowIso() });
  if (Number(claim.numAffectedRows ?? 0) > 0) return null;
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('caller', '=', caller)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (stored.request_hash !== hash) throw new IdempotencyMismatch();
  // Claims are never committed (migration 003 removed those of the older two-step design).
  if (stored.status_code === CLAIMED) {
    throw new AppError(409, 'CONFLICT', 'This Idempotency-Key is still being processed');
  }
  return stored;
}

// Sent by every keyed write: compiled once (fast-paths/precompiled.ts).
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

/**
 * The claim becomes the stored answer as the write is counted, last before the commit: on
 * PostgreSQL in one round trip, while the write still holds its locks.
 */
function storeAnswerBeforeCommit(write: WriteTransaction, key: CallersKey): void {
  const count = write.countWrite;
  write.countWrite = async (trx, status, body) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await storeAnswerAndCount.execute(trx, { ...key, status, body });
    } else {
      await storeAnswer.execute(trx, { ...key, status, body });
      await count(trx, status, body);
    }
  };
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
