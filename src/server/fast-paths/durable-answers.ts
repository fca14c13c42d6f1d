import fp from 'fastify-plugin';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * No write is answered before it is on disk: under the embedded database's group commit
 * (fast-paths/wal-sync.ts) COMMIT does not sync, so every write request's answer waits here for the shared
 * fsync. After the request transaction's onSend, which commits. Reads never wait.
 */
export const durableAnswersPlugin = fp<{ syncCommitted: () => Promise<void> }>(
  (app, { syncCommitted }, done) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (WRITE_METHODS.has(request.method)) await syncCommitted();
      return payload;
    });
    done();
  },
  { name: 'bandeja-durable-answers', dependencies: ['bandeja-request-transaction'], fastify: '5.x' },
);
