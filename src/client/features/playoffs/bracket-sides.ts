import type { PlayoffMatch } from './types';

export type SideState = 'team' | 'toBeDecided' | 'bye';

export interface BracketSide {
  side: 1 | 2;
  state: SideState;
  teamId: number | null;
  name: string | null;
  seed: number | null;
  /** Where the team finished in the groups ("A1"), when known. */
  groupPosition: string | null;
  results: number[];
  isWinner: boolean;
}

/** A bye is a first-round match with one side empty: never played, its team goes through. */
export const isByeMatch = (match: Pick<PlayoffMatch, 'isBye'>): boolean => match.isBye;

/** Both sides of a match as the bracket shows them. */
export function bracketSides(
  match: PlayoffMatch,
  bye: boolean,
  groupPositions: ReadonlyMap<number, string>,
): [BracketSide, BracketSide] {
  const side = (which: 1 | 2): BracketSide => {
    const teamId = which === 1 ? match.team1Id : match.team2Id;
    return {
      side: which,
      state: teamId !== null ? 'team' : bye ? 'bye' : 'toBeDecided',
      teamId,
      name: (which === 1 ? match.team1Name : match.team2Name)?.trim() || null,
      seed: teamId === null ? null : which === 1 ? match.seed1 : match.seed2,
      groupPosition: teamId === null ? null : (groupPositions.get(teamId) ?? null),
      results: which === 1 ? match.team1Results : match.team2Results,
      isWinner: teamId !== null && match.winnerTeamId === teamId,
    };
  };
  return [side(1), side(2)];
}

/** "1 · A1": the seed and the group position; either alone when only one is known. */
export function seedLine(seed: number | null, groupPosition: string | null): string | null {
  const parts = [seed === null ? null : String(seed), groupPosition].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

