import { adminKey } from '@/client/lib/admin-key';
import { leagueApi } from '@/client/features/leagues/queries';
import { roundApi } from '@/client/features/rounds/queries';

/**
 * The matches domain's query keys and API paths: a round's matches, its schedule, its teams'
 * unavailability and a match's history (docs/architecture.md, "Query keys and paths"). Each admin key
 * names its scope in order (club, league, round, group), so a write invalidates exactly the lists it
 * changed, or a prefix of them. A group's public results and schedules are the league page's
 * (`leagueApi.key.results`, `leagueApi.key.schedule`).
 */
export const matchApi = {
  key: {
    /** Every match of one round, all its groups and playoffs, with results (the club's TV screen); under the league's public prefix. */
    ofRound: (clubId: number, leagueId: number, roundId: number) => [...leagueApi.key.league(clubId, leagueId), 'rounds', roundId, 'matches'] as const,
  },
  path: {
    /** A round's matches with their results (public, read signed in). */
    ofRound: (clubId: number, leagueId: number, roundId: number) => `${leagueApi.path.league(clubId, leagueId)}/rounds/${roundId}/matches`,
    schedule: (clubId: number, leagueId: number, roundId: number) => `${leagueApi.path.league(clubId, leagueId)}/rounds/${roundId}/matches/schedule`,
  },
  admin: {
    key: {
      /** Prefix: the matches of every round (team names show in all of them). */
      all: () => adminKey('round-matches'),
      /** Prefix: the matches of one league's rounds. */
      ofLeague: (clubId: number, leagueId: number) => adminKey('round-matches', clubId, leagueId),
      ofRound: (clubId: number | null, leagueId: number | null, roundId: number | null) => adminKey('round-matches', clubId, leagueId, roundId),
      history: (clubId: number, leagueId: number, roundId: number, matchId: number) => adminKey('match-history', clubId, leagueId, roundId, matchId),
      /** Prefix: the schedule of every round. */
      allSchedules: () => adminKey('schedule'),
      /** Prefix: the schedules of one league's rounds. */
      leagueSchedules: (clubId: number, leagueId: number) => adminKey('schedule', clubId, leagueId),
      /** Prefix: one round's schedule, for each of its groups. */
      roundSchedule: (clubId: number, leagueId: number, roundId: number) => adminKey('schedule', clubId, leagueId, roundId),
      schedule: (clubId: number | null, leagueId: number | null, roundId: number | null, groupId: number | null) =>
        adminKey('schedule', clubId, leagueId, roundId, groupId),
      /** The free courts and hours of a round for one pair of teams. */
      availability: (clubId: number, leagueId: number, roundId: number, team1Id: number | null, team2Id: number | null) =>
        adminKey('availability', clubId, leagueId, roundId, team1Id, team2Id),
      /** Prefix: every round's unavailability (it shows team names). */
      allUnavailability: () => adminKey('unavailability'),
      unavailability: (clubId: number | null, leagueId: number | null, roundId: number | null) => adminKey('unavailability', clubId, leagueId, roundId),
      /** Prefix: a club's requests to move matches, of every status. */
      clubReschedules: (clubId: number) => adminKey('reschedules', clubId),
      reschedules: (clubId: number | null, status: string | null) => adminKey('reschedules', clubId, status),
    },
    path: {
      history: (clubId: number, leagueId: number, roundId: number, matchId: number) =>
        `${roundApi.admin.path.round(clubId, leagueId, roundId)}/matches/${matchId}/history`,
      generateSchedule: (clubId: number, leagueId: number, roundId: number) => `${roundApi.admin.path.round(clubId, leagueId, roundId)}/matches/schedule/generate`,
      confirmSchedule: (clubId: number, leagueId: number, roundId: number) => `${roundApi.admin.path.round(clubId, leagueId, roundId)}/matches/schedule/confirm`,
      /** A group's season of fixtures: previewed, then created. */
      fixtures: (clubId: number, leagueId: number, groupId: number) => `${leagueApi.admin.path.league(clubId, leagueId)}/groups/${groupId}/fixtures`,
      availability: (clubId: number, leagueId: number, roundId: number) => `${roundApi.admin.path.round(clubId, leagueId, roundId)}/matches/availability`,
      /** Who played a match for each team (docs/substitutes.md). */
      lineup: (clubId: number, leagueId: number, roundId: number, matchId: number) =>
        `${roundApi.admin.path.round(clubId, leagueId, roundId)}/matches/${matchId}/lineup`,
      /** The round's list of unavailabilities (plural), and one entry's writes (singular), as the API names them. */
      unavailabilities: (clubId: number, leagueId: number, roundId: number) => `${roundApi.admin.path.round(clubId, leagueId, roundId)}/teamUnavailabilities`,
      unavailability: (clubId: number, leagueId: number, roundId: number, entryId?: number) =>
        `${roundApi.admin.path.round(clubId, leagueId, roundId)}/teamUnavailability${entryId === undefined ? '' : `/${entryId}`}`,
      /** A club's requests to move matches (`?status=`), and the organiser's answer to one. */
      reschedules: (clubId: number) => `/v1/admin/clubs/${clubId}/reschedules`,
      rescheduleAnswer: (clubId: number, requestId: number, answer: 'approve' | 'decline') => `/v1/admin/clubs/${clubId}/reschedules/${requestId}/${answer}`,
    },
  },
};
