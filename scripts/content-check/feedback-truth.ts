import { Chess, type Color, type Move, type PieceSymbol, type Square } from 'chess.js';
import type { ExerciseContent } from '@ascend/contract';
import { between, looseBoard, other, pieceValue } from '../../packages/chess/src/puzzles/replay.ts';
import { OPTIONS_MULTIPV, PROOF_DEPTH, REFUTE_DEPTH } from '../content-gen/engine/analyst.ts';
import { goalKey } from '../content-gen/engine/proof.ts';
import {
  analysisKey,
  proofKey,
  type Analysis,
  type EngineCache,
  type Proof,
} from '../content-gen/engine/cache.ts';
import { ENGINE_DEPTH, MULTIPV } from './engine-checks.ts';
import type { LoadedSection } from './load.ts';
import { exercisesOf } from './walk.ts';

/*
 * Issue 38.4, "feedback true of the board": every sentence an exercise shows (its prompt or
 * question, its right-answer feedback and the reason of each stored refutation) is read for the
 * claims it makes about the board, and each claim is checked on the position and on the line:
 * the solution, or the answer followed by the engine's line from content/engine-cache/ (no
 * search here). The generator writes these sentences from fixed templates (tactics/why.ts,
 * feedback-facts.ts, kit.ts, the section scripts); each template's claim has a checker below.
 * A sentence that uses a claim word ("trapped", "seventh", "fork", "pin", "mates", "wins the")
 * in a form no checker reads is reported as untagged, so a new hand-written claim is either
 * written in a checked form or rephrased.
 */

export const claimKinds = {
  trapped: 'a trapped piece has no safe square, and the line wins it',
  seventh:
    'a rook told to reach the seventh is not on it, and gets there; on the seventh it attacks what the sentence names',
  fork: 'a fork attacks both named pieces from its square',
  pin: 'a pinned piece stands between the pinning piece and the piece behind it',
  mate: 'a move said to mate mates, with the king where the sentence says',
  material: 'what a move or line is said to take or win, it takes',
  undefended: 'a piece said to be undefended has no defender',
  sequence: 'moves named in a sentence are playable on the board it is shown with',
  cutOff: 'a king said to be cut off is on the far side of the rook’s file or rank',
  bridge:
    'a Lucena said to be won by the bridge is won by a rook blocking a check on the fourth rank',
  untagged: 'a claim word in a sentence no checker reads',
} as const;
export type ClaimKind = keyof typeof claimKinds;

export type Violation = { kind: ClaimKind; id: string; sentence: string; problem: string };
export type TruthReport = {
  violations: Violation[];
  /** Claims checked per kind (the untagged ones are counted as violations only). */
  checked: Record<ClaimKind, number>;
};

const pieceWord: Record<string, PieceSymbol> = {
  pawn: 'p',
  knight: 'n',
  bishop: 'b',
  rook: 'r',
  queen: 'q',
  king: 'k',
};
const PIECE = '(pawn|knight|bishop|rook|queen|king)';
const SQ = '([a-h][1-8])';
/** One SAN move, optionally numbered ("12.", "12…", "12...") and marked (+ # ! ?). */
const SAN_CORE = 'O-O(?:-O)?|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?';
const SAN = `(?:${SAN_CORE})[+#]?[!?]*`;
const NUM = '\\d+(?:\\.|…|\\.\\.\\.)\\s*';

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
const rankOf = (s: string) => Number(s[1]);
const fileOf = (s: string) => s.charCodeAt(0) - 97;
/** The seventh rank of `c` (the opponent's second rank). */
const seventh = (c: Color) => (c === 'w' ? 7 : 2);
const backRank = (c: Color) => (c === 'w' ? 1 : 8);

