import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SeasonPlanError,
  nextSeasonGroups,
  type FinalGroup,
  type NextSeasonGroup,
  type NextSeasonPlan,
} from '../../../src/shared/domain/seasons/index.js';

/** Team ids from names: "a1" is team 101, "b3" team 203, "n1" team 1401 (n = new). */
const idOf = (name: string): number => (name.charCodeAt(0) - 96) * 100 + Number(name.slice(1));
const group = (name: string, teams: string[]): FinalGroup => ({
  name,
  ranking: teams.map((team) => ({ teamId: idOf(team), teamName: team })),
});
const plan = (changes: Partial<NextSeasonPlan> = {}): NextSeasonPlan => ({
  promote: 1,
  relegate: 1,
  leaving: [],
  joining: [],
  ...changes,
});
/** A group's line-up as "name:move" strings, in order. */
const lineUps = (groups: NextSeasonGroup[]) =>
  Object.fromEntries(groups.map((g) => [g.name, g.teams.map((team) => `${team.teamName}:${team.move}`)]));

describe('next season line-ups', () => {
  it('moves two up and two down between three uneven groups', () => {
    const groups = [
      group('Group B', ['b1', 'b2', 'b3', 'b4', 'b5']),
      group('Group A', ['a1', 'a2', 'a3', 'a4']),
      group('Group C', ['c1', 'c2', 'c3']),
    ];
    const next = nextSeasonGroups(groups, plan({ promote: 2, relegate: 2 }));
    expect(lineUps(next)).toEqual({
      'Group A': ['a1:stay', 'a2:stay', 'b1:up', 'b2:up'],
      'Group B': ['a3:down', 'a4:down', 'b3:stay', 'c1:up', 'c2:up'],
      'Group C': ['b4:down', 'b5:down', 'c3:stay'],
    });
    expect(next[1]?.teams[0]).toEqual({ teamId: idOf('a3'), teamName: 'a3', from: 'Group A', move: 'down' });
    expect(next[0]?.teams[2]).toEqual({ teamId: idOf('b1'), teamName: 'b1', from: 'Group B', move: 'up' });
  });

  it('keeps one group as it is: no level above or below', () => {
    const next = nextSeasonGroups([group('Only', ['a1', 'a2', 'a3'])], plan({ promote: 2, relegate: 2 }));
    expect(lineUps(next)).toEqual({ Only: ['a1:stay', 'a2:stay', 'a3:stay'] });
  });

  it('takes leaving teams out before counting, so the next team in the order moves instead', () => {
    const groups = [group('A', ['a1', 'a2', 'a3', 'a4']), group('B', ['b1', 'b2', 'b3', 'b4'])];
    const next = nextSeasonGroups(groups, plan({ leaving: [idOf('b1'), idOf('a4')] }));
    // a4 leaves, so a3 is last and goes down; b1 leaves, so b2 goes up, and b3 fills a4's place.
    expect(lineUps(next)).toEqual({ A: ['a1:stay', 'a2:stay', 'b2:up', 'b3:up'], B: ['a3:down', 'b4:stay'] });
  });

  it("fills a leaving team's place from the level below, down the levels, so every level keeps its size", () => {
    const groups = [
      group('A', ['a1', 'a2', 'a3', 'a4']),
      group('B', ['b1', 'b2', 'b3', 'b4']),
      group('C', ['c1', 'c2', 'c3', 'c4']),
    ];
    const next = nextSeasonGroups(
      groups,
      plan({ leaving: [idOf('a2')], joining: [{ teamId: idOf('n1'), teamName: 'n1' }] }),
    );
    // b2, the best team staying in B, takes a2's place; c2 takes b2's; the new team takes c2's.
    expect(lineUps(next)).toEqual({
      A: ['a1:stay', 'a3:stay', 'b1:up', 'b2:up'],
      B: ['a4:down', 'b3:stay', 'c1:up', 'c2:up'],
      C: ['b4:down', 'c3:stay', 'c4:stay', 'n1:new'],
    });
    expect(next[0]?.teams[3]).toEqual({ teamId: idOf('b2'), teamName: 'b2', from: 'B', move: 'up' });
  });

  it("lets a joining team named for a level take a leaving team's place there", () => {
    const groups = [group('A', ['a1', 'a2', 'a3']), group('B', ['b1', 'b2', 'b3'])];
    const next = nextSeasonGroups(
      groups,
      plan({ leaving: [idOf('a1')], joining: [{ teamId: idOf('n1'), teamName: 'n1', groupName: 'A' }] }),
    );
    expect(lineUps(next)).toEqual({ A: ['a2:stay', 'b1:up', 'n1:new'], B: ['a3:down', 'b2:stay', 'b3:stay'] });
  });

  it('moves a number per boundary from lists, top first: [2, 1] up and [1, 2] down', () => {
    const groups = ['a', 'b', 'c'].map((letter) =>
      group(
        letter.toUpperCase(),
        [1, 2, 3, 4, 5].map((n) => `${letter}${n}`),
      ),
    );
    const next = nextSeasonGroups(groups, plan({ promote: [2, 1], relegate: [1, 2] }));
    expect(lineUps(next)).toEqual({
      A: ['a1:stay', 'a2:stay', 'a3:stay', 'a4:stay', 'b1:up', 'b2:up'],
      B: ['a5:down', 'b3:stay', 'c1:up'],
      C: ['b4:down', 'b5:down', 'c2:stay', 'c3:stay', 'c4:stay', 'c5:stay'],
    });
  });

  it('refuses a list without one number per boundary', () => {
    const groups = [group('A', ['a1', 'a2']), group('B', ['b1', 'b2']), group('C', ['c1', 'c2'])];
    expect(() => nextSeasonGroups(groups, plan({ promote: [1] }))).toThrow(SeasonPlanError);
    try {
      nextSeasonGroups(groups, plan({ relegate: [1, 1, 1] }));
    } catch (error) {
      expect(error instanceof SeasonPlanError && error.problem).toEqual({
        kind: 'boundaryCount',
        field: 'relegate',
        given: 3,
        boundaries: 2,
      });
    }
  });

  it('puts joining teams at the bottom unless a level is named', () => {
    const groups = [group('A', ['a1', 'a2']), group('B', ['b1', 'b2']), group('C', ['c1', 'c2'])];
    const next = nextSeasonGroups(
      groups,
      plan({
        promote: 0,
        relegate: 0,
        joining: [
          { teamId: idOf('n1'), teamName: 'n1' },
          { teamId: idOf('n2'), teamName: 'n2', groupName: 'A' },
        ],
      }),
    );
    expect(lineUps(next)).toEqual({
      A: ['a1:stay', 'a2:stay', 'n2:new'],
      B: ['b1:stay', 'b2:stay'],
      C: ['c1:stay', 'c2:stay', 'n1:new'],
    });
    expect(next[2]?.teams[2]).toEqual({ teamId: idOf('n1'), teamName: 'n1', from: null, move: 'new' });
  });

  it('never sends a team both ways: in a group too small, going up wins', () => {
    const groups = [group('A', ['a1', 'a2']), group('B', ['b1', 'b2']), group('C', ['c1'])];
    const next = nextSeasonGroups(groups, plan({ promote: 2, relegate: 2 }));
    expect(lineUps(next)).toEqual({ A: ['b1:up', 'b2:up'], B: ['a1:down', 'a2:down', 'c1:up'], C: [] });
  });

  it('orders levels by name with numbers as numbers', () => {
    const groups = [group('Group 10', ['j1']), group('Group 2', ['b1']), group('Group 1', ['a1'])];
    const next = nextSeasonGroups(groups, plan());
    expect(next.map((g) => g.name)).toEqual(['Group 1', 'Group 2', 'Group 10']);
    expect(lineUps(next)).toEqual({ 'Group 1': ['b1:up'], 'Group 2': ['a1:down', 'j1:up'], 'Group 10': [] });
  });

  it('moves one up and one down across eight groups of four', () => {
    const names = 'abcdefgh'.split('');
    const groups = names.map((letter) =>
      group(
        letter.toUpperCase(),
        [1, 2, 3, 4].map((n) => `${letter}${n}`),
      ),
    );
    const next = nextSeasonGroups(groups, plan());
    expect(lineUps(next).A).toEqual(['a1:stay', 'a2:stay', 'a3:stay', 'b1:up']);
    expect(lineUps(next).D).toEqual(['c4:down', 'd2:stay', 'd3:stay', 'e1:up']);
    expect(lineUps(next).H).toEqual(['g4:down', 'h2:stay', 'h3:stay', 'h4:stay']);
    expect(next.every((g) => g.teams.length === 4)).toBe(true);
  });

  it('refuses a plan that would lose or double a team', () => {
    const groups = [group('A', ['a1', 'a2']), group('B', ['b1', 'b2'])];
    const problem = (changes: Partial<NextSeasonPlan>, given = groups) => {
      try {
        nextSeasonGroups(given, plan(changes));
      } catch (error) {
        if (error instanceof SeasonPlanError) return error.problem.kind;
        throw error;
      }
      return 'accepted';
    };
    expect(problem({}, [])).toBe('noGroups');
    expect(problem({}, [group('A', ['a1']), group('B', ['a1'])])).toBe('teamTwice');
    expect(problem({ leaving: [idOf('z1')] })).toBe('leavingUnknown');
    expect(problem({ leaving: [idOf('a1')], joining: [{ teamId: idOf('a1'), teamName: 'a1' }] })).toBe(
      'leavingAndJoining',
    );
    expect(problem({ joining: [{ teamId: idOf('b2'), teamName: 'b2' }] })).toBe('joiningAlreadyPlaying');
    expect(
      problem({
        joining: [
          { teamId: idOf('n1'), teamName: 'n1' },
          { teamId: idOf('n1'), teamName: 'n1', groupName: 'A' },
        ],
      }),
    ).toBe('joiningTwice');
    expect(problem({ joining: [{ teamId: idOf('n1'), teamName: 'n1', groupName: 'Z' }] })).toBe('unknownGroup');
  });
});

