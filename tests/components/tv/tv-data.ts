import type { Match } from '@/shared/schemas/match';
import type { TvMatch } from '@/client/features/tv/tv-panels';

/** A scheduled match of today's round; pass `result` for a played one. */
export function match(id: number, fields: Partial<Match> & { result?: [number[], number[]] } = {}): Match {
  const { result, ...rest } = fields;
  const team1Won = result ? result[0].filter((games, index) => games > (result[1][index] ?? 0)).length * 2 > result[0].length : false;
  return {
    id,
    roundId: 7,
    stage: 'group',
    groupId: 3,
    team1Id: id * 10 + 1,
    team2Id: id * 10 + 2,
    team1Name: `Home ${id}`,
    team2Name: `Away ${id}`,
    team1ShortName: `H${id}`,
    team2ShortName: `A${id}`,
    team1Results: result?.[0] ?? [],
    team2Results: result?.[1] ?? [],
    courtNumber: 1,
    startTime: 19,
    startMinutes: null,
    outcome: 'played',
    winnerTeamId: result ? (team1Won ? id * 10 + 1 : id * 10 + 2) : null,
    countedResults: result ? { team1Results: result[0], team2Results: result[1] } : null,
    version: 1,
    updatedAt: '2031-06-03T18:00:00.000Z',
    report: null,
    ...rest,
  };
}

export const tvMatch = (item: Match, groupName: string | null = 'A'): TvMatch => ({ match: item, leagueName: 'Liga', groupName });
