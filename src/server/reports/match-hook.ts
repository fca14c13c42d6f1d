import type { MatchHook } from '../matches/index.js';
import { toMatchRecord } from '../lib/match-record.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import { EMPTY_RESULT, recordScoreChange } from './audit.js';
import { closeOpenReport, withOpenReports } from './open-reports.js';
import { sweepDueReports } from './service.js';

/**
 * What reports do when matches are written or read (routes.ts wires it into the match hooks):
 * every write of a result leaves its audit row in the write's transaction; staff see each match
 * with its open report, after the reports due have confirmed themselves.
 */
export const reportMatchHook: MatchHook = {
  afterWrite: async ({ trx, existing, row, change, entersResult }) => {
    await recordScoreChange(trx, row.id, change, existing ?? EMPTY_RESULT, row);
    // The organiser's entry of a result always wins over a report from the court, and closes it.
    if (existing !== null && change.via === 'entry' && entersResult && hasRecordedResult(toMatchRecord(row))) {
      await closeOpenReport(trx, row.id, 'overridden', change);
    }
  },
  beforeStaffRead: sweepDueReports,
  forStaff: withOpenReports,
};
