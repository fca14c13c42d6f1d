import { createContext, useContext, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalog } from './catalog';

export interface ScopeChoice {
  clubId: number | null;
  leagueId: number | null;
  groupId: number | null;
  roundId: number | null;
}

/** Where the choice is kept (the dashboard: its URL) and how a new one is made. */
export interface ScopeStore {
  choice: ScopeChoice;
  choose: (next: ScopeChoice) => void;
}

const initialChoice: ScopeChoice = { clubId: null, leagueId: null, groupId: null, roundId: null };
const ScopeContext = createContext<ScopeStore | null>(null);

/**
 * The club → league → group → round the organiser is working on, kept while they move between
 * sections (Schedule, then Results, courtside) so they never choose them twice. The dashboard keeps
 * it in its URL, so a reload or the back button brings the same round back.
 */
export function AdminScopeProvider({ store, children }: { store: ScopeStore; children: ReactNode }) {
  return <ScopeContext.Provider value={store}>{children}</ScopeContext.Provider>;
}

/**
 * The wanted id when it is in the list, else the list's first (the auto-selection of docs/rules.md,
 * "Admin dashboard"). While the list is still loading the wanted id stands, so what depends on it
 * (a round's matches kept on the device) loads at once instead of after the whole chain of lists.
 */
function wantedOrFirst(list: readonly { id: number }[] | undefined, wanted: number | null): number | null {
  if (list === undefined) return wanted;
  return list.some((item) => item.id === wanted) ? wanted : (list[0]?.id ?? null);
}

export function useAdminScope() {
  const context = useContext(ScopeContext);
  // Outside the dashboard (component tests) each section keeps its own choice.
  const [ownChoice, setOwnChoice] = useState<ScopeChoice>(initialChoice);
  const { choice, choose } = context ?? { choice: ownChoice, choose: setOwnChoice };

  const clubs = useQuery(catalog.clubs());
  const clubId = wantedOrFirst(clubs.data, choice.clubId);
  const leagues = useQuery({ ...catalog.leagues(clubId), enabled: clubId !== null });
  const leagueId = clubId === null ? null : wantedOrFirst(leagues.data, choice.leagueId);
  const groups = useQuery({ ...catalog.groups(clubId, leagueId), enabled: leagueId !== null });
  const rounds = useQuery({ ...catalog.rounds(clubId, leagueId), enabled: leagueId !== null });
  // The group defaults to "All Groups" (null), not to the first group.
  const groupId =
    leagueId === null || choice.groupId === null
      ? null
      : groups.data === undefined || groups.data.some((group) => group.id === choice.groupId)
        ? choice.groupId
        : null;
  const roundId = leagueId === null ? null : wantedOrFirst(rounds.data, choice.roundId);

  // A list is loading while it, or a list it depends on, has not answered yet: until then an empty
  // list means nothing (on poor signal it would look as if the data were gone).
  const clubsLoading = clubs.isPending;
  const leaguesLoading = clubsLoading || (clubId !== null && leagues.isPending);
  const groupsLoading = leaguesLoading || (leagueId !== null && groups.isPending);
  const roundsLoading = leaguesLoading || (leagueId !== null && rounds.isPending);

  return {
    clubs: clubs.data ?? [],
    leagues: leagueId === null && clubId === null ? [] : (leagues.data ?? []),
    groups: groups.data ?? [],
    rounds: rounds.data ?? [],
    loading: roundsLoading,
    loadingLists: { clubs: clubsLoading, leagues: leaguesLoading, groups: groupsLoading, rounds: roundsLoading },
    clubId,
    leagueId,
    groupId,
    roundId,
    round: rounds.data?.find((round) => round.id === roundId) ?? null,
    setClub: (id: number | null) => choose({ clubId: id, leagueId: null, groupId: null, roundId: null }),
    setLeague: (id: number | null) => choose({ clubId, leagueId: id, groupId: null, roundId: null }),
    setGroup: (id: number | null) => choose({ clubId, leagueId, groupId: id, roundId: choice.roundId }),
    setRound: (id: number | null) => choose({ clubId, leagueId, groupId, roundId: id }),
  };
}

export type AdminScope = ReturnType<typeof useAdminScope>;
