import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatSetScores, parseScoreList, sanitizeScoreText, setScoreProblems, WALKOVER_CARRIES_NO_SCORES, winningSide } from '../../src/shared/domain/set-scores.js';

describe('setScoreProblems', () => {
  it('accepts no results and complete results with a winner', () => {
    expect(setScoreProblems([], [])).toEqual([]);
    expect(setScoreProblems([6, 3, 10], [4, 6, 8])).toEqual([]);
  });

  it.each([
    [[6, 4], [3], 'Both teams need a score for every set'],
    [[6, 6, 6, 6, 6, 6], [1, 1, 1, 1, 1, 1], 'A match has at most 5 sets'],
    [[100], [2], 'Set scores are whole numbers from 0 to 99'],
    [[6, 5], [4, 5], 'Set 2: a set cannot end level (5–5)'],
    [[6, 3], [4, 6], 'One team must win more sets'],
  ])('refuses %j vs %j: %s', (team1, team2, message) => {
    expect(setScoreProblems(team1, team2).map((problem) => problem.message)).toContain(message);
  });

  it('lets a retirement keep the scores as they stood: level on sets, last set unfinished', () => {
    expect(setScoreProblems([6, 3], [4, 6], { retired: true })).toEqual([]);
    expect(setScoreProblems([6, 2], [4, 2], { retired: true })).toEqual([]);
    // Only the set in play may be level; a finished set never is.
    expect(setScoreProblems([5, 6, 2], [5, 4, 1], { retired: true })).toEqual([{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (5–5)' }]);
  });
});

describe('walkover scores', () => {
  it('refuses any scores with a walkover, and accepts none', () => {
    expect(setScoreProblems([], [], { walkover: true })).toEqual([]);
    expect(setScoreProblems([6, 6], [0, 0], { walkover: true })).toEqual([{ field: 'team1Results', message: WALKOVER_CARRIES_NO_SCORES }]);
    expect(setScoreProblems([], [6], { walkover: true })).toEqual([{ field: 'team2Results', message: WALKOVER_CARRIES_NO_SCORES }]);
  });
});

describe('score entry', () => {
  it('keeps digits, commas and spaces while typing and drops other pieces when reading', () => {
    expect(sanitizeScoreText('6-4, 7a,5')).toBe('64, 7,5');
    expect(parseScoreList('6, 4,x, 10 ,')).toEqual([6, 4, 10]);
    expect(parseScoreList('')).toEqual([]);
  });

  it('reads back any list of scores it is given as text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 5 }), (scores) => {
        expect(parseScoreList(scores.join(', '))).toEqual(scores);
      }),
    );
  });

  it('names the side that won more sets', () => {
    expect(winningSide([6, 3, 6], [4, 6, 2])).toBe(1);
    expect(winningSide([3, 3], [6, 6])).toBe(2);
    expect(winningSide([], [])).toBeNull();
  });
});

describe('formatSetScores', () => {
  it('writes a result set by set from team 1\'s side, each set team 1 – team 2', () => {
    expect(formatSetScores([1, 3], [6, 6])).toBe('1–6 3–6');
    expect(formatSetScores([6, 4, 10], [3, 6, 8])).toBe('6–3 4–6 10–8');
    expect(formatSetScores([], [])).toBe('');
  });
});
