import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.js';

/**
 * A club with one league, its groups of teams and one active round, all made through the admin
 * API, so fixtures obey the same rules as real data.
 *
 * Team number i (counting every team made in this test file) is "Ana Left<i> / Bea Right<i>",
 * short "A. Left<i> / B. Right<i>"; `nameOfTeam(teamId)` answers it.
 */
export interface LeagueFixtureOptions {
  /** Teams per group. */
  teams?: number;
  groups?: number;
  courts?: number;
  /** [start_hour, end_hour] of the round; end_hour is the last start hour. */
  hours?: [number, number];
  /** The round's slot length in minutes; the server's default (60) unless given. */
  slotMinutes?: number;
}

export interface RoundFixture {
  id: number;
  /** /api/v1/clubs/{c}/leagues/{l}/rounds/{r} */
  publicPath: string;
  /** /api/v1/admin/clubs/{c}/leagues/{l}/rounds/{r} */
  adminPath: string;
}

export interface LeagueFixture {
  clubId: number;
  leagueId: number;
  groups: { id: number; teamIds: number[] }[];
  /** Every team, group by group. */
  teamIds: number[];
  round: RoundFixture;
  /** /api/v1/clubs/{c}/leagues/{l} */
  leaguePath: string;
  /** /api/v1/admin/clubs/{c}/leagues/{l} */
  adminLeaguePath: string;
}

let fixtureCount = 0;
let teamCount = 0;
const teamNumbers = new Map<number, number>();

export const nameOfTeam = (teamId: number): string => {
  const n = teamNumbers.get(teamId);
  return `Ana Left${n} / Bea Right${n}`;
};
export const shortNameOfTeam = (teamId: number): string => {
  const n = teamNumbers.get(teamId);
  return `A. Left${n} / B. Right${n}`;
};

/** An admin request that must succeed; answers the created entity's id. */
async function createVia(t: TestApp, options: InjectOptions): Promise<number> {
  const response = await t.admin(options);
  if (response.statusCode !== 201) {
    throw new Error(`fixture ${options.method} ${options.url} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}

export async function createLeagueFixture(t: TestApp, options: LeagueFixtureOptions = {}): Promise<LeagueFixture> {
  const { teams = 4, groups = 1, courts = 2, hours = [18, 21], slotMinutes } = options;
  fixtureCount += 1;
  const clubId = await createVia(t, { method: 'POST', url: '/api/v1/admin/clubs', payload: { name: `Club ${fixtureCount}` } });
  const leagueId = await createVia(t, {
    method: 'POST',
    url: `/api/v1/admin/clubs/${clubId}/leagues`,
    payload: { name: `League ${fixtureCount}`, status: 'active' },
  });
  const leaguePath = `/api/v1/clubs/${clubId}/leagues/${leagueId}`;
  const adminLeaguePath = `/api/v1/admin/clubs/${clubId}/leagues/${leagueId}`;

  const groupFixtures: LeagueFixture['groups'] = [];
  for (let g = 0; g < groups; g++) {
    const groupId = await createVia(t, {
      method: 'POST',
      url: `${adminLeaguePath}/groups`,
      payload: { name: `Group ${String.fromCharCode(65 + g)}` },
    });
    const teamIds: number[] = [];
    for (let i = 0; i < teams; i++) {
      const teamId = await createTeam(t);
      await addTeamToGroup(t, adminLeaguePath, groupId, teamId);
      teamIds.push(teamId);
    }
    groupFixtures.push({ id: groupId, teamIds });
  }

  const base = { clubId, leagueId, leaguePath, adminLeaguePath };
  const round = await addRound(t, base, { courts, hours, slotMinutes });
  return { ...base, groups: groupFixtures, teamIds: groupFixtures.flatMap((group) => group.teamIds), round };
}

/** A team of two new players, in no group; `name` is a name the admin sets. */
export async function createTeam(t: TestApp, name?: string): Promise<number> {
  teamCount += 1;
  const n = teamCount;
  const player = (firstName: string, lastName: string) =>
    createVia(t, { method: 'POST', url: '/api/v1/admin/players', payload: { firstName, lastName, dob: '1990-01-01' } });
  const player1Id = await player('Ana', `Left${n}`);
  const player2Id = await player('Bea', `Right${n}`);
  const teamId = await createVia(t, { method: 'POST', url: '/api/v1/admin/teams', payload: { player1Id, player2Id, name } });
  teamNumbers.set(teamId, n);
  return teamId;
}

export async function addTeamToGroup(t: TestApp, adminLeaguePath: string, groupId: number, teamId: number): Promise<void> {
  const response = await t.admin({ method: 'POST', url: `${adminLeaguePath}/groups/${groupId}/teams`, payload: { team_id: teamId } });
  if (response.statusCode >= 300) throw new Error(`fixture group membership failed: ${response.statusCode} ${response.body}`);
}

export async function addRound(
  t: TestApp,
  league: { clubId: number; leagueId: number },
  {
    courts = 2,
    hours = [18, 21],
    date = '2026-03-02',
    slotMinutes,
  }: { courts?: number; hours?: [number, number]; date?: string; slotMinutes?: number | undefined } = {},
): Promise<RoundFixture> {
  const suffix = `clubs/${league.clubId}/leagues/${league.leagueId}/rounds`;
  const id = await createVia(t, {
    method: 'POST',
    url: `/api/v1/admin/${suffix}`,
    payload: {
      name: `Round ${date}`,
      date,
      start_hour: hours[0],
      end_hour: hours[1],
      court_number: courts,
      status: 'active',
      ...(slotMinutes === undefined ? {} : { slot_minutes: slotMinutes }),
    },
  });
  return { id, publicPath: `/api/v1/${suffix}/${id}`, adminPath: `/api/v1/admin/${suffix}/${id}` };
}

/** Sets a team's unavailable hours in a round through the admin route. */
export async function setUnavailable(t: TestApp, round: RoundFixture, teamId: number, unavailableHours: number[]): Promise<number> {
  return createVia(t, { method: 'POST', url: `${round.adminPath}/teamUnavailability`, payload: { teamId, unavailableHours } });
}

/** Creates a match through the admin route; answers the match as the API shows it. */
export async function addMatch<T = Record<string, unknown>>(t: TestApp, round: RoundFixture, payload: object): Promise<T & { id: number }> {
  const response = await t.admin({ method: 'POST', url: `${round.adminPath}/matches`, payload });
  if (response.statusCode !== 201) throw new Error(`fixture match failed: ${response.statusCode} ${response.body}`);
  return response.json<T & { id: number }>();
}
