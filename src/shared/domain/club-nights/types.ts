/** The shapes the club-night generators answer (docs/club-nights.md). Ids are players' or teams' ids. */

export type Side = readonly [number, number];

/** One match of a round: two sides of two players. Matches are listed in the order of the courts. */
export interface PlannedMatch {
  team1: Side;
  team2: Side;
}

export interface PlannedRound {
  matches: PlannedMatch[];
  /** Players (individual formats) or teams (Team Americano) sitting the round out. */
  resting: number[];
}

/** A Team Americano match: two fixed pairs, by team id. */
export interface PlannedTeamMatch {
  team1: number;
  team2: number;
}

export interface PlannedTeamRound {
  matches: PlannedTeamMatch[];
  resting: number[];
}
