import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Player, PlayerList, PlayerStatistics } from '@/shared/schemas/player';
import type { PlayerHistory, PlayerRatingResponse } from '@/shared/schemas/season';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';
import { PLAYERS_PAGE_SIZE } from '@/shared/first-view';

/** docs/rules.md, "API conventions": 10 players a page, active players only, search after 300 ms of quiet. */
// The server's first view of /players reads the same page (shared/first-view.ts).
export { PLAYERS_PAGE_SIZE };
export const PLAYER_SEARCH_DELAY_MS = 300;

export const playerQueries = {
  all: ['players'] as const,
  list: ({ page, search }: { page: number; search: string | undefined }) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...playerQueries.all, 'list', { page, search: search ?? '' }] as const,
      queryFn: ({ signal }) =>
        apiRequest<PlayerList>('/v1/players', {
          query: { page, pageSize: PLAYERS_PAGE_SIZE, search, status: 'active' },
          signal,
        }),
      // The previous page stays on screen while the next one loads, so paging never flashes.
      placeholderData: keepPreviousData,
    }),
  detail: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...playerQueries.all, 'detail', playerId] as const,
      queryFn: ({ signal }) => apiRequest<Player>(`/v1/players/${playerId}`, { signal }),
    }),
  statistics: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...playerQueries.all, 'detail', playerId, 'statistics'] as const,
      queryFn: ({ signal }) => apiRequest<PlayerStatistics>(`/v1/players/${playerId}/statistics`, { signal }),
    }),
  /** Every league and season played, most recent first (docs/seasons.md). */
  history: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...playerQueries.all, 'detail', playerId, 'history'] as const,
      queryFn: ({ signal }) => apiRequest<PlayerHistory>(`/v1/players/${playerId}/history`, { signal }),
    }),
  /** The pair-Elo rating, its reliability and its steps (docs/ratings.md). */
  rating: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: [...playerQueries.all, 'detail', playerId, 'rating'] as const,
      queryFn: ({ signal }) => apiRequest<PlayerRatingResponse>(`/v1/players/${playerId}/rating`, { signal }),
    }),
};

export const playerCalendarUrl = (playerId: number): string => `/api/v1/players/${playerId}/calendar.ics`;
