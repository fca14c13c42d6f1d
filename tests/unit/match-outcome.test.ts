import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tallyMatch, winnerSideOf, type MatchRecord } from '../../src/shared/domain/match-outcome';
import { setsWon } from '../../src/shared/domain/set-scores';

const base: MatchRecord = { team1Id: 10, team2Id: 20, team1Results: [], team2Results: [], outcome: 'played', winnerTeamId: null };

describe('winnerSideOf: who won a match', () => {
  it('gives a played match to the side with more sets, whatever winner is stored', () => {
    expect(winnerSideOf({ ...base, team1Results: [6, 3, 10], team2Results: [4, 6, 8] })).toBe(1);
    expect(winnerSideOf({ ...base, team1Results: [4, 6, 8], team2Results: [6, 3, 10] })).toBe(2);
  });

  it('ignores a stray winnerTeamId on a played match: the scores decide', () => {
    expect(winnerSideOf({ ...base, team1Results: [6, 6], team2Results: [1, 2], winnerTeamId: 20 })).toBe(1);
  });

  it('gives a walkover or retirement to the named winner, whatever the scores as they stood', () => {
    expect(winnerSideOf({ ...base, outcome: 'walkover', winnerTeamId: 20 })).toBe(2);
    expect(winnerSideOf({ ...base, outcome: 'retired', team1Results: [6, 2], team2Results: [3, 1], winnerTeamId: 20 })).toBe(2);
  });

  it('is undecided without scores, or with a named winner who does not play in the match', () => {
    expect(winnerSideOf(base)).toBeNull();
    expect(winnerSideOf({ ...base, outcome: 'walkover', winnerTeamId: null })).toBeNull();
    expect(winnerSideOf({ ...base, outcome: 'retired', winnerTeamId: 99 })).toBeNull();
  });

  it('is the winner standings and statistics count', () => {
    const scores = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 0, maxLength: 5 });
    fc.assert(
      fc.property(scores, scores, fc.constantFrom('played', 'walkover', 'retired' as const), fc.constantFrom(10, 20, null), (team1, team2, outcome, winner) => {
        const match: MatchRecord = { ...base, team1Results: team1, team2Results: team2.slice(0, team1.length), outcome, winnerTeamId: winner };
        const side = winnerSideOf(match);
        const tally = tallyMatch(match);
        expect(tally.winnerTeamId).toBe(side === null ? null : side === 1 ? 10 : 20);
        if (outcome === 'played' && side !== null) {
          const [won1, won2] = setsWon(match.team1Results, match.team2Results);
          expect(side === 1 ? won1 > won2 : won2 > won1).toBe(true);
        }
      }),
    );
  });
});

describe('winnerSideOf a playoff match still waiting for its teams', () => {
  it('is undecided, even as a walkover whose named winner is as unknown as its teams', () => {
    const waiting = { team1Id: null, team2Id: null, team1Results: [], team2Results: [], winnerTeamId: null } as const;
    expect(winnerSideOf({ ...waiting, outcome: 'walkover' })).toBeNull();
    expect(winnerSideOf({ ...waiting, outcome: 'played' })).toBeNull();
    expect(winnerSideOf({ ...waiting, team1Id: 4, outcome: 'retired' })).toBeNull();
  });
});
