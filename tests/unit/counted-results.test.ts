import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countedResultsOfMatch, tallyMatch, type MatchRecord } from '../../src/shared/domain/match-outcome.js';
import { matchFormatProblems } from '../../src/shared/domain/match-formats.js';
import { MAX_SETS, winningSide } from '../../src/shared/domain/set-scores.js';
import { standingsFor } from '../../src/shared/domain/standings.js';
import { MATCH_FORMATS, type MatchFormat } from '../../src/shared/domain/constants.js';
import type { StandingsRules } from '../../src/shared/schemas/league.js';

// docs/standings.md, "Retirements and walkovers" and "Games as scored": the worked examples.
const retired = (team1Results: number[], team2Results: number[], winnerTeamId: 1 | 2): MatchRecord => ({
  team1Id: 1,
  team2Id: 2,
  team1Results,
  team2Results,
  outcome: 'retired',
  winnerTeamId,
});
const walkover = (winnerTeamId: 1 | 2): MatchRecord => ({ ...retired([], [], winnerTeamId), outcome: 'walkover' });
const played = (team1Results: number[], team2Results: number[]): MatchRecord => ({
  ...retired(team1Results, team2Results, 1),
  outcome: 'played',
  winnerTeamId: null,
});

describe('a retired match counts completed in the winner’s favour', () => {
  it('6–4 3–2 and team 1 retires: team 2 wins 4–6 6–3 6–0 (the set in play to 6, the missing set 6–0)', () => {
    const match = retired([6, 3], [4, 2], 2);
    expect(countedResultsOfMatch(match, 'bestOf3')).toEqual({ team1Results: [6, 3, 0], team2Results: [4, 6, 6] });
    const tally = tallyMatch(match, 'one', 'bestOf3');
    expect(tally.setsWon).toEqual([1, 2]);
    expect(tally.gamesWon).toEqual([9, 16]);
  });

  it('7–5 in the match tie-break and the leader retires: the winner takes it 10–7, two sets to one', () => {
    const match = retired([6, 4, 7], [4, 6, 5], 2);
    expect(countedResultsOfMatch(match, 'bestOf3SuperTiebreak')).toEqual({
      team1Results: [6, 4, 7],
      team2Results: [4, 6, 10],
    });
    expect(tallyMatch(match, 'one', 'bestOf3SuperTiebreak').setsWon).toEqual([1, 2]);
    // The match tie-break is one game to its winner, as in a played match.
    expect(tallyMatch(match, 'one', 'bestOf3SuperTiebreak').gamesWon).toEqual([10, 11]);
  });

  it.each([
    ['bestOf3', [5], [5], [7, 6], [5, 0]],
    ['bestOf3', [6], [6], [7, 6], [6, 0]],
    ['bestOf3', [6, 2], [4, 0], [6, 6], [4, 0]],
    ['bestOf3', [6, 5], [4, 6], [6, 7], [4, 6]],
    ['bestOf3SuperTiebreak', [6, 4], [4, 6], [6, 4, 10], [4, 6, 0]],
    ['bestOf3SuperTiebreak', [4], [6], [4, 6, 10], [6, 0, 0]],
    ['bestOf3SuperTiebreak', [6, 3, 9], [4, 6, 9], [6, 3, 11], [4, 6, 9]],
    ['proSet9', [5], [7], [9], [7]],
    ['proSet9', [8], [8], [9], [8]],
    ['proSet9', [], [], [9], [0]],
    ['free', [6, 4], [3, 2], [6, 6], [3, 2]],
    // free reads as best of three: a level 9–9 goes to the winner two clear, then a 6–0 set.
    ['free', [9], [9], [11, 6], [9, 0]],
  ] as const)('%s: %j–%j retired, team 1 wins → %j–%j', (format, team1, team2, counted1, counted2) => {
    expect(countedResultsOfMatch(retired([...team1], [...team2], 1), format)).toEqual({
      team1Results: counted1,
      team2Results: counted2,
    });
  });

  it('a retirement reaches the standings: the retiring team no longer comes out ahead on sets or games', () => {
    const rules: StandingsRules = {
      pointsForWin: 3,
      pointsForLoss: 1,
      tiebreakers: ['setsDiff', 'gamesDiff'],
      matchTiebreakGames: 'one',
    };
    const teams = [
      { id: 1, name: 'Alba' },
      { id: 2, name: 'Brisa' },
    ];
    const rows = standingsFor({ teams, matches: [retired([6, 3], [4, 2], 2)], rules, matchFormat: 'bestOf3' });
    expect(rows.map((row) => [row.teamId, row.setsDiff, row.gamesDiff, row.points])).toEqual([
      [2, 1, 7, 3],
      [1, -1, -7, 1],
    ]);
  });

  it('keeps a played match as entered, and has nothing to count while undecided', () => {
    expect(countedResultsOfMatch(played([6, 4], [3, 6]), 'free')).toBeNull();
    expect(countedResultsOfMatch(played([6, 6], [3, 4]), 'bestOf3')).toEqual({
      team1Results: [6, 6],
      team2Results: [3, 4],
    });
  });
});

