import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  hoursOfSlot,
  isSlotFree,
  resolveStart,
  roundStarts,
  startMinutesOf,
  startOfHour,
} from '../../src/shared/domain/slots.js';
import { matchRuleViolations, ruleMessages } from '../../src/shared/scheduling/index.js';

const ninety = { startHour: 18, endHour: 21, slotMinutes: 90 };

describe('court slots', () => {
  it('runs from start_hour:00 in steps of the slot while at or before end_hour:00', () => {
    expect(roundStarts(ninety).map(formatMinutes)).toEqual(['18:00', '19:30', '21:00']);
    expect(roundStarts({ startHour: 18, endHour: 22 }).map(formatMinutes)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
    ]);
    expect(roundStarts({ startHour: 18, endHour: 22, slotMinutes: 75 }).map(formatMinutes)).toEqual([
      '18:00',
      '19:15',
      '20:30',
      '21:45',
    ]);
    expect(roundStarts({ startHour: 18, endHour: 21, slotMinutes: 120 }).map(formatMinutes)).toEqual([
      '18:00',
      '20:00',
    ]);
    expect(roundStarts({ startHour: 20, endHour: 19 })).toEqual([]);
  });

  it('reads an hour-only write as the round slot in that hour', () => {
    expect(startOfHour(19, ninety)).toBe(1170);
    expect(startOfHour(20, ninety)).toBe(1200);
    expect(resolveStart({ startTime: 19 }, ninety)).toBe(1170);
    expect(resolveStart({ startTime: 19, startMinutes: 1140 }, ninety)).toBe(1140);
    expect(resolveStart({ startTime: null }, ninety)).toBeNull();
    expect(startMinutesOf({ startTime: 19 })).toBe(1140);
    expect(startMinutesOf({ startTime: 19, startMinutes: 1170 })).toBe(1170);
  });

  it('closes every slot that overlaps an unavailable hour', () => {
    expect(hoursOfSlot(1170, 90)).toEqual([19, 20]);
    expect(
      roundStarts(ninety)
        .filter((start) => isSlotFree(start, 90, [19]))
        .map(formatMinutes),
    ).toEqual(['21:00']);
    expect(
      roundStarts(ninety)
        .filter((start) => isSlotFree(start, 90, [21]))
        .map(formatMinutes),
    ).toEqual(['18:00', '19:30']);
    expect(isSlotFree(1080, 60, [19])).toBe(true);
  });

  it('refuses a start that is not a slot, naming the slots', () => {
    const ctx = {
      round: { ...ninety, courtCount: 1 },
      otherMatches: [],
      unavailableHours: new Map(),
      groupOfTeam: new Map([
        [1, 1],
        [2, 1],
      ]),
    };
    const violations = matchRuleViolations(
      { team1Id: 1, team2Id: 2, courtNumber: 1, startTime: 18, startMinutes: 1110 },
      ctx,
    );
    expect(violations).toEqual([
      { kind: 'outside-round', field: 'startTime', message: ruleMessages.startNotASlot(1110, [1080, 1170, 1260]) },
    ]);
    expect(violations[0]?.message).toBe(
      '18:30 is not a start time of this round: matches start at 18:00, 19:30 and 21:00.',
    );
    expect(matchRuleViolations({ team1Id: 1, team2Id: 2, courtNumber: 1, startTime: 19 }, ctx)).toEqual([]);
  });
});
