// Difficulty ranges (spec §9), puzzle points and badges. The rules are explained in
// docs/decisions/0010-puzzle-rating-points-badges.md.

export interface DifficultyRange {
  from: number;
  to: number;
}

/** The only ranges a learner can choose, lowest first; index = the puzzle's difficulty bucket. */
export const difficultyRanges: readonly DifficultyRange[] = [
  { from: 0, to: 1499 },
  { from: 1500, to: 1999 },
  { from: 2000, to: 2499 },
  { from: 2500, to: 3000 },
];

export const defaultDifficulty = difficultyRanges[0]!;

/** Bucket (0–3) of a puzzle rating; ratings above 3000 belong to the top range. */
export function difficultyOf(rating: number): number {
  const i = difficultyRanges.findIndex((r) => rating <= r.to);
  return i < 0 ? difficultyRanges.length - 1 : i;
}

export function rangeIndex(from: number, to: number): number {
  return difficultyRanges.findIndex((r) => r.from === from && r.to === to);
}

/** Points for a first-attempt solve, by the puzzle's difficulty bucket. */
export const pointsByDifficulty = [10, 20, 30, 40] as const;

/** A solve with a hint earns half the points (rounded down); a failed or repeated attempt earns none. */
export function pointsFor(puzzleRating: number, solved: boolean, hintUsed: boolean): number {
  if (!solved) return 0;
  const base = pointsByDifficulty[difficultyOf(puzzleRating)]!;
  return hintUsed ? Math.floor(base / 2) : base;
}

export interface Badge {
  name: string;
  image: string;
  range_from: number;
  range_to: number;
}

/** Badges by total puzzle points; the top badge's range_to is open-ended in spirit (very large). */
export const badges: readonly Badge[] = [
  { name: 'Pawn', image: '/badges/pawn.svg', range_from: 0, range_to: 99 },
  { name: 'Knight', image: '/badges/knight.svg', range_from: 100, range_to: 299 },
  { name: 'Bishop', image: '/badges/bishop.svg', range_from: 300, range_to: 699 },
  { name: 'Rook', image: '/badges/rook.svg', range_from: 700, range_to: 1499 },
  { name: 'Queen', image: '/badges/queen.svg', range_from: 1500, range_to: 2999 },
  { name: 'King', image: '/badges/king.svg', range_from: 3000, range_to: 5999 },
  { name: 'Ascended', image: '/badges/ascended.svg', range_from: 6000, range_to: 999_999 },
];

/** The badges with `achieved` for a points total. */
export const badgesFor = (points: number) =>
  badges.map((b) => ({ ...b, achieved: points >= b.range_from }));

/** The badge first reached by going from `before` to `after` points, if any (the highest one). */
export function newBadge(before: number, after: number): Badge | null {
  const reached = badges.filter((b) => before < b.range_from && after >= b.range_from);
  return reached.at(-1) ?? null;
}
