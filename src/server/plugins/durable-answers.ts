import type { FastifyInstance } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * No write is answered before it is on disk: under the embedded database's group commit
 * (db/wal-sync.ts) COMMIT does not sync, so every write request's answer waits here for the shared
 * fsync. Registered after the idempotency plugin's onSend, which commits the request transaction.
 * Reads never wait.
 */
export function registerDurableAnswers(app: FastifyInstance, syncCommitted: () => Promise<void>): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITE_METHODS.has(request.method)) await syncCommitted();
    return payload;
  });
}
