import { describe, expect, it } from 'vitest';
import { tallyMatch, type MatchRecord } from '../../src/shared/domain/match-outcome.js';
import { standingsFor } from '../../src/shared/domain/standings.js';
import type { StandingsRules } from '../../src/shared/schemas/league.js';

// How the league's match format decides which sets count as one game (docs/rules.md, "Standings").
const played = (team1Results: number[], team2Results: number[]): MatchRecord => ({
  team1Id: 1,
  team2Id: 2,
  team1Results,
  team2Results,
  outcome: 'played',
  winnerTeamId: null,
});

describe('tallyMatch: games under each match format', () => {
  it('free counts every set as scored: no set is recorded as a match tie-break', () => {
    expect(tallyMatch(played([6, 4, 10], [4, 6, 8]), 'one', 'free').gamesWon).toEqual([20, 18]);
    expect(tallyMatch(played([9], [7]), 'one', 'free').gamesWon).toEqual([9, 7]);
    expect(tallyMatch(played([9], [7])).gamesWon).toEqual([9, 7]);
  });

  it('proSet9 counts a 9–7 as nine games to seven', () => {
    const tally = tallyMatch(played([9], [7]), 'one', 'proSet9');
    expect(tally.gamesWon).toEqual([9, 7]);
    expect(tally.setsWon).toEqual([1, 0]);
    expect(tallyMatch(played([8], [9]), 'one', 'proSet9').gamesWon).toEqual([8, 9]);
  });

  it('bestOf3SuperTiebreak counts only the third set as a match tie-break', () => {
    expect(tallyMatch(played([6, 4, 10], [4, 6, 8]), 'one', 'bestOf3SuperTiebreak').gamesWon).toEqual([11, 10]);
    // A 12–10 third set is one game to its winner; "points" counts the points instead.
    expect(tallyMatch(played([7, 3, 12], [6, 6, 10]), 'one', 'bestOf3SuperTiebreak').gamesWon).toEqual([11, 12]);
    expect(tallyMatch(played([7, 3, 12], [6, 6, 10]), 'points', 'bestOf3SuperTiebreak').gamesWon).toEqual([22, 22]);
  });

  it('bestOf3 has no match tie-break: a third set of 7–6 is seven games to six', () => {
    expect(tallyMatch(played([6, 4, 7], [4, 6, 6]), 'one', 'bestOf3').gamesWon).toEqual([17, 16]);
    expect(tallyMatch(played([6, 6], [2, 3]), 'one', 'bestOf3').gamesWon).toEqual([12, 5]);
  });

  it('a walkover counts 6–0 6–0 in the formats of sets, 9–0 in a pro set', () => {
    const walkover: MatchRecord = { ...played([], []), outcome: 'walkover', winnerTeamId: 2 };
    for (const format of ['free', 'bestOf3', 'bestOf3SuperTiebreak'] as const) {
      expect(tallyMatch(walkover, 'one', format).gamesWon).toEqual([0, 12]);
    }
    expect(tallyMatch(walkover, 'one', 'proSet9').gamesWon).toEqual([0, 9]);
  });
});

describe('standingsFor: the league format reaches the games columns', () => {
  const rules: StandingsRules = {
    pointsForWin: 3,
    pointsForLoss: 1,
    tiebreakers: ['gamesDiff'],
    matchTiebreakGames: 'one',
  };
  const teams = [
    { id: 1, name: 'Alba' },
    { id: 2, name: 'Brisa' },
  ];

  it('a proSet9 league counts 9–7 as 9 and 7 games, as free now does too', () => {
    const proSet = standingsFor({ teams, matches: [played([9], [7])], rules, matchFormat: 'proSet9' });
    expect(proSet.map((row) => [row.teamId, row.gamesDiff])).toEqual([
      [1, 2],
      [2, -2],
    ]);
    const free = standingsFor({ teams, matches: [played([9], [7])], rules });
    expect(free.map((row) => [row.teamId, row.gamesDiff])).toEqual([
      [1, 2],
      [2, -2],
    ]);
  });
});
