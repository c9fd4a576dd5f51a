import { describe, expect, it } from 'vitest';
import { leastSquares, principal, type Sparse } from './least-squares';

/** A sparse matrix from dense rows. */
function sparse(rows: number[][]): Sparse {
  const starts = [0];
  const columns: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    row.forEach((value, column) => {
      if (value === 0) return;
      columns.push(column);
      values.push(value);
    });
    starts.push(columns.length);
  }
  return {
    starts: Int32Array.from(starts),
    columns: Int32Array.from(columns),
    values: Float32Array.from(values),
    rows: rows.length,
    columnCount: rows[0]?.length ?? 0,
  };
}

describe('least squares by conjugate gradients', () => {
  it('finds the exact solution of a consistent system, each target column apart', () => {
    // Three features, four lines; the targets are two columns made from known rows W.
    const x = [
      [0.5, 0.5, 0],
      [0, 0.5, 0.5],
      [1, 0, 0],
      [1 / 3, 1 / 3, 1 / 3],
    ];
    const w = [
      [1, -2],
      [3, 0.5],
      [-1, 4],
    ];
    const targets = Float32Array.from(
      x.flatMap((row) => [0, 1].map((k) => row.reduce((sum, v, j) => sum + v * (w[j]?.[k] ?? 0), 0))),
    );
    const solved = leastSquares(sparse(x), targets, 2, { damping: 0, steps: 20 });
    expect([...solved].map((v) => Number(v.toFixed(3)))).toEqual(w.flat());
  });

  it('damped, shrinks the solution towards nothing', () => {
    const x = sparse([[1], [1]]);
    const targets = Float32Array.from([2, 2]);
    // (2 + d²) w = 4: with d = 1, w = 4 / 3.
    expect(leastSquares(x, targets, 1, { damping: 1, steps: 5 })[0]).toBeCloseTo(4 / 3, 5);
  });
});

describe('principal directions', () => {
  it('find the direction the rows vary along most, and their mean', () => {
    // Points along (1, 1) around (2, 0), with a little spread across.
    const rows = [-2, -1, 0, 1, 2].flatMap((t) =>
      [-0.1, 0.1].map((s) => Float32Array.from([2 + t + s, t - s])),
    );
    const { mean, directions } = principal(rows, 1);
    expect(mean[0]).toBeCloseTo(2, 5);
    expect(mean[1]).toBeCloseTo(0, 5);
    const [first] = directions;
    expect(Math.abs((first?.[0] ?? 0) * Math.SQRT1_2 + (first?.[1] ?? 0) * Math.SQRT1_2)).toBeCloseTo(1, 5);
  });
});
