import { FlowNetwork } from './max-flow.js';
import { maximumMatching, matchingSize } from './max-matching.js';
import type { SearchProblem } from './schedule-search.js';

interface GroupOutlook {
  /** Maximum matching among the group's undecided teams. */
  matching: number;
  /** Per hour, how many undecided teams have an undecided opponent then; half bounds that hour. */
  teamsAtHour: number[];
}

/**
 * An upper bound on the matches a partial schedule can still grow to. Each group can add at most
 * its maximum matching among undecided teams (and no more than its own optimum allows); at each
 * hour at most half of its teams able to play then; and all of it, with the matches already
 * placed, must fit the courts: a max flow from placed matches and groups into hours.
 */
export class SearchBound {
  private readonly outlook: GroupOutlook[];
  private readonly localIndex: Int32Array;
  private readonly totalCapacity: number;

  constructor(
    private readonly problem: SearchProblem,
    private readonly decided: readonly boolean[],
    private readonly membersOf: readonly (readonly number[])[],
    private readonly groupLimit: readonly number[],
    /** Hours in use by the placed matches' current assignment (one feasible routing of them). */
    private readonly loadAt: (hour: number) => number,
  ) {
    this.localIndex = new Int32Array(problem.groupOf.length).fill(-1);
    this.totalCapacity = problem.capacity.reduce((sum, courts) => sum + courts, 0);
    this.outlook = membersOf.map((_, group) => this.look(group));
  }

  /** Recomputes a group after its teams changed; returns what to hand back to `restore`. */
  refresh(group: number): GroupOutlook {
    const previous = this.outlook[group] ?? { matching: 0, teamsAtHour: [] };
    this.outlook[group] = this.look(group);
    return previous;
  }

  restore(group: number, previous: GroupOutlook): void {
    this.outlook[group] = previous;
  }

  /**
   * Most matches in any completion of a schedule holding `placedByMask` (mask → count) with
   * `madeIn` matches per group. Below `cutoff` the cheap part is returned alone: no need to be exact
   * about a branch that is cut anyway.
   */
  upperBound(
    placedByMask: ReadonlyMap<number, number>,
    placed: number,
    madeIn: readonly number[],
    cutoff = -Infinity,
  ): number {
    const room = this.outlook.map((look, group) =>
      Math.max(0, Math.min(look.matching, (this.groupLimit[group] ?? Infinity) - (madeIn[group] ?? 0))),
    );
    const cheap =
      placed +
      Math.min(
        room.reduce((sum, value) => sum + value, 0),
        this.totalCapacity - placed,
      );
    if (cheap <= cutoff || cheap === placed) return cheap;
    if (placed + this.greedyExtra(room) > cutoff) return cheap;

    const { capacity } = this.problem;
    const hourCount = capacity.length;
    const [source, sink, firstHour] = [0, 1, 2];
    const network = new FlowNetwork(firstHour + hourCount + placedByMask.size + room.length);
    capacity.forEach((courts, hour) => network.addEdge(firstHour + hour, sink, courts));
    let node = firstHour + hourCount;
    for (const [mask, count] of placedByMask) {
      network.addEdge(source, node, count);
      for (let hour = 0; hour < hourCount; hour++)
        if (mask & (1 << hour)) network.addEdge(node, firstHour + hour, count);
      node++;
    }
    room.forEach((extra, group) => {
      if (extra === 0) return;
      network.addEdge(source, node, extra);
      const teamsAtHour = this.outlook[group]?.teamsAtHour ?? [];
      for (let hour = 0; hour < hourCount; hour++) {
        network.addEdge(node, firstHour + hour, Math.floor((teamsAtHour[hour] ?? 0) / 2));
      }
      node++;
    });
    return Math.min(cheap, network.maxFlow(source, sink));
  }

  /**
   * A lower bound on the flow below: the placed matches where they are, plus group matches poured
   * greedily into the courts left. When even that beats the cutoff the exact flow cannot cut, and
   * the search skips it: most nodes of a dive are settled this way.
   */
  private greedyExtra(room: readonly number[]): number {
    const left = this.problem.capacity.map((courts, hour) => courts - this.loadAt(hour));
    let extra = 0;
    room.forEach((groupRoom, group) => {
      const teamsAtHour = this.outlook[group]?.teamsAtHour ?? [];
      let remaining = groupRoom;
      for (let hour = 0; hour < left.length && remaining > 0; hour++) {
        const take = Math.min(remaining, Math.floor((teamsAtHour[hour] ?? 0) / 2), left[hour] ?? 0);
        remaining -= take;
        left[hour] = (left[hour] ?? 0) - take;
        extra += take;
      }
    });
    return extra;
  }

  private look(group: number): GroupOutlook {
    const { pairs, pairsOf, capacity } = this.problem;
    const open = (this.membersOf[group] ?? []).filter((team) => !this.decided[team]);
    open.forEach((team, index) => (this.localIndex[team] = index));
    const teamsAtHour = new Array<number>(capacity.length).fill(0);
    const adjacency = open.map((team) => {
      const neighbours: number[] = [];
      let hours = 0;
      for (const pairIndex of pairsOf[team] ?? []) {
        const pair = pairs[pairIndex];
        if (!pair) continue;
        const partner = this.localIndex[pair.teamA === team ? pair.teamB : pair.teamA] ?? -1;
        if (partner === -1) continue;
        neighbours.push(partner);
        hours |= pair.mask;
      }
      for (let hour = 0; hour < capacity.length; hour++)
        if (hours & (1 << hour)) teamsAtHour[hour] = (teamsAtHour[hour] ?? 0) + 1;
      return neighbours;
    });
    for (const team of open) this.localIndex[team] = -1;
    return { matching: matchingSize(maximumMatching(adjacency)), teamsAtHour };
  }
}
