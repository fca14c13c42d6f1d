/**
 * A change of a night's list during the night, a late arrival or a drop-out (docs/club-nights.md,
 * "Changes during the night"): which rounds stay, and the rounds made again for the players now
 * present. The server runs `remadeRounds` when the change arrives, and the organiser's phone runs it
 * offline on the same night, so both make the same rounds, court for court.
 */
import { americanoRoundLimits, americanoSchedule } from './americano.js';
import {
  nextRoundOfNight,
  onCourts,
  presentPlayers,
  isRoundStarted,
  type NightForNextRound,
  type NightRoundPlan,
} from './night-rounds.js';
import { regenerateAmericano } from './regenerate.js';
import type { PlannedRound } from './types.js';

/** Why a change of the list cannot be made: it would change no round, or the pairs are fixed. */
export type ListChangeProblem = 'teamAmericano' | 'everyRoundStarted' | 'everyRoundMadeAndStarted';

export interface RemadeRounds {
  /** Rounds 1..keep stay exactly as they are: every round up to the last one started. */
  keep: number;
  /** The rounds of the night after the change (an Americano laid out again may have fewer). */
  plannedRounds: number;
  /** Rounds keep+1, keep+2, … as made again, on the night's courts (empty when none is due yet). */
  rounds: NightRoundPlan[];
}

/** The number of rounds that stay: up to and with the last round with a score in. */
export const keptRounds = (night: Pick<NightForNextRound, 'rounds'>): number =>
  night.rounds.reduce((kept, round, index) => (isRoundStarted(round) ? index + 1 : kept), 0);

/**
 * Whether making the rounds again needs the players' ratings: a Mexicano whose round 1 is ordered by
 * rating and has not started. The phone has no ratings offline, so it leaves that round to the server.
 */
export const remakeNeedsRatings = (night: NightForNextRound): boolean =>
  night.format === 'mexicano' &&
  night.mexicanoFirstRound === 'rating' &&
  keptRounds(night) === 0 &&
  night.rounds.length > 0;

/**
 * The rounds made again after the list changed (`night.players` is the list after the change), or
 * why none can be. Americano: nothing started, the whole night laid out again (at most the new
 * players' maximum rounds); otherwise `regenerateAmericano` against everything played. Mexicano: the
 * one unstarted round (if any) made again from the same results. Team Americano: pairs are fixed.
 */
export function remadeRounds(
  night: NightForNextRound,
  ratings?: ReadonlyMap<number, number>,
): RemadeRounds | { problem: ListChangeProblem } {
  if (night.format === 'teamAmericano') return { problem: 'teamAmericano' };
  const keep = keptRounds(night);
  const present = presentPlayers(night);
  if (night.format === 'americano') {
    if (keep >= night.plannedRounds) return { problem: 'everyRoundStarted' };
    if (keep === 0) {
      const plannedRounds = Math.min(
        night.plannedRounds,
        americanoRoundLimits(present.length, night.courts.length).maxRounds,
      );
      const rounds = americanoSchedule({ players: present, courts: night.courts.length, rounds: plannedRounds });
      return { keep, plannedRounds, rounds: rounds.map((round) => onCourts(round, night.courts)) };
    }
    const played: PlannedRound[] = night.rounds.slice(0, keep).map((round) => ({
      matches: round.matches.map((match) => ({ team1: match.team1, team2: match.team2 })),
      resting: [...round.resting],
    }));
    const rounds = regenerateAmericano({
      players: present,
      courts: night.courts.length,
      played,
      totalRounds: night.plannedRounds,
    }).slice(keep);
    return { keep, plannedRounds: night.plannedRounds, rounds: rounds.map((round) => onCourts(round, night.courts)) };
  }
  // Mexicano: only the last round can be unstarted; it is made again from the same results.
  if (keep === night.rounds.length) {
    if (keep >= night.plannedRounds) return { problem: 'everyRoundMadeAndStarted' };
    return { keep, plannedRounds: night.plannedRounds, rounds: [] };
  }
  const base = { ...night, rounds: night.rounds.slice(0, keep) };
  return {
    keep,
    plannedRounds: night.plannedRounds,
    rounds: [nextRoundOfNight(base, keep === 0 && night.mexicanoFirstRound === 'rating' ? ratings : undefined)],
  };
}
