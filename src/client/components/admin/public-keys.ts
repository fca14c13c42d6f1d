import { clubQueries } from '@/client/features/clubs/queries';
import { leagueQueries } from '@/client/features/leagues/queries';
import { playerQueries } from '@/client/features/players/queries';

/**
 * The public pages' query keys an admin write makes stale, built from the public factories.
 * Each is a prefix: invalidating it marks every query under it stale.
 */
export const publicKeys = {
  clubList: () => [...clubQueries.all, 'list'] as const,
  club: (clubId: number) => clubQueries.detail(clubId).queryKey,
  clubLeagues: (clubId: number) => leagueQueries.activeForClub(clubId).queryKey,
  /** Everything public under one club's leagues (their pages, groups, rounds, standings, matches). */
  leaguesOfClub: (clubId: number) => [...leagueQueries.all, clubId] as const,
  /** A league's page, groups, rounds, standings and matches: the prefix of leagueQueries' keys. */
  league: (clubId: number, leagueId: number) => [...leagueQueries.all, clubId, leagueId] as const,
  groupStandings: (clubId: number, leagueId: number, groupId: number) => leagueQueries.standings(clubId, leagueId, groupId).queryKey,
  /** Team names appear in every league's standings and matches. */
  allLeagues: () => leagueQueries.all,
  playerList: () => [...playerQueries.all, 'list'] as const,
  /** A player's page and statistics. */
  player: (playerId: number) => playerQueries.detail(playerId).queryKey,
};