describe('a walkover counts by the league’s format', () => {
  it.each([
    ['free', [6, 6], [12, 0], [2, 0]],
    ['bestOf3', [6, 6], [12, 0], [2, 0]],
    ['bestOf3SuperTiebreak', [6, 6], [12, 0], [2, 0]],
    ['proSet9', [9], [9, 0], [1, 0]],
  ] as const)('%s: %j', (format, sets, games, setsWon) => {
    expect(countedResultsOfMatch(walkover(1), format)?.team1Results).toEqual(sets);
    expect(tallyMatch(walkover(1), 'one', format)).toMatchObject({ gamesWon: games, setsWon });
  });

  it('in proSet9 a walkover is worth a real 9–0 win, no more', () => {
    const { setsWon, gamesWon } = tallyMatch(played([0], [9]), 'one', 'proSet9');
    expect(tallyMatch(walkover(2), 'one', 'proSet9')).toMatchObject({ setsWon, gamesWon });
  });
});

describe('free counts games as scored', () => {
  it('a pro set of 9–8 is nine games to eight, and 6–4 8–6 is fourteen to ten', () => {
    expect(tallyMatch(played([9], [8]), 'one', 'free').gamesWon).toEqual([9, 8]);
    expect(tallyMatch(played([6, 8], [4, 6]), 'one', 'free').gamesWon).toEqual([14, 10]);
    expect(tallyMatch(played([6, 4, 10], [4, 6, 8]), 'one', 'free').gamesWon).toEqual([20, 18]);
  });

  it('only a set the format records as a match tie-break counts as one game', () => {
    expect(tallyMatch(played([6, 4, 10], [4, 6, 8]), 'one', 'bestOf3SuperTiebreak').gamesWon).toEqual([11, 10]);
  });
});

describe('a tied set names its set, in one message', () => {
  it.each([
    ['free', [6, 6], [4, 6], [{ field: 'team1Results[1]', message: 'Set 2: a set cannot end level (6–6)' }]],
    ['free', [9], [9], [{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (9–9)' }]],
    ['bestOf3', [6, 6], [4, 6], [{ field: 'team1Results[1]', message: 'Set 2: a set cannot end level (6–6)' }]],
    ['proSet9', [9], [9], [{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (9–9)' }]],
  ] as const)('%s %j–%j', (format, team1, team2, problems) => {
    expect(matchFormatProblems(format, team1, team2)).toEqual(problems);
  });

  it('a retirement may stop level in the set in play, never in a finished one', () => {
    expect(matchFormatProblems('free', [6, 6], [4, 6], 'retired')).toEqual([]);
    expect(matchFormatProblems('free', [5, 6, 2], [5, 4, 1], 'retired')).toEqual([
      { field: 'team1Results[0]', message: 'Set 1: a set cannot end level (5–5)' },
    ]);
  });
});

/** A retired result the format accepts: finished sets, then maybe one in play, never already decided. */
const retiredEntry = (format: MatchFormat) =>
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })), {
      maxLength: format === 'free' ? 4 : 3,
    })
    .map((sets) => ({ team1Results: sets.map(([a]) => a), team2Results: sets.map(([, b]) => b) }))
    .filter(
      ({ team1Results, team2Results }) =>
        matchFormatProblems(format, team1Results, team2Results, 'retired').length === 0,
    );

/** Sets won by each side of a score line, [team1, team2]. */
const setsOf = (team1: readonly number[], team2: readonly number[]) => [
  team1.filter((games, index) => games > (team2[index] ?? 0)).length,
  team2.filter((games, index) => games > (team1[index] ?? 0)).length,
];

describe('completing a retired match (property)', () => {
  it('never gives the retiring team more sets than the winner, nor a game or set it had not won', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MATCH_FORMATS).chain((format) => fc.tuple(fc.constant(format), retiredEntry(format))),
        fc.constantFrom(1 as const, 2 as const),
        fc.constantFrom('one' as const, 'points' as const),
        ([format, entered], winner, tiebreakGames) => {
          const match = retired(entered.team1Results, entered.team2Results, winner);
          const counted = countedResultsOfMatch(match, format);
          if (counted === null) throw new Error('a retirement with a named winner is decided');
          const side = (results: { team1Results: readonly number[]; team2Results: readonly number[] }, who: 1 | 2) =>
            who === 1 ? results.team1Results : results.team2Results;
          const loser = winner === 1 ? 2 : 1;
          const w = winner - 1;
          const l = loser - 1;

          // Sets, as the standings count them: the winner is ahead, the retiring team no better than on court.
          const tally = tallyMatch(match, tiebreakGames, format);
          expect(tally.setsWon[w]).toBeGreaterThan(tally.setsWon[l] ?? 0);
          expect(tally.setsWon[l]).toBeLessThanOrEqual(setsOf(side(entered, loser), side(entered, winner))[0] ?? 0);

          // Games: the retiring team keeps exactly the games it won on court; the winner never loses one.
          const enteredLoser = side(entered, loser);
          expect(side(counted, loser)).toEqual([
            ...enteredLoser,
            ...new Array<number>(side(counted, loser).length - enteredLoser.length).fill(0),
          ]);
          side(entered, winner).forEach((games, index) =>
            expect(side(counted, winner)[index]).toBeGreaterThanOrEqual(games),
          );

          // Every set completion decided (the one in play, the missing ones) went to the winner.
          side(counted, winner).forEach((games, index) => {
            const changed = index >= enteredLoser.length || games !== side(entered, winner)[index];
            if (changed) expect(games).toBeGreaterThan(side(counted, loser)[index] ?? 0);
          });

          // And the completed match is one the format could have seen played, won by the winner (a free
          // entry where the retiring team had won three sets needs more than the five sets a result may hold).
          if (counted.team1Results.length <= MAX_SETS)
            expect(matchFormatProblems(format, counted.team1Results, counted.team2Results)).toEqual([]);
          expect(winningSide(counted.team1Results, counted.team2Results)).toBe(winner);
        },
      ),
      { numRuns: 500 },
    );
  });
});
