import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planFixtures,
  type FixtureRound,
  type FixturesResult,
} from '../../../src/shared/scheduling/season-fixtures.js';
import { batchRuleViolations, type PlacedMatch, type RoundShape } from '../../../src/shared/scheduling/round-rules.js';
import type { ScheduleTeam } from '../../../src/shared/scheduling/schedule-types.js';
import { exhaustiveOptimum, pairKeyOf, startsOf } from './schedule-instances.js';

/*
 * A group's season of fixtures (docs/schedule-generation.md, "A season's fixtures"): every pair
 * meets exactly once (twice in a double round robin) when the rounds are new and enough, no team
 * plays twice in a round, every match obeys the round rules, and each round holds as many matches
 * as its slots allow given the pairs still due, checked against an exhaustive optimum that trusts
 * nothing in the engine.
 */

const GROUP_ID = 7;

interface Season {
  teams: ScheduleTeam[];
  legs: 1 | 2;
  shape: RoundShape;
  /** Rounds given (existing mode): their hours closed to some teams and matches of another group. */
  given: FixtureRound[];
}

const shapes = fc.record({
  courtCount: fc.integer({ min: 1, max: 3 }),
  slotCount: fc.integer({ min: 1, max: 3 }),
  startHour: fc.integer({ min: 8, max: 18 }),
  slotMinutes: fc.constantFrom(60, 75, 90, 120),
});

function shapeOf({
  courtCount,
  slotCount,
  startHour,
  slotMinutes,
}: {
  courtCount: number;
  slotCount: number;
  startHour: number;
  slotMinutes: number;
}): RoundShape {
  // end_hour is the last start's hour: enough for slotCount starts of this length.
  const lastStart = startHour * 60 + (slotCount - 1) * slotMinutes;
  return { startHour, endHour: Math.floor(lastStart / 60), courtCount, slotMinutes };
}

const seasons: fc.Arbitrary<Season> = fc
  .record({
    size: fc.integer({ min: 2, max: 7 }),
    stride: fc.integer({ min: 1, max: 5 }),
    legs: fc.constantFrom<1 | 2>(1, 2),
    shape: shapes,
    givenCount: fc.integer({ min: 1, max: 6 }),
    blocked: fc.array(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 4 }), { minLength: 6, maxLength: 6 }),
    otherGroupMatches: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ size, stride, legs, shape, givenCount, blocked, otherGroupMatches }) => {
    const teams = Array.from({ length: size }, (_, index) => ({
      id: 3 + index * stride,
      groupId: GROUP_ID,
      name: `T${index + 1}`,
    }));
    const round = shapeOf(shape);
    const starts = startsOf(round);
    const given = Array.from({ length: givenCount }, (_, index): FixtureRound => {
      // Some teams away for an hour of the round; some slots taken by another group's matches.
      const unavailability = new Map<number, number[]>();
      for (const code of blocked[index] ?? []) {
        const team = teams[code % size];
        const hour = round.startHour + (Math.floor(code / size) % (round.endHour - round.startHour + 2));
        if (team) unavailability.set(team.id, [...new Set([...(unavailability.get(team.id) ?? []), hour])]);
      }
      const roundMatches: PlacedMatch[] = Array.from(
        { length: Math.min(otherGroupMatches[index] ?? 0, starts.length) },
        (_, slot) => ({
          team1Id: 1000 + slot * 2,
          team2Id: 1001 + slot * 2,
          courtNumber: 1,
          startTime: Math.floor((starts[slot] ?? 0) / 60),
          startMinutes: starts[slot] ?? 0,
        }),
      );
      return { round, roundMatches, unavailability };
    });
    return { teams, legs, shape: round, given };
  });

const emptyRound = (shape: RoundShape): FixtureRound => ({ round: shape, roundMatches: [], unavailability: new Map() });

