import type { RoundShape } from '../../scheduling/round-rules.js';
import { COURT_NUMBERS } from '../match-rules.js';
import { hourOfStart, roundStarts, startMinutesOf } from '../slots.js';
import type { BracketMatch } from './types.js';

export interface PlayoffRoundSlots {
  round: RoundShape;
  /** Court and start pairs the round's other matches already hold (`startMinutes` absent: on the hour). */
  takenSlots: readonly { courtNumber: number; startTime: number; startMinutes?: number | null }[];
}

export interface PlayoffPlacement {
  matchKey: string;
  courtNumber: number;
  /** The start's hour. */
  startTime: number;
  /** The start in minutes after midnight: one of the round's slots. */
  startMinutes: number;
}

export interface PlayoffPlan {
  /** By hour, then court. */
  placements: PlayoffPlacement[];
  /** Played matches the round has no slot for (in bracket order); their later matches go unplaced too. */
  unplaced: string[];
  /** True when every team rests an hour between two of its matches. */
  restHours: boolean;
}

/**
 * Places the matches of a bracket on a round's free courts and hours, each after the matches that
 * feed it: a team's next match is always one its last match feeds, so this also keeps a team off
 * two courts at once. With a rest hour between a match and the ones it feeds when the round can
 * hold the whole bracket that way; else back to back. Byes are not played and take no slot.
 * Earliest first, main bracket before third place before consolation, so the final comes last
 * among its equals. Greedy, deterministic, and never breaks the order.
 */
export function placePlayoffMatches(
  bracketMatches: readonly BracketMatch[],
  roundSlots: PlayoffRoundSlots,
): PlayoffPlan {
  const rested = placeWithGap(bracketMatches, roundSlots, 2);
  if (rested.unplaced.length === 0) return { ...rested, restHours: true };
  const packed = placeWithGap(bracketMatches, roundSlots, 1);
  return packed.unplaced.length < rested.unplaced.length
    ? { ...packed, restHours: false }
    : { ...rested, restHours: true };
}

/** The played matches a match takes its teams from, looking through byes. */
export function feedingMatches(match: BracketMatch, byKey: ReadonlyMap<string, BracketMatch>): BracketMatch[] {
  return match.sides.flatMap((side) => {
    if (side.kind !== 'winner' && side.kind !== 'loser' && side.kind !== 'firstMatchLoser') return [];
    const feeder = byKey.get(side.matchKey);
    if (!feeder) return [];
    return feeder.isBye ? feedingMatches(feeder, byKey) : [feeder];
  });
}

const BRACKET_ORDER = { main: 0, thirdPlace: 1, consolation: 2 } as const;

function placeWithGap(bracketMatches: readonly BracketMatch[], { round, takenSlots }: PlayoffRoundSlots, gap: number) {
  const byKey = new Map(bracketMatches.map((match) => [match.key, match]));
  const played = bracketMatches.filter((match) => !match.isBye);
  const depth = new Map<string, number>();
  // Bracket order lists every match after its feeders, so one pass gives each its chain depth.
  for (const match of played)
    depth.set(
      match.key,
      Math.max(0, ...feedingMatches(match, byKey).map((feeder) => (depth.get(feeder.key) ?? 0) + 1)),
    );
  const order = played
    .map((match, index) => ({ match, index }))
    .sort(
      (a, b) =>
        (depth.get(a.match.key) ?? 0) - (depth.get(b.match.key) ?? 0) ||
        BRACKET_ORDER[a.match.bracket] - BRACKET_ORDER[b.match.bracket] ||
        a.index - b.index,
    )
    .map(({ match }) => match);

  // The round's slots by index: a gap counts slots (2: one slot of rest between; 1: back to back).
  const starts = roundStarts(round);
  const courts = Array.from(
    { length: Math.min(round.courtCount, COURT_NUMBERS.max) },
    (_, index) => index + COURT_NUMBERS.min,
  );
  const taken = new Set(takenSlots.map((slot) => `${startMinutesOf(slot)}:${slot.courtNumber}`));
  const hourOf = new Map<string, number>();
  const placements: PlayoffPlacement[] = [];
  const unplaced: string[] = [];

  for (const match of order) {
    const feederHours = feedingMatches(match, byKey).map((feeder) => hourOf.get(feeder.key));
    if (feederHours.some((hour) => hour === undefined)) {
      unplaced.push(match.key);
      continue;
    }
    const ready = Math.max(0, ...feederHours.map((slotIndex) => (slotIndex ?? 0) + gap));
    const slot = freeSlotFrom(ready, starts, courts, taken);
    if (!slot) {
      unplaced.push(match.key);
      continue;
    }
    taken.add(`${slot.startMinutes}:${slot.courtNumber}`);
    hourOf.set(match.key, slot.index);
    placements.push({
      matchKey: match.key,
      courtNumber: slot.courtNumber,
      startTime: hourOfStart(slot.startMinutes),
      startMinutes: slot.startMinutes,
    });
  }
  placements.sort((a, b) => a.startMinutes - b.startMinutes || a.courtNumber - b.courtNumber);
  const unplacedInBracketOrder = played.map((match) => match.key).filter((key) => unplaced.includes(key));
  return { placements, unplaced: unplacedInBracketOrder };
}

/** The first slot from index `ready` with a free court. */
function freeSlotFrom(ready: number, starts: readonly number[], courts: readonly number[], taken: ReadonlySet<string>) {
  for (let index = ready; index < starts.length; index += 1) {
    const start = starts[index] ?? 0;
    const court = courts.find((candidate) => !taken.has(`${start}:${candidate}`));
    if (court !== undefined) return { courtNumber: court, startMinutes: start, index };
  }
  return null;
}
