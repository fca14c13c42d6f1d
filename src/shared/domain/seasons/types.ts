/** How a team reached its group of the next season (docs/seasons.md). */
export type SeasonMove = 'up' | 'down' | 'stay' | 'new';

export interface SeasonTeam {
  teamId: number;
  teamName: string;
}

/** A group of the season that ends, its teams in final order (first is the group's winner). */
export interface FinalGroup {
  name: string;
  ranking: readonly SeasonTeam[];
}

export interface JoiningTeam extends SeasonTeam {
  /** The level it starts at; the bottom group when left out. */
  groupName?: string | undefined;
}

/**
 * Teams that move across the boundaries between levels: one number for every boundary, or a list
 * with one number per boundary, top first (`[2, 1]`: two between the first and second levels, one
 * between the second and third).
 */
export type MovesPerBoundary = number | readonly number[];

export interface NextSeasonPlan {
  /** Teams of each group but the top one that move up one level. */
  promote: MovesPerBoundary;
  /** Teams of each group but the bottom one that move down one level. */
  relegate: MovesPerBoundary;
  /** Teams of the season that ends that do not play the next. */
  leaving: readonly number[];
  joining: readonly JoiningTeam[];
}

export interface NextSeasonTeam extends SeasonTeam {
  /** The group it played in last season; null for a new team. */
  from: string | null;
  move: SeasonMove;
}

export interface NextSeasonGroup {
  name: string;
  teams: NextSeasonTeam[];
}

export type SeasonPlanProblem =
  | { kind: 'noGroups' }
  | { kind: 'teamTwice'; teamId: number }
  | { kind: 'leavingUnknown'; teamId: number; index: number }
  | { kind: 'leavingAndJoining'; teamId: number; index: number }
  | { kind: 'joiningAlreadyPlaying'; teamId: number; index: number; groupName: string }
  | { kind: 'joiningTwice'; teamId: number; index: number }
  | { kind: 'unknownGroup'; groupName: string; index: number }
  /** A list of moves with not one number per boundary between levels. */
  | { kind: 'boundaryCount'; field: 'promote' | 'relegate'; given: number; boundaries: number }
  /** A level the plan would leave with too few or too many teams (level-sizes.ts). */
  | { kind: 'levelSize'; groupName: string; size: number; min: number; max: number };

/** The plan cannot be applied; `problem` says why, in terms a caller can map to a field. */
export class SeasonPlanError extends Error {
  constructor(readonly problem: SeasonPlanProblem) {
    super(`Season plan refused: ${problem.kind}`);
  }
}
