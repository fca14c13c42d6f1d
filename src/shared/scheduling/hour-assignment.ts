/**
 * Matches → hours as a bipartite assignment with capacities (free courts per hour), kept up to date
 * one match at a time with augmenting paths (Kuhn's algorithm). A match goes in whenever SOME
 * rearrangement of the others makes room, which is exactly Hall's condition: no first-fit losses.
 *
 * Hours are indices 0..capacity.length-1; a match's `mask` has bit h set when it may start at hour h.
 */
export class HourAssignment {
  private readonly hourOf = new Map<number, number>();
  private readonly atHour: number[][];
  private visited: boolean[];

  constructor(
    private readonly capacity: readonly number[],
    private readonly maskOf: (match: number) => number,
  ) {
    this.atHour = capacity.map(() => []);
    this.visited = capacity.map(() => false);
  }

  get size(): number {
    return this.hourOf.size;
  }

  /** Matches placed at an hour index. */
  loadAt(hour: number): number {
    return this.atHour[hour]?.length ?? 0;
  }

  hourOfMatch(match: number): number | undefined {
    return this.hourOf.get(match);
  }

  /** Adds the match if every placed match and it can share the hours; otherwise changes nothing. */
  tryAdd(match: number): boolean {
    if (this.hourOf.has(match)) return true;
    this.visited.fill(false);
    return this.place(match);
  }

  remove(match: number): void {
    const hour = this.hourOf.get(match);
    if (hour === undefined) return;
    this.hourOf.delete(match);
    const list = this.atHour[hour] ?? [];
    list.splice(list.indexOf(match), 1);
  }

  /** Puts the match at an hour, moving placed matches along an augmenting path when needed. */
  private place(match: number): boolean {
    const mask = this.maskOf(match);
    for (let hour = 0; hour < this.capacity.length; hour++) {
      if ((mask & (1 << hour)) === 0 || this.visited[hour]) continue;
      this.visited[hour] = true;
      const list = this.atHour[hour] ?? [];
      if (list.length < (this.capacity[hour] ?? 0)) {
        this.put(match, hour);
        return true;
      }
      for (const other of [...list]) {
        this.remove(other);
        if (this.place(other)) {
          this.put(match, hour);
          return true;
        }
        this.put(other, hour);
      }
    }
    return false;
  }

  private put(match: number, hour: number): void {
    this.hourOf.set(match, hour);
    this.atHour[hour]?.push(match);
  }
}

/**
 * Hours for a set of matches that fit together, using the earliest hours first: the placed slots
 * form a basis of a transversal matroid, so taking slots greedily in hour order (keeping a slot
 * when an augmenting path fills it) yields the assignment with the earliest possible hours.
 * Returns the hour index per match, in input order.
 */
export function earliestHours(masks: readonly number[], capacity: readonly number[]): number[] {
  const hourOf = masks.map(() => -1);
  const atHour: number[][] = capacity.map(() => []);
  let visited: boolean[] = [];

  // Finds a match to occupy one more slot at `hour`: a waiting match (in input order, so earlier
  // matches get earlier hours), else one pulled from another hour whose slot is refilled in turn.
  const fillSlot = (hour: number): boolean => {
    const fits = (match: number) => ((masks[match] ?? 0) & (1 << hour)) !== 0;
    const waiting = hourOf.findIndex((at, match) => at === -1 && fits(match));
    if (waiting !== -1) {
      hourOf[waiting] = hour;
      atHour[hour]?.push(waiting);
      return true;
    }
    for (let match = 0; match < masks.length; match++) {
      const from = hourOf[match] ?? -1;
      if (!fits(match) || from === hour || visited[from]) continue;
      visited[from] = true;
      if (!fillSlot(from)) continue;
      const list = atHour[from] ?? [];
      list.splice(list.indexOf(match), 1);
      hourOf[match] = hour;
      atHour[hour]?.push(match);
      return true;
    }
    return false;
  };

  let placed = 0;
  for (let hour = 0; hour < capacity.length && placed < masks.length; hour++) {
    for (let slot = 0; slot < (capacity[hour] ?? 0) && placed < masks.length; slot++) {
      visited = capacity.map((_, h) => h === hour);
      if (!fillSlot(hour)) break;
      placed++;
    }
  }
  return hourOf;
}
