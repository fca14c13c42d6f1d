import { nextRoundOfNight, nightLeaderboard, type LeaderboardRow } from '@/shared/domain/club-nights';
import type { ClubNight, ClubNightMatch } from '@/shared/schemas/club-night';
import type { OutboxEntry } from '@/client/offline';

/** A match as the organiser's phone shows it: the server's, with the newest change of it still in the outbox. */
export interface ShownNightMatch extends ClubNightMatch {
  /** The outbox entry whose score is shown, while it waits or needs attention. */
  entry: OutboxEntry | null;
}

export interface ShownNightRound {
  number: number;
  matches: ShownNightMatch[];
  resting: number[];
  /** The outbox entry of a round made on the phone, not on the server yet. */
  entry: OutboxEntry | null;
}

export interface ShownNight {
  rounds: ShownNightRound[];
  leaderboard: LeaderboardRow[];
}

/** The id a match of a round made on the phone stands under until the server answers: never a real id. */
export const phoneMatchId = (roundNumber: number, courtNumber: number): number => -(roundNumber * 100 + courtNumber);

/** The outbox entries of one night, oldest first. */
export const entriesOfNight = (entries: readonly OutboxEntry[], clubNightId: number): OutboxEntry[] =>
  entries.filter(
    (entry) =>
      (entry.operation === 'clubNight/score' || entry.operation === 'clubNight/next-round') &&
      entry.args.clubNightId === clubNightId,
  );

/**
 * The night as the phone shows it: the server's night (kept on the device) with the night's outbox
 * entries applied in the order they were made. A score sets its court's points; a next round is
 * made here by `nextRoundOfNight`, the function the server runs when the entry arrives, from the
 * scores before it, so round N shows at once without signal and the server makes the same one.
 * The leaderboard is worked out again by the shared `nightLeaderboard` when anything was applied.
 */
export function shownNight(night: ClubNight, entries: readonly OutboxEntry[]): ShownNight {
  const rounds: ShownNightRound[] = night.rounds.map((round) => ({
    number: round.number,
    resting: round.resting,
    entry: null,
    matches: round.matches.map((match) => ({ ...match, entry: null })),
  }));
  let applied = false;
  for (const entry of entriesOfNight(entries, night.id)) {
    if (entry.operation === 'clubNight/score') {
      const { roundNumber, courtNumber, body } = entry.args;
      const round = rounds.find((r) => r.number === roundNumber);
      const index = round?.matches.findIndex((m) => m.courtNumber === courtNumber) ?? -1;
      if (!round || index < 0) continue;
      round.matches[index] = {
        ...round.matches[index]!,
        team1Points: body.team1Points,
        team2Points: body.team2Points,
        entry,
      };
      applied = true;
    } else if (entry.operation === 'clubNight/next-round') {
      const { number } = entry.args.body;
      // Already on the server (sent by now, or made by another phone): the server's round stands.
      if (number !== rounds.length + 1) continue;
      const plan = nextRoundOfNight({ ...night, rounds });
      rounds.push({
        number,
        resting: plan.resting,
        entry,
        matches: plan.matches.map((match) => ({
          courtNumber: match.courtNumber,
          team1: [match.team1[0], match.team1[1]] as [number, number],
          team2: [match.team2[0], match.team2[1]] as [number, number],
          id: phoneMatchId(number, match.courtNumber),
          team1Points: null,
          team2Points: null,
          version: 0,
          entry: null,
        })),
      });
      applied = true;
    }
  }
  const leaderboard = applied ? nightLeaderboard(night.players, rounds) : night.leaderboard;
  return { rounds, leaderboard };
}

/**
 * Typing one side of a points match fills the other: the two add up to the night's points per
 * match (24: typing 13 gives 11). Anything that is not a whole number from 0 to the points per
 * match leaves the other side empty.
 */
export function complementOf(typed: string, pointsPerMatch: number): string {
  if (!/^\d{1,2}$/.test(typed.trim())) return '';
  const points = Number(typed.trim());
  return points <= pointsPerMatch ? String(pointsPerMatch - points) : '';
}
