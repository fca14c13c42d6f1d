import { queryOptions } from '@tanstack/react-query';
import type { Club, ClubList } from '../../../shared/schemas/club';
import { apiRequest } from '../../lib/api-client';

/** Home shows up to 6 clubs (SPEC.md §9). */
export const HOME_CLUBS_PAGE_SIZE = 6;

export const clubQueries = {
  all: ['clubs'] as const,
  list: (page = 1, pageSize = HOME_CLUBS_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...clubQueries.all, 'list', { page, pageSize }] as const,
      queryFn: ({ signal }) => apiRequest<ClubList>('/v1/clubs', { query: { page, pageSize }, signal }),
    }),
  detail: (clubId: number) =>
    queryOptions({
      queryKey: [...clubQueries.all, 'detail', clubId] as const,
      queryFn: ({ signal }) => apiRequest<Club>(`/v1/clubs/${clubId}`, { signal }),
    }),
};
