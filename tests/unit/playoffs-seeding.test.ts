import { describe, expect, it } from 'vitest';
import {
  buildPlayoffBracket,
  drawMainBracket,
  meetingRound,
  recordPlayoffResult,
  resolveBracket,
  type BracketResults,
  type GroupStanding,
  type Qualifier,
  type Side,
} from '../../src/shared/domain/playoffs/index.js';
import type { TeamFigures } from '../../src/shared/domain/standings.js';

// docs/playoffs.md, "Seeding across groups": worked examples.

const figures = (
  played: number,
  points: number,
  setsDiff: number,
  gamesDiff: number,
  gamesWon: number,
): TeamFigures => ({
  played,
  points,
  setsDiff,
  gamesDiff,
  gamesWon,
});

/** Group ids 1, 2, 3 (A, B, C); team ids 101, 102… in rank order; figures given per team, best first. */
function group(groupId: number, teams: readonly TeamFigures[]): GroupStanding {
  const rankedTeamIds = teams.map((_, rank) => groupId * 100 + rank + 1);
  return { groupId, rankedTeamIds, figures: new Map(rankedTeamIds.map((teamId, index) => [teamId, teams[index]!])) };
}

const label = (entrant: Qualifier | null): string =>
  entrant ? `${String.fromCharCode(64 + entrant.groupId)}${entrant.groupRank}` : 'bye';
const bySeed = (qualifiers: readonly Qualifier[]) => qualifiers.map(label);

// Three groups of four, three matches each. C's winner won every match 6–0 6–0.
const A = group(1, [
  figures(3, 7, 2, 5, 30),
  figures(3, 6, 1, 3, 28),
  figures(3, 5, 0, -1, 25),
  figures(3, 3, -3, -7, 20),
]);
const B = group(2, [
  figures(3, 8, 3, 7, 31),
  figures(3, 5, 0, 1, 27),
  figures(3, 5, 0, 0, 24),
  figures(3, 3, -3, -8, 19),
]);
const C = group(3, [
  figures(3, 9, 6, 36, 36),
  figures(3, 7, 2, 4, 26),
  figures(3, 4, -1, -2, 22),
  figures(3, 3, -7, -38, 5),
]);

describe('seeds follow results across groups, not the group letter', () => {
  it('the winner of group C who won everything 6–0 6–0 is the top seed and takes a bye', () => {
    const draw = drawMainBracket([A, B, C], 2);
    // Winners by points per match: C1 3.0, B1 2.67, A1 2.33, and they keep those seeds. The
    // runners-up fill seeds 4–6, placed within that tier so that teams of one group meet late.
    expect(bySeed(draw.qualifiers).slice(0, 3)).toEqual(['C1', 'B1', 'A1']);
    expect(bySeed(draw.qualifiers).slice(3).sort()).toEqual(['A2', 'B2', 'C2']);
    // Six teams in a bracket of eight: the byes are seeds 1 and 2.
    const byes = draw.entrants.flatMap((entrant, position) => (entrant === null ? [position ^ 1] : []));
    expect(byes.map((position) => label(draw.entrants[position] ?? null)).sort()).toEqual(['B1', 'C1']);
  });

  it('keeps teams of one group apart: C1 and C2 meet in the final at the earliest', () => {
    const { entrants } = drawMainBracket([A, B, C], 2);
    const c1 = entrants.findIndex((entrant) => label(entrant) === 'C1');
    const c2 = entrants.findIndex((entrant) => label(entrant) === 'C2');
    expect(meetingRound(c1, c2)).toBe(3);
  });

  it('compares per match: 7 points from 3 matches (2.33) beat 9 from 4 (2.25)', () => {
    const small = group(1, [figures(3, 7, 2, 4, 20)]);
    const large = group(2, [figures(4, 9, 5, 20, 40)]);
    expect(bySeed(drawMainBracket([large, small], 1).qualifiers)).toEqual(['A1', 'B1']);
  });

  it('then sets difference, games difference and games won, each per match', () => {
    const tiedOnPoints = (groupId: number, team: TeamFigures) => group(groupId, [team]);
    const draw = drawMainBracket(
      [
        tiedOnPoints(1, figures(3, 6, 1, 3, 20)),
        tiedOnPoints(2, figures(3, 6, 2, 0, 18)),
        tiedOnPoints(3, figures(3, 6, 1, 3, 22)),
        tiedOnPoints(4, figures(3, 6, 1, 4, 10)),
      ],
      1,
    );
    expect(bySeed(draw.qualifiers)).toEqual(['B1', 'D1', 'C1', 'A1']);
  });
});