type Played = { move: Move; before: string; after: string };
/** A UCI line replayed as far as it is legal. */
export function play(fen: string, line: readonly string[]): Played[] {
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

const bare = (san: string) => san.replace(/[+#!?]+$/, '');
/** Every ply of the board's lines whose SAN is `san`: where "After Kg7 …" may happen. */
function findPly(b: Board, san: string): { line: Played[]; at: number }[] {
  if (!b.fen) return [];
  const out: { line: Played[]; at: number }[] = [];
  for (const l of b.lines) {
    const line = play(b.fen, l);
    line.forEach((p, at) => {
      if (bare(p.move.san) === bare(san)) out.push({ line, at });
    });
  }
  return out;
}
/** Null when the claim holds after some ply `san` of the board's lines, else the first problem. */
function onPly(b: Board, san: string, f: (p: Played) => string | null): string | null {
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
const solverOf = (b: Board) => (b.fen ? sideToMove(b.fen) : 'w');

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
const names: Record<PieceSymbol, string> = {
  p: 'pawn',
  n: 'knight',
  b: 'bishop',
  r: 'rook',
  q: 'queen',
  k: 'king',
};

/** Solver captures of a piece of type `t` in the line from ply `from` (on `on` when given). */
/** The square a capture takes on (en passant: beside the landing square). */
const takenOn = (m: Move) => (m.isEnPassant() ? `${m.to[0]}${m.from[1]}` : m.to);
const captures = (line: Played[], solver: Color, t: PieceSymbol, on?: string, from = 0) =>
  line
    .slice(from)
    .some(
      (p) => p.move.color === solver && p.move.captured === t && (!on || takenOn(p.move) === on),
    );

type Checker = {
  kind: ClaimKind;
  re: RegExp;
  check: (m: RegExpExecArray, b: Board, text: Where) => string | null;
};
type Where = 'prompt' | 'feedback' | 'refutation';

/** The checkers, one per template claim. A sentence may match several. */
export const checkers: Checker[] = [
  {
    kind: 'trapped',
    re: new RegExp(
      `After (${SAN}) the ${PIECE} on ${SQ} is attacked and every square it could go to loses it`,
    ),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played in the line`;
      const problems = found.map(({ line, at }) => {
        const p = line[at]!;
        const by = p.move.color;
        const piece = looseBoard(p.after).get(m[3] as Square);
        if (!piece || piece.type !== pieceWord[m[2]!])
          return `after ${p.move.san} there is no ${m[2]} on ${m[3]}`;
        const why = isTrapped(p.after, m[3] as Square, by);
        if (why) return `after ${p.move.san} the ${m[2]} on ${m[3]} is not trapped: ${why}`;
        if (!captures(line, by, piece.type, undefined, at + 1))
          return `the line (${line.map((q) => q.move.san).join(' ')}) never takes the ${m[2]}`;
        return null;
      });
      return problems.includes(null) ? null : problems[0]!;
    },
  },
  {
    kind: 'seventh',
    re: /\b(?:Get to the seventh rank|should go, on the opponent’s second rank)/,
    check: (_m, b) => {
      const line = b.fen && b.lines[0] ? play(b.fen, b.lines[0]) : [];
      const first = line[0]?.move;
      if (!first) return 'no answer move to check';
      const r7 = seventh(first.color);
      if (rankOf(first.from) === r7)
        return `the answer ${first.san} moves a ${names[first.piece]} already on the seventh rank (${first.from}) along it`;
      if (rankOf(first.to) !== r7) return `the answer ${first.san} does not reach the seventh rank`;
      return null;
    },
  },
  {
    kind: 'seventh',
    re: new RegExp(
      `(${SAN})[:!]? [Tt]he rook on the seventh rank(?: (attacks the pawns? on ([a-h][1-8](?:(?:, | and )[a-h][1-8])*)))?(?: and)?(?: (shuts the king on ${SQ} in on the back rank))?`,
    ),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const me = p.move.color;
        if (p.move.piece !== 'r' || rankOf(p.move.to) !== seventh(me))
          return `${p.move.san} does not put a rook on the seventh rank`;
        const board = looseBoard(p.after);
        for (const s of (m[3] ?? '').match(/[a-h][1-8]/g) ?? []) {
          const t = board.get(s as Square);
          if (t?.type !== 'p' || t.color === me) return `there is no enemy pawn on ${s}`;
          if (!board.attackers(s as Square, me).includes(p.move.to as Square))
            return `the rook on ${p.move.to} does not attack the pawn on ${s}`;
        }
        if (m[4]) {
          const k = m[5]!;
          const king = board.get(k as Square);
          if (king?.type !== 'k' || king.color === me) return `the enemy king is not on ${k}`;
          if (rankOf(k) !== backRank(other(me))) return `the king on ${k} is not on its back rank`;
          const f = p.after.split(' ');
          f[1] = other(me);
          f[3] = '-';
          const out = new Chess(f.join(' '))
            .moves({ square: k as Square, verbose: true })
            .filter((x) => rankOf(x.to) !== backRank(other(me)));
          if (out.length)
            return `the king on ${k} is not shut in: it can step off the back rank (${out.map((x) => x.san).join(', ')})`;
        }
        return null;
      });
    },
  },
  {
    kind: 'fork',
    re: new RegExp(
      `(${SAN}): from ${SQ} the ${PIECE} attacks the ${PIECE} on ${SQ} and the ${PIECE} on ${SQ} at once`,
    ),
    check: (m, b) =>
      forkCheck(
        b,
        m[1]!,
        m[2]!,
        [
          [m[4]!, m[5]!],
          [m[6]!, m[7]!],
        ],
        m[3]!,
      ),
  },
  {
    kind: 'fork',
    re: new RegExp(`(${SAN}) forks the ${PIECE} on ${SQ} and the ${PIECE} on ${SQ}`),
    check: (m, b) =>
      forkCheck(b, m[1]!, undefined, [
        [m[2]!, m[3]!],
        [m[4]!, m[5]!],
      ]),
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) pins the ${PIECE} on ${SQ} to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        return pinned(p.after, p.move.to, m[3]!, m[5]!, m[2]!, m[4]!);
      });
    },
  },
  {
    kind: 'pin',
    re: new RegExp(`(${SAN}) takes the ${PIECE} on ${SQ}, pinned to the ${PIECE} on ${SQ}`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const sliders = looseBoard(p.before)
          .board()
          .flat()
          .filter((x) => x && x.color === p.move.color && 'rbq'.includes(x.type));
        const any = sliders.some((x) => !pinned(p.before, x!.square, m[3]!, m[5]!, m[2]!, m[4]!));
        return any
          ? null
          : `before ${p.move.san} the ${m[2]} on ${m[3]} is not pinned to the ${m[4]} on ${m[5]}`;
      });
    },
  },
  {
    kind: 'mate',
    re: new RegExp(`(${SAN}) (?:takes the ${PIECE} on ${SQ} and )?mates the king on ${SQ}`),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played in the line`;
      for (const { line, at } of found) {
        const p = line[at]!;
        const after = new Chess(p.after);
        const king = after.findPiece({ type: 'k', color: after.turn() })[0];
        if (!after.isCheckmate()) continue;
        if (king !== m[4]) return `${p.move.san} mates the king on ${king}, not on ${m[4]}`;
        if (m[2] && (p.move.captured !== pieceWord[m[2]] || takenOn(p.move) !== m[3]))
          return `${p.move.san} does not take a ${m[2]} on ${m[3]}`;
        return null;
      }
      return `${m[1]} does not mate`;
    },
  },
  {
    kind: 'mate',
    re: /\(mate in (\d+)\)|Find the mate in (\d+)|Which move forces mate in (\d+)/,
    check: (m, b, where) => {
      if (where !== 'prompt' || !b.fen) return null;
      const n = Number(m[1] ?? m[2] ?? m[3]);
      const line = b.lines[0] ? play(b.fen, b.lines[0]) : [];
      const last = line.at(-1);
      if (!last || !new Chess(last.after).isCheckmate())
        return `the line ${line.map((p) => p.move.san).join(' ')} does not end in mate`;
      const mine = line.filter((p) => p.move.color === solverOf(b)).length;
      return mine === n ? null : `the line mates in ${mine}, not ${n}`;
    },
  },
  {
    kind: 'material',
    re: new RegExp(
      `You take ((?:the|a) ${PIECE} on ${SQ}(?:(?:, | and )(?:the|a) ${PIECE} on ${SQ})*) for nothing`,
    ),
    check: (m, b) => {
      const taken = [...m[1]!.matchAll(new RegExp(`${PIECE} on ${SQ}`, 'g'))];
      const problems = linesOf(b).map((line) => {
        for (const t of taken)
          if (!captures(line, solverOf(b), pieceWord[t[1]!]!, t[2]))
            return `the line (${line.map((p) => p.move.san).join(' ')}) does not take the ${t[1]} on ${t[2]}`;
        const lost = line.find((p) => p.move.color !== solverOf(b) && p.move.captured);
        return lost
          ? `the line gives up the ${names[lost.move.captured!]} on ${lost.move.to} (${lost.move.san})`
          : null;
      });
      return problems.includes(null) || !problems.length ? null : problems[0]!;
    },
  },
  {
    kind: 'material',
    re: new RegExp(`the line wins the ${PIECE} on ${SQ}`),
    check: (m, b) =>
      linesOf(b).some((line) => captures(line, solverOf(b), pieceWord[m[1]!]!, m[2]))
        ? null
        : `no line of the board takes the ${m[1]} on ${m[2]}`,
  },
  {
    kind: 'material',
    re: new RegExp(`(${SAN})(?::| —)? (takes|wins) the ${PIECE}(?: on ${SQ})?`),
    check: (m, b) => {
      const found = findPly(b, m[1]!);
      if (!found.length) return `${m[1]} is not played on this board`;
      const [, , verb, word, on] = m;
      const ok = found.some(({ line, at }) => {
        const p = line[at]!;
        if (p.move.captured === pieceWord[word!] && (!on || takenOn(p.move) === on)) return true;
        // "wins the rook (on a8)": the line takes it a little later; "takes" is this move.
        return verb === 'wins' && captures(line, p.move.color, pieceWord[word!]!, on, at);
      });
      return ok
        ? null
        : `${m[1]} does not ${verb === 'wins' ? 'win' : 'take'} the ${word}${on ? ` on ${on}` : ''}`;
    },
  },
  {
    kind: 'material',
    re: new RegExp(`Click the square where the \\w+ on ${SQ} wins material or mates`),
    check: (m, b) => {
      const ok = linesOf(b).some((line) => {
        if (line[0]?.move.from !== m[1]) return false;
        if (new Chess(line.at(-1)!.after).isCheckmate()) return true;
        const net = line.reduce(
          (a, p) =>
            a +
            (p.move.captured
              ? (p.move.color === solverOf(b) ? 1 : -1) * pieceValue[p.move.captured]
              : 0),
          0,
        );
        return net > 0;
      });
      return ok ? null : `no line of the piece on ${m[1]} wins material or mates`;
    },
  },
  {
    kind: 'undefended',
    re: new RegExp(`(${SAN}) takes the ${PIECE} on ${SQ}, which nothing defended`),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const defenders = looseBoard(p.after).attackers(p.move.to as Square, other(p.move.color));
        return defenders.length ? `${defenders.join(', ')} can take back on ${p.move.to}` : null;
      });
    },
  },
  {
    kind: 'cutOff',
    re: new RegExp(
      `(${SAN}) cuts the (white|black) king off along the (?:([a-h])-file|(first|second|third|fourth|fifth|sixth|seventh|eighth) rank): from ${SQ} it cannot cross to the pawn on ${SQ}`,
    ),
    check: (m, b) => {
      return onPly(b, m[1]!, (p) => {
        const board = looseBoard(p.after);
        const king = board.get(m[5] as Square);
        if (king?.type !== 'k') return `the king is not on ${m[5]}`;
        const rook = board.get(p.move.to as Square);
        if (rook?.type !== 'r') return `${p.move.san} does not move a rook`;
        const ranks = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
        const [line, k, pawn, r] = m[3]
          ? [fileOf(`${m[3]}1`), fileOf(m[5]!), fileOf(m[6]!), fileOf(p.move.to)]
          : [ranks.indexOf(m[4]!) + 1, rankOf(m[5]!), rankOf(m[6]!), rankOf(p.move.to)];
        if (r !== line)
          return `the rook on ${p.move.to} is not on the ${m[3] ? `${m[3]}-file` : `${m[4]} rank`}`;
        return Math.sign(k - line) !== Math.sign(pawn - line) && k !== line
          ? null
          : `the king on ${m[5]} and the pawn on ${m[6]} are on the same side of the rook’s ${m[3] ? 'file' : 'rank'}`;
      });
    },
  },
];

