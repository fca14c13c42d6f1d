import type { TestApp } from './test-app.js';
import { addMatch, addRound, createLeagueFixture, type LeagueFixture, type RoundFixture } from './fixtures.js';

/** A playoff as GET /playoffs answers it (src/shared/schemas/playoff.ts). */
export interface PlayoffMatchBody {
  id: number | null;
  key: string;
  position: number;
  isBye: boolean;
  seed1: number | null;
  seed2: number | null;
  team1Id: number | null;
  team2Id: number | null;
  team1Name: string | null;
  team2Name: string | null;
  team1Results: number[];
  team2Results: number[];
  outcome: string;
  winnerTeamId: number | null;
  roundId: number;
  courtNumber: number | null;
  startTime: number | null;
  version: number | null;
}
export interface PlayoffBody {
  leagueId: number;
  roundId: number;
  qualifiersPerGroup: number;
  thirdPlaceMatch: boolean;
  consolation: boolean;
  entrants: { teamId: number; teamName: string; groupId: number; groupName: string; groupRank: number; seed: number }[];
  brackets: { kind: string; rounds: { name: string; matches: PlayoffMatchBody[] }[] }[];
  placement: {
    restHours: boolean;
    unplaced: { key: string; id: number | null; roundName: string; reason: string }[];
  } | null;
}

export interface PlayoffLeague extends LeagueFixture {
  /** The final day: the round the playoffs are played in. */
  finalDay: RoundFixture;
  /** A group match still without a result when `leaveOneUnplayed` was asked, else null. */
  unplayed: { id: number; round: RoundFixture; payload: Record<string, unknown> } | null;
}

/**
 * A league whose groups are played out: every pair of a group meets once, spread over as many
 * rounds as needed (one match per team per round), and the team made first always wins, 6–2 6–3,
 * so each group's table is its teams in the order they were made. Plus an empty final-day round.
 */
export async function createPlayedLeague(
  t: TestApp,
  {
    groups = 2,
    teams = 4,
    leaveOneUnplayed = false,
    finalDay = { courts: 2, hours: [9, 20] as [number, number] },
  } = {},
): Promise<PlayoffLeague> {
  const f = await createLeagueFixture(t, { groups, teams, courts: 4, hours: [9, 14] });
  const rounds: { round: RoundFixture; busy: Set<number>; slot: number }[] = [
    { round: f.round, busy: new Set(), slot: 0 },
  ];
  let unplayed: PlayoffLeague['unplayed'] = null;
  for (const group of f.groups) {
    for (let i = 0; i < group.teamIds.length; i++) {
      for (let j = i + 1; j < group.teamIds.length; j++) {
        const team1Id = group.teamIds[i]!;
        const team2Id = group.teamIds[j]!;
        let target = rounds.find((round) => !round.busy.has(team1Id) && !round.busy.has(team2Id) && round.slot < 24);
        if (!target) {
          const date = `2026-03-${String(2 + rounds.length).padStart(2, '0')}`;
          target = { round: await addRound(t, f, { courts: 4, hours: [9, 14], date }), busy: new Set(), slot: 0 };
          rounds.push(target);
        }
        target.busy.add(team1Id).add(team2Id);
        const place = {
          team1Id,
          team2Id,
          courtNumber: (target.slot % 4) + 1,
          startTime: 9 + Math.floor(target.slot / 4),
        };
        target.slot += 1;
        const last: boolean = leaveOneUnplayed && unplayed === null;
        const result = { team1Results: [6, 6], team2Results: [2, 3] };
        const match: { id: number } = await addMatch(t, target.round, last ? place : { ...place, ...result });
        if (last) unplayed = { id: match.id, round: target.round, payload: { ...place, ...result } };
      }
    }
  }
  const day = await addRound(t, f, { courts: finalDay.courts, hours: finalDay.hours, date: '2026-04-30' });
  return { ...f, finalDay: day, unplayed };
}

export const matchesOf = (playoff: PlayoffBody): PlayoffMatchBody[] =>
  playoff.brackets.flatMap((bracket) => bracket.rounds.flatMap((round) => round.matches));

export const matchByKey = (playoff: PlayoffBody, key: string): PlayoffMatchBody => {
  const found = matchesOf(playoff).find((match) => match.key === key);
  if (!found) throw new Error(`no playoff match ${key}`);
  return found;
};

/**
 * Plays a playoff match through the match route so that `winnerTeamId` wins it (6–1 6–2);
 * answers the HTTP status and body for the caller to check.
 */
export async function playPlayoffMatch(
  t: TestApp,
  league: PlayoffLeague,
  match: PlayoffMatchBody | undefined,
  winnerTeamId: number,
) {
  if (!match?.id) throw new Error('no such playoff match');
  const team1Wins = match.team1Id === winnerTeamId;
  return t.admin({
    method: 'PUT',
    url: `${league.finalDay.adminPath}/matches/${match.id}`,
    headers: { 'if-match': `"${match.version}"` },
    payload: {
      team1Id: match.team1Id,
      team2Id: match.team2Id,
      courtNumber: match.courtNumber,
      startTime: match.startTime,
      team1Results: team1Wins ? [6, 6] : [1, 2],
      team2Results: team1Wins ? [1, 2] : [6, 6],
    },
  });
}
