/**
 * A night's rounds as the server stores them and the phone shows them: the planned rounds of the
 * generators put on the night's courts, and the next Mexicano round made from a night as read
 * back (docs/club-nights.md, "Server"). The organiser's phone offline and the server both call
 * `nextRoundOfNight` on the same night, so they make the same round, court for court.
 */
import type { ClubNightFormat } from './limits.js';
import type { NightResultRound } from './leaderboard.js';
import { nextMexicanoRound, type MexicanoFirstRoundOrder, type MexicanoPairing } from './mexicano.js';
import type { PlannedRound, Side } from './types.js';

export interface CourtMatch {
  courtNumber: number;
  team1: Side;
  team2: Side;
}

export interface NightRoundPlan {
  matches: CourtMatch[];
  resting: number[];
}

/** Match i of a planned round goes on the night's i-th court. */
export function onCourts(round: PlannedRound, courts: readonly number[]): NightRoundPlan {
  return {
    matches: round.matches.map((match, index) => {
      const courtNumber = courts[index];
      if (courtNumber === undefined) throw new RangeError('More matches than courts');
      return { courtNumber, team1: match.team1, team2: match.team2 };
    }),
    resting: [...round.resting],
  };
}

/** What the next round needs of a night (a night as read back has all of it). */
export interface NightForNextRound {
  format: ClubNightFormat;
  plannedRounds: number;
  courts: readonly number[];
  mexicanoPairing: MexicanoPairing;
  mexicanoFirstRound: MexicanoFirstRoundOrder;
  /** In the night's order; a player who dropped out is marked and left out of new rounds. */
  players: readonly { id: number; droppedOut?: boolean | undefined }[];
  rounds: readonly NightResultRound[];
}

/** The players a new round is made for: those still on the night, in its order. */
export const presentPlayers = (night: Pick<NightForNextRound, 'players'>): number[] =>
  night.players.filter((player) => !player.droppedOut).map((player) => player.id);

/** Whether every match of a round has its score. */
export const isRoundScored = (round: NightResultRound): boolean =>
  round.matches.every((match) => match.team1Points !== null && match.team2Points !== null);

/** A round has started once any of its matches has a score; a started round never changes. */
export const isRoundStarted = (round: NightResultRound): boolean =>
  round.matches.some((match) => match.team1Points !== null || match.team2Points !== null);

export type NextRoundProblem = 'notMexicano' | 'outOfOrder' | 'allRoundsMade' | 'previousNotScored' | 'tooFewPlayers';

/** Why round `number` cannot be made now, or null when it can. */
export function nextRoundProblem(night: NightForNextRound, number: number): NextRoundProblem | null {
  if (night.format !== 'mexicano') return 'notMexicano';
  if (night.rounds.length >= night.plannedRounds) return 'allRoundsMade';
  if (number !== night.rounds.length + 1) return 'outOfOrder';
  const last = night.rounds.at(-1);
  if (last && !isRoundScored(last)) return 'previousNotScored';
  if (presentPlayers(night).length < 4) return 'tooFewPlayers';
  return null;
}

/**
 * The next Mexicano round of the night, on its courts: `nextMexicanoRound` over the players still
 * on the night and every round so far. `ratings` orders round 1 when the night says so.
 */
export function nextRoundOfNight(night: NightForNextRound, ratings?: ReadonlyMap<number, number>): NightRoundPlan {
  const round = nextMexicanoRound({
    players: presentPlayers(night),
    courts: night.courts.length,
    pairing: night.mexicanoPairing,
    firstRoundOrder: night.mexicanoFirstRound,
    ...(ratings ? { ratings } : {}),
    rounds: night.rounds,
  });
  return onCourts(round, night.courts);
}
