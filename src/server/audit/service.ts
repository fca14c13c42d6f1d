import type { Db } from '../db/database.js';
import type { Session } from '../auth/index.js';
import { pageEnvelope } from '../lib/paging.js';
import { auditEntity, auditRow, type AuditEntry, type AuditList, type AuditQuery } from '../../shared/schemas/audit.js';
import { staffRole } from '../../shared/schemas/users.js';
import * as queries from './queries.js';

/** The administrator reads every entry; an organiser those of their clubs and of the tour's players and teams. */
export async function listAudit(db: Db, session: Pick<Session, 'role' | 'clubIds'>, query: AuditQuery): Promise<AuditList> {
  const filter: queries.AuditFilter = {
    entity: query.entity,
    entityId: query.id,
    clubIds: session.role === 'admin' ? undefined : (session.clubIds ?? []),
  };
  const [rows, total] = await Promise.all([queries.listEntries(db, filter, query), queries.countEntries(db, filter)]);
  return { entries: rows.map(toEntry), ...pageEnvelope(query, total) };
}

const toEntry = (row: queries.AuditLogRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  by: { role: staffRole.catch('admin').parse(row.role), username: row.username },
  method: row.method,
  route: row.route,
  entity: auditEntity.catch('other').parse(row.entity),
  entityId: row.entity_id,
  clubId: row.club_id,
  before: rowOf(row.before),
  after: rowOf(row.after),
});

function rowOf(text: string | null): AuditEntry['before'] {
  if (text === null) return null;
  const parsed = auditRow.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}
