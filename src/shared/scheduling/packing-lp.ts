/**
 * A packing LP: maximise Σ weight_j · x_j subject to, for each row r, Σ of x_j over the columns
 * that use r ≤ capacity[r], and x ≥ 0, where every column uses its rows once. Solved by a revised
 * simplex (dense basis inverse; columns are priced on the fly, so thousands of them cost little).
 *
 * `prices` is a dual solution: p ≥ 0 with Σ_{r ∈ column j} p_r ≥ weight_j for every column. By
 * weak duality, any such prices bound every packing: Σ weight_j · x_j ≤ Σ_r p_r · capacity[r].
 * The prices are made feasible after the solve, so floating-point drift or an early stop only
 * loosens the bound, never breaks it. `amounts` is the primal solution (x per column).
 */
export interface PackingSolution {
  prices: number[];
  amounts: number[];
}


/** Pivots allowed per row before the solve stops with the prices it has (still a valid bound). */
const PIVOTS_PER_ROW = 20;
const EPSILON = 1e-9;

export function solvePacking(
  capacity: readonly number[],
  columns: readonly (readonly number[])[],
  weights: readonly number[] = columns.map(() => 1),
): PackingSolution {
  const rows = capacity.length;
  const basisInverse = Array.from({ length: rows }, (_, row) => {
    const line = new Float64Array(rows);
    line[row] = 1;
    return line;
  });
  /** Per row: the variable basic in it; columns are 0..n-1, the slack of row r is n + r. */
  const basic = Array.from({ length: rows }, (_, row) => columns.length + row);
  const value = Float64Array.from(capacity);
  const prices = new Float64Array(rows);
  const direction = new Float64Array(rows);
  let degenerateRun = 0;

  const computePrices = (): void => {
    prices.fill(0);
    for (let row = 0; row < rows; row++) {
      const weight = weights[basic[row] ?? columns.length] ?? 0; // a slack earns nothing
      const line = basisInverse[row];
      if (weight === 0 || !line) continue;
      for (let k = 0; k < rows; k++) prices[k] = (prices[k] ?? 0) + weight * (line[k] ?? 0);
    }
  };
  const reducedGain = (column: number): number =>
    column < columns.length
      ? (weights[column] ?? 0) - (columns[column] ?? []).reduce((sum, row) => sum + (prices[row] ?? 0), 0)
      : -(prices[column - columns.length] ?? 0);

  for (let pivot = 0; pivot < PIVOTS_PER_ROW * Math.max(rows, 1); pivot++) {
    computePrices();
    // Largest gain enters; after a long degenerate run, the first improving variable (Bland's
    // rule), which cannot cycle.
    const useBland = degenerateRun > rows;
    let entering = -1;
    let bestGain = EPSILON;
    for (let column = 0; column < columns.length + rows; column++) {
      const gain = reducedGain(column);
      if (gain > bestGain) {
        entering = column;
        bestGain = gain;
        if (useBland) break;
      }
    }
    if (entering === -1) break;

    const usedRows = entering < columns.length ? (columns[entering] ?? []) : [entering - columns.length];
    for (let row = 0; row < rows; row++) {
      const line = basisInverse[row];
      direction[row] = usedRows.reduce((sum, used) => sum + (line?.[used] ?? 0), 0);
    }
    let leaving = -1;
    let step = Infinity;
    for (let row = 0; row < rows; row++) {
      const rate = direction[row] ?? 0;
      if (rate <= EPSILON) continue;
      const ratio = (value[row] ?? 0) / rate;
      if (ratio < step - EPSILON || (ratio <= step + EPSILON && (basic[row] ?? 0) < (basic[leaving] ?? Infinity))) {
        leaving = row;
        step = ratio;
      }
    }
    // Every column uses a row of finite capacity, so the LP is bounded; stop defensively anyway.
    if (leaving === -1) break;
    degenerateRun = step <= EPSILON ? degenerateRun + 1 : 0;

    const pivotRate = direction[leaving] ?? 1;
    const pivotLine = basisInverse[leaving] ?? new Float64Array(rows);
    for (let k = 0; k < rows; k++) pivotLine[k] = (pivotLine[k] ?? 0) / pivotRate;
    for (let row = 0; row < rows; row++) {
      if (row === leaving) continue;
      const rate = direction[row] ?? 0;
      value[row] = (value[row] ?? 0) - step * rate;
      if (rate === 0) continue;
      const line = basisInverse[row];
      if (!line) continue;
      for (let k = 0; k < rows; k++) line[k] = (line[k] ?? 0) - rate * (pivotLine[k] ?? 0);
    }
    value[leaving] = step;
    basic[leaving] = entering;
  }

  computePrices();
  const feasible = Array.from(prices, (price) => Math.max(0, price));
  // Raise the first row of any column left short (rounding or an early stop): prices only grow,
  // so columns already covered stay covered and the bound stays valid.
  columns.forEach((column, index) => {
    const short = (weights[index] ?? 0) - column.reduce((sum, row) => sum + (feasible[row] ?? 0), 0);
    const first = column[0];
    if (short > 0 && first !== undefined) feasible[first] = (feasible[first] ?? 0) + short;
  });
  const amounts = columns.map(() => 0);
  basic.forEach((variable, row) => {
    if (variable < columns.length) amounts[variable] = Math.max(0, value[row] ?? 0);
  });
  return { prices: feasible, amounts };
}

/** The bound the prices give: Σ price · capacity. */
export const packingBound = (capacity: readonly number[], prices: readonly number[]): number =>
  capacity.reduce((sum, room, row) => sum + room * (prices[row] ?? 0), 0);
