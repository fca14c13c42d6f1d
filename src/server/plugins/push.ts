import fp from 'fastify-plugin';
import { PUSH_SUBJECT_UNSET } from '../config.js';
import {
  eventOfAnswer,
  eventsOfRescheduleAnswer,
  movedMatches,
  pushRouteOf,
  slotsOf,
  type PushEvent,
  type PushService,
} from '../push/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's push notifications (tests wait on them and run the reminder sweep). */
    push: PushService;
  }
  interface FastifyRequest {
    /** What the write's notifications are about, filled before its COMMIT and sent after it. */
    pushEvents: PushEvent[] | null;
  }
}

const idOf = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Push notifications follow a write the way the live streams do (docs/push.md): the write works
 * out what it is news of in its own transaction, as a before-commit step (a report waiting for the
 * other team, a result confirmed or disputed, a match given another court or hour), and the
 * notifications leave once the answer has, from `onResponse`: after the COMMIT, never before, and
 * without the write waiting on any push service. A write that rolls back (a non-2xx, a failed
 * COMMIT) sends nothing. After the idempotency plugin: a replayed answer changed nothing and
 * notifies no one.
 */
export const pushPlugin = fp<{ push: PushService }>(
  (app, { push }, pluginDone) => {
    app.decorate('push', push);
    app.decorateRequest('pushEvents', null);
    app.addHook('preHandler', (request, _reply, done) => {
      const write = request.writeTransaction;
      const route = write && push.enabled ? pushRouteOf(request.method, request.routeOptions.url ?? '') : null;
      if (!write || !route) {
        done();
        return;
      }
      const params = (request.params ?? {}) as Record<string, unknown>;
      const actor = request.session?.adminId;
      const events: PushEvent[] = [];
      request.pushEvents = events;
      // The entries it moves up are noted by the entries domain's hook as the write runs (pushEntryHook).
      if (route === 'entries') {
        done();
        return;
      }
      if (route === 'reschedule') {
        const { method } = request;
        const url = request.routeOptions.url ?? '';
        write.beforeCommit.push(
          async (status, answer) => void events.push(...eventsOfRescheduleAnswer(method, url, status, answer, actor)),
        );
        done();
        return;
      }
      if (route !== 'slots') {
        const matchId = idOf(params.matchId);
        if (matchId !== undefined)
          write.beforeCommit.push(async (status) => void events.push(eventOfAnswer(route, status, matchId, actor)));
        done();
        return;
      }
      const roundId = idOf(params.roundId);
      if (roundId === undefined) {
        done();
        return;
      }
      slotsOf(write.trx, roundId).then(
        (before) => {
          write.beforeCommit.push(
            async () => void events.push(...(await movedMatches(write.trx, roundId, before, actor))),
          );
          done();
        },
        (error: Error) => done(error),
      );
    });
    // After the answer has left: the COMMIT is done (a failed one answers 500, which sends nothing).
    app.addHook('onResponse', (request, reply, done) => {
      const events = request.pushEvents;
      if (events && events.length > 0 && reply.statusCode >= 200 && reply.statusCode < 300) push.dispatch(events);
      done();
    });
    app.addHook('onReady', async () => {
      if (!push.enabled) app.log.warn(PUSH_SUBJECT_UNSET);
      await push.start();
    });
    app.addHook('onClose', () => push.stop());
    pluginDone();
  },
  {
    name: 'bandeja-push',
    dependencies: ['bandeja-request-transaction', 'bandeja-idempotency', 'bandeja-live'],
    fastify: '5.x',
  },
);
