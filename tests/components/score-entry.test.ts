import { describe, expect, it } from 'vitest';
import { completesBox, pastedInto, pastedSets, resultsOf, scoreEntrySchema, scoreGridOf, scoreProblem } from '@/client/components/score-entry/score-entry';
import { matchInput } from '@/shared/schemas/match';
import { WALKOVER_CARRIES_NO_SCORES } from '@/shared/domain/set-scores';

const grid = (team1: string[], team2: string[]) => ({ team1, team2 });

describe('the one score-entry schema', () => {
  it('reads the boxes into the results of a match write, empty boxes left out, and matchInput takes them', () => {
    const parsed = scoreEntrySchema({ format: 'bestOf3' }).parse(grid(['6', '', '3', '7'], ['4', '', '6', '6']));
    expect(parsed).toEqual({ team1Results: [6, 3, 7], team2Results: [4, 6, 6] });
    expect(matchInput.safeParse({ team1Id: 1, team2Id: 2, courtNumber: 1, startTime: 18, ...parsed }).success).toBe(true);
    expect(resultsOf(scoreGridOf([], []))).toEqual({ team1Results: [], team2Results: [] });
  });

  it('an empty grid is no result unless the screen requires one, with its own words', () => {
    expect(scoreProblem(scoreGridOf([], []), { format: 'free' })).toBeNull();
    expect(scoreProblem(scoreGridOf([], []), { format: 'free', whenEmpty: 'Enter the games' })).toBe('Enter the games');
  });

  it("says every problem of the league's format in one line, as the shared rules word them", () => {
    expect(scoreProblem(grid(['6', '6', ''], ['6', '6', '']), { format: 'free' })).toBe('Set 1: a set cannot end level (6–6). Set 2: a set cannot end level (6–6)');
    expect(scoreProblem(grid(['6', '6'], ['4', '5']), { format: 'bestOf3' })).toBe('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6');
    expect(scoreProblem(grid(['6', '6'], ['4', '5']), { format: 'free' })).toBeNull();
    expect(scoreProblem(grid(['', ''], ['6', '']), { format: 'bestOf3', outcome: 'walkover' })).toBe(WALKOVER_CARRIES_NO_SCORES);
    expect(scoreProblem(grid(['6', '5'], ['4', '5']), { format: 'bestOf3', outcome: 'retired' })).toBeNull();
  });
});

describe('typing and pasting into the grid', () => {
  it('one digit completes a box unless it may begin a longer score in that set', () => {
    // Ordinary sets and a pro set never need two digits.
    expect(completesBox('bestOf3', 0, '1', '')).toBe(true);
    expect(completesBox('bestOf3', 2, '7', '6')).toBe(true);
    expect(completesBox('proSet9', 0, '9', '')).toBe(true);
    // The super tie-break: a '1' may become 10 to 19; against a known score, any digit that a
    // two-digit score ending the tie-break starts with waits (12–10), the others complete it.
    expect(completesBox('bestOf3SuperTiebreak', 2, '1', '')).toBe(false);
    expect(completesBox('bestOf3SuperTiebreak', 2, '7', '')).toBe(true);
    expect(completesBox('bestOf3SuperTiebreak', 2, '8', '10')).toBe(true);
    expect(completesBox('bestOf3SuperTiebreak', 2, '1', '10')).toBe(false);
    expect(completesBox('bestOf3SuperTiebreak', 2, '1', '8')).toBe(false);
    expect(completesBox('bestOf3SuperTiebreak', 1, '1', '')).toBe(true);
    expect(completesBox('bestOf3SuperTiebreak', 2, '10', '')).toBe(true);
    expect(completesBox('bestOf3SuperTiebreak', 2, '0', '')).toBe(true);
    // A free league: ordinary sets first; from the third set, or past 7, it may be a tie-break.
    expect(completesBox('free', 0, '1', '6')).toBe(true);
    expect(completesBox('free', 0, '1', '8')).toBe(false);
    expect(completesBox('free', 2, '1', '')).toBe(false);
    expect(completesBox('free', 0, '', '')).toBe(false);
  });

  it('reads a pasted score in its usual writings, and fills the grid from the pasting row', () => {
    expect(pastedSets('6-4 6-3')).toEqual([[6, 4], [6, 3]]);
    expect(pastedSets('6–4, 6–3')).toEqual([[6, 4], [6, 3]]);
    expect(pastedSets('6/4 6/3 10/8')).toEqual([[6, 4], [6, 3], [10, 8]]);
    expect(pastedSets('64')).toEqual([]);
    expect(pastedInto('team1', '6-4 3-6 10-8')).toEqual(grid(['6', '3', '10'], ['4', '6', '8']));
    expect(pastedInto('team2', '6-4 6-3')).toEqual(grid(['4', '3', ''], ['6', '6', '']));
    // A full third set opens a fourth box where the format has one.
    expect(pastedInto('team1', '6-4 3-6 7-5', 5)).toEqual(grid(['6', '3', '7', ''], ['4', '6', '5', '']));
    expect(pastedInto('team1', 'hello')).toBeNull();
  });
});
