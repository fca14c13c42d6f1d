import { describe, expect, it } from 'vitest';
import { firstSetFinished, ratedResultOf } from '../../../src/shared/domain/ratings/index.js';
import type { MatchRecord } from '../../../src/shared/domain/match-outcome.js';

const record = (
  team1Results: number[],
  team2Results: number[],
  outcome: MatchRecord['outcome'] = 'played',
  winnerTeamId: number | null = null,
): MatchRecord => ({ team1Id: 1, team2Id: 2, team1Results, team2Results, outcome, winnerTeamId });

describe('which league matches count in the ratings (docs/ratings.md, "Which matches count")', () => {
  it('counts a played match with its games', () => {
    expect(ratedResultOf(record([6, 4], [3, 6]), 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([6, 4, 6], [3, 6, 2]), 'bestOf3')).toEqual({ winnerSide: 1, games: [16, 11] });
    expect(ratedResultOf(record([9], [7]), 'proSet9')).toEqual({ winnerSide: 1, games: [9, 7] });
    // A match tie-break counts as one game, as in the standings.
    expect(ratedResultOf(record([6, 3, 8], [4, 6, 10]), 'bestOf3SuperTiebreak')).toEqual({
      winnerSide: 2,
      games: [9, 11],
    });
  });

  it('leaves a walkover out: nobody played', () => {
    expect(ratedResultOf(record([], [], 'walkover', 2), 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([], [], 'walkover', 1), 'free')).toBeNull();
  });

  it('leaves out a retirement before the end of the first set, and counts one after it', () => {
    expect(ratedResultOf(record([3], [2], 'retired', 2), 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([], [], 'retired', 2), 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([6], [6], 'retired', 1), 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([8], [8], 'retired', 1), 'proSet9')).toBeNull();
    // 6–4 and then 2–1 in the second: the first set was played out; the match is completed to the winner.
    expect(ratedResultOf(record([6, 2], [4, 1], 'retired', 2), 'bestOf3')).toEqual({ winnerSide: 2, games: [8, 16] });
    expect(ratedResultOf(record([7], [5], 'retired', 1), 'bestOf3')?.winnerSide).toBe(1);
  });

  it('reads the end of a first set by the format, and `free` by six games and two clear or 7–6', () => {
    expect(firstSetFinished(record([6], [4]), 'bestOf3')).toBe(true);
    expect(firstSetFinished(record([6], [5]), 'bestOf3')).toBe(false);
    expect(firstSetFinished(record([9], [8]), 'proSet9')).toBe(true);
    expect(firstSetFinished(record([8], [6]), 'proSet9')).toBe(false);
    expect(firstSetFinished(record([7], [6]), 'free')).toBe(true);
    expect(firstSetFinished(record([9], [5]), 'free')).toBe(true);
    expect(firstSetFinished(record([5], [3]), 'free')).toBe(false);
    expect(firstSetFinished(record([4, 0], [6, 0]), 'free')).toBe(true);
  });

  it('leaves an undecided match out', () => {
    expect(ratedResultOf({ ...record([6, 6], [4, 4]), team2Id: null }, 'bestOf3')).toBeNull();
    expect(ratedResultOf(record([6], [3], 'retired', 99), 'bestOf3')).toBeNull();
  });
});
