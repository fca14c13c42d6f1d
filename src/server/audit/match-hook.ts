import type { MatchHook, MatchRow } from '../matches/index.js';
import type { AuditRow } from '../../shared/schemas/audit.js';
import { handRows } from './handed-rows.js';
import { MATCH_AUDIT_COLUMNS } from './queries.js';

/** The match's audit row from the row the write holds: the reader's columns, in its order. */
function matchAuditRow(row: MatchRow): AuditRow {
  const audited: Record<string, unknown> = {};
  for (const column of MATCH_AUDIT_COLUMNS) audited[column] = row[column];
  return audited as AuditRow;
}

/**
 * Every match write hands its rows before and after to the audit step of its request
 * (plugins/audit-log.ts), which then reads neither: the write path already read the row under the
 * round lock and got the new one back from its UPDATE.
 */
export const auditMatchHook: MatchHook = {
  afterWrite: async ({ trx, existing, row }) => {
    handRows(trx, 'match', row.id, existing && matchAuditRow(existing), matchAuditRow(row));
  },
};
