import type { MatchStage } from './constants.js';

interface StagedMatch {
  stage: MatchStage;
  groupId: number | null;
  team1Id: number | null;
  team2Id: number | null;
}

/** A match of the group stage has its group and both teams (migration 007's CHECKs say so too). */
export type GroupStageMatch<T extends StagedMatch> = T & { stage: 'group'; groupId: number; team1Id: number; team2Id: number };

/** Zod-free, so screens can filter lists without the schema library. */
// A match read before stages existed (kept on a device) carries none: it is a group match.
export const isGroupStageMatch = <T extends StagedMatch>(candidate: T): candidate is GroupStageMatch<T> =>
  candidate.stage !== 'playoff' && candidate.groupId !== null && candidate.team1Id !== null && candidate.team2Id !== null;
