import { describe, expect, it } from 'vitest';
import { resultsOf, scoreEntrySchema, scoreGridOf, scoreProblem } from '@/client/components/score-entry/score-entry';
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
    expect(scoreProblem(grid(['6', '6', ''], ['6', '6', '']), { format: 'free' })).toBe('A set cannot end in a tie. One team must win more sets');
    expect(scoreProblem(grid(['6', '6'], ['4', '5']), { format: 'bestOf3' })).toBe('Set 2: a set ends 6–0 to 6–4, 7–5 or 7–6');
    expect(scoreProblem(grid(['6', '6'], ['4', '5']), { format: 'free' })).toBeNull();
    expect(scoreProblem(grid(['', ''], ['6', '']), { format: 'bestOf3', outcome: 'walkover' })).toBe(WALKOVER_CARRIES_NO_SCORES);
    expect(scoreProblem(grid(['6', '5'], ['4', '5']), { format: 'bestOf3', outcome: 'retired' })).toBeNull();
  });
});
