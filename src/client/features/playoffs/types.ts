/**
 * The playoff as the API answers it (../shared/API.md, "Playoffs"; the schema in
 * src/shared/schemas/playoff.ts on the server's side): the draw's entrants and the brackets,
 * round by round. Written out here until that schema is merged into this branch.
 */
export type PlayoffBracketKind = 'main' | 'thirdPlace' | 'consolation';

export interface PlayoffMatch {
  /** The match's id for the match routes; null in a preview and for a bye (never played). */
  id: number | null;
  key?: string;
  position: number;
  /** One side empty: its team goes through without playing. Older answers may lack it (bracket-sides.ts). */
  isBye?: boolean;
  seed1: number | null;
  seed2: number | null;
  /** Null while the team is unknown (waiting for a winner), or on the empty side of a bye. */
  team1Id: number | null;
  team2Id: number | null;
  team1Name: string | null;
  team2Name: string | null;
  team1Results: number[];
  team2Results: number[];
  outcome: 'played' | 'walkover' | 'retired';
  winnerTeamId: number | null;
  roundId: number | null;
  courtNumber: number | null;
  startTime: number | null;
  version?: number | null;
}

export interface PlayoffRound {
  name: string;
  matches: PlayoffMatch[];
}

export interface PlayoffBracket {
  kind: PlayoffBracketKind;
  rounds: PlayoffRound[];
}

/** A qualified team as drawn: its group and its place in that group's final table. */
export interface PlayoffEntrant {
  teamId: number;
  teamName: string;
  groupId: number;
  groupName: string;
  groupRank: number;
  seed: number;
}

export interface PlayoffPlacement {
  restHours: boolean;
  unplaced: { key: string; id: number | null; roundName: string; reason: string }[];
}

export interface Playoff {
  leagueId?: number;
  roundId?: number;
  qualifiersPerGroup?: number;
  thirdPlaceMatch?: boolean;
  consolation?: boolean;
  /** By seed; absent from answers that predate it (then positions come from nowhere: seeds only). */
  entrants?: PlayoffEntrant[];
  brackets: PlayoffBracket[];
  placement?: PlayoffPlacement | null;
}
