/** Dinic's maximum flow on a small graph; used for the capacity bound of the schedule search. */
export class FlowNetwork {
  private readonly head: number[];
  private readonly to: number[] = [];
  private readonly residual: number[] = [];
  private readonly next: number[] = [];

  constructor(private readonly nodeCount: number) {
    this.head = new Array<number>(nodeCount).fill(-1);
  }

  addEdge(from: number, to: number, capacity: number): void {
    if (capacity <= 0) return;
    for (const [a, b, c] of [
      [from, to, capacity],
      [to, from, 0],
    ] as const) {
      this.to.push(b);
      this.residual.push(c);
      this.next.push(this.head[a] ?? -1);
      this.head[a] = this.to.length - 1;
    }
  }

  maxFlow(source: number, sink: number): number {
    let total = 0;
    const level = new Array<number>(this.nodeCount);
    const cursor = new Array<number>(this.nodeCount);
    for (;;) {
      level.fill(-1);
      level[source] = 0;
      const queue = [source];
      for (let i = 0; i < queue.length; i++) {
        const v = queue[i] ?? 0;
        for (let e = this.head[v] ?? -1; e !== -1; e = this.next[e] ?? -1) {
          const w = this.to[e] ?? 0;
          if ((this.residual[e] ?? 0) > 0 && level[w] === -1) {
            level[w] = (level[v] ?? 0) + 1;
            queue.push(w);
          }
        }
      }
      if (level[sink] === -1) return total;
      for (let v = 0; v < this.nodeCount; v++) cursor[v] = this.head[v] ?? -1;
      const push = (v: number, limit: number): number => {
        if (v === sink) return limit;
        for (let e = cursor[v] ?? -1; e !== -1; e = this.next[e] ?? -1, cursor[v] = e) {
          const w = this.to[e] ?? 0;
          const room = this.residual[e] ?? 0;
          if (room <= 0 || level[w] !== (level[v] ?? 0) + 1) continue;
          const pushed = push(w, Math.min(limit, room));
          if (pushed > 0) {
            this.residual[e] = room - pushed;
            this.residual[e ^ 1] = (this.residual[e ^ 1] ?? 0) + pushed;
            return pushed;
          }
        }
        return 0;
      };
      for (let pushed = push(source, Infinity); pushed > 0; pushed = push(source, Infinity)) total += pushed;
    }
  }
}
