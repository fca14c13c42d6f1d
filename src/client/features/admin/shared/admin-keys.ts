/** Every admin query key starts with 'admin', so one invalidation refreshes the dashboard. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  players: () => ['admin', 'players'] as const,
  teams: () => ['admin', 'teams'] as const,
  clubs: () => ['admin', 'clubs'] as const,
  leagues: (clubId: number | null) => ['admin', 'leagues', clubId] as const,
  groups: (clubId: number | null, leagueId: number | null) => ['admin', 'groups', clubId, leagueId] as const,
  groupTeams: (clubId: number, leagueId: number, groupId: number) => ['admin', 'group-teams', clubId, leagueId, groupId] as const,
  rounds: (clubId: number | null, leagueId: number | null) => ['admin', 'rounds', clubId, leagueId] as const,
  roundMatches: (clubId: number | null, leagueId: number | null, roundId: number | null) =>
    ['admin', 'round-matches', clubId, leagueId, roundId] as const,
  schedule: (clubId: number | null, leagueId: number | null, roundId: number | null, groupId: number | null) =>
    ['admin', 'schedule', clubId, leagueId, roundId, groupId] as const,
  unavailability: (clubId: number | null, leagueId: number | null, roundId: number | null) =>
    ['admin', 'unavailability', clubId, leagueId, roundId] as const,
};
