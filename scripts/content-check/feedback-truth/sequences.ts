import { Chess, type Move, type Square } from 'chess.js';
import { looseBoard } from '../../../packages/chess/src/puzzles/replay.ts';
import { SAN, NUM, type Board, play, bare, unnumbered, kept } from './board.ts';

// Rule "feedback true of the board" (issue 38.4): moves named in a sentence.

export const seqRe = new RegExp(
  `(?:(?:${NUM})?(?:…|\\.\\.\\.)?${SAN}(?=$|[\\s,.;:)!?—]))(?:\\s+(?:${NUM})?(?:…|\\.\\.\\.)?${SAN}(?=$|[\\s,.;:)!?—]))*`,
  'g',
);
const tokenRe = new RegExp(`(?:(\\d+)(\\.\\.\\.|…|\\.)\\s*)?(?:…|\\.\\.\\.)?(${SAN})`, 'g');

type Token = { num?: number; black?: boolean; san: string };
export function tokens(run: string): Token[] {
  return [...run.matchAll(tokenRe)].map((t) => ({
    num: t[1] ? Number(t[1]) : undefined,
    black: t[2] ? t[2] !== '.' : undefined,
    san: t[3]!,
  }));
}
/** A run that names moves rather than squares: two moves or more, or one with a piece letter, capture, number or mark. */
export const isMoveRun = (ts: Token[]) =>
  ts.length >= 2
    ? ts.some((t) => /[KQRBNxO+#=]/.test(t.san) || t.num !== undefined)
    : ts.length === 1 && (/^[KQRBN]|^O-O|[+#]|x/.test(ts[0]!.san) || ts[0]!.num !== undefined);

type RunResult = { end?: string; problem?: string };
/** Runs already played, by position, numbering and tokens (see `play` in board.ts). */
const runs = new Map<string, RunResult>();

/** Plays SAN tokens from `fen`; null when they all play with the marks they carry. */
export const playTokens = (fen: string, ts: Token[]): RunResult =>
  kept(
    runs,
    `${fen}|${unnumbered.has(fen)}|${ts.map((t) => `${t.num ?? ''}${t.black ? '…' : '.'}${t.san}`).join(' ')}`,
    () => playRun(fen, ts),
  );

function playRun(fen: string, ts: Token[]): RunResult {
  let chess: Chess;
  try {
    chess = new Chess(fen);
  } catch {
    return { problem: 'bad FEN' };
  }
  const first = ts[0]!;
  if (first.num !== undefined && !unnumbered.has(fen)) {
    const [, side, , , , n] = fen.split(' ');
    const black = first.black ?? false;
    if (Number(n) !== first.num || (side === 'b') !== black) return { problem: 'numbers' };
  }
  for (const t of ts) {
    let mv: Move;
    try {
      mv = chess.move(bare(t.san), { strict: false });
    } catch {
      return { problem: `${t.san} is not legal` };
    }
    const said = /#/.test(t.san) ? '#' : /\+/.test(t.san) ? '+' : '';
    const is = mv.san.endsWith('#') ? '#' : mv.san.endsWith('+') ? '+' : '';
    if (said === '#' && is !== '#') return { problem: `${t.san} is not mate` };
    if (said === '+' && !is) return { problem: `${t.san} is not check` };
  }
  return { end: chess.fen() };
}

/** Positions a named sequence may start from: the board, every position of its lines, the start. */
export function startsOf(b: Board): string[] {
  const out = new Set<string>();
  if (b.fen) {
    out.add(b.fen);
    for (const l of [...b.lines, ...(b.refs ?? [])])
      for (const p of play(b.fen, l)) {
        out.add(p.after);
        if (unnumbered.has(b.fen)) unnumbered.add(p.after);
      }
  }
  for (const f of b.alsoFens ?? []) out.add(f);
  out.add(new Chess().fen());
  return [...out];
}

/** Every run of moves in `text` that no position of the board plays. */
export function checkSequences(text: string, b: Board): { run: string; problem: string }[] {
  const starts = startsOf(b);
  const chained: string[] = [];
  const problems: { run: string; problem: string }[] = [];
  for (const r of text.matchAll(seqRe)) {
    const whole = tokens(r[0]);
    if (!isMoveRun(whole)) continue;
    // "Rd1+! 25… Rxe1#": a marked move may end one run and a numbered one start the next.
    if (b.fen && endsOnBoard(b.fen, whole)) continue;
    const parts = playFrom(starts, whole, chained).end ? [whole] : splitAtMarks(whole);
    for (const ts of parts) {
      if (!isMoveRun(ts)) continue;
      const res = playFrom(starts, ts, chained);
      if (res.end) {
        starts.push(res.end);
        chained.push(res.end);
      } else
        problems.push({
          run: ts.map((t) => (t.num ? `${t.num}${t.black ? '…' : '.'}` : '') + t.san).join(' '),
          problem:
            res.problem ??
            `no position of this board is at move ${ts[0]!.num}${ts[0]!.black ? '…' : '.'}`,
        });
    }
  }
  return problems;
}

/**
 * A numbered run that reaches the board ("4…Bc5 5.Be3:" over the board after 5.Be3): its last
 * move is the one before the side to move's, and each piece a move puts on a square that no
 * later move leaves is on that square.
 */
function endsOnBoard(fen: string, ts: Token[]): boolean {
  const numbered = ts.filter((t) => t.num !== undefined);
  const [, side, , , , n] = fen.split(' ');
  const boardPly = (Number(n) - 1) * 2 + (side === 'b' ? 1 : 0);
  // The ply of each token, counted from the first numbered one (unnumbered: ending on the board).
  const firstAt = numbered.length ? ts.indexOf(numbered[0]!) : 0;
  const ply0 = numbered.length
    ? (numbered[0]!.num! - 1) * 2 + (numbered[0]!.black ? 1 : 0) - firstAt
    : boardPly - ts.length;
  if (ply0 + ts.length !== boardPly) return false;
  const board = looseBoard(fen);
  const later = new Set<string>();
  for (let i = ts.length - 1; i >= 0; i--) {
    const san = bare(ts[i]!.san);
    const white = (ply0 + i) % 2 === 0;
    const to = san.startsWith('O-O')
      ? `${san === 'O-O' ? 'g' : 'c'}${white ? 1 : 8}`
      : /([a-h][1-8])(=[QRBN])?$/.exec(san)?.[1];
    if (!to) return false;
    const letter = san.startsWith('O-O')
      ? 'k'
      : (/=([QRBN])/.exec(san)?.[1] ?? (/^[KQRBN]/.test(san) ? san[0]! : 'p'));
    const piece = board.get(to as Square);
    // A piece that moves again later, or is taken later, is not where this move put it.
    const movesAgain = ts
      .slice(i + 1)
      .some((t, k) => (ply0 + i + 1 + k) % 2 === (ply0 + i) % 2 && pieceLetter(t.san) === letter);
    if (
      !later.has(to) &&
      !movesAgain &&
      (piece?.type !== letter.toLowerCase() || (piece.color === 'w') !== white)
    )
      return false;
    later.add(to);
  }
  return true;
}

const pieceLetter = (san: string) =>
  san.startsWith('O-O')
    ? 'k'
    : (/=([QRBN])/.exec(san)?.[1] ?? (/^[KQRBN]/.test(san) ? san[0]! : 'p'));

function splitAtMarks(ts: Token[]): Token[][] {
  const out: Token[][] = [[]];
  ts.forEach((t, i) => {
    if (i > 0 && /[!?]$/.test(ts[i - 1]!.san)) out.push([]);
    out.at(-1)!.push(t);
  });
  return out;
}

/**
 * Plays the tokens from the first start that takes them; an unnumbered run that follows another
 * run of the same text may also begin after one reply it does not name ("Bb3+ and Bxg8": the
 * king moves in between). The board itself gets no such reply: "Nxc6 bxc6" is asked where Nxc6
 * is the move.
 */
function playFrom(
  starts: string[],
  ts: Token[],
  chained: string[],
): { end?: string; problem?: string } {
  let problem: string | undefined;
  for (const s of starts) {
    const res = playTokens(s, ts);
    if (res.end) return res;
    if (res.problem !== 'numbers' && res.problem !== 'bad FEN') problem ??= res.problem;
  }
  if (ts[0]!.num === undefined)
    for (const s of chained) {
      let chess: Chess;
      try {
        chess = new Chess(s);
      } catch {
        continue;
      }
      for (const m of chess.moves()) {
        chess.move(m);
        const res = playTokens(chess.fen(), ts);
        chess.undo();
        if (res.end) return res;
      }
    }
  return { problem };
}
