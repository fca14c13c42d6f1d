import { meetingRound } from './bracket-positions.js';
import { seededRandom } from '../seeded-random.js';

interface Placed {
  groupId: number;
  groupRank: number;
}

type Places<T> = (T | null)[];

/**
 * How early teams of one group meet: entry r-1 counts the pairs of one group whose bracket places
 * first meet in round r. A draw is better when it has fewer such pairs in round 1, then round 2...
 */
export function sameGroupMeetings(places: readonly (Placed | null)[], rounds: number): number[] {
  const counts = new Array<number>(rounds).fill(0);
  places.forEach((a, i) => {
    for (let j = i + 1; j < places.length; j += 1) {
      if (a && places[j]?.groupId === a.groupId) add(counts, meetingRound(i, j), 1);
    }
  });
  return counts;
}

const add = (counts: number[], round: number, amount: number): void => {
  counts[round - 1] = (counts[round - 1] ?? 0) + amount;
};

export function compareMeetings(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The earliest round two teams of one group could be made to meet if nothing but the group's size
 * stood in the way: k teams need k different blocks, so they meet ceil(log2 k) rounds before the end.
 */
export function earliestMeetingBound(groupSize: number, rounds: number): number {
  return rounds - Math.ceil(Math.log2(Math.max(groupSize, 2))) + 1;
}

/** True when every pair of one group meets no earlier than its group's size forces. */
export function meetsBoundForEveryGroup(places: readonly (Placed | null)[], rounds: number): boolean {
  const sizes = new Map<number, number>();
  for (const place of places) if (place) sizes.set(place.groupId, (sizes.get(place.groupId) ?? 0) + 1);
  return places.every((a, i) =>
    places.every(
      (b, j) =>
        j <= i ||
        !a ||
        b?.groupId !== a.groupId ||
        meetingRound(i, j) >= earliestMeetingBound(sizes.get(a.groupId) ?? 0, rounds),
    ),
  );
}

const RESTARTS = 20;

/**
 * Improves a draw by swapping two teams of one tier (never a group winner, whose place is its seed)
 * while a swap makes teams of one group meet later, earliest rounds first. The half-by-half split
 * cannot see that an even split high up may force two teams of one group together lower down; the
 * swaps repair that, and when they stall short of the bound, climbs from reshuffled tiers (a fixed
 * pseudo-random sequence, so the draw stays deterministic) keep the best draw found.
 */
export function improveSeparation<T extends Placed>(places: Places<T>, rounds: number): void {
  climb(places, rounds);
  if (meetsBoundForEveryGroup(places, rounds)) return;
  let best = [...places];
  let bestMeetings = sameGroupMeetings(best, rounds);
  // Seeded, so the same tables always give the same draw.
  const random = seededRandom(0x5eed);
  for (let restart = 0; restart < RESTARTS; restart += 1) {
    const trial = shuffleWithinTiers(best, random);
    climb(trial, rounds);
    const meetings = sameGroupMeetings(trial, rounds);
    if (compareMeetings(meetings, bestMeetings) < 0) {
      best = trial;
      bestMeetings = meetings;
      if (meetsBoundForEveryGroup(best, rounds)) break;
    }
  }
  best.forEach((place, position) => (places[position] = place));
}

function climb<T extends Placed>(places: Places<T>, rounds: number): void {
  const movable = places.flatMap((place, position) => (place && place.groupRank > 1 ? [position] : []));
  for (let improved = true; improved;) {
    improved = false;
    for (let index = 0; index < movable.length; index += 1) {
      const a = movable[index] ?? 0;
      for (let other = index + 1; other < movable.length; other += 1) {
        const b = movable[other] ?? 0;
        const first = places[a];
        const second = places[b];
        if (!first || !second || first.groupRank !== second.groupRank || first.groupId === second.groupId) continue;
        if (isImprovement(swapChange(places, a, b, rounds))) {
          places[a] = second;
          places[b] = first;
          improved = true;
        }
      }
    }
  }
}

/** A change is better when its earliest non-zero entry (the earliest round it touches) is a fall. */
const isImprovement = (change: readonly number[]): boolean => (change.find((entry) => entry !== 0) ?? 0) < 0;

/** How the meetings count changes if the teams at a and b swap places (a pair of two groups). */
function swapChange(places: readonly (Placed | null)[], a: number, b: number, rounds: number): number[] {
  const change = new Array<number>(rounds).fill(0);
  const groupA = places[a]?.groupId;
  const groupB = places[b]?.groupId;
  places.forEach((other, position) => {
    if (!other || position === a || position === b) return;
    if (other.groupId === groupA) {
      add(change, meetingRound(a, position), -1);
      add(change, meetingRound(b, position), 1);
    }
    if (other.groupId === groupB) {
      add(change, meetingRound(b, position), -1);
      add(change, meetingRound(a, position), 1);
    }
  });
  return change;
}

function shuffleWithinTiers<T extends Placed>(places: readonly (T | null)[], random: () => number): Places<T> {
  const shuffled = [...places];
  const tiers = new Set(places.flatMap((place) => (place && place.groupRank > 1 ? [place.groupRank] : [])));
  for (const tier of tiers) {
    const positions = places.flatMap((place, position) => (place?.groupRank === tier ? [position] : []));
    const teams = positions.map((position) => places[position] ?? null);
    for (let index = teams.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [teams[index], teams[other]] = [teams[other] ?? null, teams[index] ?? null];
    }
    positions.forEach((position, index) => (shuffled[position] = teams[index] ?? null));
  }
  return shuffled;
}

