/*
 * Rating calibration of the starter set (docs/decisions/0021-content-depth-and-fairness.md).
 * A puzzle whose line is exactly a Lichess puzzle's line keeps the rating Lichess measured on
 * its players. Every other puzzle (self-play, or a Lichess seed whose line we extract
 * differently) is rated by a linear model of the difficulty cues, fitted by least squares to
 * the Lichess-rated puzzles: half of them (by id) train it, the other half measure its error.
 */
export interface Calibration {
  weights: number[];
  train: number;
  test: number;
  /** Mean absolute error on the held-out half, and the same for "everyone gets the mean". */
  mae: number;
  baselineMae: number;
}

/** Solves (XᵀX + λI) w = Xᵀy by Gaussian elimination. */
function leastSquares(x: number[][], y: number[], lambda = 1): number[] {
  const k = x[0]!.length;
  const a = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k + 1 }, (_, j) => {
      if (j === k) return x.reduce((s, row, n) => s + row[i]! * y[n]!, 0);
      return x.reduce((s, row) => s + row[i]! * row[j]!, 0) + (i === j && i > 0 ? lambda : 0);
    }),
  );
  for (let c = 0; c < k; c++) {
    let p = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c || a[c]![c] === 0) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let j = c; j <= k; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row, i) => (row[i] === 0 ? 0 : row[k]! / row[i]!));
}

export const predict = (w: number[], f: number[]) =>
  Math.round(
    Math.min(
      3000,
      Math.max(
        400,
        f.reduce((s, v, i) => s + v * w[i]!, 0),
      ),
    ),
  );

export function calibrate(
  rated: { id: string; features: number[]; rating: number }[],
): Calibration {
  const hash = (id: string) => [...id].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const train = rated.filter((r) => hash(r.id) % 2 === 0);
  const test = rated.filter((r) => hash(r.id) % 2 === 1);
  const weights = leastSquares(
    train.map((r) => r.features),
    train.map((r) => r.rating),
  );
  const mean = train.reduce((s, r) => s + r.rating, 0) / Math.max(1, train.length);
  const mae =
    test.reduce((s, r) => s + Math.abs(predict(weights, r.features) - r.rating), 0) /
    Math.max(1, test.length);
  const baselineMae =
    test.reduce((s, r) => s + Math.abs(mean - r.rating), 0) / Math.max(1, test.length);
  return {
    weights,
    train: train.length,
    test: test.length,
    mae: Math.round(mae),
    baselineMae: Math.round(baselineMae),
  };
}
