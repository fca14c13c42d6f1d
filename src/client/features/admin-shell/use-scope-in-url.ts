import { useMemo } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { ScopeChoice, ScopeStore } from '@/client/components/admin/scope';

const signedInRoute = getRouteApi('/admin/signed-in');

/** `null` leaves the parameter out of the address. */
const param = (id: number | null): number | undefined => id ?? undefined;

/**
 * The sections' club → league → group → round, kept in the URL (`/admin/results?club=1&league=2&round=4`): a
 * reload, offline included, comes back to the same round with its pending marks, each choice is a
 * step the back button undoes, and signing in again returns to it.
 */
export function useScopeInUrl(): ScopeStore {
  const { club, league, group, round } = signedInRoute.useSearch();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      choice: { clubId: club ?? null, leagueId: league ?? null, groupId: group ?? null, roundId: round ?? null },
      choose: (next: ScopeChoice) =>
        void navigate({
          // The open section, whichever it is: only its search changes.
          to: '.',
          search: (previous) => ({
            ...previous,
            club: param(next.clubId),
            league: param(next.leagueId),
            group: param(next.groupId),
            round: param(next.roundId),
          }),
        }),
    }),
    [club, league, group, round, navigate],
  );
}
