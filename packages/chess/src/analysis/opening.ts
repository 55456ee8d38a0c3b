/*
 * Naming a game's opening by position (issue 28.6, ADR 0034). The book maps a position key
 * (the FEN's first four fields: placement, side to move, castling, en passant) to its ECO code
 * and name. A game is walked move by move and the deepest position found in the book names
 * it, so a game that reaches a book position by another move order (a transposition) gets
 * that position's name.
 */

export interface Opening {
  eco: string;
  name: string;
}

export interface OpeningBook {
  /** Position key → opening. */
  positions: ReadonlyMap<string, Opening>;
  /** The longest line in the book, in plies: no deeper position can match. */
  maxPly: number;
}

/** The position part of a FEN (no half-move clock, no move number): the book's key. */
export function positionKey(fen: string): string {
  return fen.trim().split(/\s+/).slice(0, 4).join(' ');
}

/** The book from its stored rows: [position key, eco, name, ply of the line]. */
export function openingBook(rows: readonly (readonly [string, string, string, number])[]) {
  const positions = new Map<string, Opening>();
  let maxPly = 0;
  for (const [key, eco, name, ply] of rows) {
    positions.set(key, { eco, name });
    maxPly = Math.max(maxPly, ply);
  }
  return { positions, maxPly } satisfies OpeningBook;
}

/**
 * The opening of a game given the positions after each of its moves, in order: the book
 * entry of the deepest one found, or null when none is (a game from a set-up position, or
 * a first move no book line starts with). Plies past the book's longest line are not looked at.
 */
export function matchOpening(book: OpeningBook, fensAfter: readonly string[]): Opening | null {
  let found: Opening | null = null;
  const last = Math.min(fensAfter.length, book.maxPly);
  for (let i = 0; i < last; i++) {
    const hit = book.positions.get(positionKey(fensAfter[i]!));
    if (hit) found = hit;
  }
  return found;
}

/** "Sicilian Defense: Najdorf Variation, English Attack" → "Sicilian Defense". */
export const openingFamily = (name: string) => name.split(':')[0]!.trim();