const linesOf = (b: Board) => (b.fen ? b.lines.map((l) => play(b.fen!, l)) : []);

function forkCheck(
  b: Board,
  san: string,
  from: string | undefined,
  targets: [string, string][],
  attacker?: string,
) {
  return onPly(b, san, (p) => {
    const at = (from ?? p.move.to) as Square;
    const board = looseBoard(p.after);
    if (attacker && board.get(at)?.type !== pieceWord[attacker])
      return `after ${p.move.san} the piece on ${at} is a ${names[board.get(at)?.type ?? 'p']}, not a ${attacker}`;
    for (const [word, s] of targets) {
      const t = board.get(s as Square);
      if (!t || t.type !== pieceWord[word] || t.color === p.move.color)
        return `after ${p.move.san} there is no enemy ${word} on ${s}`;
      if (!board.attackers(s as Square, p.move.color).includes(at))
        return `after ${p.move.san} the piece on ${at} does not attack the ${word} on ${s}`;
    }
    return null;
  });
}

/** The `front` piece stands on the line between the slider on `slider` and `back`, nothing else between. */
function pinned(fen: string, slider: string, front: string, back: string, fw: string, bw: string) {
  const board = looseBoard(fen);
  if (board.get(front as Square)?.type !== pieceWord[fw]) return `there is no ${fw} on ${front}`;
  if (board.get(back as Square)?.type !== pieceWord[bw]) return `there is no ${bw} on ${back}`;
  const s = board.get(slider as Square);
  if (!s || !'rbq'.includes(s.type)) return `no line piece on ${slider}`;
  const path = between(slider as Square, back as Square);
  const straight = fileOf(slider) === fileOf(back) || rankOf(slider) === rankOf(back);
  if (!path || (s.type === 'r' && !straight) || (s.type === 'b' && straight))
    return `the ${names[s.type]} on ${slider} is not on a line with ${back}`;
  if (!path.includes(front as Square)) return `${front} is not between ${slider} and ${back}`;
  const others = path.filter((q) => q !== front && board.get(q));
  return others.length ? `${others.join(', ')} also stands between ${slider} and ${back}` : null;
}

