import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalog } from './catalog';

interface ScopeChoice {
  clubId: number | null;
  leagueId: number | null;
  groupId: number | null;
  roundId: number | null;
}

const initialChoice: ScopeChoice = { clubId: null, leagueId: null, groupId: null, roundId: null };
const ScopeContext = createContext<[ScopeChoice, Dispatch<SetStateAction<ScopeChoice>>] | null>(null);

/**
 * The club → league → group → round the organiser is working on, kept while they move between
 * sections (Schedule, then Results, courtside) so they never choose them twice.
 */
export function AdminScopeProvider({ children }: { children: ReactNode }) {
  const state = useState<ScopeChoice>(initialChoice);
  return <ScopeContext.Provider value={state}>{children}</ScopeContext.Provider>;
}

/** The wanted id when it is in the list, else the list's first (SPEC.md §4 auto-selection). */
const firstUnless = (list: readonly { id: number }[] | undefined, wanted: number | null): number | null =>
  list?.some((item) => item.id === wanted) ? wanted : (list?.[0]?.id ?? null);

export function useAdminScope() {
  const context = useContext(ScopeContext);
  // Outside the dashboard (component tests) each section keeps its own choice.
  const ownState = useState<ScopeChoice>(initialChoice);
  const [choice, setChoice] = context ?? ownState;

  const clubs = useQuery(catalog.clubs());
  const clubId = firstUnless(clubs.data, choice.clubId);
  const leagues = useQuery({ ...catalog.leagues(clubId), enabled: clubId !== null });
  const leagueId = clubId === null ? null : firstUnless(leagues.data, choice.leagueId);
  const groups = useQuery({ ...catalog.groups(clubId, leagueId), enabled: leagueId !== null });
  const rounds = useQuery({ ...catalog.rounds(clubId, leagueId), enabled: leagueId !== null });
  // The group defaults to "All Groups" (null), not to the first group.
  const groupId = leagueId !== null && groups.data?.some((group) => group.id === choice.groupId) ? choice.groupId : null;
  const roundId = leagueId === null ? null : firstUnless(rounds.data, choice.roundId);

  return {
    clubs: clubs.data ?? [],
    leagues: leagueId === null && clubId === null ? [] : (leagues.data ?? []),
    groups: groups.data ?? [],
    rounds: rounds.data ?? [],
    loading: clubs.isPending || (clubId !== null && leagues.isPending) || (leagueId !== null && rounds.isPending),
    clubId,
    leagueId,
    groupId,
    roundId,
    round: rounds.data?.find((round) => round.id === roundId) ?? null,
    setClub: (id: number | null) => setChoice({ clubId: id, leagueId: null, groupId: null, roundId: null }),
    setLeague: (id: number | null) => setChoice((current) => ({ ...current, clubId, leagueId: id, groupId: null, roundId: null })),
    setGroup: (id: number | null) => setChoice((current) => ({ ...current, clubId, leagueId, groupId: id })),
    setRound: (id: number | null) => setChoice((current) => ({ ...current, clubId, leagueId, roundId: id })),
  };
}

export type AdminScope = ReturnType<typeof useAdminScope>;
