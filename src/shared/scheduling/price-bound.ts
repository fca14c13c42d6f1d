import { solvePacking } from './packing-lp.js';
import type { SearchProblem } from './schedule-search.js';

/**
 * An upper bound from the fractional schedule: the LP in which a pair may play a fraction of a
 * match at each hour it could, each team at most one match in all, each hour at most its courts.
 * Its dual prices each team and each hour so that every pair-hour costs at least one match
 * (packing-lp.ts). A schedule then holds at most the prices of the teams it can still use plus
 * each hour's price times its courts, less what its choices waste: the price of a team that sits
 * out, and a placed match's surplus over one at its cheapest hour.
 *
 * The combinatorial bound (search-bound.ts) sees groups and hours apart; this one sees a team's
 * few free hours together with its opponents', which is what decides rounds where most hours are
 * blocked. It costs one LP per search and O(1) per search step.
 */
export class PriceBound {
  private readonly teamPrice: Float64Array;
  private readonly surplus: Float64Array;
  private readonly base: number;
  private waste = 0;

  /** `scope`: the teams the search decides; no other team plays. */
  constructor(problem: SearchProblem, scope: readonly number[]) {
    const { pairs, capacity } = problem;
    const row = new Int32Array(problem.groupOf.length).fill(-1);
    scope.forEach((team, index) => (row[team] = index));
    const inScope = pairs.map(({ teamA, teamB }) => row[teamA] !== -1 && row[teamB] !== -1);
    const hourRow = (hour: number) => scope.length + hour;
    const columns: number[][] = [];
    pairs.forEach((pair, index) => {
      if (!inScope[index]) return;
      const [rowA, rowB] = [row[pair.teamA] ?? 0, row[pair.teamB] ?? 0];
      for (let hour = 0; hour < capacity.length; hour++) if (pair.mask & (1 << hour)) columns.push([rowA, rowB, hourRow(hour)]);
    });
    const { prices } = solvePacking([...scope.map(() => 1), ...capacity], columns);

    this.teamPrice = new Float64Array(problem.groupOf.length);
    scope.forEach((team, index) => (this.teamPrice[team] = prices[index] ?? 0));
    this.base = prices.reduce((sum, price, index) => sum + price * (index < scope.length ? 1 : (capacity[index - scope.length] ?? 0)), 0);
    this.surplus = Float64Array.from(pairs, (pair, index) => {
      if (!inScope[index]) return 0;
      let cheapest = Infinity;
      for (let hour = 0; hour < capacity.length; hour++) {
        if (pair.mask & (1 << hour)) cheapest = Math.min(cheapest, prices[hourRow(hour)] ?? 0);
      }
      const surplus = (this.teamPrice[pair.teamA] ?? 0) + (this.teamPrice[pair.teamB] ?? 0) + cheapest - 1;
      return Number.isFinite(surplus) ? Math.max(0, surplus) : 0;
    });
  }

  /** Most matches any completion can reach. The margin absorbs rounding, in the safe direction. */
  get value(): number {
    return Math.floor(this.base - this.waste + 1e-6);
  }

  /** Runs `then` with the team sitting out, then undoes it. */
  sittingOut(team: number, then: () => void): void {
    const price = this.teamPrice[team] ?? 0;
    this.waste += price;
    then();
    this.waste -= price;
  }

  /** Runs `then` with the pair placed, then undoes it. */
  placing(pair: number, then: () => void): void {
    const surplus = this.surplus[pair] ?? 0;
    this.waste += surplus;
    then();
    this.waste -= surplus;
  }
}
