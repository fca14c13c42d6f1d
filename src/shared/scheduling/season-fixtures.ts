import { generateSchedule } from './generate-schedule.js';
import { pairKey } from './round-robin.js';
import type { PlacedMatch, RoundShape } from './round-rules.js';
import type { Proposal, ScheduleTeam } from './schedule-types.js';

/**
 * A group's whole season of fixtures (docs/schedule-generation.md, "A season's fixtures"): round
 * after round in date order, each scheduled by the same solver as a single round, with the pairs
 * already met left out (met twice, for a double round robin). Pure and deterministic.
 */

/** The most rounds one request may plan or make, whatever the courts and slots. */
export const MAX_FIXTURE_ROUNDS = 100;

/** One round the fixtures may fill: its shape and what it already holds. */
export interface FixtureRound {
  round: RoundShape;
  /** Matches already in the round, of every group: their slots are taken and their teams busy. */
  roundMatches: readonly PlacedMatch[];
  /** teamId → clock hours it cannot play in this round. */
  unavailability: ReadonlyMap<number, readonly number[]>;
}

export interface FixturesInput {
  /** The group's teams. */
  teams: readonly ScheduleTeam[];
  /** Every group match of the league so far, one entry per match: a pair twice when they met twice. */
  meetings: ReadonlyArray<readonly [number, number]>;
  /** 1: each pair meets once; 2: twice (a double round robin). */
  legs: 1 | 2;
  /**
   * The rounds to fill: the given ones, in date order; or new empty rounds made one after another
   * (`next(index)`) while a pair still has to meet, up to `max`.
   */
  rounds: readonly FixtureRound[] | { next: (index: number) => FixtureRound; max: number };
}

export interface UnmetPair {
  team1Id: number;
  team2Id: number;
  /** Meetings still missing: 1, or 2 in a double round robin never met. */
  missing: number;
}

export interface FixturesResult {
  /** One entry per round filled, in the order given (new rounds: only those used). */
  rounds: { proposals: Proposal[]; provenMaximum: boolean }[];
  /** Pairs that still meet fewer times than asked: no round left had a slot for them. */
  unmet: UnmetPair[];
  /** True when every round's schedule is proven the largest its slots allow. */
  provenMaximum: boolean;
}

/** Every pair of the teams, lower id first, in id order. */
export function pairsOf(teamIds: readonly number[]): [number, number][] {
  const sorted = [...new Set(teamIds)].sort((a, b) => a - b);
  return sorted.flatMap((a, index) => sorted.slice(index + 1).map((b): [number, number] => [a, b]));
}

export function planFixtures(input: FixturesInput): FixturesResult {
  const { teams, legs } = input;
  const pairs = pairsOf(teams.map((team) => team.id));
  const inGroup = new Set(pairs.map(([a, b]) => pairKey(a, b)));
  const count = new Map<string, number>();
  const meet = (a: number, b: number) => {
    const key = pairKey(a, b);
    if (inGroup.has(key)) count.set(key, (count.get(key) ?? 0) + 1);
  };
  for (const [a, b] of input.meetings) meet(a, b);
  const timesMet = ([a, b]: readonly [number, number]) => count.get(pairKey(a, b)) ?? 0;
  const due = () => pairs.filter((pair) => timesMet(pair) < legs);

  const rounds: FixturesResult['rounds'] = [];
  const fill = ({ round, roundMatches, unavailability }: FixtureRound) => {
    const result = generateSchedule({
      teams,
      metPairs: pairs.filter((pair) => timesMet(pair) >= legs),
      laterPairs: pairs.filter((pair) => timesMet(pair) > 0 && timesMet(pair) < legs),
      roundMatches,
      unavailability,
      round,
    });
    for (const proposal of result.proposals) meet(proposal.team1Id, proposal.team2Id);
    rounds.push({ proposals: result.proposals, provenMaximum: result.provenMaximum });
    return result.proposals.length;
  };

  if (Array.isArray(input.rounds)) {
    for (const round of input.rounds as readonly FixtureRound[]) fill(round);
  } else {
    const { next, max } = input.rounds as { next: (index: number) => FixtureRound; max: number };
    // A new round with no match placed would be followed by others just as empty: stop there.
    for (let index = 0; index < max && due().length > 0; index++) {
      if (fill(next(index)) === 0) {
        rounds.pop();
        break;
      }
    }
  }

  return {
    rounds,
    unmet: due().map(([team1Id, team2Id]) => ({ team1Id, team2Id, missing: legs - timesMet([team1Id, team2Id]) })),
    provenMaximum: rounds.every((round) => round.provenMaximum),
  };
}
