/**
 * The playoff as the API answers it (../shared/API.md, "Playoffs"): brackets, round by round.
 * Kept here until the shared schema lands (src/shared/schemas/playoff.ts), then read from there.
 */
export type PlayoffBracketKind = 'main' | 'thirdPlace' | 'consolation';

export interface PlayoffMatch {
  /** Null in a preview (nothing is created) and for a bye (never played, so no match row). */
  id: number | null;
  position: number;
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
  /** Sent when the server knows it; otherwise a bye is recognised by its shape (bracket-rounds.ts). */
  isBye?: boolean;
}

export interface PlayoffRound {
  name: string;
  matches: PlayoffMatch[];
}

export interface PlayoffBracket {
  kind: PlayoffBracketKind;
  rounds: PlayoffRound[];
}

export interface Playoff {
  brackets: PlayoffBracket[];
}
