import type { Db } from '../db/database.js';
import { Conflict } from '../errors.js';
import { loadRuleContext, refuseRuleViolations, type MatchHook, type MatchRow, type MatchValues, type RoundRow } from '../matches/index.js';
import { toMatchRecord } from '../lib/match-record.js';
import { hasRecordedResult } from '../../shared/domain/match-rules.js';
import { PlayoffResultError, recordPlayoffResult, resolveBracket, type TeamChange } from '../../shared/domain/playoffs/index.js';
import { loadBracketState, playoffWinnerSideOf } from './bracket-state.js';
import * as queries from './queries.js';

/**
 * A playoff match written through the match routes (docs/playoffs.md, "Advancing and correcting").
 * Its teams are the bracket's to set: a write must name the teams it already has.
 */
export function refusePlayoffTeamChange(existing: MatchRow, body: { team1Id: number; team2Id: number }): void {
  if (existing.team1_id === null || existing.team2_id === null) {
    throw new Conflict(
      'This playoff match is still waiting for the winner of an earlier match: it can be edited once both its teams are known.',
      [{ field: existing.team1_id === null ? 'team1Id' : 'team2Id', message: 'Not known yet' }],
    );
  }
  if (body.team1Id !== existing.team1_id || body.team2Id !== existing.team2_id) {
    throw new Conflict('The teams of a playoff match follow the bracket and cannot be changed here.', [
      { field: body.team1Id !== existing.team1_id ? 'team1Id' : 'team2Id', message: 'Send the teams the match has' },
    ]);
  }
}

/** The round rules for a playoff match's court and hour: the group rules do not apply (round-rules.ts). */
export async function refusePlayoffRuleViolations(db: Db, round: RoundRow, matchId: number, values: MatchValues): Promise<void> {
  const context = await loadRuleContext(db, round, [values.team1Id, values.team2Id]);
  refuseRuleViolations(
    {
      id: matchId,
      stage: 'playoff',
      team1Id: values.team1Id,
      team2Id: values.team2Id,
      courtNumber: values.courtNumber,
      startTime: values.startTime,
      startMinutes: values.startTime === null ? null : values.startTime * 60 + values.startMinute,
    },
    context,
  );
}

/**
 * What the write does to the rest of the bracket, worked out before anything is written: the
 * matches whose teams change (the winner onward, a semi-final loser to the third-place match, a
 * first-round loser to the consolation). 409 when a team would have to leave or enter a match that
 * already has a result. Answers the step that writes those changes, in the same transaction.
 */
export async function planPlayoffAdvance(db: Db, existing: MatchRow, values: MatchValues): Promise<(trx: Db) => Promise<void>> {
  const link = await queries.linkOfMatch(db, existing.id);
  if (!link) return async () => undefined;
  const state = await loadBracketState(db, await queries.findPlayoff(db, link.playoff_id));
  const key = state.keyOfMatch.get(existing.id);
  if (key === undefined) return async () => undefined;
  const side = playoffWinnerSideOf(
    toMatchRecord({
      team1_id: values.team1Id,
      team2_id: values.team2Id,
      team1_results: values.team1Results,
      team2_results: values.team2Results,
      outcome: values.outcome,
      winner_team_id: values.winnerTeamId,
    }),
  );
  let teamChanges: TeamChange[];
  let results: ReturnType<typeof recordPlayoffResult>['results'];
  try {
    ({ teamChanges, results } = recordPlayoffResult(state.bracket, state.results, key, side));
  } catch (error) {
    if (error instanceof PlayoffResultError) throw new Conflict(conflictMessage(error, state.rows));
    throw error;
  }
  const changes = teamChanges.flatMap((change) => {
    const row = state.rows.get(change.matchKey);
    return row ? [{ row, change }] : [];
  });
  // A match with scores but no winner yet (an unfinished entry) has a result too: its teams stay.
  const started = changes.find(({ row }) => hasRecordedResult(toMatchRecord(row)));
  if (started) {
    throw new Conflict(
      `This result would change who plays playoff match ${describe(started.change.matchKey, state.rows)}, which already has scores: delete those first.`,
    );
  }
  // A consolation match whose other team is not coming (docs/playoffs.md, "Consolation") is not
  // played: it leaves its court and hour, and its team goes on.
  const resolved = resolveBracket(state.bracket, results);
  const walkThroughs = [...state.rows].flatMap(([matchKey, row]) =>
    resolved.get(matchKey)?.walkThrough && row.court_number !== null ? [row] : [],
  );
  return async (trx) => {
    for (const { row, change } of changes) await queries.setMatchTeams(trx, row.id, change.team1Id, change.team2Id);
    for (const row of walkThroughs) await queries.setMatchSlot(trx, row.id, null, null);
  };
}

function describe(key: string, rows: ReadonlyMap<string, MatchRow>): string {
  const id = rows.get(key)?.id;
  return id === undefined ? key : `${key} (match ${id})`;
}

function conflictMessage(error: PlayoffResultError, rows: ReadonlyMap<string, MatchRow>): string {
  if (error.reason === 'next-match-decided' && error.blockingMatchKey !== null) {
    return `This result cannot change now: it would change who plays in playoff match ${describe(error.blockingMatchKey, rows)}, which already has a result. Delete that result first.`;
  }
  return error.message;
}

/**
 * The bracket's part in a write of a playoff match, in the match write's transaction: the teams
 * stay the bracket's, the round rules apply, and the result moves teams onward once the row is
 * written (routes.ts wires it into the match hooks).
 */
export const playoffMatchHook: MatchHook = {
  stage: 'playoff',
  refuseRequest: refusePlayoffTeamChange,
  beforeWrite: async ({ trx, round, existing, values }) => {
    await refusePlayoffRuleViolations(trx, round, existing.id, values);
    return planPlayoffAdvance(trx, existing, values);
  },
};
