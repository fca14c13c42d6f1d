import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MATCH_FORMATS, type MatchFormat } from '../../src/shared/domain/constants.js';
import { isMatchTiebreakOf, matchFormatProblems, type ScoreOutcome } from '../../src/shared/domain/match-formats.js';
import { setScoreProblems, WALKOVER_CARRIES_NO_SCORES } from '../../src/shared/domain/set-scores.js';

const FULL_SET = 'a set ends 6–0 to 6–4, 7–5 or 7–6';
const TIEBREAK = 'a match tie-break ends at 10 or more, two clear (10–8, 11–9, 14–12)';
const PRO_SET = 'a pro set ends 9–0 to 9–7, or 9–8 after a tie-break';

/** Writes sets as a scoreboard does, team 1 first: '6-4 3-6 10-8' → [[6, 3, 10], [4, 6, 8]]. */
function score(sets: string): [number[], number[]] {
  const pairs = sets.split(' ').map((set) => set.split('-').map(Number));
  return [pairs.map((pair) => pair[0]!), pairs.map((pair) => pair[1]!)];
}

const problemsOf = (format: MatchFormat, sets: string, outcome: ScoreOutcome = 'played') =>
  matchFormatProblems(format, ...score(sets), outcome);

describe('bestOf3: two or three full sets', () => {
  it.each(['6-4 6-3', '6-0 7-5', '4-6 7-6 6-2', '7-6 6-7 7-5', '0-6 6-4 6-1'])('accepts %s', (sets) => {
    expect(problemsOf('bestOf3', sets)).toEqual([]);
  });

  it.each([
    ['6-5 6-3', 0],
    ['6-4 8-6', 1],
    ['6-4 3-6 7-3', 2],
    ['5-3 6-2 6-1', 0],
  ])('refuses %s, naming the set', (sets, setIndex) => {
    expect(problemsOf('bestOf3', sets)).toEqual([{ field: `team1Results[${setIndex}]`, message: `Set ${setIndex + 1}: ${FULL_SET}` }]);
  });

  it.each([
    ['7-7 6-3 6-2', 0, '7–7'],
    ['6-4 6-6', 1, '6–6'],
  ])('refuses %s as a tied set, naming it', (sets, setIndex, score) => {
    expect(problemsOf('bestOf3', sets)).toEqual([{ field: `team1Results[${setIndex}]`, message: `Set ${setIndex + 1}: a set cannot end level (${score})` }]);
  });

  it('refuses a set after the match was decided, and a fourth set', () => {
    expect(problemsOf('bestOf3', '6-4 6-3 6-2')).toEqual([
      { field: 'team1Results[2]', message: 'Set 3: the match was already won after set 2, so no set follows' },
    ]);
    // Set 2 is refused, so nobody has two sets after set 3: the fourth is refused for the format itself.
    expect(problemsOf('bestOf3', '6-4 6-6 3-6 6-1')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: a set cannot end level (6–6)' },
      { field: 'team1Results[3]', message: 'Set 4: this format plays at most 3 sets' },
    ]);
  });

  it('refuses a played match that nobody has won yet', () => {
    expect(problemsOf('bestOf3', '6-4 3-6')).toEqual([
      { field: 'team1Results', message: 'The match is not decided: a side must win 2 sets (record a retirement if it stopped early)' },
    ]);
    expect(problemsOf('bestOf3', '6-4')).toHaveLength(1);
  });
});

