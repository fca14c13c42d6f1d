import type { SeasonTeam } from './types.js';

/** The parts of a playoff bracket (the API's shape, src/shared/schemas/playoff.ts) that say who went how far. */
export interface PlayoffBracketResults {
  kind: 'main' | 'thirdPlace' | 'consolation';
  /** First round first; the main bracket's last round is the final. */
  rounds: readonly {
    matches: readonly { team1Id: number | null; team2Id: number | null; winnerTeamId: number | null }[];
  }[];
}

export interface PlayoffReach {
  /** True once the main bracket's final has a winner. */
  decided: boolean;
  /** Team id → how far it went: 2 per main-bracket round reached, the champion highest, the third-place winner one above the other semi-finalist. */
  reach: Map<number, number>;
}

/** How far each team went in the playoffs (docs/seasons.md, "The top group by the playoffs"). */
export function playoffReach(brackets: readonly PlayoffBracketResults[]): PlayoffReach {
  const reach = new Map<number, number>();
  const raise = (teamId: number | null, value: number) => {
    if (teamId !== null) reach.set(teamId, Math.max(reach.get(teamId) ?? -1, value));
  };
  const main = brackets.find((bracket) => bracket.kind === 'main');
  const rounds = main?.rounds ?? [];
  rounds.forEach((round, index) => {
    for (const match of round.matches) {
      raise(match.team1Id, 2 * index);
      raise(match.team2Id, 2 * index);
      raise(match.winnerTeamId, 2 * (index + 1));
    }
  });
  const final = rounds[rounds.length - 1]?.matches[0];
  for (const match of brackets
    .find((bracket) => bracket.kind === 'thirdPlace')
    ?.rounds.flatMap((round) => round.matches) ?? []) {
    // Both semi-final losers reached the semi-finals; the winner of their match finishes above.
    raise(match.winnerTeamId, 2 * (rounds.length - 2) + 1);
  }
  return { decided: final?.winnerTeamId != null, reach };
}

/**
 * A group's order with the playoffs deciding it: the teams that went further first; teams level
 * there (or who did not qualify) keep their order in the table. Nobody is added or lost.
 */
export const orderByPlayoffs = <T extends SeasonTeam>(ranking: readonly T[], reach: ReadonlyMap<number, number>): T[] =>
  ranking
    .map((team, index) => ({ team, index, went: reach.get(team.teamId) ?? -1 }))
    .sort((a, b) => b.went - a.went || a.index - b.index)
    .map(({ team }) => team);
