import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import { looseBoard, other, pieceValue } from '../../../packages/chess/src/puzzles/replay.ts';

// Rule "feedback true of the board" (issue 38.4): the board and its lines, and what they show.

export const pieceWord: Record<string, PieceSymbol> = {
  pawn: 'p',
  knight: 'n',
  bishop: 'b',
  rook: 'r',
  queen: 'q',
  king: 'k',
};
export const PIECE = '(pawn|knight|bishop|rook|queen|king)';
export const SQ = '([a-h][1-8])';
/** One SAN move, optionally numbered ("12.", "12…", "12...") and marked (+ # ! ?). */
const SAN_CORE = 'O-O(?:-O)?|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?';
export const SAN = `(?:${SAN_CORE})[+#]?[!?]*`;
export const NUM = '\\d+(?:\\.|…|\\.\\.\\.)\\s*';

/** A board the text is shown with, and the lines played on it. */
export type Board = {
  fen?: string;
  /** UCI lines from `fen` the answer plays: the solution, the answer with the engine's line, a line the text states. */
  lines: string[][];
  /** The stored refutations' lines (the wrong move first): positions a named sequence may start from. */
  refs?: string[][];
  /** A set-up board: the pieces placed, as plies onto the target (the other side to move). */
  placed?: Played[];
  /** Other positions the text may start from (a set-up board with either side to move). */
  alsoFens?: string[];
};

const sideToMove = (fen: string): Color => (fen.split(' ')[1] === 'b' ? 'b' : 'w');
export const rankOf = (s: string) => Number(s[1]);
export const fileOf = (s: string) => s.charCodeAt(0) - 97;
/** The seventh rank of `c` (the opponent's second rank). */
export const seventh = (c: Color) => (c === 'w' ? 7 : 2);
export const backRank = (c: Color) => (c === 'w' ? 1 : 8);

export type Played = { move: Move; before: string; after: string };
/**
 * A bounded memo: the value kept under `key`, made (and frozen) the first time it is asked for.
 * The rule asks for the same replays of the same board for every sentence and claim (the check's
 * CPU went mostly to replaying them). Emptied when it grows past a bound, so a long test run does
 * not keep every board.
 */
export function kept<T extends object>(memo: Map<string, Readonly<T>>, key: string, make: () => T) {
  let out = memo.get(key);
  if (!out) {
    if (memo.size >= 50_000) memo.clear();
    out = Object.freeze(make());
    memo.set(key, out);
  }
  return out;
}

const replays = new Map<string, readonly Played[]>();
/** A UCI line replayed as far as it is legal (shared and frozen: copy it to change it). */
export const play = (fen: string, line: readonly string[]): readonly Played[] =>
  kept(replays, `${fen}|${line.join(' ')}`, () => replay(fen, line));

function replay(fen: string, line: readonly string[]): Played[] {
  const chess = new Chess(fen);
  const out: Played[] = [];
  for (const u of line) {
    const before = chess.fen();
    try {
      const move = chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
      out.push({ move, before, after: chess.fen() });
    } catch {
      break;
    }
  }
  return out;
}

export const bare = (san: string) => san.replace(/[+#!?]+$/, '');
/** Every ply of the board's lines whose SAN is `san`: where "After Kg7 …" may happen. */
export function findPly(b: Board, san: string): { line: readonly Played[]; at: number }[] {
  if (!b.fen) return [];
  const out: { line: readonly Played[]; at: number }[] = [];
  for (const l of b.lines) {
    const line = play(b.fen, l);
    line.forEach((p, at) => {
      if (bare(p.move.san) === bare(san)) out.push({ line, at });
    });
  }
  return out;
}
/** Null when the claim holds after some ply `san` of the board's lines, else the first problem. */
export function onPly(b: Board, san: string, f: (p: Played) => string | null): string | null {
  const found = findPly(b, san);
  if (!found.length) return `${san} is not played in the line`;
  let first: string | null = null;
  for (const { line, at } of found) {
    const problem = f(line[at]!);
    if (!problem) return null;
    first ??= problem;
  }
  return first;
}
export const solverOf = (b: Board) => (b.fen ? sideToMove(b.fen) : 'w');

/** Whether the piece of value `v` on `s` (side `by` attacks) is lost there: attacked more cheaply, or attacked and loose. */
function lostOn(fen: string, s: Square, v: number, by: Color): boolean {
  const board = looseBoard(fen);
  const atk = board.attackers(s, by);
  if (!atk.length) return false;
  const cheapest = Math.min(...atk.map((a) => pieceValue[board.get(a)!.type]));
  return cheapest < v || board.attackers(s, other(by)).length === 0;
}

/** The enemy piece on `s` is attacked, lost where it stands and on every square it can go to. */
export function isTrapped(fen: string, s: Square, by: Color): string | null {
  const board = looseBoard(fen);
  const piece = board.get(s);
  if (!piece || piece.color === by)
    return `there is no ${by === 'w' ? 'black' : 'white'} piece on ${s}`;
  const v = pieceValue[piece.type];
  if (!board.attackers(s, by).length) return `the ${names[piece.type]} on ${s} is not attacked`;
  if (!lostOn(fen, s, v, by))
    return `the ${names[piece.type]} on ${s} is defended and attacked by nothing cheaper: it is not lost where it stands`;
  const f = fen.split(' ');
  f[1] = other(by);
  f[3] = '-';
  let moving: Chess;
  try {
    moving = new Chess(f.join(' '));
  } catch {
    return null;
  }
  for (const m of moving.moves({ square: s, verbose: true })) {
    if (m.captured && pieceValue[m.captured] >= v)
      return `it can take the ${names[m.captured]} on ${m.to} (${m.san})`;
    moving.move(m);
    const safe = !lostOn(moving.fen(), m.to, v, by) && !moving.isCheckmate();
    moving.undo();
    if (safe) return `${m.san} takes it to ${m.to}, where it is safe`;
  }
  return null;
}
import { name as names } from '../../../packages/chess/src/ideas/tactics/board.ts';

export { names };

/** Solver captures of a piece of type `t` in the line from ply `from` (on `on` when given). */
/** The square a capture takes on (en passant: beside the landing square). */
export const takenOn = (m: Move) => (m.isEnPassant() ? `${m.to[0]}${m.from[1]}` : m.to);
export const captures = (
  line: readonly Played[],
  solver: Color,
  t: PieceSymbol,
  on?: string,
  from = 0,
) =>
  line
    .slice(from)
    .some(
      (p) => p.move.color === solver && p.move.captured === t && (!on || takenOn(p.move) === on),
    );

export const linesOf = (b: Board) => (b.fen ? b.lines.map((l) => play(b.fen!, l)) : []);

/** Set-up boards (a placement only): their move numbers are not known, so any number fits. */
export const unnumbered = new Set<string>();
