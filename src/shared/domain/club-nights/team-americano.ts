/**
 * Team Americano (docs/club-nights.md, "Team Americano"): fixed pairs meet every other pair once,
 * by the circle method (one pair sits out each circle round when the pairs are odd). With fewer
 * courts than a circle round needs, its matches are packed into rounds of the courts with the rests
 * shared evenly (packing.ts).
 */
import { packRounds } from './packing.js';
import type { PlannedTeamRound } from './types.js';

/** The circle method over positions 0..t−1: the first stays, the others turn. */
function circleMatches(t: number): [number, number][][] {
  const seats: (number | null)[] = Array.from({ length: t }, (_, i) => i);
  if (t % 2 === 1) seats.push(null);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < seats.length - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < seats.length / 2; i++) {
      const home = seats[i];
      const away = seats[seats.length - 1 - i];
      if (home != null && away != null) pairs.push([home, away]);
    }
    rounds.push(pairs);
    seats.splice(1, 0, seats.pop() ?? null);
  }
  return rounds;
}

export interface TeamAmericanoLimits {
  matchesPerRound: number;
  /** Every pair meets every other once when the courts allow it; else the most rounds after which every pair has rested equally. */
  defaultRounds: number;
  /** Rounds until a pairing would repeat. */
  maxRounds: number;
}

export function teamAmericanoRoundLimits(teams: number, courts: number): TeamAmericanoLimits {
  const matchesPerRound = Math.max(1, Math.min(courts, Math.floor(teams / 2)));
  const maxRounds = Math.floor((teams * (teams - 1)) / 2 / matchesPerRound);
  let defaultRounds = maxRounds;
  while (defaultRounds > 1 && (defaultRounds * 2 * matchesPerRound) % teams !== 0) defaultRounds--;
  if ((defaultRounds * 2 * matchesPerRound) % teams !== 0) defaultRounds = maxRounds;
  return { matchesPerRound, defaultRounds, maxRounds };
}

export interface TeamAmericanoInput {
  /** Team ids, 2..32, distinct. */
  teams: readonly number[];
  courts: number;
  rounds?: number;
}

export function teamAmericanoSchedule(input: TeamAmericanoInput): PlannedTeamRound[] {
  const t = input.teams.length;
  if (t < 2 || new Set(input.teams).size !== t) throw new RangeError('A Team Americano needs 2 or more distinct pairs');
  const limits = teamAmericanoRoundLimits(t, input.courts);
  const rounds = input.rounds ?? limits.defaultRounds;
  if (rounds < 1 || rounds > limits.maxRounds) {
    throw new RangeError(
      `A Team Americano of ${t} pairs on ${input.courts} courts has 1 to ${limits.maxRounds} rounds`,
    );
  }
  const circle = circleMatches(t);
  let plan: [number, number][][];
  if (limits.matchesPerRound === Math.floor(t / 2)) {
    plan = circle.slice(0, rounds);
  } else {
    const games = circle.flat();
    const packed = packRounds({ units: t, games, perRound: limits.matchesPerRound, rounds, budget: 2_000_000 });
    if (!packed) throw new Error(`No Team Americano packing found for ${t} pairs on ${input.courts} courts`);
    plan = packed.map((indexes) => indexes.map((index) => games[index]!));
  }
  return plan.map((matches) => {
    const playing = new Set(matches.flat());
    return {
      matches: matches.map(([a, b]) => ({ team1: input.teams[a]!, team2: input.teams[b]! })),
      resting: input.teams.filter((_, position) => !playing.has(position)),
    };
  });
}
