import {
  nextRoundOfNight,
  nightLeaderboard,
  remadeRounds,
  remakeNeedsRatings,
  type LeaderboardRow,
  type NightRoundPlan,
} from '@/shared/domain/club-nights';
import type { ClubNight, ClubNightMatch, ClubNightPlayer } from '@/shared/schemas/club-night';
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
  /** The list with the waiting late arrivals and drop-outs applied. */
  players: ClubNightPlayer[];
  plannedRounds: number;
  rounds: ShownNightRound[];
  leaderboard: LeaderboardRow[];
  /**
   * A change of the list waits whose rounds only the server can make (a Mexicano's round 1 by
   * rating, which needs the ratings): the rounds after the kept ones wait for it.
   */
  roundsAwaitServer: boolean;
}

/** The id a match of a round made on the phone stands under until the server answers: never a real id. */
export const phoneMatchId = (roundNumber: number, courtNumber: number): number => -(roundNumber * 100 + courtNumber);

/** The outbox entries of one night, oldest first. */
export const entriesOfNight = (entries: readonly OutboxEntry[], clubNightId: number): OutboxEntry[] =>
  entries.filter(
    (entry) =>
      (entry.operation === 'clubNight/score' ||
        entry.operation === 'clubNight/next-round' ||
        entry.operation === 'clubNight/add-player' ||
        entry.operation === 'clubNight/drop-player') &&
      entry.args.clubNightId === clubNightId,
  );

/** A round made on the phone: its matches under phone ids, no scores yet. */
const phoneRound = (number: number, plan: NightRoundPlan, entry: OutboxEntry): ShownNightRound => ({
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

/**
 * The night as the phone shows it: the server's night (kept on the device) with the night's outbox
 * entries applied in the order they were made. A score sets its court's points; a next round is
 * made here by `nextRoundOfNight`, and a late arrival or a drop-out changes the list and makes the
 * rounds not started again by `remadeRounds`: the functions the server runs when the entry arrives,
 * on the same night, so the rounds show at once without signal and the server makes the same ones.
 * The leaderboard is worked out again by the shared `nightLeaderboard` when anything was applied.
 */
export function shownNight(night: ClubNight, entries: readonly OutboxEntry[]): ShownNight {
  let rounds: ShownNightRound[] = night.rounds.map((round) => ({
    number: round.number,
    resting: round.resting,
    entry: null,
    matches: round.matches.map((match) => ({ ...match, entry: null })),
  }));
  let players: ClubNightPlayer[] = night.players.map((player) => ({ ...player }));
  let plannedRounds = night.plannedRounds;
  let roundsAwaitServer = false;
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
      if (number !== rounds.length + 1 || roundsAwaitServer) continue;
      rounds.push(phoneRound(number, nextRoundOfNight({ ...night, plannedRounds, players, rounds }), entry));
      applied = true;
    } else if (entry.operation === 'clubNight/add-player' || entry.operation === 'clubNight/drop-player') {
      const arriving = entry.operation === 'clubNight/add-player';
      const playerId = arriving ? entry.args.body.playerId : entry.args.playerId;
      const onList = players.find((player) => player.id === playerId);
      // Already so on the server (sent by now, or done on another phone): nothing to apply.
      if (arriving ? onList && !onList.droppedOut : !onList || onList.droppedOut) continue;
      const changed: ClubNightPlayer[] = arriving
        ? onList
          ? players.map((player) => (player.id === playerId ? { ...player, droppedOut: false } : player))
          : [...players, { id: playerId, name: entry.args.playerName ?? '', guest: false, droppedOut: false }]
        : players.map((player) => (player.id === playerId ? { ...player, droppedOut: true } : player));
      const after = { ...night, plannedRounds, players: changed, rounds };
      if (roundsAwaitServer || remakeNeedsRatings(after)) {
        // Round 1 by rating: only the server has the ratings. It waits; scores wait for it.
        players = changed;
        applied = true;
        rounds = [];
        roundsAwaitServer = true;
        continue;
      }
      const remade = remadeRounds(after);
      // The server refuses it too (every round started): it comes back needing attention, and the
      // night is shown as it stands meanwhile.
      if ('problem' in remade) continue;
      players = changed;
      applied = true;
      if (remade.rounds.length === 0) continue;
      plannedRounds = remade.plannedRounds;
      rounds = [
        ...rounds.slice(0, remade.keep),
        ...remade.rounds.map((plan, index) => phoneRound(remade.keep + 1 + index, plan, entry)),
      ];
    }
  }
  const leaderboard = applied ? nightLeaderboard(players, rounds) : night.leaderboard;
  return { players, plannedRounds, rounds, leaderboard, roundsAwaitServer };
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
