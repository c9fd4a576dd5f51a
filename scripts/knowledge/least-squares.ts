// The linear algebra that distils the sentence encoder into a table (meaning-table.ts): principal directions, and
// damped least squares over a sparse matrix by conjugate gradients, columns side by side.
import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

/** The mean of the rows (all of one length), and the first `count` principal directions (each of length 1). */
export function principal(
  rows: readonly Float32Array[],
  count: number,
): { mean: Float64Array; directions: Float64Array[] } {
  const size = rows[0]?.length ?? 0;
  const mean = new Float64Array(size);
  for (const row of rows) for (let i = 0; i < size; i++) mean[i] = (mean[i] as number) + (row[i] as number);
  for (let i = 0; i < size; i++) mean[i] = (mean[i] as number) / rows.length;
  const covariance = new Float64Array(size * size);
  const centred = new Float64Array(size);
  for (const row of rows) {
    for (let i = 0; i < size; i++) centred[i] = (row[i] as number) - (mean[i] as number);
    for (let i = 0; i < size; i++) {
      const x = centred[i] as number;
      for (let j = i; j < size; j++) {
        const at = i * size + j;
        covariance[at] = (covariance[at] as number) + x * (centred[j] as number);
      }
    }
  }
  const matrix = new Matrix(size, size);
  for (let i = 0; i < size; i++)
    for (let j = i; j < size; j++) {
      const value = (covariance[i * size + j] as number) / rows.length;
      matrix.set(i, j, value);
      matrix.set(j, i, value);
    }
  const decomposition = new EigenvalueDecomposition(matrix, { assumeSymmetric: true });
  const order = decomposition.realEigenvalues
    .map((value, i) => ({ value, i }))
    .sort((a, b) => b.value - a.value)
    .slice(0, count);
  const vectors = decomposition.eigenvectorMatrix;
  return { mean, directions: order.map(({ i }) => Float64Array.from(vectors.getColumn(i))) };
}

/** A sparse matrix by rows. */
export interface Sparse {
  starts: Int32Array;
  columns: Int32Array;
  values: Float32Array;
  rows: number;
  columnCount: number;
}

function transpose(m: Sparse): Sparse {
  const counts = new Int32Array(m.columnCount + 1);
  for (const column of m.columns) counts[column + 1] = (counts[column + 1] as number) + 1;
  for (let i = 0; i < m.columnCount; i++) counts[i + 1] = (counts[i + 1] as number) + (counts[i] as number);
  const starts = counts.slice();
  const next = counts.slice(0, m.columnCount);
  const columns = new Int32Array(m.columns.length);
  const values = new Float32Array(m.values.length);
  for (let row = 0; row < m.rows; row++)
    for (let at = m.starts[row] as number; at < (m.starts[row + 1] as number); at++) {
      const column = m.columns[at] as number;
      const to = next[column] as number;
      next[column] = to + 1;
      columns[to] = row;
      values[to] = m.values[at] as number;
    }
  return { starts, columns, values, rows: m.columnCount, columnCount: m.rows };
}

/** m times a dense matrix of `width` columns (row by row). */
function times(m: Sparse, dense: Float32Array, width: number): Float32Array {
  const out = new Float32Array(m.rows * width);
  for (let row = 0; row < m.rows; row++) {
    const to = row * width;
    for (let at = m.starts[row] as number; at < (m.starts[row + 1] as number); at++) {
      const from = (m.columns[at] as number) * width;
      const value = m.values[at] as number;
      for (let k = 0; k < width; k++)
        out[to + k] = (out[to + k] as number) + value * (dense[from + k] as number);
    }
  }
  return out;
}

/** Sums of products down each of `width` columns. */
function columnDots(a: Float32Array, b: Float32Array, width: number): Float64Array {
  const sums = new Float64Array(width);
  for (let i = 0; i < a.length; i += width)
    for (let k = 0; k < width; k++)
      sums[k] = (sums[k] as number) + (a[i + k] as number) * (b[i + k] as number);
  return sums;
}

/** How leastSquares goes: its damping, its steps, and what it says of its progress. */
export interface SolveOptions {
  damping: number;
  steps: number;
  progress?: (line: string) => void;
}

/** Solves (XᵀX + damping² I) W = XᵀY for W, each column by conjugate gradients, all columns at once. */
export function leastSquares(
  x: Sparse,
  targets: Float32Array,
  width: number,
  { damping: dampingBy, steps, progress }: SolveOptions,
): Float32Array {
  const xt = transpose(x);
  const damping = dampingBy ** 2;
  const normal = (p: Float32Array): Float32Array => {
    const out = times(xt, times(x, p, width), width);
    for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) + damping * (p[i] as number);
    return out;
  };
  const solution = new Float32Array(x.columnCount * width);
  const residual = times(xt, targets, width);
  const direction = residual.slice();
  let squares = columnDots(residual, residual, width);
  const started = performance.now();
  for (let step = 0; step < steps; step++) {
    const turned = normal(direction);
    const curvature = columnDots(direction, turned, width);
    const alpha = squares.map((s, k) => s / Math.max(curvature[k] as number, 1e-30));
    for (let row = 0; row < solution.length; row += width)
      for (let k = 0; k < width; k++) {
        const a = alpha[k] as number;
        solution[row + k] = (solution[row + k] as number) + a * (direction[row + k] as number);
        residual[row + k] = (residual[row + k] as number) - a * (turned[row + k] as number);
      }
    const next = columnDots(residual, residual, width);
    const beta = next.map((s, k) => s / Math.max(squares[k] as number, 1e-30));
    for (let row = 0; row < direction.length; row += width)
      for (let k = 0; k < width; k++)
        direction[row + k] =
          (residual[row + k] as number) + (beta[k] as number) * (direction[row + k] as number);
    squares = next;
    if (step % 25 === 24)
      progress?.(`  step ${step + 1} of ${steps}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return solution;
}