// ---- moves named in a sentence ----

const seqRe = new RegExp(
  `(?:(?:${NUM})?(?:…|\\.\\.\\.)?${SAN}(?=$|[\\s,.;:)!?—]))(?:\\s+(?:${NUM})?(?:…|\\.\\.\\.)?${SAN}(?=$|[\\s,.;:)!?—]))*`,
  'g',
);
const tokenRe = new RegExp(`(?:(\\d+)(\\.\\.\\.|…|\\.)\\s*)?(?:…|\\.\\.\\.)?(${SAN})`, 'g');

type Token = { num?: number; black?: boolean; san: string };
function tokens(run: string): Token[] {
  return [...run.matchAll(tokenRe)].map((t) => ({
    num: t[1] ? Number(t[1]) : undefined,
    black: t[2] ? t[2] !== '.' : undefined,
    san: t[3]!,
  }));
}
/** A run that names moves rather than squares: two moves or more, or one with a piece letter, capture, number or mark. */
const isMoveRun = (ts: Token[]) =>
  ts.length >= 2
    ? ts.some((t) => /[KQRBNxO+#=]/.test(t.san) || t.num !== undefined)
    : ts.length === 1 && (/^[KQRBN]|^O-O|[+#]|x/.test(ts[0]!.san) || ts[0]!.num !== undefined);

/** Plays SAN tokens from `fen`; null when they all play with the marks they carry. */
function playTokens(fen: string, ts: Token[]): { end?: string; problem?: string } {
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
function startsOf(b: Board): string[] {
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

// ---- untagged claim words ----

const claimWords: [RegExp, ClaimKind][] = [
  [/\btrap(ped|s)?\b/i, 'trapped'],
  [/\bseventh\b|\b7th rank\b|opponent’s second rank/i, 'seventh'],
  [/\bforks?\b/i, 'fork'],
  [/\bpin(s|ned)?\b/i, 'pin'],
  [/\bmates?\b|checkmate/i, 'mate'],
  [/\bwins? the (white |black )?(pawn|knight|bishop|rook|queen)/i, 'material'],
  [/\bcuts? .*\boff\b/i, 'cutOff'],
  [/\bbridge\b/i, 'bridge'],
];
/** A sentence about this board: it names a square, a move or a piece ("the knight"). */
const aboutBoard = (s: string) =>
  /\b[a-h][1-8]\b/.test(s) ||
  tokens(s).some((t) => isMoveRun([t])) ||
  /\b(the|a|your|its) (white |black |pinned )?(pawn|knight|bishop|rook|queen|king)s?\b/i.test(s);
/** "No more back-rank mate", "Qf7 would be stalemate": the sentence denies the claim. */
const negated = (s: string) => /\b(no|not|never|without|avoid)\b|n’t|would be stalemate/i.test(s);

/** The positions after each solver move of the board's lines (and the set-up board's target). */
function afterSolverMoves(b: Board): Played[] {
  const out: Played[] = [...(b.placed ?? [])];
  for (const line of linesOf(b))
    for (const p of line) if (p.move.color === solverOf(b)) out.push(p);
  return out;
}
const namedPieces = (text: string) =>
  [
    ...text
      .replace(/\b(with|to) (the|a|its|your) (white |black )?\w+/gi, '')
      .matchAll(/\b(pawn|knight|bishop|rook|queen|king)s?\b/gi),
  ].map((m) => pieceWord[m[1]!.toLowerCase()]!);
const sansIn = (s: string) =>
  tokens(s).filter((t) => isMoveRun([t]) || /^[a-h][1-8]$/.test(bare(t.san)) === false);

/**
 * Claims written in a sentence's own words rather than a template (hand-written feedback):
 * each kind is checked as far as the board allows — a named move must do it, else the answer's
 * line must.
 */
const generic: Record<string, (s: string, b: Board) => string | null> = {
  mate: (s, b) => {
    if (negated(s) || /#/.test(s)) return null; // a move marked # is checked as a sequence
    const named = sansIn(s);
    const mates = (fen: string, san: string) => {
      try {
        const c = new Chess(fen);
        c.move(bare(san), { strict: false });
        return c.isCheckmate();
      } catch {
        return false;
      }
    };
    if (named.length)
      return startsOf(b).some((f) => named.some((t) => mates(f, t.san)))
        ? null
        : `none of ${named.map((t) => t.san).join(', ')} mates on this board`;
    return afterSolverMoves(b).some((p) => new Chess(p.after).isCheckmate())
      ? null
      : 'the answer’s line does not mate';
  },
  material: (s, b) => {
    const m = /\bwins? the (?:white |black )?(pawn|knight|bishop|rook|queen)/i.exec(s)!;
    const t = pieceWord[m[1]!.toLowerCase()]!;
    return linesOf(b).some((line) => captures(line, solverOf(b), t))
      ? null
      : `no line of the board takes a ${m[1]}`;
  },
  fork: (s, b) => {
    if (negated(s)) return null;
    const want = namedPieces(s.slice(s.search(/\bforks?\b/i)));
    const ok = afterSolverMoves(b).some((p) => {
      const board = looseBoard(p.after);
      const hit = board
        .board()
        .flat()
        .filter(
          (x) =>
            x &&
            x.color !== p.move.color &&
            board.attackers(x.square, p.move.color).includes(p.move.to as Square),
        )
        .map((x) => x!.type);
      return hit.length >= 2 && want.every((w) => hit.includes(w));
    });
    return ok
      ? null
      : `no move of the answer’s line attacks ${want.length ? want.map((w) => names[w]).join(' and ') : 'two pieces'} at once`;
  },
  pin: (s, b) => {
    if (!/\bpinned\b|\bpins\b/i.test(s) || negated(s)) return null;
    const want = namedPieces(s)[0];
    const boards = [b.fen!, ...afterSolverMoves(b).flatMap((p) => [p.before, p.after])];
    const ok = boards.some((f) =>
      (['w', 'b'] as const).some((by) =>
        pinsOfBoard(f, by).some((x) => !want || x === want || namedPieces(s).includes(x)),
      ),
    );
    return ok
      ? null
      : `no ${want ? names[want] : 'piece'} is pinned on this board or after the answer`;
  },
  seventh: (s, b) => {
    const sq = /\b([a-h])([1-8]): the \1-file, the (\w+) rank/.exec(s);
    if (sq)
      return sq[2] === '7' && /seventh|7th/.test(sq[3]!)
        ? null
        : `${sq[1]}${sq[2]} is not on the ${sq[3]} rank`;
    const want = namedPieces(s)[0] ?? 'r';
    const me = b.placed?.[0]?.move.color ?? solverOf(b);
    const ok = [b.fen!, ...afterSolverMoves(b).map((p) => p.after)].some((f) => {
      const board = looseBoard(f);
      return board
        .board()
        .flat()
        .some(
          (x) =>
            x &&
            x.color === me &&
            x.type === want &&
            [...'abcdefgh'].some((file) =>
              board.attackers(`${file}${seventh(me)}` as Square, me).includes(x.square),
            ),
        );
    });
    return ok ? null : `no ${names[want]} of the side to move holds its seventh rank`;
  },
  bridge: (s, b) => {
    // Judged on a played-out line (a play-out's proof): shorter lines do not reach the checks.
    const long = linesOf(b).filter((l) => l.length >= 8);
    if (!long.length || negated(s)) return null;
    const me = solverOf(b);
    const fourth = me === 'w' ? 4 : 5;
    const blocks = long.some((line) =>
      line.some(
        (p, i) =>
          i > 0 &&
          p.move.color === me &&
          p.move.piece === 'r' &&
          rankOf(p.move.to) === fourth &&
          /\+/.test(line[i - 1]!.move.san),
      ),
    );
    return blocks
      ? null
      : `the line (${long[0]!.map((p) => p.move.san).join(' ')}) wins without a rook blocking a check on the fourth rank`;
  },
  cutOff: (s, b) => {
    // A rook's file or rank stands between the enemy king and the solver's king or a pawn.
    const me = solverOf(b);
    const apart = (f: string) => {
      const board = looseBoard(f);
      const king = board.findPiece({ type: 'k', color: other(me) })[0];
      if (!king) return false;
      const own = [
        ...board.findPiece({ type: 'k', color: me }),
        ...board.findPiece({ type: 'p', color: me }),
      ];
      return board
        .findPiece({ type: 'r', color: me })
        .some((r) =>
          own.some(
            (o) =>
              Math.sign(fileOf(king) - fileOf(r)) * Math.sign(fileOf(o) - fileOf(r)) < 0 ||
              Math.sign(rankOf(king) - rankOf(r)) * Math.sign(rankOf(o) - rankOf(r)) < 0,
          ),
        );
    };
    return [b.fen!, ...afterSolverMoves(b).map((p) => p.after)].some(apart)
      ? null
      : 'no rook stands between the enemy king and the other side’s king or pawns';
  },
  trapped: (s, b) => {
    if (negated(s)) return null;
    const want = namedPieces(s.slice(s.search(/\btrap/i)))[0];
    if (want === 'k')
      return afterSolverMoves(b).some((p) => new Chess(p.after).isCheckmate())
        ? null
        : 'the king is not mated';
    const ok = afterSolverMoves(b).some((p) =>
      looseBoard(p.after)
        .board()
        .flat()
        .some(
          (x) =>
            x &&
            x.color !== p.move.color &&
            x.type !== 'k' &&
            (!want || x.type === want) &&
            !isTrapped(p.after, x.square, p.move.color),
        ),
    );
    return ok
      ? null
      : `no ${want ? names[want] : 'piece'} is trapped after a move of the answer’s line`;
  },
};

/** Enemy pieces of `by` pinned to their king or to a bigger piece. */
function pinsOfBoard(fen: string, by: Color): PieceSymbol[] {
  const board = looseBoard(fen);
  const out: PieceSymbol[] = [];
  for (const sl of board.board().flat())
    if (sl && sl.color === by && 'rbq'.includes(sl.type))
      for (const front of board.board().flat())
        if (front && front.color !== by && front.type !== 'k')
          for (const back of board.board().flat())
            if (
              back &&
              back.color !== by &&
              (back.type === 'k' || pieceValue[back.type] > pieceValue[front.type])
            )
              if (
                !pinned(
                  fen,
                  sl.square,
                  front.square,
                  back.square,
                  names[front.type],
                  names[back.type],
                )
              )
                out.push(front.type);
  return out;
}

// ---- the rule ----

/** The board an exercise's texts are shown with, and its lines (engine lines from the cache only). */
export function boardOf(e: ExerciseContent, cache?: EngineCache): Board {
  const p = e.payload as Record<string, unknown>;
  const fen = typeof p.fen === 'string' ? p.fen : undefined;
  const lines: string[][] = [];
  const pv = (f: string, move: string): string[] => {
    for (const [depth, multipv] of [
      [REFUTE_DEPTH, OPTIONS_MULTIPV],
      [ENGINE_DEPTH, MULTIPV],
    ] as const) {
      const root = cache?.get<Analysis>(analysisKey(f, [], depth, multipv));
      const l = root?.lines.find((x) => x.pv[0] === move);
      if (l) return l.pv;
    }
    return [move];
  };
  if (fen) {
    if (e.type === 'best_move_type') {
      lines.push(e.payload.solution);
      const engine = pv(fen, e.payload.solution[0]!);
      if (engine.length > 1) lines.push(engine);
    } else if (e.type === 'visual_type' && e.payload.mode === 'piece_after_moves')
      lines.push(e.payload.moves);
    else if (e.type === 'objective_type') {
      const move = e.payload.options.find((o) => o.id === e.payload.correct_option_id)?.move;
      if (move) lines.push(pv(fen, move));
    } else if (e.type === 'visual_type' && e.payload.mode === 'find_square') {
      // The answer square: the move of the feedback's first SAN that lands there.
      const chess = new Chess(fen);
      const to = e.payload.square;
      const san = /^(\S+?)[:.!]/.exec(e.feedback)?.[1];
      const m = chess
        .moves({ verbose: true })
        .find((x) => x.to === to && bare(x.san) === bare(san ?? ''));
      if (m) lines.push(pv(fen, m.lan));
    }
    lines.push(...statedLines(e.feedback, fen));
  }
  if (fen && e.type === 'game_type') {
    const proof = cache?.get<Proof>(proofKey(fen, goalKey(e.payload), PROOF_DEPTH));
    if (proof?.line.length) lines.push(proof.line);
  }
  if (fen && e.type === 'visual_type' && e.payload.mode === 'find_square' && !lines.length)
    for (const m of new Chess(fen).moves({ verbose: true }))
      if (m.to === e.payload.square) lines.push(pv(fen, m.lan));
  if (fen && !lines.length)
    for (const [depth, multipv] of [
      [REFUTE_DEPTH, OPTIONS_MULTIPV],
      [ENGINE_DEPTH, MULTIPV],
    ] as const) {
      const top = cache?.get<Analysis>(analysisKey(fen, [], depth, multipv))?.lines[0];
      if (top) {
        lines.push(top.pv);
        break;
      }
    }
  const refs = (e.refutations ?? []).flatMap((r) => {
    const at = fen && refutationBoard(e, fen, r);
    return at === fen ? [[r.move, ...r.line]] : [];
  });
  return { fen, lines, refs };
}

/** The pieces a set-up exercise places, each as a ply onto the target board (the other side to move). */
function placedPlies(start: string, target: string): Played[] {
  const a = looseBoard(`${start} w - - 0 1`);
  const b = looseBoard(`${target} w - - 0 1`);
  const out: Played[] = [];
  for (const x of b.board().flat()) {
    if (!x) continue;
    const was = a.get(x.square);
    if (was && was.type === x.type && was.color === x.color) continue;
    const after = `${target} ${other(x.color)} - - 0 1`;
    out.push({
      move: { color: x.color, to: x.square, from: x.square, piece: x.type, san: '' } as Move,
      before: after,
      after,
    });
  }
  return out;
}

/** Set-up boards (a placement only): their move numbers are not known, so any number fits. */
const unnumbered = new Set<string>();

/** The castling rights a placement allows (king and rook at home). */
function castlingRights(placement: string): string {
  const board = looseBoard(`${placement} w - - 0 1`);
  const at = (sq: string, p: string) => {
    const x = board.get(sq as Square);
    return !!x && (x.color === 'w' ? x.type.toUpperCase() : x.type) === p;
  };
  const r = [
    at('e1', 'K') && at('h1', 'R') ? 'K' : '',
    at('e1', 'K') && at('a1', 'R') ? 'Q' : '',
    at('e8', 'k') && at('h8', 'r') ? 'k' : '',
    at('e8', 'k') && at('a8', 'r') ? 'q' : '',
  ].join('');
  return r || '-';
}

/**
 * A line the feedback states from the board ("The line was 61. g7 Bxg7 62. hxg7."): every run
 * of moves that starts on the board, numbered as the board is, is a line of the board.
 */
function statedLines(feedback: string, fen: string): string[][] {
  const out: string[][] = [];
  for (const r of feedback.matchAll(seqRe)) {
    const ts = tokens(r[0]);
    if (!isMoveRun(ts) || playTokens(fen, ts).end === undefined) continue;
    const chess = new Chess(fen);
    out.push(ts.map((t) => chess.move(bare(t.san), { strict: false }).lan));
  }
  return out;
}

/** The board of a board-arrangement exercise: the position before the move it asks for. */
function arrangementBoard(e: ExerciseContent): Board {
  if (e.type !== 'board_arrangement') return { lines: [] };
  const rights = castlingRights(e.payload.start_fen);
  // En passant squares the placement allows: a pawn that may just have moved two squares.
  const start = looseBoard(`${e.payload.start_fen} w - - 0 1`);
  const eps = (side: string) => [
    '-',
    ...[...'abcdefgh']
      .map((f) => (side === 'w' ? [`${f}5`, `${f}6`, `${f}7`] : [`${f}4`, `${f}3`, `${f}2`]))
      .filter(([pawn, ep, from]) => {
        const x = start.get(pawn as Square);
        return (
          x?.type === 'p' &&
          x.color !== side &&
          !start.get(ep as Square) &&
          !start.get(from as Square)
        );
      })
      .map(([, ep]) => ep!),
  ];
  for (const fen of ['w', 'b'].flatMap((side) =>
    [rights, '-'].flatMap((c) =>
      eps(side).map((ep) => `${e.payload.start_fen} ${side} ${c} ${ep} 0 1`),
    ),
  )) {
    let chess: Chess;
    try {
      chess = new Chess(fen);
    } catch {
      continue;
    }
    const m = chess.moves({ verbose: true }).find((x) => {
      chess.move(x);
      const hit = chess.fen().split(' ')[0] === e.payload.target;
      chess.undo();
      return hit;
    });
    if (m) {
      unnumbered.add(fen);
      return { fen, lines: [[m.lan], ...statedLines(e.feedback, fen)] };
    }
  }
  // More than one move to set up: the board is the start placement, either side to move.
  const placed = placedPlies(e.payload.start_fen, e.payload.target);
  for (const side of ['w', 'b']) unnumbered.add(`${e.payload.start_fen} ${side} ${rights} - 0 1`);
  return {
    fen: `${e.payload.start_fen} b ${rights} - 0 1`,
    lines: [],
    placed,
    alsoFens: [`${e.payload.start_fen} w ${rights} - 0 1`],
  };
}

export const splitSentences = (text: string) =>
  text
    .split(/(?<=[.!?])(?<!\b\d+\.)\s+(?=[A-Z“"])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Checks one text shown with a board; returns the violations and the claims it checked. */
export function checkText(
  id: string,
  text: string,
  b: Board,
  where: Where,
  checked?: Record<ClaimKind, number>,
): Violation[] {
  const out: Violation[] = [];
  for (const sentence of splitSentences(text)) {
    const read = new Set<ClaimKind>();
    for (const c of checkers) {
      const m = c.re.exec(sentence);
      if (!m) continue;
      read.add(c.kind);
      if (/wins material or mates/.test(sentence)) read.add('mate');
      if (checked) checked[c.kind] += 1;
      const problem = c.check(m, b, where);
      if (problem) out.push({ kind: c.kind, id, sentence, problem });
    }
    for (const s of checkSequences(sentence, b)) {
      out.push({ kind: 'sequence', id, sentence, problem: `${s.run}: ${s.problem}` });
    }
    if (checked)
      checked.sequence += [...sentence.matchAll(seqRe)].filter((r) =>
        isMoveRun(tokens(r[0])),
      ).length;
    if (!b.fen || where === 'refutation' || /^(White|Black) to move\.$/.test(sentence)) continue;
    for (const [re, kind] of claimWords) {
      if (!re.test(sentence) || read.has(kind) || !aboutBoard(sentence)) continue;
      const check = generic[kind];
      if (check) {
        if (checked) checked[kind] += 1;
        const problem = check(sentence, b);
        if (problem) out.push({ kind, id, sentence, problem });
      } else
        out.push({
          kind: 'untagged',
          id,
          sentence,
          problem: `says "${re.exec(sentence)![0]}" (${kind}) in a form no checker reads: write it from a checked template or rephrase`,
        });
    }
  }
  return out;
}

/**
 * The position a refutation answers: the board, or, for a line drill's refutation of a move at a
 * later learner ply (`ply`, issue 38.5), the position after that many plies of the solution.
 */
function refutationBoard(
  e: ExerciseContent,
  fen: string,
  r: NonNullable<ExerciseContent['refutations']>[number],
): string | undefined {
  const ply = (r as { ply?: number }).ply ?? 0;
  if (!ply) return fen;
  if (e.type !== 'best_move_type') return undefined;
  const line = play(fen, e.payload.solution.slice(0, ply));
  return line.length === ply ? line.at(-1)!.after : undefined;
}

/** Texts of an exercise with the board each is shown on. */
export function textsOf(
  e: ExerciseContent,
  cache?: EngineCache,
): { text: string; where: Where; b: Board }[] {
  const b = e.type === 'board_arrangement' ? arrangementBoard(e) : boardOf(e, cache);
  const p = e.payload as Record<string, unknown>;
  const prompt = (p.question ?? p.prompt) as string | undefined;
  const out: { text: string; where: Where; b: Board }[] = [];
  if (prompt) out.push({ text: prompt, where: 'prompt', b });
  out.push({ text: e.feedback, where: 'feedback', b });
  if (b.fen)
    for (const r of e.refutations ?? []) {
      const fen = refutationBoard(e, b.fen, r);
      if (fen)
        out.push({ text: r.reason, where: 'refutation', b: { fen, lines: [[r.move, ...r.line]] } });
    }
  return out;
}

/** Rule "feedback true of the board" over the whole climb (graded exercises; intro cards teach, they do not judge an answer). */
export function checkFeedbackTruth(sections: LoadedSection[], cache?: EngineCache): TruthReport {
  const checked = Object.fromEntries(Object.keys(claimKinds).map((k) => [k, 0])) as Record<
    ClaimKind,
    number
  >;
  const violations: Violation[] = [];
  for (const { exercise } of exercisesOf(sections)) {
    if (exercise.type === 'info_type' || exercise.type === 'matching_type') continue;
    for (const t of textsOf(exercise, cache))
      violations.push(...checkText(exercise.id, t.text, t.b, t.where, checked));
  }
  return { violations, checked };
}

export const formatViolation = (v: Violation) =>
  `feedback true of the board (${v.kind}): ${v.id}: "${v.sentence}" — ${v.problem}`;

export function truthSummary(r: TruthReport): string {
  const by = (k: ClaimKind) => r.violations.filter((v) => v.kind === k).length;
  return `feedback true of the board: ${Object.keys(claimKinds)
    .map(
      (k) => `${k} ${by(k as ClaimKind)}${k === 'untagged' ? '' : `/${r.checked[k as ClaimKind]}`}`,
    )
    .join(', ')} (violations/claims checked)`;
}