describe('bestOf3SuperTiebreak: two full sets, a match tie-break instead of the third', () => {
  it.each(['6-4 6-3', '6-4 3-6 10-8', '3-6 6-4 10-0', '6-4 3-6 11-9', '6-4 3-6 14-12', '6-4 3-6 8-10'])('accepts %s', (sets) => {
    expect(problemsOf('bestOf3SuperTiebreak', sets)).toEqual([]);
  });

  it.each([
    ['6-4 3-6 10-9', TIEBREAK],
    ['6-4 3-6 9-7', TIEBREAK],
    ['6-4 3-6 6-3', TIEBREAK],
    ['6-4 3-6 12-9', '12–9 cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear (10–8, 11–9, 14–12)'],
    ['6-4 3-6 9-12', '9–12 cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear (10–8, 11–9, 14–12)'],
    ['6-4 3-6 11-8', '11–8 cannot happen: a match tie-break stops as soon as it is won, at 10 or more with two clear (10–8, 11–9, 14–12)'],
  ])('refuses the tie-break of %s', (sets, message) => {
    expect(problemsOf('bestOf3SuperTiebreak', sets)).toEqual([{ field: 'team1Results[2]', message: `Set 3: ${message}` }]);
  });

  it('plays the first two sets as full sets: a tie-break score there is refused', () => {
    expect(problemsOf('bestOf3SuperTiebreak', '10-8 6-4')).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${FULL_SET}` }]);
  });

  it('refuses a tie-break after two sets to one side', () => {
    expect(problemsOf('bestOf3SuperTiebreak', '6-4 6-4 10-8')[0]?.field).toBe('team1Results[2]');
  });
});

describe('proSet9: one set to 9', () => {
  it.each(['9-0', '9-7', '9-8', '8-9', '3-9'])('accepts %s', (sets) => {
    expect(problemsOf('proSet9', sets)).toEqual([]);
  });

  it.each(['10-8', '8-6', '6-4', '10-9'])('refuses %s', (sets) => {
    expect(problemsOf('proSet9', sets)).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${PRO_SET}` }]);
  });

  it('refuses 9-9 as a tied set, in one message', () => {
    expect(problemsOf('proSet9', '9-9')).toEqual([{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (9–9)' }]);
  });

  it('refuses a second set', () => {
    expect(problemsOf('proSet9', '9-8 6-4')).toEqual([
      { field: 'team1Results[1]', message: 'Set 2: the match was already won after set 1, so no set follows' },
    ]);
  });
});

describe('retirements and walkovers', () => {
  it.each([
    ['bestOf3', '6-4 5-6'],
    ['bestOf3', '6-4 6-6'],
    ['bestOf3', '2-1'],
    ['bestOf3', '6-4'],
    ['bestOf3', '6-4 3-6 0-0'],
    ['bestOf3SuperTiebreak', '6-4 3-6 9-9'],
    ['bestOf3SuperTiebreak', '6-4 3-6 11-10'],
    ['proSet9', '8-8'],
  ] as const)('keeps the unfinished scores of a %s retirement: %s', (format, sets) => {
    expect(problemsOf(format, sets, 'retired')).toEqual([]);
  });

  it('still judges the finished sets of a retirement, and the last set must be reachable', () => {
    expect(problemsOf('bestOf3', '6-5 2-1', 'retired')).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${FULL_SET}` }]);
    expect(problemsOf('bestOf3', '6-4 8-3', 'retired')).toEqual([{ field: 'team1Results[1]', message: `Set 2: ${FULL_SET}` }]);
    expect(problemsOf('bestOf3SuperTiebreak', '6-4 3-6 12-9', 'retired')[0]?.field).toBe('team1Results[2]');
    expect(problemsOf('proSet9', '9-9', 'retired')).toEqual([{ field: 'team1Results[0]', message: `Set 1: ${PRO_SET}` }]);
  });

  it('refuses a retirement whose sets already decide the match', () => {
    expect(problemsOf('bestOf3', '6-4 6-4', 'retired')).toEqual([
      { field: 'team1Results', message: 'These sets already decide the match: record it as played, not as a retirement' },
    ]);
  });

  it.each(MATCH_FORMATS)('%s: a walkover carries no scores', (format) => {
    expect(matchFormatProblems(format, [], [], 'walkover')).toEqual([]);
    expect(matchFormatProblems(format, [6, 6], [0, 0], 'walkover')).toEqual([{ field: 'team1Results', message: WALKOVER_CARRIES_NO_SCORES }]);
    expect(matchFormatProblems(format, [], [6], 'walkover')).toEqual([{ field: 'team2Results', message: WALKOVER_CARRIES_NO_SCORES }]);
  });
});

describe('every format', () => {
  it.each(MATCH_FORMATS)('%s: no result at all is a scheduled match, not a problem', (format) => {
    expect(matchFormatProblems(format, [], [])).toEqual([]);
  });

  it.each(MATCH_FORMATS)('%s: lists that cannot be read as sets are refused as a whole', (format) => {
    expect(matchFormatProblems(format, [6, 4], [3])).toEqual([{ field: 'team1Results', message: 'Both teams need a score for every set' }]);
  });

  it('free keeps the rules of set-scores.ts exactly: 6–5, 44–6 and a 12–9 tie-break pass', () => {
    expect(problemsOf('free', '6-5 6-3')).toEqual([]);
    expect(problemsOf('free', '44-6')).toEqual([]);
    expect(problemsOf('free', '6-4 3-6 12-9')).toEqual([]);
    expect(problemsOf('free', '6-4 6-4 6-4 6-4 6-4')).toEqual([]);
    expect(problemsOf('free', '6-6 6-4')).toEqual([{ field: 'team1Results[0]', message: 'Set 1: a set cannot end level (6–6)' }]);
  });
});

describe('isMatchTiebreakOf', () => {
  it('knows the match tie-break from the format alone; free has none', () => {
    expect(isMatchTiebreakOf('bestOf3SuperTiebreak', 2)).toBe(true);
    expect(isMatchTiebreakOf('bestOf3SuperTiebreak', 0)).toBe(false);
    expect(isMatchTiebreakOf('proSet9', 0)).toBe(false);
    expect(isMatchTiebreakOf('bestOf3', 2)).toBe(false);
    // free records no set as a match tie-break: its games count as scored.
    expect(isMatchTiebreakOf('free', 2)).toBe(false);
    expect(isMatchTiebreakOf('free', 0)).toBe(false);
  });
});

/*
 * Generated matches, built the way they are played: sets drawn from each kind's final scores,
 * in order, until one side has the sets the format needs.
 */
const fullSet = fc.oneof(
  fc.tuple(fc.constant(6), fc.integer({ min: 0, max: 4 })),
  fc.tuple(fc.constant(7), fc.constantFrom(5, 6)),
);
const matchTiebreak = fc.oneof(
  fc.tuple(fc.constant(10), fc.integer({ min: 0, max: 8 })),
  fc.integer({ min: 9, max: 40 }).map((loser) => [loser + 2, loser] as [number, number]),
);
const proSet = fc.tuple(fc.constant(9), fc.integer({ min: 0, max: 8 }));
const shortSet = fc.oneof(fc.tuple(fc.constant(4), fc.integer({ min: 0, max: 2 })), fc.tuple(fc.constant(5), fc.constantFrom(3, 4)));
const proSet8 = fc.oneof(fc.tuple(fc.constant(8), fc.integer({ min: 0, max: 6 })), fc.tuple(fc.constant(9), fc.constantFrom(7, 8)));
/** A set's score from its winner's side, and which side won it. */
const oriented = (set: fc.Arbitrary<[number, number]>) => fc.tuple(set, fc.boolean());

interface Shape {
  setsToWin: number;
  kinds: fc.Arbitrary<[number, number]>[];
}
// `timed` has no shape: any games stand when the court time ends (match-formats-timed.test.ts).
const SHAPES: Record<Exclude<MatchFormat, 'free' | 'timed'>, Shape> = {
  bestOf3: { setsToWin: 2, kinds: [fullSet, fullSet, fullSet] },
  bestOf3SuperTiebreak: { setsToWin: 2, kinds: [fullSet, fullSet, matchTiebreak] },
  proSet9: { setsToWin: 1, kinds: [proSet] },
  bestOf3ShortSets: { setsToWin: 2, kinds: [shortSet, shortSet, matchTiebreak] },
  proSet8: { setsToWin: 1, kinds: [proSet8] },
};

function playedMatch({ setsToWin, kinds }: Shape): fc.Arbitrary<[number[], number[]]> {
  return fc.tuple(...kinds.map(oriented)).map((drawn) => {
    const team1: number[] = [];
    const team2: number[] = [];
    const won = [0, 0];
    for (const [[winner, loser], team1Won] of drawn) {
      if (won[0] === setsToWin || won[1] === setsToWin) break;
      team1.push(team1Won ? winner : loser);
      team2.push(team1Won ? loser : winner);
      won[team1Won ? 0 : 1]! += 1;
    }
    return [team1, team2];
  });
}

const formatAndMatch = fc.constantFrom(...(Object.keys(SHAPES) as (keyof typeof SHAPES)[])).chain((format) =>
  playedMatch(SHAPES[format]).map((match) => ({ format, match })),
);

describe('properties', () => {
  it('accepts every match played by the rules of its format, with sides swapped too, and free accepts it as well', () => {
    fc.assert(
      fc.property(formatAndMatch, ({ format, match: [team1, team2] }) => {
        expect(matchFormatProblems(format, team1, team2)).toEqual([]);
        expect(matchFormatProblems(format, team2, team1)).toEqual([]);
        expect(setScoreProblems(team1, team2)).toEqual([]);
      }),
    );
  });

  it('accepts the first sets of any valid match, cut short, as a retirement', () => {
    fc.assert(
      fc.property(formatAndMatch, fc.nat(), ({ format, match: [team1, team2] }, cut) => {
        const kept = cut % team1.length;
        expect(matchFormatProblems(format, team1.slice(0, kept), team2.slice(0, kept), 'retired')).toEqual([]);
      }),
    );
  });

  it('refuses a valid match with one more set after it, naming that set', () => {
    fc.assert(
      fc.property(formatAndMatch, fullSet, ({ format, match: [team1, team2] }, [winner, loser]) => {
        const problems = matchFormatProblems(format, [...team1, winner], [...team2, loser]);
        expect(problems).toEqual([expect.objectContaining({ field: `team1Results[${team1.length}]` })]);
      }),
    );
  });

  it('judges a result the same with the sides swapped', () => {
    const anyScores = fc.integer({ min: 1, max: 4 }).chain((sets) =>
      fc.tuple(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: sets, maxLength: sets }), fc.array(fc.integer({ min: 0, max: 15 }), { minLength: sets, maxLength: sets })),
    );
    fc.assert(
      fc.property(fc.constantFrom(...MATCH_FORMATS), anyScores, fc.constantFrom<ScoreOutcome>('played', 'retired'), (format, [team1, team2], outcome) => {
        const asIs = matchFormatProblems(format, team1, team2, outcome);
        const swapped = matchFormatProblems(format, team2, team1, outcome);
        expect(swapped.map((problem) => problem.field)).toEqual(asIs.map((problem) => problem.field));
      }),
    );
  });
});
