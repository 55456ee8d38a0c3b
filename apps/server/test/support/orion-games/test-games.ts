import { Chess } from 'chess.js';

/** A 29-move game (57 plies, White mates) with Black blunders to name, for the analysis tests. */
export const BLUNDER_GAME = `[Event "Club night"]
[White "Ada"]
[Black "Ben"]
[Result "1-0"]

1. e4 e5 2. Nc3 d6 3. d4 Nf6 4. Nf3 Nbd7 5. Bd3 c6 6. O-O Ng4 7. Qe2 Ngf6 8. Rd1 Be7 9. a4 O-O 10. h3 Qb6 11. a5 Qd8 12. Bc4 Nc5 13. dxc5 b5 14. cxd6 Bf5 15. dxe7 Qxe7 16. Bd3 h6 17. exf5 b4 18. Ne4 Nd5 19. Bc4 Rad8 20. a6 Nc7 21. Be3 Rxd1+ 22. Rxd1 Ra8 23. g3 Nd5 24. Bc5 Qb7 25. axb7 Rb8 26. Nxe5 Ra8 27. bxa8=Q+ Kh7 28. Nxf7 Nf6 29. Qh8# 1-0`;

/** A quiet 10-move opening (20 plies; the shortest game accepted is 10 plies). */
export const SHORT_GAME =
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7';

/**
 * SHORT_GAME with Black's last move replaced by the `n`-th other legal move (n from 0): games
 * of the same length that are not the same game, for tests that send several.
 */
export function shortGameVariant(n: number): string {
  const sans = SHORT_GAME.replace(/\d+\.\s*/g, '').split(/\s+/);
  const chess = new Chess();
  for (const san of sans.slice(0, -1)) chess.move(san);
  const others = chess
    .moves()
    .filter((m) => m !== sans.at(-1))
    .sort();
  if (n >= others.length) throw new Error(`only ${others.length} variants`);
  chess.move(others[n]!);
  return chess.pgn();
}

/** One game of a site's PGN download: Lichess's headers, clock comments, the moves. */
export function siteGame(
  white: string,
  black: string,
  moves: string,
  headers: Record<string, string> = {},
): string {
  const tags = {
    Event: 'Rated blitz game',
    Site: 'https://lichess.org/abcdefgh',
    Date: '2026.11.20',
    White: white,
    Black: black,
    Result: '1-0',
    UTCDate: '2026.11.20',
    UTCTime: '18:00:00',
    Variant: 'Standard',
    TimeControl: '180+0',
    Termination: 'Normal',
    ...headers,
  };
  const clocked = moves.replace(/(\d+\.\s*\S+)/g, '$1 { [%clk 0:02:58] }');
  return `${Object.entries(tags)
    .map(([k, v]) => `[${k} "${v}"]`)
    .join('\n')}\n\n${clocked} ${tags.Result}\n`;
}

/** shortGameVariant's moves only (no headers), for files built of several games. */
export const variantMoves = (n: number) => shortGameVariant(n).split('\n\n').at(-1)!;

/** Black mated in four: the short loss that is still analysed. */
export const SCHOLARS_MATE = '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#';
