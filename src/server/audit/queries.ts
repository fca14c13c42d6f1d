import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { precompiled } from '../db/precompiled.js';
import type { Database } from '../db/schema.js';
import type { AuditEntity } from '../../shared/schemas/audit.js';
import type { PageQuery } from '../../shared/schemas/common.js';
import { offsetOf } from '../lib/paging.js';

export type AuditLogRow = Selectable<Database['audit_log']>;

type NewEntry = Required<Omit<Insertable<Database['audit_log']>, 'id'>>;

// Sent by every admin write: compiled once (db/precompiled.ts).
const insertStatement = precompiled((db, p: NewEntry) =>
  db.insertInto('audit_log').values({
    at: p.at,
    account_id: p.account_id,
    role: p.role,
    username: p.username,
    method: p.method,
    route: p.route,
    entity: p.entity,
    entity_id: p.entity_id,
    club_id: p.club_id,
    visibility: p.visibility,
    before: p.before,
    after: p.after,
  }),
);

export const insertEntry = (db: Db, entry: NewEntry) => insertStatement.execute(db, entry);

export interface AuditFilter {
  entity?: AuditEntity | undefined;
  entityId?: number | undefined;
  /** An organiser's clubs: only their clubs' entries and the tour's; undefined for the administrator. */
  clubIds?: readonly number[] | undefined;
}

function filtered(db: Db, { entity, entityId, clubIds }: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (entity) query = query.where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entity_id', '=', entityId);
  if (clubIds) {
    const clubs = [...clubIds];
    query = query.where((eb) =>
      clubs.length === 0
        ? eb('visibility', '=', 'tour')
        : eb.or([eb('visibility', '=', 'tour'), eb.and([eb('visibility', '=', 'club'), eb('club_id', 'in', clubs)])]),
    );
  }
  return query;
}

/** Newest first. */
export const listEntries = (db: Db, filter: AuditFilter, page: PageQuery) =>
  filtered(db, filter).selectAll().orderBy('id', 'desc').limit(page.pageSize).offset(offsetOf(page)).execute();

export async function countEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