/** 1 to 8 groups of 1 to 8 teams, numbered so no id repeats, then a plan over them. */
const seasonArbitrary = fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 }).chain((sizes) => {
  let next = 1;
  const groups: FinalGroup[] = sizes.map((size, index) => ({
    name: `Group ${String.fromCharCode(65 + index)}`,
    ranking: Array.from({ length: size }, () => {
      const teamId = next++;
      return { teamId, teamName: `T${teamId}` };
    }),
  }));
  const allIds = groups.flatMap((g) => g.ranking.map((team) => team.teamId));
  const levelNames = groups.map((g) => g.name);
  return fc.record({
    groups: fc.shuffledSubarray(groups, { minLength: groups.length, maxLength: groups.length }),
    promote: fc.integer({ min: 0, max: 5 }),
    relegate: fc.integer({ min: 0, max: 5 }),
    leaving: fc.subarray(allIds),
    joining: fc
      .array(fc.option(fc.constantFrom(...levelNames), { nil: undefined }), { maxLength: 6 })
      .map((levels) => levels.map((groupName, index) => ({ teamId: 1000 + index, teamName: `N${index}`, groupName }))),
  });
});

describe('next season line-ups: properties', () => {
  it('loses no team and places none twice', () => {
    fc.assert(
      fc.property(seasonArbitrary, ({ groups, ...rest }) => {
        const next = nextSeasonGroups(groups, rest);
        const placed = next.flatMap((g) => g.teams.map((team) => team.teamId));
        const expected = [
          ...groups
            .flatMap((g) => g.ranking.map((team) => team.teamId))
            .filter((teamId) => !rest.leaving.includes(teamId)),
          ...rest.joining.map((team) => team.teamId),
        ];
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
  });

  it('moves each team at most one level, in the direction its tag says', () => {
    fc.assert(
      fc.property(seasonArbitrary, ({ groups, ...rest }) => {
        const next = nextSeasonGroups(groups, rest);
        const levelOf = new Map(next.map((g, index) => [g.name, index]));
        next.forEach((g, level) => {
          for (const team of g.teams) {
            if (team.move === 'new') {
              expect(team.from).toBeNull();
              continue;
            }
            const was = levelOf.get(team.from ?? '');
            expect(was).toBeDefined();
            const step = { up: -1, down: 1, stay: 0 }[team.move];
            expect(level - (was ?? 0)).toBe(step);
          }
        });
        // Never more than `relegate` arrive from above; from below `promote`, plus one per place to fill.
        const byName = new Map(groups.map((g) => [g.name, g]));
        for (const g of next) {
          const left = byName.get(g.name)?.ranking.filter((team) => rest.leaving.includes(team.teamId)).length ?? 0;
          const upstream = next.slice(0, levelOf.get(g.name)).reduce(
            (sum, above) => sum + (byName.get(above.name)?.ranking.filter((team) => rest.leaving.includes(team.teamId)).length ?? 0),
            0,
          );
          expect(g.teams.filter((team) => team.move === 'up').length).toBeLessThanOrEqual(rest.promote + left + upstream);
          expect(g.teams.filter((team) => team.move === 'down').length).toBeLessThanOrEqual(rest.relegate);
        }
      }),
    );
  });
});

describe('next season line-ups: vacancies', () => {
  it('keeps every level above the bottom at its size, and the bottom loses what left, when levels have teams to spare', () => {
    const roomy = fc
      .tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 2 }))
      .chain(([levels, moves]) => {
        let next = 1;
        const groups: FinalGroup[] = Array.from({ length: levels }, (_, index) => ({
          name: `Group ${String.fromCharCode(65 + index)}`,
          ranking: Array.from({ length: 9 }, () => {
            const teamId = next++;
            return { teamId, teamName: `T${teamId}` };
          }),
        }));
        const allIds = groups.flatMap((g) => g.ranking.map((team) => team.teamId));
        return fc.record({
          groups: fc.constant(groups),
          moves: fc.constant(moves),
          leaving: fc.subarray(allIds, { maxLength: 2 }),
        });
      });
    fc.assert(
      fc.property(roomy, ({ groups, moves, leaving }) => {
        const next = nextSeasonGroups(groups, { promote: moves, relegate: moves, leaving, joining: [] });
        const sizes = next.map((g) => g.teams.length);
        expect(sizes.slice(0, -1)).toEqual(sizes.slice(0, -1).map(() => 9));
        expect(sizes.at(-1)).toBe(9 - leaving.length);
      }),
    );
  });
});
