import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketSizeFor,
  consolationRoundName,
  drawMainBracket,
  mainRoundName,
  meetingRound,
  roundCountFor,
  standardSeedOrder,
  type GroupStanding,
  type Qualifier,
} from '../../src/shared/domain/playoffs/index.js';

/** Groups A, B, C... (ids 1, 2, 3...), team ids 101, 102... for group 1 in rank order. */
const tables = (sizes: readonly number[]): GroupStanding[] =>
  sizes.map((size, index) => ({
    groupId: index + 1,
    rankedTeamIds: Array.from({ length: size }, (_, rank) => (index + 1) * 100 + rank + 1),
  }));

const label = (entrant: Qualifier | null): string =>
  entrant ? `${String.fromCharCode(64 + entrant.groupId)}${entrant.groupRank}` : 'bye';

/** The earliest round any two teams of one group could meet in this draw (Infinity: never). */
const earliestSameGroupMeeting = (entrants: readonly (Qualifier | null)[]): number => {
  let earliest = Infinity;
  entrants.forEach((a, i) =>
    entrants.forEach((b, j) => {
      if (a && b && i < j && a.groupId === b.groupId) earliest = Math.min(earliest, meetingRound(i, j));
    }),
  );
  return earliest;
};

const groupsAndQualifiers = fc
  .integer({ min: 1, max: 8 })
  .chain((groupCount) =>
    fc.record({
      sizes: fc.array(fc.integer({ min: 1, max: Math.floor(64 / groupCount) }), {
        minLength: groupCount,
        maxLength: groupCount,
      }),
      qualifiersPerGroup: fc.integer({ min: 1, max: Math.floor(64 / groupCount) }),
    }),
  )
  .filter(
    ({ sizes, qualifiersPerGroup }) => sizes.reduce((sum, size) => sum + Math.min(size, qualifiersPerGroup), 0) >= 2,
  );

