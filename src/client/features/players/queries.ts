import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Player, PlayerList, PlayerStatistics } from '@/shared/schemas/player';
import type { PlayerHistory, PlayerRatingResponse } from '@/shared/schemas/season';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { adminKey } from '@/client/lib/admin-key';
import { PLAYERS_PAGE_SIZE } from '@/shared/first-view';

/** docs/rules.md, "API conventions": 10 players a page, active players only, search after 300 ms of quiet. */
// The server's first view of /players reads the same page (shared/first-view.ts).
export { PLAYERS_PAGE_SIZE };
export const PLAYER_SEARCH_DELAY_MS = 300;

const ROOT = ['players'] as const;

/** The players domain's query keys and API paths, public and admin (docs/architecture.md, "Query keys and paths"). */
export const playerApi = {
  key: {
    all: ROOT,
    /** Prefix: every page and search of the player list. */
    lists: () => [...ROOT, 'list'] as const,
    list: (page: number, search: string) => [...ROOT, 'list', { page, search }] as const,
    /** A player's page; the prefix of their statistics, history and rating. */
    detail: (playerId: number) => [...ROOT, 'detail', playerId] as const,
    statistics: (playerId: number) => [...ROOT, 'detail', playerId, 'statistics'] as const,
    history: (playerId: number) => [...ROOT, 'detail', playerId, 'history'] as const,
    rating: (playerId: number) => [...ROOT, 'detail', playerId, 'rating'] as const,
  },
  path: {
    list: () => '/v1/players',
    detail: (playerId: number) => `/v1/players/${playerId}`,
    statistics: (playerId: number) => `/v1/players/${playerId}/statistics`,
    history: (playerId: number) => `/v1/players/${playerId}/history`,
    rating: (playerId: number) => `/v1/players/${playerId}/rating`,
    calendar: (playerId: number) => `/v1/players/${playerId}/calendar.ics`,
  },
  admin: {
    key: {
      /** Every player with their contact details (the Players table, the team pickers). */
      list: () => adminKey('players'),
    },
    path: {
      list: () => '/v1/admin/players',
      detail: (playerId: number) => `/v1/admin/players/${playerId}`,
      invitation: (playerId: number) => `/v1/admin/players/${playerId}/invitation`,
      invitations: () => '/v1/admin/players/invitations',
    },
  },
};

export const playerQueries = {
  all: playerApi.key.all,
  list: ({ page, search }: { page: number; search: string | undefined }) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playerApi.key.list(page, search ?? ''),
      queryFn: ({ signal }) =>
        apiRequest<PlayerList>(playerApi.path.list(), {
          query: { page, pageSize: PLAYERS_PAGE_SIZE, search, status: 'active' },
          signal,
        }),
      // The previous page stays on screen while the next one loads, so paging never flashes.
      placeholderData: keepPreviousData,
    }),
  detail: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playerApi.key.detail(playerId),
      queryFn: ({ signal }) => apiRequest<Player>(playerApi.path.detail(playerId), { signal }),
    }),
  statistics: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playerApi.key.statistics(playerId),
      queryFn: ({ signal }) => apiRequest<PlayerStatistics>(playerApi.path.statistics(playerId), { signal }),
    }),
  /** Every league and season played, most recent first (docs/seasons.md). */
  history: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playerApi.key.history(playerId),
      queryFn: ({ signal }) => apiRequest<PlayerHistory>(playerApi.path.history(playerId), { signal }),
    }),
  /** The player's rating with its level, its reliability and its steps (docs/ratings.md). */
  rating: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: playerApi.key.rating(playerId),
      queryFn: ({ signal }) => apiRequest<PlayerRatingResponse>(playerApi.path.rating(playerId), { signal }),
    }),
};

export const playerCalendarUrl = (playerId: number): string => `/api${playerApi.path.calendar(playerId)}`;
