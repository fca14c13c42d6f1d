import fc from 'fast-check';
import type { PlacedMatch, RoundShape } from '../../../src/shared/scheduling/round-rules.js';
import type { ScheduleInput } from '../../../src/shared/scheduling/generate-schedule.js';

/** Random rounds for property tests, and an exhaustive optimum that trusts nothing in the engine. */

export interface InstanceShape {
  minGroups?: number;
  maxGroups: number;
  maxTeamsPerGroup: number;
  minTeamsPerGroup?: number;
  minCourts?: number;
  maxCourts: number;
  minHours?: number;
  maxHours: number;
  /** Caps courts × hours (the exhaustive optimum needs few slots). */
  maxSlots?: number;
  maxExistingMatches?: number;
  /** Share of team-hours blocked by unavailability, in percent; 0–70 unless given. */
  unavailablePercent?: { min: number; max: number };
  /** Slot lengths to draw from (minutes); [60] unless given. `maxHours` then counts slots. */
  slotMinutes?: readonly number[];
}

/**
 * The round's starts in minutes, written out here so the tests trust nothing in the engine:
 * from start_hour:00 every slot while at or before end_hour:00.
 */
export function startsOf(round: RoundShape): number[] {
  const slot = round.slotMinutes ?? 60;
  const starts: number[] = [];
  for (let start = round.startHour * 60; start <= round.endHour * 60; start += slot) starts.push(start);
  return starts;
}

/** Whether a team away at `hours` can play the whole slot starting at `start`. */
export const freeForSlot = (hours: readonly number[], start: number, slot: number): boolean =>
  hours.every((hour) => hour * 60 >= start + slot || (hour + 1) * 60 <= start);

/** A placed match's start in minutes (the fixtures here always give `startMinutes`). */
export const startOfMatch = (match: PlacedMatch): number | null =>
  match.startMinutes ?? (match.startTime === null ? null : match.startTime * 60);

const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function scheduleInputs(shape: InstanceShape): fc.Arbitrary<ScheduleInput> {
  const maxSlots = shape.maxSlots ?? Infinity;
  return fc
    .record({
      groupSizes: fc.array(fc.integer({ min: shape.minTeamsPerGroup ?? 2, max: shape.maxTeamsPerGroup }), {
        minLength: shape.minGroups ?? 1,
        maxLength: shape.maxGroups,
      }),
      courtCount: fc.integer({ min: shape.minCourts ?? 1, max: shape.maxCourts }),
      hourCount: fc.integer({ min: shape.minHours ?? 1, max: shape.maxHours }),
      startHour: fc.integer({ min: 0, max: 16 }),
      // Teams ids are not dense and not in group order, as in a real league.
      idStride: fc.integer({ min: 1, max: 7 }),
      slotMinutes: fc.constantFrom(...(shape.slotMinutes ?? [60])),
      unavailablePercent: fc.integer(shape.unavailablePercent ?? { min: 0, max: 70 }),
      metPercent: fc.integer({ min: 0, max: 70 }),
    })
    .chain((base) => {
      let courtCount = base.courtCount;
      let hourCount = base.hourCount;
      while (courtCount * hourCount > maxSlots) {
        if (courtCount > 1) courtCount--;
        else hourCount--;
      }
      // hourCount slots: the last starts (hourCount - 1) slots after the first, at or before end_hour:00.
      const slotMinutes = base.slotMinutes;
      const endHour = base.startHour + Math.ceil(((hourCount - 1) * slotMinutes) / 60);
      const round: RoundShape =
        slotMinutes === 60
          ? { startHour: base.startHour, endHour, courtCount }
          : { startHour: base.startHour, endHour, courtCount, slotMinutes };
      // The clock hours the round's slots touch: unavailability may name any of them.
      const touchedHours = Math.ceil(((hourCount - 1) * slotMinutes + slotMinutes) / 60);
      // Ids stay distinct and positive however large the groups (and below the outsiders' 5001).
      const spacing = Math.max(20, shape.maxTeamsPerGroup);
      const teams = base.groupSizes.flatMap((size, group) =>
        Array.from({ length: size }, (_, index) => {
          const id = 1000 - (group * spacing + index) * base.idStride;
          return { id, groupId: 10 + ((group * 7) % 11), name: `Team ${id}` };
        }),
      );
      const samePairs = teams.flatMap((a, i) =>
        teams
          .slice(i + 1)
          .filter((b) => b.groupId === a.groupId)
          .map((b) => [a.id, b.id] as const),
      );
      const percent = (share: number) => fc.integer({ min: 0, max: 99 }).map((roll) => roll < share);
      return fc.record({
        round: fc.constant(round),
        teams: fc.constant(teams),
        unavailable: fc.array(
          fc.array(percent(base.unavailablePercent), { minLength: touchedHours, maxLength: touchedHours }),
          {
            minLength: teams.length,
            maxLength: teams.length,
          },
        ),
        met: fc.array(percent(base.metPercent), { minLength: samePairs.length, maxLength: samePairs.length }),
        existing: fc.array(
          fc.record({
            pair: fc.nat({ max: Math.max(0, samePairs.length - 1) }),
            court: fc.integer({ min: 1, max: courtCount }),
            hour: fc.integer({ min: 0, max: hourCount - 1 }),
            placed: fc.boolean(),
          }),
          { maxLength: shape.maxExistingMatches ?? 3 },
        ),
        outsider: fc.option(
          fc.record({ court: fc.integer({ min: 1, max: courtCount }), hour: fc.nat({ max: hourCount - 1 }) }),
        ),
        samePairs: fc.constant(samePairs),
      });
    })
    .map(({ round, teams, unavailable, met, existing, outsider, samePairs }) => {
      const unavailability = new Map<number, number[]>();
      teams.forEach((team, index) => {
        const hours = (unavailable[index] ?? []).flatMap((off, offset) => (off ? [round.startHour + offset] : []));
        if (hours.length > 0) unavailability.set(team.id, hours);
      });
      const metPairs = samePairs.filter((_, index) => met[index]);
      // Existing matches obey the rules among themselves: distinct teams, distinct slots.
      const roundMatches: PlacedMatch[] = [];
      const busy = new Set<number>();
      const taken = new Set<string>();
      const starts = startsOf(round);
      // 60-minute rounds keep the hour-only matches they always had; other lengths carry minutes.
      const placedAt = (slot: number) => {
        const start = starts[slot] ?? 0;
        return round.slotMinutes === undefined
          ? { startTime: start / 60 }
          : { startTime: Math.floor(start / 60), startMinutes: start };
      };
      existing.forEach(({ pair, court, hour, placed }, index) => {
        const [a, b] = samePairs[pair] ?? [];
        if (a === undefined || b === undefined || busy.has(a) || busy.has(b)) return;
        if (placed && taken.has(`${court}@${hour}`)) return;
        busy.add(a).add(b);
        if (placed) taken.add(`${court}@${hour}`);
        roundMatches.push({
          id: index + 1,
          team1Id: a,
          team2Id: b,
          courtNumber: placed ? court : null,
          ...(placed ? placedAt(hour) : { startTime: null }),
        });
      });
      if (outsider && !taken.has(`${outsider.court}@${outsider.hour}`)) {
        roundMatches.push({
          id: 99,
          team1Id: 5001,
          team2Id: 5002,
          courtNumber: outsider.court,
          ...placedAt(outsider.hour),
        });
      }
      return { teams, metPairs, roundMatches, unavailability, round } satisfies ScheduleInput;
    });
}

