import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { matchOpening, openingBook, openingFamily, positionKey } from './opening.ts';

// The committed book (content/openings/book.json, Lichess chess-openings at 51b8862, CC0).
const stored = JSON.parse(
  readFileSync(new URL('../../../../content/openings/book.json', import.meta.url), 'utf8'),
) as { commit: string; rows: [string, string, string, number][] };
const book = openingBook(stored.rows);

/** The positions after each move of `line` (SAN with move numbers), from `fen`. */
function positions(line: string, fen?: string): string[] {
  const chess = new Chess(fen);
  return line
    .replace(/\d+\.(\.\.)?\s*/g, '')
    .trim()
    .split(/\s+/)
    .map((san) => {
      chess.move(san);
      return chess.fen();
    });
}

describe('the opening book', () => {
  it('holds the Lichess book at the recorded commit, one name per position', () => {
    expect(stored.commit).toBe('51b8862');
    expect(book.positions.size).toBe(stored.rows.length);
    expect(book.positions.size).toBeGreaterThan(3000);
    expect(book.maxPly).toBeGreaterThan(20);
  });

  it('keys a position by its first four FEN fields', () => {
    expect(positionKey('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -',
    );
  });
});

describe('matchOpening', () => {
  it.each([
    // The deepest book position of the game names it, not the first.
    [
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7',
      'C95',
      'Ruy Lopez: Closed, Breyer Defense, Zaitsev Hybrid',
    ],
    // Scholar's mate: the game leaves the book after 1. e4 e5 2. Bc4.
    ['1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#', 'C23', "Bishop's Opening"],
    ['1. e4 e5 2. Nc3 d6 3. d4 Nf6 4. Nf3 Nbd7', 'C41', 'Philidor Defense: Lion Variation'],
  ])('%s is %s %s', (line, eco, name) => {
    expect(matchOpening(book, positions(line))).toEqual({ eco, name });
  });

  it('finds a transposition: the Réti move order reaches the Queen’s Gambit Declined', () => {
    const qgd = { eco: 'D37', name: "Queen's Gambit Declined: Three Knights Variation" };
    expect(matchOpening(book, positions('1. d4 Nf6 2. c4 e6 3. Nf3 d5 4. Nc3'))).toEqual(qgd);
    expect(matchOpening(book, positions('1. Nf3 Nf6 2. c4 e6 3. Nc3 d5 4. d4'))).toEqual(qgd);
    // Réti's 1. Nf3 d5 2. d4 is the Zukertort line of the Queen's Pawn Game (1. d4 d5 2. Nf3).
    expect(matchOpening(book, positions('1. Nf3 d5 2. d4'))).toEqual({
      eco: 'D02',
      name: "Queen's Pawn Game: Zukertort Variation",
    });
  });

  it('is null when no position is in the book', () => {
    // A lesson's endgame position: no book line reaches it.
    expect(
      matchOpening(book, positions('1. Kd2 Kd7 2. Ke3', '3k4/8/8/8/8/8/8/3K4 w - - 0 1')),
    ).toBeNull();
    expect(matchOpening(book, [])).toBeNull();
  });

  it('names the family before the colon', () => {
    expect(openingFamily('Sicilian Defense: Najdorf Variation, English Attack')).toBe(
      'Sicilian Defense',
    );
    expect(openingFamily("Bishop's Opening")).toBe("Bishop's Opening");
  });
});
