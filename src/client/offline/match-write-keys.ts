import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { statsApi } from '../features/admin-shell/queries';
import { leagueApi } from '../features/leagues/queries';
import { matchApi } from '../features/matches/queries';
import { meApi } from '../features/me/keys';
import { playerApi } from '../features/players/queries';
import { playoffApi } from '../features/playoffs/queries';

/** Where a match lives: enough to name every list that shows it. */
export interface MatchPlace {
  clubId: number;
  leagueId: number;
  roundId: number;
  /** The match's group when known (a match created offline has none yet on the device). */
  groupId?: number | null;
}

/**
 * The cached reads a change of one match makes stale, and nothing else: the admin round list and
 * schedule of its round, the public pages of its group (results, schedule, standings, the latest
 * round with results; the whole league's groups when the group is not known yet), the players'
 * statistics (keyed by player, and a match names teams, so all of them), and the dashboard totals.
 * docs/rules.md, "Offline and outbox".
 */
export function matchWriteKeys(place: MatchPlace): QueryKey[] {
  const { clubId, leagueId, roundId, groupId } = place;
  return [
    matchApi.admin.key.ofRound(clubId, leagueId, roundId),
    // Every group filter of the round's schedule.
    matchApi.admin.key.roundSchedule(clubId, leagueId, roundId),
    groupId == null ? leagueApi.key.groups(clubId, leagueId) : leagueApi.key.group(clubId, leagueId, groupId),
    // A playoff match has no group: its result moves teams on in the league's bracket.
    ...(groupId == null ? [playoffApi.key.bracket(clubId, leagueId)] : []),
    statsApi.admin.key.totals(),
  ];
}

const isPlayerStatistics = (key: QueryKey): boolean =>
  key[0] === playerApi.key.all[0] && key[1] === 'detail' && key[3] === 'statistics';

/** Marks what the writes changed as stale; the lists on screen refetch, the rest on their next use. */
export async function invalidateAfterMatchWrites(
  queryClient: QueryClient,
  places: readonly MatchPlace[],
): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const place of places) for (const key of matchWriteKeys(place)) keys.set(JSON.stringify(key), key);
  if (keys.size === 0) return;
  await Promise.all([
    ...[...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // A player's own lists (/me): a reported, confirmed or disputed score, or the organiser's entry, moves them.
    queryClient.invalidateQueries({ queryKey: meApi.key.all }),
    queryClient.invalidateQueries({ predicate: (query) => isPlayerStatistics(query.queryKey) }),
  ]);
}
