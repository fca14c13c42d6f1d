import type { AppContext } from '../context.js';
import { hookList } from '../lib/hook-list.js';

/** What another domain does when the reports domain writes outside a request. */
export interface ReportHook {
  /** A pending report confirmed itself (REPORT_AUTO_CONFIRM_HOURS), after its transaction committed. */
  autoConfirmed?(context: Pick<AppContext, 'push'>, matchId: number): void;
}

/** The report hooks; routes.ts wires them (push notifications'). */
export const reportHooks = hookList<ReportHook>('report');
