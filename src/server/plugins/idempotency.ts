import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError, IdempotencyMismatch } from '../errors.js';
import { nowIso } from '../lib/clock.js';
import { isAdminRoute } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { key: string; hash: string } | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Keys are kept at least 24 h (API.md); older ones are swept away.
const RETENTION_MS = 48 * 3600_000;
// A key held longer than this by a request that never finished (a crash) may be taken over.
const ABANDONED_MS = 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

/**
 * Idempotency-Key on admin writes: the first request with a key is applied and its 2xx answer
 * stored; the same key and request again gets the stored answer and changes nothing; the same key
 * with another request is a 422. Refusals (4xx) are not stored, since nothing was applied and the
 * courtside outbox must be able to retry them after the cause is fixed.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    if (!isAdminRoute(request.routeOptions.url ?? '', request.routeOptions.config)) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Idempotency-Key must be 8 to 200 letters, digits or -_.:', [
        { field: 'Idempotency-Key', message: 'Invalid key' },
      ]);
    }
    const hash = requestHash(request);
    const claimed = await claim(db, key, hash);
    if (claimed) {
      request.idempotency = { key, hash };
      return;
    }
    const stored = await db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
    if (!stored) {
      // The holder gave the key up between our two looks: treat it as ours.
      if (await claim(db, key, hash)) request.idempotency = { key, hash };
      return;
    }
    if (stored.request_hash !== hash) throw new IdempotencyMismatch();
    if (stored.status_code === 0) {
      if (Date.now() - Date.parse(stored.created_at) < ABANDONED_MS) {
        throw new AppError(409, 'CONFLICT', 'A request with this Idempotency-Key is still being processed');
      }
      await db.updateTable('idempotency_keys').set({ created_at: nowIso() }).where('key', '=', key).execute();
      request.idempotency = { key, hash };
      return;
    }
    return replay(reply, stored.status_code, stored.response_body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, response_body: typeof payload === 'string' ? payload : null })
        .where('key', '=', held.key)
        .execute();
    } else {
      await db.deleteFrom('idempotency_keys').where('key', '=', held.key).where('status_code', '=', 0).execute();
    }
    return payload;
  });

  const sweep = setInterval(() => {
    void sweepExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'idempotency sweep failed'));
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

async function claim(db: Db, key: string, hash: string): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ key, request_hash: hash, status_code: 0, response_body: null, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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

function replay(reply: FastifyReply, status: number, body: string | null) {
  reply.code(status).header('idempotent-replayed', 'true');
  if (body === null || body === '') return reply.send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export const sweepExpired = (db: Db) =>
  db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(Date.now() - RETENTION_MS).toISOString()).execute();
