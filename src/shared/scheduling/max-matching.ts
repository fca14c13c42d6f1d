/**
 * Edmonds' blossom algorithm: a maximum matching in a general (non-bipartite) graph. Teams of a
 * group can meet any other team of it, so pairings form odd cycles that bipartite matching misses.
 * O(V³), ample for groups of a few dozen teams.
 *
 * Returns `mate`: mate[v] is v's partner, or -1.
 */
export function maximumMatching(adjacency: readonly (readonly number[])[]): number[] {
  const n = adjacency.length;
  const mate = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = new Array<number>(n).fill(0);
  const inTree = new Array<boolean>(n).fill(false);
  const inBlossom = new Array<boolean>(n).fill(false);
  const queue = new Array<number>(n).fill(0);
  const at = (array: readonly number[], index: number): number => array[index] ?? -1;

  const lowestCommonAncestor = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (let v = a; ;) {
      v = at(base, v);
      seen[v] = true;
      if (at(mate, v) === -1) break;
      v = at(parent, at(mate, v));
    }
    for (let v = b; ;) {
      v = at(base, v);
      if (seen[v]) return v;
      v = at(parent, at(mate, v));
    }
  };

  const markPath = (from: number, blossomBase: number, child: number): void => {
    for (let v = from; at(base, v) !== blossomBase;) {
      inBlossom[at(base, v)] = true;
      inBlossom[at(base, at(mate, v))] = true;
      parent[v] = child;
      child = at(mate, v);
      v = at(parent, at(mate, v));
    }
  };

  /** Grows an alternating tree from root; returns the free vertex an augmenting path reaches, or -1. */
  const findAugmentingPath = (root: number): number => {
    inTree.fill(false);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    inTree[root] = true;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = at(queue, head++);
      for (const to of adjacency[v] ?? []) {
        if (at(base, v) === at(base, to) || at(mate, v) === to) continue;
        if (to === root || (at(mate, to) !== -1 && at(parent, at(mate, to)) !== -1)) {
          const blossomBase = lowestCommonAncestor(v, to);
          inBlossom.fill(false);
          markPath(v, blossomBase, to);
          markPath(to, blossomBase, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[at(base, i)]) continue;
            base[i] = blossomBase;
            if (!inTree[i]) {
              inTree[i] = true;
              queue[tail++] = i;
            }
          }
        } else if (at(parent, to) === -1) {
          parent[to] = v;
          if (at(mate, to) === -1) return to;
          const next = at(mate, to);
          inTree[next] = true;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  };

  // A greedy start leaves few augmenting paths to find.
  for (let v = 0; v < n; v++) {
    if (at(mate, v) !== -1) continue;
    const free = (adjacency[v] ?? []).find((to) => at(mate, to) === -1);
    if (free !== undefined) {
      mate[v] = free;
      mate[free] = v;
    }
  }
  for (let root = 0; root < n; root++) {
    if (at(mate, root) !== -1) continue;
    for (let v = findAugmentingPath(root); v !== -1;) {
      const previous = at(parent, v);
      const nextFree = at(mate, previous);
      mate[v] = previous;
      mate[previous] = v;
      v = nextFree;
    }
  }
  return mate;
}

export const matchingSize = (mate: readonly number[]): number => mate.filter((partner) => partner !== -1).length / 2;
