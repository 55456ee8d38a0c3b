import { describe, expect, it } from 'vitest';
import { endgamesDetectors } from './endgames.ts';

/** [detector, fen, move, expected, why] — passes and near-misses for every endgame detector. */
const table: [string, string, string, boolean, string, string[]?][] = [
  ['opposition', '8/8/8/4k3/8/8/4PK2/8 w - - 0 1', 'f2e3', true, 'direct opposition e3–e5'],
  ['opposition', '8/4k3/8/8/8/8/4P3/3K4 w - - 0 1', 'd1e1', true, 'distant opposition e1–e7'],
  ['opposition', '8/8/6k1/8/8/8/4P3/3K4 w - - 0 1', 'd1e2', false, 'e2–g6: not on a line'],
  ['opposition', '8/8/6k1/8/4K3/8/4P3/8 w - - 0 1', 'e4e5', false, 'e5 next to g6? no: one file'],
  ['opposition', '8/8/8/4k3/8/8/4PK2/8 w - - 0 1', 'f2f3', false, 'f3 does not face e5'],
  ['opposition', '8/8/8/4k3/8/8/4PK2/R7 w - - 0 1', 'f2e3', false, 'a rook on the board'],
  ['opposition', '8/8/8/4k3/8/8/4PK2/8 w - - 0 1', 'e2e3', false, 'a pawn move'],
  ['key-squares', '8/8/8/3K4/4P3/8/8/6k1 w - - 0 1', 'd5d6', true, 'd6 is a key square of e4'],
  ['key-squares', '8/8/8/8/2K1P3/8/8/6k1 w - - 0 1', 'c4d5', true, 'heads for d6'],
  ['key-squares', '8/8/8/3K4/4P3/8/8/6k1 w - - 0 1', 'd5c4', false, 'walks away'],
  ['key-squares', '8/8/8/3K4/4P3/8/8/6k1 w - - 0 1', 'e4e5', false, 'a pawn move'],
  ['square-of-the-pawn', '8/8/8/8/P7/5k2/8/7K b - - 0 1', 'f3e4', true, 'steps into a4–e8'],
  ['square-of-the-pawn', '8/8/8/8/P7/5k2/8/7K b - - 0 1', 'f3f4', false, 'f4 is outside'],
  ['square-of-the-pawn', '8/8/8/8/P7/6k1/8/7K w - - 0 1', 'a4a5', true, 'g3 is outside: run'],
  ['square-of-the-pawn', '8/8/8/8/P2k4/8/8/7K w - - 0 1', 'a4a5', false, 'd4 is inside'],
  ['outside-passed-pawn', '8/5kpp/8/P7/8/8/5KPP/8 w - - 0 1', 'a5a6', true, 'the a-pawn decoys'],
  ['outside-passed-pawn', '8/5kpp/8/P7/8/8/5KPP/8 w - - 0 1', 'g2g3', false, 'a kingside push'],
  [
    'outside-passed-pawn',
    '8/p5k1/8/4P3/8/8/5K1P/8 w - - 0 1',
    'e5e6',
    false,
    'pawns on both sides',
  ],
  ['protected-passed-pawn', '4k3/5p2/8/8/2PP4/8/8/4K3 w - - 0 1', 'c4c5', true, 'd4 guards c5'],
  ['protected-passed-pawn', '4k3/5p2/8/8/P2P4/8/8/4K3 w - - 0 1', 'a4a5', false, 'no guard'],
  ['protected-passed-pawn', '4k3/5p2/8/8/2PP4/8/8/4K3 w - - 0 1', 'e1e2', false, 'king move'],
  ['breakthrough', '8/6p1/8/5PP1/8/8/k7/7K w - - 0 1', 'f5f6', true, 'gxf6 gxf6 queens'],
  ['breakthrough', '8/6p1/8/5PP1/8/8/k7/7K w - - 0 1', 'g5g6', false, 'nothing to take'],
  [
    'breakthrough',
    '7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1',
    'b5b6',
    true,
    'b6! axb6 c6! bxc6 a6',
    ['b5b6', 'a7b6', 'c5c6', 'b7c6', 'a5a6'],
  ],
  ['breakthrough', '7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1', 'h1g2', false, 'a king move'],
  ['lucena', '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1', 'c1d1', true, 'checks the king away'],
  ['lucena', '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1', 'c1c4', true, 'the bridge on the 4th'],
  ['lucena', '1K6/1P1k4/8/8/8/8/r7/2R5 w - - 0 1', 'c1c2', false, 'a rook move to nowhere'],
  ['lucena', '8/1K1k4/1P6/8/8/8/r7/2R5 w - - 0 1', 'c1d1', false, 'the pawn is on the 6th'],
  ['lucena', '1K6/1P1k4/8/8/8/8/r7/2R5 b - - 0 1', 'a2a1', false, 'the defender moves'],
  ['philidor', '4k3/8/8/4K3/4P3/8/1r6/R7 b - - 0 1', 'b2b6', true, 'rook to the 6th'],
  ['philidor', '4k3/8/8/4K3/4P3/8/1r6/R7 b - - 0 1', 'b2b3', false, 'a passive rook'],
  ['philidor', '4k3/7R/4PK2/8/8/8/8/1r6 b - - 0 1', 'b1f1', true, 'checks from behind'],
  ['philidor', '4k3/7R/4PK2/8/8/8/8/1r6 b - - 0 1', 'b1b6', false, 'too late for the 6th'],
  ['cutting-off-the-king', '8/8/8/2k5/8/8/4PK2/7R w - - 0 1', 'h1d1', true, 'the d-file'],
  ['cutting-off-the-king', '8/8/8/2k5/8/8/4PK2/7R w - - 0 1', 'h1h5', false, 'a check'],
  ['cutting-off-the-king', '8/8/8/2k5/8/8/4PK2/7R w - - 0 1', 'h1c1', false, 'the king’s file'],
  ['rook-behind-passed-pawn', '6k1/8/8/P7/8/8/5K2/7R w - - 0 1', 'h1a1', true, 'behind a5'],
  ['rook-behind-passed-pawn', '7R/6k1/8/8/p7/8/5K2/8 w - - 0 1', 'h8a8', true, 'behind a4'],
  ['rook-behind-passed-pawn', '6k1/8/8/P7/8/8/5K2/7R w - - 0 1', 'h1h2', false, 'not on a-file'],
  ['rook-behind-passed-pawn', '6k1/8/8/P7/8/8/5K2/7R w - - 0 1', 'h1a1', true, 'again'],
  ['queen-mate', 'k7/7Q/1K6/8/8/8/8/8 w - - 0 1', 'h7b7', true, 'mate'],
  ['queen-mate', 'k7/7Q/1K6/8/8/8/8/8 w - - 0 1', 'h7c7', false, 'stalemate'],
  ['queen-mate', '8/8/8/4k3/8/8/Q7/4K3 w - - 0 1', 'a2e6', false, 'hangs the queen'],
  ['queen-mate', '8/8/8/3k4/8/2Q5/8/4K3 w - - 0 1', 'c3c1', false, 'the box grows'],
  ['queen-mate', '8/8/8/3k4/8/8/2Q5/4K3 w - - 0 1', 'c2c3', true, 'the box shrinks'],
  ['queen-mate', '8/8/8/3k4/8/2Q5/8/R3K3 w - - 0 1', 'c3c1', false, 'a rook too'],
  ['rook-mate', '4k3/8/4K3/8/8/8/8/7R w - - 0 1', 'h1h8', true, 'mate on the edge'],
  ['rook-mate', '4k3/R7/4K3/8/8/8/8/8 w - - 0 1', 'a7a1', false, 'frees the 7th rank'],
  ['two-bishops-mate', '7k/8/5KB1/8/8/8/8/2B5 w - - 0 1', 'c1b2', true, 'Bb2 mates'],
  ['two-bishops-mate', '7k/8/5KB1/8/8/8/8/3B4 w - - 0 1', 'd1c2', false, 'same-coloured'],
  ['ladder-mate', '6k1/R7/8/8/8/8/8/1R4K1 w - - 0 1', 'b1b8', true, 'the ladder mates'],
  ['queen-endings', '6k1/5p2/8/8/8/3q4/5PK1/4Q3 w - - 0 1', 'e1e8', true, 'a check'],
  ['queen-endings', '6k1/5p2/8/8/8/3q4/5PK1/4Q3 w - - 0 1', 'g2h2', false, 'a king move'],
  ['queen-endings', '6k1/5p2/8/8/8/3q4/5PK1/4R3 w - - 0 1', 'e1e8', false, 'rook, not queen'],
];

describe('endgame idea detectors', () => {
  it.each(table)('%s: %s %s → %s (%s)', (id, fen, move, expected, _why, line) => {
    const detect = endgamesDetectors[id];
    expect(detect, id).toBeDefined();
    expect(detect!({ fen, move, ...(line ? { line } : {}) })).toBe(expected);
  });
});
