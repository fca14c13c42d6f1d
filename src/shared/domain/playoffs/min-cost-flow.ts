/**
 * Minimum-cost flow by successive shortest paths (Bellman-Ford, so negative edge costs are fine
 * while the graph has no negative cycle). Small graphs only: the draw builds one per bracket node.
 */
export class MinCostFlow {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly residual: number[] = [];
  private readonly cost: number[] = [];
  private readonly next: number[] = [];

  constructor(private readonly nodeCount: number) {
    this.head = new Array<number>(nodeCount).fill(-1);
  }

  /** Returns the edge id, whose flow `flowOn` reads after `run`. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.push(from, to, capacity, cost);
    this.push(to, from, 0, -cost);
    return id;
  }

  flowOn(edge: number): number {
    return this.residual[edge ^ 1] ?? 0;
  }

  /** Sends up to `limit` units from source to sink at least cost; returns the units sent. */
  run(source: number, sink: number, limit: number): number {
    let sent = 0;
    while (sent < limit) {
      const distance = new Array<number>(this.nodeCount).fill(Infinity);
      const via = new Array<number>(this.nodeCount).fill(-1);
      distance[source] = 0;
      for (let changed = true, pass = 0; changed && pass < this.nodeCount; pass += 1) {
        changed = false;
        for (let node = 0; node < this.nodeCount; node += 1) {
          const from = distance[node] ?? Infinity;
          if (from === Infinity) continue;
          for (let edge = this.head[node] ?? -1; edge !== -1; edge = this.next[edge] ?? -1) {
            const target = this.to[edge] ?? 0;
            const through = from + (this.cost[edge] ?? 0);
            if ((this.residual[edge] ?? 0) > 0 && through < (distance[target] ?? Infinity)) {
              distance[target] = through;
              via[target] = edge;
              changed = true;
            }
          }
        }
      }
      if (distance[sink] === Infinity) break;
      for (let node = sink; node !== source; node = this.to[(via[node] ?? 0) ^ 1] ?? source) {
        const edge = via[node] ?? 0;
        this.residual[edge] = (this.residual[edge] ?? 0) - 1;
        this.residual[edge ^ 1] = (this.residual[edge ^ 1] ?? 0) + 1;
      }
      sent += 1;
    }
    return sent;
  }

  private push(from: number, to: number, capacity: number, cost: number): void {
    this.to.push(to);
    this.residual.push(capacity);
    this.cost.push(cost);
    this.next.push(this.head[from] ?? -1);
    this.head[from] = this.to.length - 1;
  }
}
