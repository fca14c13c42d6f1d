import { adminKey } from '@/client/lib/admin-key';
import { leagueApi } from '@/client/features/leagues/queries';

/**
 * The groups domain's query keys and API paths (docs/architecture.md, "Query keys and paths"). A
 * group's public reads (standings, schedules, results) are the league page's, under
 * `leagueApi.key.group`; here are the admin lists and the paths below a league.
 */
export const groupApi = {
  path: {
    /** A group's teams (public, read signed in). */
    teams: (clubId: number, leagueId: number, groupId: number) => `${leagueApi.path.league(clubId, leagueId)}/groups/${groupId}/teams`,
  },
  admin: {
    key: {
      ofLeague: (clubId: number | null, leagueId: number | null) => adminKey('groups', clubId, leagueId),
      /** Prefix: the members of every group (team names show in all of them). */
      allTeams: () => adminKey('group-teams'),
      teams: (clubId: number, leagueId: number, groupId: number) => adminKey('group-teams', clubId, leagueId, groupId),
    },
    path: {
      ofLeague: (clubId: number, leagueId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/groups`,
      group: (clubId: number, leagueId: number, groupId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/groups/${groupId}`,
      teams: (clubId: number, leagueId: number, groupId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/groups/${groupId}/teams`,
      withdrawals: (clubId: number, leagueId: number, groupId: number) =>
        `${leagueApi.admin.path.league(clubId, leagueId)}/groups/${groupId}/withdrawals`,
    },
  },
};
