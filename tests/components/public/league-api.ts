import type { Match } from '@/shared/schemas/match';
import { club, daysFromToday, group, league, match, page, round, standings } from './fixtures';
import { json, type Handler } from './support';

export const LEAGUE = '/api/v1/clubs/1/leagues/4';
export const LEAGUE_URL = '/league?clubId=1&leagueId=4';

/** Two rounds behind us (only the first has results), two ahead. */
export const rounds = {
  first: round(1, daysFromToday(-14)),
  second: round(2, daysFromToday(-7), { name: '' }),
  third: round(3, daysFromToday(7)),
  fourth: round(4, daysFromToday(14)),
};

/** As the server sends a played match: no winnerTeamId, the scores say who won (team 11). */
export const playedMatch = match({
  id: 101,
  roundId: 1,
  team1Results: [6, 3, 10],
  team2Results: [4, 6, 8],
});

export const scheduledMatches: Match[] = [
  match({ id: 301, roundId: 3, courtNumber: 2, startTime: 20 }),
  match({
    id: 302,
    roundId: 3,
    courtNumber: null,
    startTime: null,
    team1Id: 12,
    team1Name: 'Eva Esteban / Fran Fuentes',
    team1ShortName: 'E. Esteban / F. Fuentes',
  }),
];

/** A league with groups B and A (sent unsorted), standings, a schedule and results. */
export function leagueApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const matches = (list: Match[]) => () => json(page('matches', list));
  return {
    '/api/v1/clubs/1': () => json(club()),
    [LEAGUE]: () => json(league()),
    [`${LEAGUE}/groups`]: () => json(page('groups', [group(22, 'Group B'), group(21, 'Group A')])),
    [`${LEAGUE}/rounds`]: () => json(page('rounds', [rounds.third, rounds.first, rounds.fourth, rounds.second])),
    [`${LEAGUE}/groups/21/standings`]: () => json(standings()),
    [`${LEAGUE}/groups/22/standings`]: () =>
      json({ ...standings(), standings: [{ ...standings().standings[0]!, teamId: 31, teamName: 'Group B Leaders' }] }),
    [`${LEAGUE}/groups/21/rounds/3/matches/schedule`]: matches(scheduledMatches),
    [`${LEAGUE}/groups/22/rounds/3/matches/schedule`]: matches([]),
    [`${LEAGUE}/groups/21/rounds/1/matches/results`]: matches([playedMatch]),
    [`${LEAGUE}/groups/21/rounds/2/matches/results`]: matches([]),
    [`${LEAGUE}/groups/21/rounds/3/matches/results`]: matches([scheduledMatches[0]!]),
    [`${LEAGUE}/groups/21/rounds/4/matches/results`]: matches([]),
    ...overrides,
  };
}
