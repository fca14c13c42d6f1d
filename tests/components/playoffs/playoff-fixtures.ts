import { bracketView, buildPlayoffBracket, type BracketResults, type PlayoffOptions, type Side } from '@/shared/domain/playoffs';
import type { Playoff } from '@/client/features/playoffs/types';

/** Two groups of four teams: group A holds teams 11–14, group B 21–24, in final-table order. */
export const GROUPS = [
  { id: 1, name: 'Group A', rankedTeamIds: [11, 12, 13, 14] },
  { id: 2, name: 'Group B', rankedTeamIds: [21, 22, 23, 24] },
];

export const teamName = (teamId: number): string => `Pair ${teamId}`;

/**
 * A playoff as the API answers it, built with the shared domain (the draw, the brackets, who
 * advances): `results` names the side that won each decided match (matchKey → 1 | 2); each gets
 * the score 6–3 6–4 for its winner. Matches get ids from 500 up, except byes; placed ones a court
 * and hour.
 */
export function playoffFixture(
  options: Partial<PlayoffOptions> = {},
  results: Record<string, Side> = {},
  groups = GROUPS,
): Playoff {
  const bracket = buildPlayoffBracket(
    groups.map(({ id, rankedTeamIds }) => ({ groupId: id, rankedTeamIds })),
    { qualifiersPerGroup: 2, thirdPlaceMatch: false, consolation: false, ...options },
  );
  const decided: BracketResults = new Map(Object.entries(results));
  let nextId = 500;
  const groupOf = new Map(groups.flatMap((group) => group.rankedTeamIds.map((teamId, index) => [teamId, { group, rank: index + 1 }] as const)));
  return {
    leagueId: 4,
    roundId: 9,
    qualifiersPerGroup: options.qualifiersPerGroup ?? 2,
    bestOfNext: 0,
    lotSeed: 0,
    thirdPlaceMatch: options.thirdPlaceMatch ?? false,
    consolation: options.consolation ?? false,
    matchFormat: 'free',
    entrants: bracket.qualifiers.map((qualifier) => ({
      teamId: qualifier.teamId,
      teamName: teamName(qualifier.teamId),
      groupId: qualifier.groupId,
      groupName: groupOf.get(qualifier.teamId)!.group.name,
      groupRank: qualifier.groupRank,
      seed: qualifier.seed,
    })),
    placement: null,
    brackets: bracketView(bracket, decided).map((view) => ({
      kind: view.kind,
      rounds: view.rounds.map((round) => ({
        name: round.name,
        matches: round.matches.map((match) => {
          const side = decided.get(match.key);
          const id = match.isBye ? null : nextId++;
          return {
            id,
            key: match.key,
            position: match.position,
            isBye: match.isBye,
            version: id === null ? null : 1,
            seed1: match.seed1,
            seed2: match.seed2,
            team1Id: match.team1Id,
            team2Id: match.team2Id,
            team1Name: match.team1Id === null ? null : teamName(match.team1Id),
            team2Name: match.team2Id === null ? null : teamName(match.team2Id),
            team1Results: side === undefined ? [] : side === 1 ? [6, 6] : [3, 4],
            team2Results: side === undefined ? [] : side === 2 ? [6, 6] : [3, 4],
            outcome: 'played' as const,
            winnerTeamId: match.winnerTeamId,
            roundId: 9,
            courtNumber: id === null ? null : (match.position % 2) + 1,
            startTime: id === null ? null : 18 + (id % 3),
            startMinutes: null,
          };
        }),
      })),
    })),
  };
}
