import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { auditedRouteOf, handedRowsOf, insertEntry, visibilityOf, type AuditedRoute } from '../audit/index.js';
import { ADMIN_PREFIX } from './auth.js';

/**
 * The audit log (docs/roles.md, "Audit log"): every admin write that succeeds leaves one row
 * saying who, when, which route, which entity, and the entity's row before and after.
 *
 * The row is written in the write's own request transaction (plugins/request-transaction.ts):
 * the entity's "before" is read in it before the handler runs, and its "after" is read and the row
 * inserted just before the commit, as one of the transaction's `beforeCommit` steps, which only a
 * 2xx reaches. So a write that rolls back leaves no entry, a committed one always has one, and
 * no other write can slip between the rows read and the change logged. What each route is about
 * comes from one table (audit/audited-routes.ts); a route it does not know is logged as `other`.
 *
 * A route whose service hands over the rows it wrote (`rowsHanded`: the match writes, through the
 * audit domain's match hook) is read neither before nor after: the write path already holds both
 * rows, and the two extra reads cost the admin result write a sixth of its rate on PostgreSQL
 * (docs/performance.md, "Fast paths fenced"). Such a 2xx without handed rows did not run the
 * write, so the row read at the commit is both its before and its after.
 *
 * After the idempotency plugin: a replayed answer changes nothing, so it is never read nor logged.
 */
export const auditLogPlugin = fp<{ now: () => Date }>(
  (app, { now }, pluginDone) => {
    app.addHook('preHandler', (request, _reply, done) => {
      const write = request.writeTransaction;
      const url = request.routeOptions.url ?? '';
      if (!write || !url.startsWith(`${ADMIN_PREFIX}/`)) {
        done();
        return;
      }
      const route = auditedRouteOf(request.method, url);
      const pathId = route.idParam ? idOf((request.params as Record<string, unknown>)[route.idParam]) : null;
      const logBeforeCommit = (readBefore: string | null) =>
        write.beforeCommit.push(async (status, answer) => {
          if (route.previewAnswers200 && status === 200) return;
          const entityId = pathId ?? idInAnswer(answer);
          const handed = entityId === null ? undefined : handedRowsOf(write.trx, route.entity, entityId);
          let before = readBefore;
          let after: string | null;
          if (handed) {
            before = handed.before === null ? null : JSON.stringify(handed.before);
            after = JSON.stringify(handed.after);
          } else {
            after = await readRow(write.trx, route, entityId);
            if (route.rowsHanded && pathId !== null) before = after;
          }
          await insertEntry(write.trx, entryOf(request, url, route, entityId, before, after, now()));
        });
      if (route.rowsHanded) {
        logBeforeCommit(null);
        done();
        return;
      }
      readRow(write.trx, route, pathId).then(
        (before) => {
          logBeforeCommit(before);
          done();
        },
        (error: Error) => done(error),
      );
    });
    pluginDone();
  },
  { name: 'bandeja-audit-log', dependencies: ['bandeja-request-transaction', 'bandeja-idempotency'], fastify: '5.x' },
);

async function readRow(db: Db, route: AuditedRoute, entityId: number | null): Promise<string | null> {
  if (!route.read || entityId === null) return null;
  const row = await route.read(db, entityId);
  return row === undefined ? null : JSON.stringify(row);
}

function entryOf(
  request: FastifyRequest,
  url: string,
  route: AuditedRoute,
  entityId: number | null,
  before: string | null,
  after: string | null,
  at: Date,
) {
  const session = request.session;
  const visibility = visibilityOf(route.entity, url);
  const pathClub = idOf((request.params as Record<string, unknown> | undefined)?.clubId);
  return {
    at: at.toISOString(),
    account_id: session?.adminId ?? null,
    role: session?.role ?? 'admin',
    username: session?.username ?? '',
    method: request.method,
    route: request.url.split('?')[0] ?? request.url,
    entity: route.entity,
    entity_id: entityId,
    // A club's own entries (its creation included) belong to it; the tour's and accounts' to none.
    club_id: visibility === 'club' ? (pathClub ?? (route.entity === 'club' ? entityId : null)) : null,
    visibility,
    before,
    after,
  };
}

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A create answers the new entity, whose `id` names it. */
function idInAnswer(answer: string | null): number | null {
  if (!answer) return null;
  try {
    return idOf((JSON.parse(answer) as { id?: unknown } | null)?.id);
  } catch {
    return null;
  }
}
