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
}

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
      const round: RoundShape = { startHour: base.startHour, endHour: base.startHour + hourCount - 1, courtCount };
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
          fc.array(percent(base.unavailablePercent), { minLength: hourCount, maxLength: hourCount }),
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
      existing.forEach(({ pair, court, hour, placed }, index) => {
        const [a, b] = samePairs[pair] ?? [];
        if (a === undefined || b === undefined || busy.has(a) || busy.has(b)) return;
        const startTime = round.startHour + hour;
        if (placed && taken.has(`${court}@${startTime}`)) return;
        busy.add(a).add(b);
        if (placed) taken.add(`${court}@${startTime}`);
        roundMatches.push({
          id: index + 1,
          team1Id: a,
          team2Id: b,
          courtNumber: placed ? court : null,
          startTime: placed ? startTime : null,
        });
      });
      if (outsider && !taken.has(`${outsider.court}@${round.startHour + outsider.hour}`)) {
        roundMatches.push({
          id: 99,
          team1Id: 5001,
          team2Id: 5002,
          courtNumber: outsider.court,
          startTime: round.startHour + outsider.hour,
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
  for (let hour = round.startHour; hour <= round.endHour; hour++) {
    const taken = input.roundMatches.filter((match) => match.startTime === hour && match.courtNumber !== null).length;
    courtsLeft.set(hour, round.courtCount - taken);
  }
  const teams = input.teams.filter((team) => !busy.has(team.id));
  const canPlay = (teamId: number, hour: number) => !(input.unavailability.get(teamId) ?? []).includes(hour);
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
