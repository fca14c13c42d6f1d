import { useQueries, useQuery } from '@tanstack/react-query';
import { DEFAULT_MATCH_FORMAT, type MatchFormat } from '@/shared/domain/constants';
import type { Match } from '@/shared/schemas/match';
import type { Round } from '@/shared/schemas/round';
import { roundMatchesQuery } from '../results/api';
import type { RoundPlace } from '../results/match-mutations';
import { catalog } from '@/client/components/admin/catalog';

export interface TonightMatch {
  match: Match;
  place: RoundPlace;
  round: Round;
  clubName: string;
  leagueName: string;
  /** The league's match format: the result typed in place is checked against it. */
  matchFormat: MatchFormat;
}

/** Tonight's rounds: active, dated today on the device's calendar. */
export const isTonight = (round: Pick<Round, 'status' | 'date'>, today: string): boolean => round.status === 'active' && round.date === today;

/**
 * Every match of tonight's rounds across the leagues being run (all but finished ones), read
 * through the same lists the Results screen uses: one cache, kept on the device, so Tonight opens
 * offline once it has been seen, and a result entered on either screen shows on both.
 */
export function useTonightMatches(today: string): { loading: boolean; matches: TonightMatch[] } {
  const clubs = useQuery(catalog.clubs());
  const clubList = clubs.data ?? [];
  const leagues = useQueries({ queries: clubList.map((club) => catalog.leagues(club.id)) });
  const running = clubList.flatMap((club, index) =>
    (leagues[index]?.data ?? []).filter((league) => league.status !== 'finished').map((league) => ({ club, league })),
  );
  const rounds = useQueries({ queries: running.map(({ club, league }) => catalog.rounds(club.id, league.id)) });
  const tonight = running.flatMap(({ club, league }, index) =>
    (rounds[index]?.data ?? []).filter((round) => isTonight(round, today)).map((round) => ({ club, league, round })),
  );
  const roundMatches = useQueries({ queries: tonight.map(({ club, league, round }) => roundMatchesQuery(club.id, league.id, round.id)) });

  const loading = clubs.isPending || [...leagues, ...rounds, ...roundMatches].some((query) => query.isPending);
  const matches = tonight.flatMap(({ club, league, round }, index) =>
    (roundMatches[index]?.data ?? []).map((match) => ({
      match,
      place: { clubId: club.id, leagueId: league.id, roundId: round.id },
      round,
      clubName: club.name,
      leagueName: league.name,
      // A league cached on the device before formats existed carries none: it plays by the free rules.
      matchFormat: league.matchFormat ?? DEFAULT_MATCH_FORMAT,
    })),
  );
  return { loading, matches };
}