/**
 * The most matches the round can hold, by trying everything: each team in turn sits out or plays an
 * allowed opponent at any hour with a court left. Exponential; only for a handful of teams and slots.
 */
export function exhaustiveOptimum(input: ScheduleInput): number {
  const { round } = input;
  const busy = new Set(input.roundMatches.flatMap((match) => [match.team1Id, match.team2Id]));
  const met = new Set(input.metPairs.map(([a, b]) => key(a, b)));
  const courtsLeft = new Map<number, number>();
  for (const start of startsOf(round)) {
    const taken = input.roundMatches.filter(
      (match) => startOfMatch(match) === start && match.courtNumber !== null,
    ).length;
    courtsLeft.set(start, round.courtCount - taken);
  }
  const teams = input.teams.filter((team) => !busy.has(team.id));
  const slot = round.slotMinutes ?? 60;
  const canPlay = (teamId: number, start: number) => freeForSlot(input.unavailability.get(teamId) ?? [], start, slot);
  const done = new Set<number>();
  let best = 0;
  const search = (from: number, matches: number): void => {
    best = Math.max(best, matches);
    let index = from;
    while (index < teams.length && done.has(teams[index]?.id ?? -1)) index++;
    const team = teams[index];
    if (!team) return;
    done.add(team.id);
    for (const other of teams) {
      if (done.has(other.id) || other.groupId !== team.groupId || met.has(key(team.id, other.id))) continue;
      for (const [hour, courts] of courtsLeft) {
        if (courts === 0 || !canPlay(team.id, hour) || !canPlay(other.id, hour)) continue;
        courtsLeft.set(hour, courts - 1);
        done.add(other.id);
        search(index + 1, matches + 1);
        done.delete(other.id);
        courtsLeft.set(hour, courts);
      }
    }
    search(index + 1, matches);
    done.delete(team.id);
  };
  search(0, 0);
  return best;
}

export const groupOfTeams = (input: ScheduleInput) => new Map(input.teams.map((team) => [team.id, team.groupId]));
export const pairKeyOf = key;
