import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import { hookList } from '../lib/hook-list.js';
import type { Match } from '../../shared/schemas/match.js';
import type { MatchRow } from './match-rows.js';
import type { MatchValues } from './queries.js';
import type { RoundRow } from './rule-context.js';
import type { ScoreChange } from './score-change.js';

/** A match write about to happen: the row as it is, what the request asks, under the round lock. */
export interface PendingMatchWrite {
  trx: Db;
  round: RoundRow;
  existing: MatchRow;
  values: MatchValues;
}

/** A match write that happened, in its transaction, not yet committed. */
export interface DoneMatchWrite {
  trx: Db;
  /** Null when the write created the match. */
  existing: MatchRow | null;
  row: MatchRow;
  change: ScoreChange;
  /** Whether the request carried a result: scores, or a walkover or retirement. */
  entersResult: boolean;
}

/**
 * What another domain does when matches are written or read. Every step runs in the write's
 * transaction, in this order: `refuseRequest`, then (when the write changes the row)
 * `beforeWrite`, the row, the steps `beforeWrite` answered, and `afterWrite`. A hook that throws
 * an AppError refuses the write with that answer and rolls it back.
 */
export interface MatchHook {
  /** The stage of the matches whose writes this hook checks (`refuseRequest`, `beforeWrite`); every stage when absent. */
  stage?: string;
  /** A check on the request alone, before its values are worked out. */
  refuseRequest?(existing: MatchRow, body: { team1Id: number; team2Id: number }): void;
  /** A check of the row about to be written; may answer a step to run once it is written. */
  beforeWrite?(write: PendingMatchWrite): Promise<((trx: Db) => Promise<void>) | undefined>;
  /** A reaction to every write, changed or not, created or replaced. */
  afterWrite?(write: DoneMatchWrite): Promise<void>;
  /** Before signed-in staff read matches. */
  beforeStaffRead?(context: AppContext): Promise<unknown>;
  /** What staff see beside each match. */
  forStaff?<T extends Match>(db: Db, matches: T[], autoConfirmHours: number): Promise<T[]>;
}

/** The match hooks; routes.ts wires them (playoffs' and reports'). */
export const matchHooks = hookList<MatchHook>('match');

/**
 * The hooks that check writes of a match of this stage. A stage other than the group stage is
 * another domain's (playoff matches are the bracket's): writing one with no hook of that stage
 * wired would skip its rules, so that throws instead.
 */
export function hooksOfStage(stage: string): MatchHook[] {
  const hooks = matchHooks.all();
  if (stage !== 'group' && !hooks.some((hook) => hook.stage === stage)) {
    throw new Error(`No match hook checks writes of ${stage} matches: wire its domain's hook in routes.ts.`);
  }
  return hooks.filter((hook) => hook.stage === undefined || hook.stage === stage);
}