describe('the best placed next qualify too (bestOfNext)', () => {
  it('the two best thirds join the first two of each group: eight teams, no byes', () => {
    const bracket = buildPlayoffBracket([A, B, C], {
      qualifiersPerGroup: 2,
      bestOfNext: 2,
      thirdPlaceMatch: false,
      consolation: false,
    });
    // Thirds: A3 5 points (0 sets diff, −1 games), B3 5 points (0, 0), C3 4 points: B3 and A3 qualify.
    expect(bySeed(bracket.qualifiers).slice(0, 3)).toEqual(['C1', 'B1', 'A1']);
    expect(bySeed(bracket.qualifiers).slice(3, 6).sort()).toEqual(['A2', 'B2', 'C2']);
    expect(bySeed(bracket.qualifiers).slice(6).sort()).toEqual(['A3', 'B3']);
    expect(bracket.size).toBe(8);
  });
});

describe('the last tie-breaker across groups is a drawn lot', () => {
  const level = [1, 2, 3, 4].map((groupId) => group(groupId, [figures(3, 6, 1, 2, 20)]));

  it('teams level on every figure are ordered by the lot, the same for the same seed', () => {
    const orderOf = (lotSeed: number) => bySeed(drawMainBracket(level, 1, { lotSeed }).qualifiers);
    expect(orderOf(7)).toEqual(orderOf(7));
    const orders = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => orderOf(seed).join(' ')));
    // Not the groups' order every time: the lot, not the letter, decides.
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('the consolation takes a seed that lost its first match after a bye', () => {
  // Six teams, no third-place match: seeds 1 and 2 have byes and play their first match in the semi-finals.
  const bracket = buildPlayoffBracket(
    [
      group(
        1,
        [1, 2, 3, 4, 5, 6].map(() => figures(5, 5, 0, 0, 30)),
      ),
    ],
    {
      qualifiersPerGroup: 6,
      thirdPlaceMatch: false,
      consolation: true,
    },
  );
  const seedTeam = (seed: number) => bracket.qualifiers.find((qualifier) => qualifier.seed === seed)!.teamId;
  const semis = bracket.matches.filter((match) => match.bracket === 'main' && match.round === 2);
  const sideOf = (key: string, teamId: number, results: BracketResults): Side =>
    resolveBracket(bracket, results).get(key)?.team1Id === teamId ? 1 : 2;

  it('seed 1 loses its semi-final: it plays the consolation; seed 2 wins: its opponent, who had won a match, does not', () => {
    let results: BracketResults = new Map();
    for (const match of bracket.matches.filter(
      (candidate) => candidate.bracket === 'main' && candidate.round === 1 && !candidate.isBye,
    )) {
      results = recordPlayoffResult(bracket, results, match.key, 1).results;
    }
    const semiOf = (seed: number) =>
      semis.find((match) =>
        [
          resolveBracket(bracket, results).get(match.key)?.team1Id,
          resolveBracket(bracket, results).get(match.key)?.team2Id,
        ].includes(seedTeam(seed)),
      )!;
    const [semi1, semi2] = [semiOf(1), semiOf(2)];
    const opponentOf2 = [
      resolveBracket(bracket, results).get(semi2.key)?.team1Id,
      resolveBracket(bracket, results).get(semi2.key)?.team2Id,
    ].find((team) => team !== seedTeam(2))!;
    results = recordPlayoffResult(
      bracket,
      results,
      semi1.key,
      sideOf(semi1.key, seedTeam(1), results) === 1 ? 2 : 1,
    ).results;
    results = recordPlayoffResult(bracket, results, semi2.key, sideOf(semi2.key, seedTeam(2), results)).results;

    const resolved = resolveBracket(bracket, results);
    const consolationFirstRound = bracket.matches.filter(
      (match) => match.bracket === 'consolation' && match.round === 1,
    );
    const entrants = consolationFirstRound.flatMap((match) => [
      resolved.get(match.key)?.team1Id,
      resolved.get(match.key)?.team2Id,
    ]);
    expect(entrants).toContain(seedTeam(1));
    expect(entrants).not.toContain(opponentOf2);
    // The consolation match that waited for seed 2's loss is a walk-through: nobody comes, its team goes on unplayed.
    const walkThrough = consolationFirstRound.find((match) => resolved.get(match.key)?.walkThrough);
    expect(walkThrough).toBeDefined();
    expect(resolved.get(walkThrough!.key)?.winnerTeamId).not.toBeNull();
    expect(() => recordPlayoffResult(bracket, results, walkThrough!.key, 1)).toThrow(/walk-through/);
  });
});
