import { z } from 'zod';
import { id, pageMeta, pageQuery } from './common.js';
import { staffRole } from './users.js';
import { AUDIT_ENTITIES } from '../domain/constants.js';

export const auditEntities = AUDIT_ENTITIES;
export const auditEntity = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntity>;

/** An entity's row as the log keeps it: column name → value (no secrets, docs/roles.md). */
export const auditRow = z.record(z.string(), z.unknown());
export type AuditRow = z.infer<typeof auditRow>;

export const auditEntry = z.object({
  id,
  at: z.string(),
  by: z.object({ role: staffRole, username: z.string() }),
  method: z.string(),
  route: z.string(),
  entity: auditEntity,
  entityId: id.nullable(),
  /** The club the entity belongs to; null for the tour's players and teams and for accounts. */
  clubId: id.nullable(),
  /** Null for a create; `after` is null for a delete. */
  before: auditRow.nullable(),
  after: auditRow.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `id` narrows `entity` to one entity's history, so it needs `entity`. */
export const auditQuery = pageQuery
  .extend({ entity: auditEntity.optional(), id: id.optional() })
  .refine((query) => query.id === undefined || query.entity !== undefined, { message: 'Give entity with id', path: ['id'] });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditList = z.object({ entries: z.array(auditEntry), ...pageMeta });
export type AuditList = z.infer<typeof auditList>;
