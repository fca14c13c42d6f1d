import { formatDay } from '@/client/i18n/format';
import type { Club } from '@/shared/schemas/club';
import type { League } from '@/shared/schemas/league';
import type { Group, StandingsResponse } from '@/shared/schemas/group';
import type { Round } from '@/shared/schemas/round';
import type { Match } from '@/shared/schemas/match';
import type { Player, PlayerStatistics } from '@/shared/schemas/player';

export const page = <K extends string, T>(key: K, items: T[], total = items.length) =>
  ({ [key]: items, total, page: 1, pageSize: 20 }) as Record<K, T[]> & {
    total: number;
    page: number;
    pageSize: number;
  };

export const club = (overrides: Partial<Club> = {}): Club => ({
  id: 1,
  name: 'Club Bandeja Centro',
  description: 'Six covered courts in the city centre.',
  rules: 'Book 48 hours ahead.\nClean shoes only.',
  ...overrides,
});

export const league = (overrides: Partial<League> = {}): League => ({
  id: 4,
  clubId: 1,
  name: 'Winter League',
  description: 'Tuesday evenings all winter.',
  rules: 'Best of three sets.\nMatch tie-break in the third.',
  status: 'active',
  matchFormat: 'free',
  autoApproveReschedules: false,
  previousLeagueId: null,
  nextLeagueId: null,
  pointsForWin: 3,
  pointsForLoss: 1,
  tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
  matchTiebreakGames: 'one',
  rankByPointsPerMatch: false,
  maxSubstituteAppearances: 2,
  substituteMaxLevelAbove: null,
  pointsForDraw: 2,
  deuceRule: 'goldenPoint',
  seasonNumber: 2,
  seasonYear: '2026',
  ...overrides,
});

export const group = (id: number, name: string): Group => ({ id, leagueId: 4, name });

export const round = (id: number, date: string, overrides: Partial<Round> = {}): Round => ({
  id,
  leagueId: 4,
  name: `Round ${id}`,
  date,
  start_hour: 18,
  slot_minutes: 60,
  end_hour: 22,
  court_number: 2,
  status: 'active',
  ...overrides,
});

export const standings = (): StandingsResponse => ({
  standings: [
    {
      rank: 1,
      teamId: 11,
      teamName: 'Ana Alonso / Bea Blanco',
      matchesPlayed: 3,
      matchesWon: 3,
      setsDiff: 5,
      gamesDiff: 14,
      points: 9,
    },
    { rank: 2, teamId: 12, teamName: '', matchesPlayed: 3, matchesWon: 1, setsDiff: 0, gamesDiff: -1, points: 5 },
    {
      rank: 3,
      teamId: 13,
      teamName: 'Carla Cruz / Dana Diaz',
      matchesPlayed: 3,
      matchesWon: 0,
      setsDiff: -5,
      gamesDiff: -13,
      points: 3,
    },
  ],
  rules: {
    pointsForWin: 3,
    pointsForLoss: 1,
    tiebreakers: ['headToHead', 'setsDiff', 'gamesDiff', 'gamesWon'],
    matchTiebreakGames: 'one',
  },
});

export const match = (overrides: Partial<Match> = {}): Match => ({
  id: 100,
  roundId: 1,
  stage: 'group',
  groupId: 21,
  team1Id: 11,
  team2Id: 13,
  team1Name: 'Ana Alonso / Bea Blanco',
  team2Name: 'Carla Cruz / Dana Diaz',
  team1ShortName: 'A. Alonso / B. Blanco',
  team2ShortName: 'C. Cruz / D. Diaz',
  team1Results: [],
  team2Results: [],
  courtNumber: 1,
  startTime: 19,
  startMinutes: null,
  outcome: 'played',
  winnerTeamId: null,
  countedResults: null,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  report: null,
  ...overrides,
});

export const player = (overrides: Partial<Player> = {}): Player => ({
  id: 7,
  firstName: 'Juan',
  lastName: 'Lebrón',
  status: 'active',
  matchesPlayed: 3,
  matchesWon: 2,
  ...overrides,
});

export const statistics = (overrides: Partial<PlayerStatistics> = {}): PlayerStatistics => ({
  playerId: 7,
  matchesPlayed: 12,
  matchesWon: 8,
  matchesLost: 4,
  setsWon: 17,
  setsLost: 10,
  gamesWon: 120,
  gamesLost: 98,
  winRate: 66.666,
  ...overrides,
});

/** yyyy-mm-dd `days` from today in local time, as round dates are compared with. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A round's date as the screens show it (tests/unit/dates-for-people.test.ts pins the format itself). */
export const shownDay = (iso: string): string => formatDay(iso);
