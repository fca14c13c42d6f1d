import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live streams (tests count them, the bench waits on them). */
    liveHub: LiveHub;
  }
}
import { liveRouteOf, recordWriteChange, visibleBeforeWrite, type LiveHub } from '../live/index.js';

/**
 * The live change stream (docs/live.md): a write announces what it changed.
 *
 * Every write a reader could see records one row of `changes` in its own request transaction, as a
 * before-commit step (plugins/request-transaction.ts), so the row commits with the write or not at
 * all. What the write is about (kind, ids, who may be told) comes from one table,
 * live/live-routes.ts, and the ids of the request's path and answer. The streams are told after
 * the COMMIT, never before: the hub reads committed rows only, woken when this instance's write
 * has committed (the data version moves) and, on PostgreSQL, by the NOTIFY the row's insert sends,
 * which PostgreSQL delivers at COMMIT and drops with a rollback.
 *
 * After the idempotency plugin: a replayed answer changed nothing, so it announces nothing.
 */
export const livePlugin = fp<{ hub: LiveHub; now: () => Date }>(
  (app, { hub, now }, pluginDone) => {
    app.decorate('liveHub', hub);
    app.addHook('preHandler', (request, _reply, done) => {
      const write = request.writeTransaction;
      const route = write && liveRouteOf(request.method, request.routeOptions.url ?? '');
      if (!write || !route) {
        done();
        return;
      }
      const { params } = request;
      const record = (visibleBefore: boolean) =>
        write.beforeCommit.push((status, answer) => recordWriteChange(write.trx, { route, params, status, answer, visibleBefore, at: now() }));
      // Most writes (a result among them) need no read before: no promise on their path.
      if (!route.readsBefore) {
        record(false);
        done();
        return;
      }
      visibleBeforeWrite(write.trx, route, params).then(
        (visibleBefore) => {
          record(visibleBefore);
          done();
        },
        (error: Error) => done(error),
      );
    });
    app.addHook('onReady', () => hub.start());
    // Only a listening server has connections to hand over (an injected request stays in the app).
    app.addHook('onListen', (done) => {
      hub.fanOut.warm();
      done();
    });
    // Before the server stops taking connections: open streams would keep it from closing.
    app.addHook('preClose', () => hub.closeAll());
    app.addHook('onClose', () => hub.stop());
    pluginDone();
  },
  { name: 'bandeja-live', dependencies: ['bandeja-request-transaction', 'bandeja-idempotency', 'bandeja-audit-log'], fastify: '5.x' },
);
