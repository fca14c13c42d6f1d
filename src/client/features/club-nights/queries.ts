import { queryOptions } from '@tanstack/react-query';
import type { ClubNight, ClubNightSummary, PlayerClubNight } from '@/shared/schemas/club-night';
import { apiRequest } from '@/client/lib/api-client';
import { loadedByRoute } from '@/client/lib/query-client';

const ROOT = ['clubNights'] as const;

/**
 * The club nights' query keys and API paths (docs/architecture.md, "Query keys and paths"). The
 * organiser's night screen reads the public night too (a night has no drafts): kept on the device,
 * it opens courtside without signal, and the outbox's pending scores and rounds are laid over it.
 */
export const clubNightApi = {
  key: {
    all: ROOT,
    /** Prefix: a club's list and every night of the club. */
    club: (clubId: number) => [...ROOT, 'club', clubId] as const,
    ofClub: (clubId: number) => [...ROOT, 'club', clubId, 'list'] as const,
    detail: (clubId: number, clubNightId: number) => [...ROOT, 'club', clubId, 'night', clubNightId] as const,
    /** Prefix of every player's list: a night's change may move anyone on it. */
    players: () => [...ROOT, 'player'] as const,
    ofPlayer: (playerId: number) => [...ROOT, 'player', playerId] as const,
  },
  path: {
    ofClub: (clubId: number) => `/v1/clubs/${clubId}/club-nights`,
    detail: (clubId: number, clubNightId: number) => `/v1/clubs/${clubId}/club-nights/${clubNightId}`,
    ofPlayer: (playerId: number) => `/v1/players/${playerId}/club-nights`,
  },
  admin: {
    path: {
      create: (clubId: number) => `/v1/admin/clubs/${clubId}/club-nights`,
      guest: () => '/v1/admin/players',
      /** The tour's teams (the public list, searched by name), for a Team Americano's pairs. */
      teams: () => '/v1/teams',
    },
  },
};

export const clubNightQueries = {
  ofClub: (clubId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: clubNightApi.key.ofClub(clubId),
      queryFn: ({ signal }) => apiRequest<ClubNightSummary[]>(clubNightApi.path.ofClub(clubId), { signal }),
    }),
  detail: (clubId: number, clubNightId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: clubNightApi.key.detail(clubId, clubNightId),
      queryFn: ({ signal }) => apiRequest<ClubNight>(clubNightApi.path.detail(clubId, clubNightId), { signal }),
    }),
  ofPlayer: (playerId: number) =>
    queryOptions({
      ...loadedByRoute,
      queryKey: clubNightApi.key.ofPlayer(playerId),
      queryFn: ({ signal }) => apiRequest<PlayerClubNight[]>(clubNightApi.path.ofPlayer(playerId), { signal }),
    }),
};
