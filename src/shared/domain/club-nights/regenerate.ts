/**
 * A late arrival or a drop-out in an Americano (docs/club-nights.md, "Changes during the night"):
 * the rounds already played (or started) stay exactly as they were, and only the rounds not yet
 * played are made again for the players now present. They are built round by round
 * (round-builder.ts) against everything played so far: no partner is repeated while a matching
 * without a repeat exists, opponents repeat as little as the greedy finds, and the rests stay even
 * among the present players. A late arrival joins at the play count of the least-played present
 * player, so the rounds they missed are not made up at the others' expense.
 */
import { americanoRoundLimits } from './americano.js';
import { buildRound, newBuilderState, NoPartnersError, recordGame, type Game } from './round-builder.js';
import type { PlannedRound } from './types.js';

export interface AmericanoRegenerationInput {
  /** The players present from now on, 4..64, distinct. */
  players: readonly number[];
  courts: number;
  /** The rounds that stay as they are. */
  played: readonly PlannedRound[];
  /** Rounds of the whole night, played ones included. */
  totalRounds: number;
}

/** The whole night: the played rounds unchanged, then the new rounds. */
export function regenerateAmericano(input: AmericanoRegenerationInput): PlannedRound[] {
  const present = [...input.players];
  if (present.length < 4 || new Set(present).size !== present.length) {
    throw new RangeError('An Americano needs 4 or more distinct players');
  }
  const toBuild = input.totalRounds - input.played.length;
  if (toBuild <= 0) return [...input.played];
  const everyone: number[] = [...present];
  const seen = new Set<number>(present);
  for (const round of input.played) {
    for (const id of [...round.matches.flatMap((m) => [...m.team1, ...m.team2]), ...round.resting]) {
      if (!seen.has(id)) {
        seen.add(id);
        everyone.push(id);
      }
    }
  }
  const seatOf = new Map(everyone.map((id, seat) => [id, seat]));
  const active = present.map((id) => seatOf.get(id)!);
  const perRound = americanoRoundLimits(present.length, input.courts).matchesPerRound;
  const inPlayed = new Set<number>();
  for (const round of input.played) {
    for (const match of round.matches) for (const id of [...match.team1, ...match.team2]) inPlayed.add(id);
    for (const id of round.resting) inPlayed.add(id);
  }

  const build = (options: { strict: boolean; variant: number }): PlannedRound[] => {
    const state = newBuilderState(everyone.length, active);
    for (const round of input.played) {
      for (const match of round.matches) {
        const game: Game = [
          [seatOf.get(match.team1[0])!, seatOf.get(match.team1[1])!],
          [seatOf.get(match.team2[0])!, seatOf.get(match.team2[1])!],
        ];
        recordGame(state, game);
      }
    }
    const arrivals = present.filter((id) => !inPlayed.has(id)).map((id) => seatOf.get(id)!);
    const regulars = active.filter((seat) => !arrivals.includes(seat));
    const floor = regulars.length > 0 ? Math.min(...regulars.map((seat) => state.plays[seat]!)) : 0;
    for (const seat of arrivals) state.plays[seat] = floor;
    const built: PlannedRound[] = [];
    for (let index = 0; index < toBuild; index++) {
      const { games, resting } = buildRound(state, perRound, input.played.length + index, options);
      built.push({
        matches: games.map(([x, y]) => ({
          team1: [everyone[x[0]]!, everyone[x[1]]!] as const,
          team2: [everyone[y[0]]!, everyone[y[1]]!] as const,
        })),
        resting: resting.map((seat) => everyone[seat]!),
      });
    }
    return built;
  };

  for (let variant = 0; variant < 12; variant++) {
    try {
      return [...input.played, ...build({ strict: true, variant })];
    } catch (error) {
      if (!(error instanceof NoPartnersError)) throw error;
    }
  }
  return [...input.played, ...build({ strict: false, variant: 0 })];
}
