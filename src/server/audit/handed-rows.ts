import type { AuditRow } from '../../shared/schemas/audit.js';

/** An entity's audit rows as the service that wrote it already held them. */
export interface HandedRows {
  /** Null when the write created the entity. */
  before: AuditRow | null;
  after: AuditRow;
}

// By the request transaction the rows were written in, then by `entity:id`. A transaction no
// request collects (a report confirmed from the court) takes its rows with it when it is dropped.
const handedByTransaction = new WeakMap<object, Map<string, HandedRows>>();

/**
 * Hands the audit step the rows a write already holds, so it does not read them again: the audit
 * log read the match before and after every result write, which cost the PostgreSQL write bench
 * about a sixth of its rate (docs/performance.md, "Fast paths fenced"). A second write of the same
 * entity in one transaction keeps the first "before" and the last "after".
 */
export function handRows(trx: object, entity: string, id: number, before: AuditRow | null, after: AuditRow): void {
  let handed = handedByTransaction.get(trx);
  if (!handed) {
    handed = new Map();
    handedByTransaction.set(trx, handed);
  }
  const key = `${entity}:${id}`;
  const earlier = handed.get(key);
  handed.set(key, { before: earlier ? earlier.before : before, after });
}

/** The rows handed for this entity in this transaction, if its service handed any. */
export const handedRowsOf = (trx: object, entity: string, id: number): HandedRows | undefined =>
  handedByTransaction.get(trx)?.get(`${entity}:${id}`);
