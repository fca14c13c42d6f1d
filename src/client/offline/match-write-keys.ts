import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from '../components/admin/admin-keys';
import { leagueQueries } from '../features/leagues/queries';
import { playerQueries } from '../features/players/queries';
import { playoffQueries } from '../features/playoffs/queries';
import { MY_QUERIES_ROOT } from '../features/me/keys';

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
  const leagueGroups = leagueQueries.groups(clubId, leagueId).queryKey;
  return [
    adminKeys.roundMatches(clubId, leagueId, roundId),
    // Every group filter of the round's schedule.
    adminKeys.schedule(clubId, leagueId, roundId, null).slice(0, -1),
    groupId == null ? leagueGroups : [...leagueGroups, groupId],
    // A playoff match has no group: its result moves teams on in the league's bracket.
    ...(groupId == null ? [playoffQueries.bracket(clubId, leagueId).queryKey] : []),
    adminKeys.stats(),
  ];
}

const isPlayerStatistics = (key: QueryKey): boolean =>
  key[0] === playerQueries.all[0] && key[1] === 'detail' && key[3] === 'statistics';

/** Marks what the writes changed as stale; the lists on screen refetch, the rest on their next use. */
export async function invalidateAfterMatchWrites(queryClient: QueryClient, places: readonly MatchPlace[]): Promise<void> {
  const keys = new Map<string, QueryKey>();
  for (const place of places) for (const key of matchWriteKeys(place)) keys.set(JSON.stringify(key), key);
  if (keys.size === 0) return;
  await Promise.all([
    ...[...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // A player's own lists (/me): a reported, confirmed or disputed score, or the organiser's entry, moves them.
    queryClient.invalidateQueries({ queryKey: MY_QUERIES_ROOT }),
    queryClient.invalidateQueries({ predicate: (query) => isPlayerStatistics(query.queryKey) }),
  ]);
}
