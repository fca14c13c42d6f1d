import type { APIRequestContext } from '@playwright/test';
import { api, type AdminSession } from './api';
import { formatDay } from '../../../src/client/i18n/format';

interface OwnMatch {
  id: number;
  roundId: number;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
  team1Results: number[];
  team2Results: number[];
  courtNumber: number | null;
  startTime: number | null;
  version: number;
}

interface OwnRound {
  id: number;
  name: string;
  date: string;
  /** As the Results screen's Round select shows it: "Round 2 · Tue 8 Sept 2026" (the app's formatDay). */
  label: string;
  matches: OwnMatch[];
}

export interface OwnLeague {
  clubId: number;
  clubName: string;
  leagueId: number;
  leagueName: string;
  rounds: OwnRound[];
  /** The session that made it: a draft league is read signed in. */
  session: AdminSession;
  /** Removes everything it made (the matches first: a club holding results cannot be deleted). */
  remove: () => Promise<void>;
}

/** 19:00 … 22:00: the hours of the round's 18–22 window a match of the own league starts at. */
const HOURS_PER_COURT = 4;

/**
 * A club of the test's own with one league, one group of `2 × matchesPerRound` teams and one
 * active round per date, each with the same pairs at 19:00, 20:00, 21:00, 22:00 on court 1, then
 * the same hours on court 2 and on (the round's last start is 22:00). The browser tests share one
 * demo tour; matches no other test can reach are the only ones a test may write to.
 * The league is `inactive`, so the demo-tour searches of other tests (active leagues) pass it by:
 * a draft, which only the dashboard sees (docs/rules.md, "Drafts are private"). A test that needs
 * the public site or a player to see it asks `public: true`: the league is then `finished`, public
 * yet still passed by those searches (and by Tonight, which lists leagues not finished).
 */
export async function createOwnLeague(
  request: APIRequestContext,
  session: AdminSession,
  options: { name: string; roundDates: string[]; matchesPerRound: number; public?: boolean },
): Promise<OwnLeague> {
  const post = <T>(path: string, data: unknown) => api<T>(request, 'POST', path, { session, data });
  const made: string[] = [];
  const clubName = `Zz ${options.name} Club`;
  const club = await post<{ id: number }>('/v1/admin/clubs', { name: clubName });
  made.push(`/v1/admin/clubs/${club.id}`);
  const leagueName = `${options.name} League`;
  const leaguePath = `/v1/admin/clubs/${club.id}/leagues`;
  const league = await post<{ id: number }>(leaguePath, { name: leagueName, status: options.public ? 'finished' : 'inactive' });
  const group = await post<{ id: number }>(`${leaguePath}/${league.id}/groups`, { name: 'Group A' });

  const teams: Array<{ id: number; name: string }> = [];
  for (let index = 0; index < options.matchesPerRound * 2; index += 1) {
    // A … Z, then ZA, ZB …: names stay letters, and none is another's prefix in a different case.
    const letter = `${index >= 26 ? 'Z' : ''}${String.fromCharCode(65 + (index % 26))}`;
    const player = (first: string) => post<{ id: number }>('/v1/admin/players', { firstName: first, lastName: `${options.name}${letter}`, dob: '1990-01-01' });
    const player1 = await player('Ana');
    const player2 = await player('Bea');
    made.push(`/v1/admin/players/${player1.id}`, `/v1/admin/players/${player2.id}`);
    const team = await post<{ id: number; name: string }>('/v1/admin/teams', { player1Id: player1.id, player2Id: player2.id });
    made.push(`/v1/admin/teams/${team.id}`);
    await post(`${leaguePath}/${league.id}/groups/${group.id}/teams`, { team_id: team.id });
    teams.push(team);
  }

  const rounds: OwnRound[] = [];
  const matchPaths: string[] = [];
  for (const [index, date] of options.roundDates.entries()) {
    const name = `Round ${index + 1}`;
    const roundsPath = `${leaguePath}/${league.id}/rounds`;
    const courts = Math.max(2, Math.ceil(options.matchesPerRound / HOURS_PER_COURT));
    const round = await post<{ id: number }>(roundsPath, { name, date, start_hour: 18, end_hour: 22, court_number: courts, status: 'active' });
    const matches: OwnMatch[] = [];
    for (let pair = 0; pair < options.matchesPerRound; pair += 1) {
      const match = await post<OwnMatch>(`${roundsPath}/${round.id}/matches`, {
        team1Id: teams[pair * 2]!.id,
        team2Id: teams[pair * 2 + 1]!.id,
        courtNumber: 1 + Math.floor(pair / HOURS_PER_COURT),
        startTime: 19 + (pair % HOURS_PER_COURT),
      });
      matchPaths.push(`${roundsPath}/${round.id}/matches/${match.id}`);
      matches.push(match);
    }
    rounds.push({ id: round.id, name, date, label: `${name} · ${formatDay(date)}`, matches });
  }

  return {
    clubId: club.id,
    clubName,
    leagueId: league.id,
    leagueName,
    rounds,
    session,
    remove: async () => {
      for (const path of [...matchPaths, ...made.reverse()]) await api(request, 'DELETE', path, { session });
    },
  };
}

/** A match of the own league as the API shows it now, read signed in (the league may be a draft). */
export async function readOwnMatch(request: APIRequestContext, own: OwnLeague, roundId: number, matchId: number): Promise<OwnMatch> {
  const path = `/v1/clubs/${own.clubId}/leagues/${own.leagueId}/rounds/${roundId}/matches`;
  const { matches } = await api<{ matches: OwnMatch[] }>(request, 'GET', path, { session: own.session });
  const match = matches.find((item) => item.id === matchId);
  if (!match) throw new Error(`match ${matchId} is gone`);
  return match;
}