/** Replays the plan round by round and checks each round against the exhaustive optimum of the pairs still due. */
function checkRounds(
  season: Season,
  rounds: readonly FixtureRound[],
  result: FixturesResult,
  meetingsBefore: [number, number][] = [],
) {
  const met = new Map<string, number>();
  for (const [a, b] of meetingsBefore) met.set(pairKeyOf(a, b), (met.get(pairKeyOf(a, b)) ?? 0) + 1);
  const groupOfTeam = new Map(season.teams.map((team) => [team.id, team.groupId]));
  result.rounds.forEach(({ proposals }, index) => {
    const fixtureRound = rounds[index];
    if (!fixtureRound) throw new Error(`round ${index} was not given`);
    // No team twice in a round.
    const playing = proposals.flatMap((proposal) => [proposal.team1Id, proposal.team2Id]);
    expect(new Set(playing).size).toBe(playing.length);
    // Every round rule, against the round's matches and the proposals before.
    const violations = batchRuleViolations(proposals, {
      round: fixtureRound.round,
      otherMatches: fixtureRound.roundMatches,
      unavailableHours: fixtureRound.unavailability,
      groupOfTeam,
    });
    expect(violations.flat()).toEqual([]);
    // As full as its slots allow: the most matches any schedule of the pairs still due could hold.
    const exhausted = [...met]
      .filter(([, times]) => times >= season.legs)
      .map(([key]) => key.split(':').map(Number) as [number, number]);
    const optimum = exhaustiveOptimum({
      teams: season.teams,
      metPairs: exhausted,
      roundMatches: fixtureRound.roundMatches,
      unavailability: fixtureRound.unavailability,
      round: fixtureRound.round,
    });
    expect(proposals.length).toBe(optimum);
    for (const { team1Id, team2Id } of proposals)
      met.set(pairKeyOf(team1Id, team2Id), (met.get(pairKeyOf(team1Id, team2Id)) ?? 0) + 1);
  });
  return met;
}

describe('planFixtures: properties over random groups and rounds', () => {
  it('in new rounds, every pair meets exactly once (twice for a double round robin), each round as full as its slots allow', () => {
    fc.assert(
      fc.property(seasons, (season) => {
        const made: FixtureRound[] = [];
        const result = planFixtures({
          teams: season.teams,
          meetings: [],
          legs: season.legs,
          rounds: {
            next: (index) => {
              made[index] = emptyRound(season.shape);
              return made[index];
            },
            max: 200,
          },
        });
        const met = checkRounds(season, made, result);
        const size = season.teams.length;
        expect(met.size).toBe((size * (size - 1)) / 2);
        for (const times of met.values()) expect(times).toBe(season.legs);
        expect(result.unmet).toEqual([]);
        expect(result.provenMaximum).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('in given rounds with unavailable hours and other groups, no pair meets more than asked, each round as full as it can be', () => {
    fc.assert(
      fc.property(seasons, (season) => {
        const result = planFixtures({ teams: season.teams, meetings: [], legs: season.legs, rounds: season.given });
        expect(result.rounds).toHaveLength(season.given.length);
        const met = checkRounds(season, season.given, result);
        for (const times of met.values()) expect(times).toBeLessThanOrEqual(season.legs);
        // What is left unmet is exactly what the rounds could not hold.
        const size = season.teams.length;
        const missing = result.unmet.reduce((sum, pair) => sum + pair.missing, 0);
        const held = [...met.values()].reduce((sum, times) => sum + times, 0);
        expect(missing + held).toBe(((size * (size - 1)) / 2) * season.legs);
      }),
      { numRuns: 150 },
    );
  });

  it('counts meetings already played in the league: a pair met before is not due again', () => {
    fc.assert(
      fc.property(seasons, fc.integer({ min: 0, max: 100 }), (season, seed) => {
        const ids = season.teams.map((team) => team.id);
        const before: [number, number][] = [];
        ids.forEach((a, i) =>
          ids.slice(i + 1).forEach((b, j) => ((i + j + seed) % 3 === 0 ? before.push([a, b]) : undefined)),
        );
        const made: FixtureRound[] = [];
        const result = planFixtures({
          teams: season.teams,
          meetings: before,
          legs: season.legs,
          rounds: { next: (index) => (made[index] = emptyRound(season.shape)), max: 200 },
        });
        const met = checkRounds(season, made, result, before);
        for (const times of met.values()) expect(times).toBe(season.legs);
        expect(result.unmet).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('a double round robin plays every first meeting before any second one when every round is full of them', () => {
    // 6 teams, 3 courts in one slot: 5 rounds of 3 first meetings, then 5 of the second.
    const teams = Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      groupId: GROUP_ID,
      name: `T${index + 1}`,
    }));
    const shape: RoundShape = { startHour: 19, endHour: 19, courtCount: 3, slotMinutes: 90 };
    const result = planFixtures({ teams, meetings: [], legs: 2, rounds: { next: () => emptyRound(shape), max: 50 } });
    expect(result.rounds).toHaveLength(10);
    const firstHalf = result.rounds
      .slice(0, 5)
      .flatMap((round) => round.proposals.map((p) => pairKeyOf(p.team1Id, p.team2Id)));
    expect(new Set(firstHalf).size).toBe(15);
  });
});
