import { describe, expect, it } from 'vitest';
import { conflictDetailsOf, conflictMatchOf, conflictMatchOfAnswer } from '../../../src/client/offline/conflict';

/** The match as the server sends it in a 412's details (docs/rules.md, "API conventions"), trimmed. */
const current = {
  id: 7,
  roundId: 4,
  groupId: 3,
  team1Id: 11,
  team2Id: 12,
  team1Name: 'Alpha Pair',
  team2Name: 'Bravo Pair',
  team1Results: [7, 6],
  team2Results: [5, 4],
  outcome: 'played',
  winnerTeamId: 11,
  version: 5,
  updatedAt: '2026-01-01T00:00:00Z',
};
const stale = { error: 'The match was changed meanwhile', code: 'STALE', details: [current] };
const read = { id: 7, version: 5, team1Name: 'Alpha Pair', team2Name: 'Bravo Pair', team1Results: [7, 6], team2Results: [5, 4], outcome: 'played', winnerTeamId: 11 };

describe('one reading of a conflict (412)', () => {
  it('keeps the match a 412 carried as the server sent it, and nothing of any other refusal', () => {
    expect(conflictDetailsOf(412, stale)).toBe(current);
    expect(conflictDetailsOf(412, { ...stale, details: current })).toBe(current);
    expect(conflictDetailsOf(412, { error: 'x' })).toBeNull();
    expect(conflictDetailsOf(412, null)).toBeNull();
    // A 409 or a 422 also carries details (field problems): they are not a match.
    expect(conflictDetailsOf(409, { error: 'x', details: [{ field: 'team1Id', message: 'y' }] })).toBeNull();
    expect(conflictDetailsOf(422, stale)).toBeNull();
  });

  it('reads the kept match for its result, version and team names, whether kept alone or as the details list', () => {
    expect(conflictMatchOf(current)).toEqual(read);
    expect(conflictMatchOf([current])).toEqual(read);
    // An older app kept the match without names: the result still reads.
    const { team1Name: _1, team2Name: _2, ...nameless } = current;
    expect(conflictMatchOf(nameless)).toEqual({ id: 7, version: 5, team1Results: [7, 6], team2Results: [5, 4], outcome: 'played', winnerTeamId: 11 });
    expect(conflictMatchOf(null)).toBeNull();
    expect(conflictMatchOf({ version: 5 })).toBeNull();
  });

  it('reads a refused save’s answer the same way the outbox reads what it kept', () => {
    expect(conflictMatchOfAnswer(412, stale)).toEqual(conflictMatchOf(conflictDetailsOf(412, stale)));
    expect(conflictMatchOfAnswer(412, stale)).toEqual(read);
    expect(conflictMatchOfAnswer(400, stale)).toBeNull();
  });
});
