import { describe, expect, it } from 'vitest';
import { generateSchedule, type ScheduleInput } from '../../../src/shared/scheduling/generate-schedule.js';
import { pairKeyOf } from './schedule-instances.js';

/** Generates round after round, "confirming" each round's proposals, until nothing is proposed. */
function playSeason(groups: { groupId: number; size: number }[], courtCount: number) {
  const teams = groups.flatMap(({ groupId, size }) =>
    Array.from({ length: size }, (_, index) => ({
      id: groupId * 100 + index * 3 + 1,
      groupId,
      name: `G${groupId} team ${index + 1}`,
    })),
  );
  const metPairs: [number, number][] = [];
  const roundsPlayed = new Map(groups.map(({ groupId }) => [groupId, 0]));
  for (let round = 1; round <= 40; round++) {
    const input: ScheduleInput = {
      teams,
      metPairs,
      roundMatches: [],
      unavailability: new Map(),
      round: { startHour: 18, endHour: 18, courtCount },
    };
    const { proposals } = generateSchedule(input);
    if (proposals.length === 0) break;
    for (const { groupId, size } of groups) {
      const ofGroup = proposals.filter((proposal) => proposal.groupId === groupId);
      if (ofGroup.length === 0) continue;
      expect(ofGroup).toHaveLength(Math.floor(size / 2));
      roundsPlayed.set(groupId, round);
    }
    metPairs.push(...proposals.map(({ team1Id, team2Id }) => [team1Id, team2Id] as [number, number]));
  }
  return { teams, metPairs, roundsPlayed };
}

describe('a season of confirmed proposals', () => {
  for (let size = 4; size <= 12; size++) {
    const expectedRounds = size % 2 === 0 ? size - 1 : size;
    it(`completes the round robin of ${size} teams in ${expectedRounds} rounds`, () => {
      const { teams, metPairs, roundsPlayed } = playSeason([{ groupId: 1, size }], Math.ceil(size / 2));
      expect(roundsPlayed.get(1)).toBe(expectedRounds);
      expect(new Set(metPairs.map(([a, b]) => pairKeyOf(a, b))).size).toBe((size * (size - 1)) / 2);
      expect(metPairs).toHaveLength((teams.length * (teams.length - 1)) / 2);
    });
  }

  it('completes every group in its own n−1 / n rounds when groups share the courts', () => {
    const groups = [
      { groupId: 1, size: 6 },
      { groupId: 2, size: 7 },
      { groupId: 3, size: 4 },
    ];
    const { roundsPlayed } = playSeason(groups, 3 + 3 + 2);
    expect(Object.fromEntries(roundsPlayed)).toEqual({ 1: 5, 2: 7, 3: 3 });
  });
});
