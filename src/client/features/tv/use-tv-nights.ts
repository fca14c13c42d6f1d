import { useQueries, useQuery } from '@tanstack/react-query';
import { clubNightQueries } from '@/client/features/club-nights/queries';
import type { ClubNight } from '@/shared/schemas/club-night';
import type { TvNight } from './tv-panels';
import { TV_REFETCH_MS } from './use-tv-data';

const refetch = { refetchInterval: TV_REFETCH_MS, refetchIntervalInBackground: true } as const;

export interface TvNights {
  nights: TvNight[];
  /** The oldest successful read among the nights' queries (0 before any). */
  updatedAt: number;
}

/** Rounds with every score in. */
const roundsPlayed = (night: ClubNight): number =>
  night.rounds.filter((round) =>
    round.matches.every((match) => match.team1Points !== null && match.team2Points !== null),
  ).length;

/**
 * The club's nights running today (docs/tv.md, "Club nights"), read through the club nights' public
 * query factory: the club's list, then each running night of today. The live stream's `clubNight`
 * changes mark these keys stale (live-keys.ts), so a score entered courtside moves the leaderboard
 * within a second; the 30-second refetch holds when the stream is blocked.
 */
export function useTvNights(clubId: number, today: string): TvNights {
  const list = useQuery({ ...clubNightQueries.ofClub(clubId), ...refetch });
  const running = (list.data ?? []).filter((night) => night.status === 'running' && night.date === today);
  const details = useQueries({
    queries: running.map((night) => ({ ...clubNightQueries.detail(clubId, night.id), ...refetch })),
  });
  const nights: TvNight[] = details.flatMap(({ data }) =>
    data && data.status === 'running'
      ? [
          {
            id: data.id,
            name: data.name,
            format: data.format,
            roundsPlayed: roundsPlayed(data),
            plannedRounds: data.plannedRounds,
            leaderboard: data.leaderboard,
          },
        ]
      : [],
  );
  const updated = [list, ...details].map((query) => query.dataUpdatedAt).filter((at) => at > 0);
  return { nights, updatedAt: updated.length > 0 ? Math.min(...updated) : 0 };
}
