import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { clubNightApi } from '../features/club-nights/queries';

/** Where a club night's change lives. */
export interface NightPlace {
  clubId: number;
  clubNightId: number;
}

/**
 * The cached reads a sent score or round makes stale: the night (its rounds and leaderboard), the
 * club's list of nights (its status) and every player's list of nights (their place on it).
 */
export const nightWriteKeys = ({ clubId, clubNightId }: NightPlace): QueryKey[] => [
  clubNightApi.key.detail(clubId, clubNightId),
  clubNightApi.key.ofClub(clubId),
  clubNightApi.key.players(),
];

export async function invalidateAfterNightWrites(
  queryClient: QueryClient,
  places: readonly NightPlace[],
): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const place of places) for (const key of nightWriteKeys(place)) keys.set(JSON.stringify(key), key);
  await Promise.all([...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
