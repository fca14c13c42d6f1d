import type { TeamFigures } from '../standings.js';

/** The pure model of a playoff: who qualified, the brackets' matches and where each place is fed from. */

export type BracketKind = 'main' | 'thirdPlace' | 'consolation';

/** One group's final table, best first, as the standings rank it. */
export interface GroupStanding {
  groupId: number;
  /** Team ids in rank order (rank 1 first). */
  rankedTeamIds: readonly number[];
  /**
   * Each team's figures, for ranking teams placed the same across groups (seeding.ts). Without
   * them, teams placed the same keep the order of the groups.
   */
  figures?: ReadonlyMap<number, TeamFigures>;
}

export interface PlayoffOptions {
  /** How many of each group's best teams qualify; a smaller group sends all it has. */
  qualifiersPerGroup: number;
  /** How many of the best teams placed next qualify too (e.g. the two best thirds); 0 for none. */
  bestOfNext?: number;
  /** The seed of the lot between teams of different groups level on every figure. */
  lotSeed?: number;
  thirdPlaceMatch: boolean;
  consolation: boolean;
}

export interface Qualifier {
  teamId: number;
  groupId: number;
  /** The team's rank in its group (1 = group winner). */
  groupRank: number;
  /** 1 = top seed; the seed of the bracket place the team was drawn into. */
  seed: number;
}

/** Where a match's side gets its team from. */
export type SlotSource =
  | { kind: 'entrant'; qualifier: Qualifier }
  /** No team will come: the other side goes through without playing. */
  | { kind: 'bye' }
  | { kind: 'winner'; matchKey: string }
  | { kind: 'loser'; matchKey: string }
  /**
   * The loser of a second-round match, but only if it stood on `side`, the side fed by a bye: that
   * was its first match, so it plays in the consolation. If the other team lost (it had already won
   * a match), nobody comes, and the other side of the consolation match goes through unplayed.
   */
  | { kind: 'firstMatchLoser'; matchKey: string; side: Side };

export interface BracketMatch {
  /** Stable within a playoff: `${bracket}-${round}-${position}`. */
  key: string;
  bracket: BracketKind;
  /** 1-based within its bracket. */
  round: number;
  roundName: string;
  /** 1-based, top to bottom within the round. */
  position: number;
  sides: readonly [SlotSource, SlotSource];
  /** One side is a bye: never played, its team goes through as soon as it is known. */
  isBye: boolean;
}

export interface Bracket {
  /** Main bracket first, then the third-place match, then the consolation bracket; within each,
   *  round by round. Every match comes after the matches it is fed from. */
  matches: readonly BracketMatch[];
  qualifiers: readonly Qualifier[];
  /** First-round places of the main bracket (a power of two). */
  size: number;
}

export type Side = 1 | 2;

/** matchKey → the side that won it, for every decided match that was played. */
export type BracketResults = ReadonlyMap<string, Side>;

/** Who stands in a match once the results so far are applied. Null while unknown. */
export interface ResolvedMatch {
  team1Id: number | null;
  team2Id: number | null;
  winnerTeamId: number | null;
  loserTeamId: number | null;
  /**
   * A side known to send nobody (a `firstMatchLoser` whose match the other team lost): the match is
   * not played, its other team goes through as from a bye. Both sides empty: it sends nobody on.
   */
  walkThrough: boolean;
}
