import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tallyMatch } from '../../src/shared/domain/match-outcome.js';

describe('a walkover counts as 6–0 6–0 to the winner', () => {
  it('whatever scores were stored with it, even ones that favour the team named as loser', () => {
    // Walkover won by D (team 2) stored with C 6–0 6–0.
    const tally = tallyMatch({ team1Id: 3, team2Id: 4, team1Results: [6, 6], team2Results: [0, 0], outcome: 'walkover', winnerTeamId: 4 });
    expect(tally).toEqual({ counts: true, winnerTeamId: 4, loserTeamId: 3, isWalkover: true, isDraw: false, setsWon: [0, 2], gamesWon: [0, 12] });
  });

  it('for any stored scores and either winner', () => {
    const scores = fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 5 });
    fc.assert(
      fc.property(scores, scores, fc.boolean(), (team1Results, team2Results, team1Wins) => {
        const tally = tallyMatch({ team1Id: 1, team2Id: 2, team1Results, team2Results, outcome: 'walkover', winnerTeamId: team1Wins ? 1 : 2 });
        expect(tally.setsWon).toEqual(team1Wins ? [2, 0] : [0, 2]);
        expect(tally.gamesWon).toEqual(team1Wins ? [12, 0] : [0, 12]);
      }),
    );
  });
});
