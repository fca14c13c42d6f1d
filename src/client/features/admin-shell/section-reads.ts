import type { QueryClient } from '@tanstack/react-query';
import { catalog } from '@/client/components/admin/catalog';
import { meQuery } from '@/client/components/admin/me';
import { activityQueries } from '@/client/features/activity/admin/api';
import { roundMatchesQuery } from '@/client/features/matches/admin/results/api';
import { scheduleQuery } from '@/client/features/matches/admin/schedule/api';
import { unavailabilityQuery } from '@/client/features/matches/admin/unavailability/api';
import { reschedulesQuery } from '@/client/features/matches/admin/reschedules/api';
import { overviewQuery, statsQuery } from './overview/api';
import type { ActivitySearch, AdminScopeSearch, AdminSectionId } from './sections';

/** What a section's loader knows: the scope and, on Activity, its filter. */
export type SectionSearch = AdminScopeSearch & ActivitySearch;

type Starter = (queryClient: QueryClient, search: SectionSearch) => void;

/**
 * The reads every section's screen makes: who is signed in (the admin-only sections) and the
 * club → league → group → round selectors, as far as the address names them.
 */
const startScopeReads: Starter = (queryClient, { club, league }) => {
  void queryClient.prefetchQuery(meQuery());
  void queryClient.prefetchQuery(catalog.clubs());
  if (club !== undefined) void queryClient.prefetchQuery(catalog.leagues(club));
  if (club !== undefined && league !== undefined) {
    void queryClient.prefetchQuery(catalog.groups(club, league));
    void queryClient.prefetchQuery(catalog.rounds(club, league));
  }
};

/**
 * Each section's own first read, when the address already names what it reads; otherwise the
 * section waits for the scope's defaults (the first of each list) and reads as it always did.
 */
const sectionStarters: Partial<Record<AdminSectionId, Starter>> = {
  overview: (queryClient) => {
    void queryClient.prefetchQuery(statsQuery());
    void queryClient.prefetchQuery(overviewQuery());
  },
  players: (queryClient) => void queryClient.prefetchQuery(catalog.players()),
  teams: (queryClient) => void queryClient.prefetchQuery(catalog.teams()),
  results: (queryClient, { club, league, round }) => {
    if (club !== undefined && league !== undefined && round !== undefined) void queryClient.prefetchQuery(roundMatchesQuery(club, league, round));
  },
  unavailability: (queryClient, { club, league, round }) => {
    if (club !== undefined && league !== undefined && round !== undefined) void queryClient.prefetchQuery(unavailabilityQuery(club, league, round));
  },
  schedule: (queryClient, { club, league, round, group }) => {
    if (club !== undefined && league !== undefined && round !== undefined && group !== undefined)
      void queryClient.prefetchQuery(scheduleQuery(club, league, round, group));
  },
  reschedules: (queryClient, { club }) => {
    if (club !== undefined) void queryClient.prefetchQuery(reschedulesQuery(club, 'accepted'));
  },
  activity: (queryClient, { entity, entityId, page }) =>
    void queryClient.prefetchQuery(activityQueries.list({ entity, entityId, page: page ?? 1 })),
};

/**
 * A section route's loader: starts the section's reads and does not wait for them. The section
 * shows its own loading states (and, offline, what the device kept), as it did before it had a
 * route; a failed read keeps its error in the query, where the section shows it.
 */
export function startSectionReads(queryClient: QueryClient, section: AdminSectionId, search: SectionSearch): void {
  startScopeReads(queryClient, search);
  sectionStarters[section]?.(queryClient, search);
}
