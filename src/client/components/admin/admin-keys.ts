/**
 * Admin query keys. Every one starts with 'admin' and names its scope in order (club, league,
 * round, group), so a write invalidates exactly the lists it changed, or a prefix of them.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  players: () => ['admin', 'players'] as const,
  teams: () => ['admin', 'teams'] as const,
  clubs: () => ['admin', 'clubs'] as const,
  leagues: (clubId: number | null) => ['admin', 'leagues', clubId] as const,
  groups: (clubId: number | null, leagueId: number | null) => ['admin', 'groups', clubId, leagueId] as const,
  /** Prefix: the members of every group (team names show in all of them). */
  allGroupTeams: () => ['admin', 'group-teams'] as const,
  groupTeams: (clubId: number, leagueId: number, groupId: number) => ['admin', 'group-teams', clubId, leagueId, groupId] as const,
  rounds: (clubId: number | null, leagueId: number | null) => ['admin', 'rounds', clubId, leagueId] as const,
  /** Prefix: the matches of one league's rounds. */
  leagueRoundMatches: (clubId: number, leagueId: number) => ['admin', 'round-matches', clubId, leagueId] as const,
  /** Prefix: the matches of every round (team names show in all of them). */
  allRoundMatches: () => ['admin', 'round-matches'] as const,
  roundMatches: (clubId: number | null, leagueId: number | null, roundId: number | null) =>
    ['admin', 'round-matches', clubId, leagueId, roundId] as const,
  /** Prefix: the schedules of one league's rounds. */
  leagueSchedules: (clubId: number, leagueId: number) => ['admin', 'schedule', clubId, leagueId] as const,
  /** Prefix: the schedule of every round. */
  allSchedules: () => ['admin', 'schedule'] as const,
  /** Prefix: one round's schedule, for each of its groups. */
  roundSchedule: (clubId: number, leagueId: number, roundId: number) => ['admin', 'schedule', clubId, leagueId, roundId] as const,
  schedule: (clubId: number | null, leagueId: number | null, roundId: number | null, groupId: number | null) =>
    ['admin', 'schedule', clubId, leagueId, roundId, groupId] as const,
  /** Prefix: every round's unavailability (it shows team names). */
  allUnavailability: () => ['admin', 'unavailability'] as const,
  unavailability: (clubId: number | null, leagueId: number | null, roundId: number | null) =>
    ['admin', 'unavailability', clubId, leagueId, roundId] as const,
};
