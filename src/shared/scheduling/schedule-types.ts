import type { PlacedMatch, RoundShape } from './round-rules.js';

export interface ScheduleTeam {
  id: number;
  groupId: number;
  name: string;
}

export interface ScheduleInput {
  /** Every team of the chosen group(s). */
  teams: readonly ScheduleTeam[];
  /** Pairs with any match in the league (played or scheduled, any round): never proposed again. */
  metPairs: ReadonlyArray<readonly [number, number]>;
  /**
   * Pairs that have met once and may meet again (the second half of a double round robin): they
   * may be proposed, but come due a whole circle after the pairs still to meet a first time.
   */
  laterPairs?: ReadonlyArray<readonly [number, number]>;
  /** Matches already in this round (all groups): their slots are taken and their teams busy. */
  roundMatches: readonly PlacedMatch[];
  /** teamId → clock hours it cannot play in this round (a slot overlapping one is closed to it). */
  unavailability: ReadonlyMap<number, readonly number[]>;
  round: RoundShape;
}

export interface Proposal {
  team1Id: number;
  team2Id: number;
  groupId: number;
  courtNumber: number;
  /** The hour of the start. */
  startTime: number;
  /** The start in minutes after midnight (one of the round's slots). */
  startMinutes: number;
}

export interface UnscheduledTeam {
  teamId: number;
  reason: string;
}

export interface ScheduleResult {
  /** Ordered by start time, then court. */
  proposals: Proposal[];
  /** Every team of the chosen group(s) without a proposal, with why, in words a person can act on. */
  unscheduled: UnscheduledTeam[];
  /**
   * True when the search proved no schedule holds more matches; false when it stopped at its
   * effort limit with the best it had found.
   */
  provenMaximum: boolean;
}