describe('bracket geometry', () => {
  it('lays seeds out the standard way, so seed s meets seed size+1-s first', () => {
    expect(standardSeedOrder(2)).toEqual([1, 2]);
    expect(standardSeedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(standardSeedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(() => standardSeedOrder(12)).toThrow(RangeError);
  });

  it('sizes a bracket to the next power of two and refuses fewer than two entrants', () => {
    expect([2, 3, 4, 5, 9, 33, 64].map(bracketSizeFor)).toEqual([2, 4, 4, 8, 16, 64, 64]);
    expect(() => bracketSizeFor(1)).toThrow(RangeError);
  });

  it('says in which round two places meet', () => {
    expect(meetingRound(0, 1)).toBe(1);
    expect(meetingRound(1, 2)).toBe(2);
    expect(meetingRound(0, 7)).toBe(3);
    expect(meetingRound(3, 4)).toBe(3);
  });

  it('names the rounds from the final backwards', () => {
    expect([1, 2, 4, 8, 16, 32].map(mainRoundName)).toEqual([
      'Final',
      'Semi-finals',
      'Quarter-finals',
      'Round of 16',
      'Round of 32',
      'Round of 64',
    ]);
    expect([1, 2, 4, 8].map(consolationRoundName)).toEqual([
      'Consolation final',
      'Consolation semi-finals',
      'Consolation quarter-finals',
      'Consolation round of 16',
    ]);
  });
});

describe('drawMainBracket: worked examples', () => {
  it('four groups of two: each winner meets a runner-up of another group, and a group meets itself only in the final', () => {
    const draw = drawMainBracket(tables([4, 4, 4, 4]), 2);
    expect(draw.size).toBe(8);
    expect(draw.entrants.slice(0, 4).map(label)).toEqual([
      'A1',
      expect.stringMatching(/^[BCD]2$/),
      expect.stringMatching(/^[BCD]1$/),
      expect.stringMatching(/2$/),
    ]);
    for (let match = 0; match < 4; match += 1) {
      const [first, second] = [draw.entrants[2 * match], draw.entrants[2 * match + 1]];
      expect([first?.groupRank, second?.groupRank].sort()).toEqual([1, 2]);
      expect(first?.groupId).not.toBe(second?.groupId);
    }
    expect(earliestSameGroupMeeting(draw.entrants)).toBe(3);
    // Winners keep their seeds in group order.
    expect(draw.qualifiers.slice(0, 4).map((entrant) => label(entrant))).toEqual(['A1', 'B1', 'C1', 'D1']);
  });

  it('three groups of two: the byes go to seeds 1 and 2 (A and B winners) and no group meets itself before the final', () => {
    const draw = drawMainBracket(tables([5, 5, 5]), 2);
    expect(draw.entrants.map(label)).toEqual(['A1', 'bye', 'B2', 'C2', 'B1', 'bye', 'C1', 'A2']);
    expect(draw.qualifiers.map((entrant) => entrant.seed)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('three groups of four, four byes: every group spread over four quarters (worked by hand to be possible)', () => {
    const draw = drawMainBracket(tables([4, 4, 4]), 4);
    expect(draw.size).toBe(16);
    expect(earliestSameGroupMeeting(draw.entrants)).toBe(3);
  });

  it('takes all a small group has when it has fewer teams than qualify', () => {
    const draw = drawMainBracket(tables([3, 1]), 2);
    expect(draw.qualifiers.map(label)).toEqual(['A1', 'B1', 'A2']);
  });

  it('refuses a qualifier count that is not a whole number of at least one, or a field of one', () => {
    expect(() => drawMainBracket(tables([4]), 0)).toThrow(RangeError);
    expect(() => drawMainBracket(tables([4]), 1.5)).toThrow(RangeError);
    expect(() => drawMainBracket(tables([4]), 1)).toThrow(RangeError);
  });
});

describe('drawMainBracket: properties for 2 to 64 qualifiers in 1 to 8 groups', () => {
  it('places every qualifier exactly once, in a bracket of the next power of two, byes only against the top seeds', () => {
    fc.assert(
      fc.property(groupsAndQualifiers, ({ sizes, qualifiersPerGroup }) => {
        const groups = tables(sizes);
        const draw = drawMainBracket(groups, qualifiersPerGroup);
        const expected = groups.flatMap((group) => group.rankedTeamIds.slice(0, qualifiersPerGroup));
        const placed = draw.entrants.flatMap((entrant) => (entrant ? [entrant.teamId] : []));
        expect([...placed].sort()).toEqual([...expected].sort());
        expect(draw.size).toBe(bracketSizeFor(expected.length));
        expect(draw.size / 2).toBeLessThan(expected.length);

        const byes = draw.size - expected.length;
        const withBye: number[] = [];
        for (let match = 0; match < draw.size / 2; match += 1) {
          const [first, second] = [draw.entrants[2 * match], draw.entrants[2 * match + 1]];
          expect(first === null && second === null).toBe(false);
          const alone = first === null ? second : second === null ? first : null;
          if (alone) withBye.push(alone.seed);
        }
        expect(withBye.sort((a, b) => a - b)).toEqual(Array.from({ length: byes }, (_, index) => index + 1));
      }),
      { numRuns: 150 },
    );
  });

  it('seeds by group rank: every winner above every runner-up, and so on, winners in group order', () => {
    fc.assert(
      fc.property(groupsAndQualifiers, ({ sizes, qualifiersPerGroup }) => {
        const { qualifiers } = drawMainBracket(tables(sizes), qualifiersPerGroup);
        expect(qualifiers.map((entrant) => entrant.seed)).toEqual(qualifiers.map((_, index) => index + 1));
        const ranks = qualifiers.map((entrant) => entrant.groupRank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        const winners = qualifiers.filter((entrant) => entrant.groupRank === 1).map((entrant) => entrant.groupId);
        expect(winners).toEqual([...winners].sort((a, b) => a - b));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the top two seeds apart until the final', () => {
    fc.assert(
      fc.property(groupsAndQualifiers, ({ sizes, qualifiersPerGroup }) => {
        const { entrants, size } = drawMainBracket(tables(sizes), qualifiersPerGroup);
        const first = entrants.findIndex((entrant) => entrant?.seed === 1);
        const second = entrants.findIndex((entrant) => entrant?.seed === 2);
        expect(meetingRound(first, second)).toBe(roundCountFor(size));
      }),
      { numRuns: 150 },
    );
  });

  it('with full groups, keeps every group apart as long as its size allows: k teams meet ceil(log2 k) rounds before the end at the earliest', () => {
    // Exhaustive over every group count and qualifier count with at most 64 qualifiers.
    for (let groupCount = 1; groupCount <= 8; groupCount += 1) {
      for (let perGroup = 1; groupCount * perGroup <= 64; perGroup += 1) {
        if (groupCount * perGroup < 2) continue;
        const draw = drawMainBracket(tables(new Array<number>(groupCount).fill(perGroup)), perGroup);
        const bound = perGroup < 2 ? Infinity : roundCountFor(draw.size) - Math.ceil(Math.log2(perGroup)) + 1;
        expect({ groupCount, perGroup, earliest: earliestSameGroupMeeting(draw.entrants) }).toEqual({
          groupCount,
          perGroup,
          earliest: bound,
        });
      }
    }
  });

  it('with groups of any sizes, small fields: no other draw keeps one group apart longer (brute force)', () => {
    const smallFields = groupsAndQualifiers.filter(
      ({ sizes, qualifiersPerGroup }) => sizes.reduce((sum, size) => sum + Math.min(size, qualifiersPerGroup), 0) <= 10,
    );
    fc.assert(
      fc.property(smallFields, ({ sizes, qualifiersPerGroup }) => {
        const draw = drawMainBracket(tables(sizes), qualifiersPerGroup);
        expect(earliestSameGroupMeeting(draw.entrants)).toBe(bestPossibleSeparation(draw.entrants));
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * Tries every draw the rules allow from this one: winners keep their places, and the teams of each
 * lower tier may be drawn into that tier's places in any order.
 */
function bestPossibleSeparation(entrants: readonly (Qualifier | null)[]): number {
  const tiers = [
    ...new Set(entrants.flatMap((entrant) => (entrant && entrant.groupRank > 1 ? [entrant.groupRank] : []))),
  ];
  let best = -Infinity;
  const trial = [...entrants];
  const permuteTier = (tierIndex: number): void => {
    const tier = tiers[tierIndex];
    if (tier === undefined) {
      best = Math.max(best, earliestSameGroupMeeting(trial));
      return;
    }
    const places = entrants.flatMap((entrant, position) => (entrant?.groupRank === tier ? [position] : []));
    const teams = places.map((place) => entrants[place] ?? null);
    const permute = (from: number): void => {
      if (from === teams.length) {
        places.forEach((place, index) => (trial[place] = teams[index] ?? null));
        permuteTier(tierIndex + 1);
        return;
      }
      for (let index = from; index < teams.length; index += 1) {
        [teams[from], teams[index]] = [teams[index] ?? null, teams[from] ?? null];
        permute(from + 1);
        [teams[from], teams[index]] = [teams[index] ?? null, teams[from] ?? null];
      }
    };
    permute(0);
  };
  permuteTier(0);
  return best;
}
