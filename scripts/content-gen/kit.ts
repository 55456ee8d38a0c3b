import { readFileSync } from 'node:fs';
import { Chess, type Color, type Square } from 'chess.js';
import { material, trackPiece, uciToSan } from '@ascend/chess';
import {
  legalTargets,
  openFiles,
  outposts,
  passedPawns,
  pawnIslands,
  pieceNames,
  pinnedPieces,
  attackerCount,
} from '../content-check/position-facts.ts';
import { arrange, best, choose, findSquare, game, info, track } from './helpers.ts';
import type { Pick } from './picks/slots.ts';
import { OPTIONS_MULTIPV, REFUTE_DEPTH } from './engine/analyst.ts';
import { analysisKey, sharedCache, type Analysis } from './engine/cache.ts';
import { isForcing, legalMoves, sanToUci } from './engine/moves.ts';
import { answerAloneOfKind, pendingOptionPositions, pickWrongOptions } from './engine/options.ts';

/*
 * Exercise builders from real positions (picks.json, engine-checked) and from facts computed
 * by code (position-facts.ts), so the longer climb is written by code and checked by code.
 */
type Draft = ReturnType<typeof info>;

export const sideOf = (fen: string) => (fen.split(' ')[1] === 'w' ? 'White' : 'Black');
const placementOf = (fen: string) => fen.split(' ')[0]!;
const sanLine = (fen: string, line: string[]) => {
  const san = uciToSan(fen, line);
  const black = fen.split(' ')[1] === 'b';
  const n = Number(fen.split(' ')[5]);
  return san
    .map((m, i) => {
      const ply = i + (black ? 1 : 0);
      const num = n + Math.floor(ply / 2);
      return ply % 2 === 0 ? `${num}. ${m}` : i === 0 ? `${num}… ${m}` : m;
    })
    .join(' ');
};
export const firstSan = (p: Pick) => uciToSan(p.fen, p.solution.slice(0, 1))[0]!;

/** Play the winning line; the feedback shows it in notation. */
export function bestP(p: Pick, task: string, why: string): Draft {
  const n = Math.ceil(p.solution.length / 2);
  const hint = p.mate ? `mate in ${n}` : n > 1 ? `${n} moves` : 'one move';
  // "Mate in three. (mate in 3)" said it twice: a task that already gives the mate's length
  // ("Mate in three.", or "Checkmate." for a mate in one) carries no hint.
  const said =
    /mate in (?:one|two|three|four|five|\d)\b/i.test(task) || (n === 1 && /mate\b/i.test(task));
  const shown = p.mate && said ? '' : ` (${hint})`;
  return best(
    `${sideOf(p.fen)} to move. ${task}${shown}`,
    p.fen,
    p.solution.join(' '),
    `${sanLine(p.fen, p.solution)}. ${why}`,
    { mate: p.mate },
  );
}

/**
 * "Which move wins?" between the winning move and three wrong options the engine chose
 * (engine/options.ts: its five best moves at depth 16 and every capture and check, never
 * leaving the answer the only forcing option). A mate asks "Which move gives checkmate?" or
 * "Which move forces mate in N?". Each option carries its move in UCI. A position not in the
 * engine cache yet is queued (build.ts searches it and builds again); until then the options
 * are the captures and checks first, as before.
 */
export function winsQ(p: Pick, why: string, hint?: string, findTask?: string): Draft {
  const right = firstSan(p);
  const n = Math.ceil(p.solution.length / 2);
  const mateIn = p.mate ? n : undefined;
  const root = sharedCache().get<Analysis>(analysisKey(p.fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV));
  if (!root) pendingOptionPositions.add(p.fen);
  const wrong = root
    ? pickWrongOptions(
        // Issue 38.3: the answer's piece alone must not give it away (the only knight move in
        // a lesson on forks, the only pawn move in a pawn race).
        { fen: p.fen, answer: p.solution[0]!, mateIn, sameKind: true },
        root,
      ).map((u) => uciToSan(p.fen, [u])[0]!)
    : capturesAndChecksFirst(p, right);
  // When the answer is the only capture or check on the board, options would give it away
  // (issue 27.3): the learner finds the move on the board instead.
  const forcingElsewhere = legalMoves(p.fen).some((m) => m.san !== right && isForcing(m));
  const answerForcing = legalMoves(p.fen).some((m) => m.san === right && isForcing(m));
  // Likewise when the answer is the only move of its piece among the options and the board has
  // no other one to offer (the race's lone pawn has one step): issue 38.3.
  const aloneOfKind =
    !!root &&
    answerAloneOfKind(
      p.fen,
      p.solution[0]!,
      wrong.map((w) => sanToUci(p.fen, w)!),
    );
  if (
    aloneOfKind ||
    (answerForcing && (!forcingElsewhere || (root && !wrongHasForcing(p.fen, wrong))))
  ) {
    const task =
      findTask ??
      (!p.mate
        ? 'Find the winning move.'
        : n === 1
          ? 'Find the checkmate.'
          : `Find the mate in ${n}.`);
    return best(
      `${sideOf(p.fen)} to move. ${task}`,
      p.fen,
      p.solution.join(' '),
      `${right}! ${lineSaid(p)}${why}`,
      { mate: p.mate },
    );
  }
  const options = [right, ...wrong].sort();
  const question = !p.mate
    ? hint === undefined
      ? 'Which move wins?'
      : `Which move is best?${hint ? ` ${hint}` : ''}`
    : n === 1
      ? 'Which move gives checkmate?'
      : `Which move forces mate in ${n}?`;
  const draft = choose(
    `${question} (${sideOf(p.fen)} to move)`,
    options.map((o) => (o === right ? `*${o}` : o)),
    `${right}! ${lineSaid(p)}${why}`,
    { fen: p.fen },
  );
  const payload = draft.payload as { options: { text: string; move?: string }[] };
  for (const o of payload.options) o.move = sanToUci(p.fen, o.text);
  return draft;
}

/**
 * The line the feedback's facts are about, in notation ("The line: 32… d4 33. Rc2 Rxc2."), so
 * the content check replays what the sentences after it claim (issue 38.4); nothing for a
 * one-move line, which the answer already names.
 */
const lineSaid = (p: Pick) =>
  p.solution.length > 1 ? `The line: ${sanLine(p.fen, p.solution)}. ` : '';

const wrongHasForcing = (fen: string, sans: string[]) =>
  legalMoves(fen).some((m) => sans.includes(m.san) && isForcing(m));

/** The options before the engine has seen the position: captures and checks first. */
function capturesAndChecksFirst(p: Pick, right: string): string[] {
  const mates = (san: string) => {
    const c = new Chess(p.fen);
    c.move(san);
    return c.isCheckmate();
  };
  const moves = new Chess(p.fen)
    .moves({ verbose: true })
    .filter((m) => m.san !== right && !(p.mate && mates(m.san)));
  const score = (m: (typeof moves)[number]) =>
    (m.san.includes('+') ? 2 : 0) + (m.captured ? 3 : 0) + (m.piece === 'q' ? 1 : 0);
  moves.sort((a, b) => score(b) - score(a) || a.san.localeCompare(b.san));
  return moves.slice(0, 3).map((m) => m.san);
}

/** Follow the attacking piece through the winning line, or find the square it goes to. */
export function trackP(p: Pick, why: string): Draft {
  const from = p.solution[0]!.slice(0, 2);
  const name = pieceNames[new Chess(p.fen).get(from as Square)!.type]!;
  if (p.solution.length >= 3 && trackPiece(p.fen, p.solution, from))
    return track(
      `Follow the ${name} on ${from} through the winning line ${sanLine(p.fen, p.solution)}. Where does it end?`,
      p.fen,
      p.solution.join(' '),
      from,
      `It ends on ${trackPiece(p.fen, p.solution, from)}. ${why}`,
    );
  const to = p.solution[0]!.slice(2, 4);
  return findSquare(
    to,
    `${firstSan(p)}: the ${name} goes to ${to}. ${lineSaid(p)}${why}`,
    `${sideOf(p.fen)} to move. Click the square where the ${name} on ${from} wins material or mates.`,
    p.fen,
  );
}

/** Show the winning move on the arrangement board: lift the piece, place it on its new square. */
export function arrangeP(p: Pick, why: string): Draft {
  const chess = new Chess(p.fen);
  const m = chess.move({
    from: p.solution[0]!.slice(0, 2),
    to: p.solution[0]!.slice(2, 4),
    promotion: p.solution[0]![4],
  });
  const letter =
    m.color === 'w' ? (m.promotion ?? m.piece).toUpperCase() : (m.promotion ?? m.piece);
  if (m.isEnPassant() || m.isKingsideCastle() || m.isQueensideCastle())
    throw new Error(`${p.id}: pick a plain move for an arrangement`);
  return arrange(
    `${sideOf(p.fen)} to move. Show the winning move on the board: take the piece off its square and put it where it goes (a captured piece leaves the board).`,
    placementOf(p.fen),
    placementOf(chess.fen()),
    letter,
    `${p.solution.length > 1 ? `${sanLine(p.fen, p.solution)}.` : `${m.san}.`} ${why}`,
  );
}

/** Play the position out against the engine: win the material (or mate) the line wins. */
export function gameP(p: Pick, why: string): Draft {
  const chess = new Chess(p.fen);
  const me = chess.turn();
  const bal = () => material(chess, me) - material(chess, me === 'w' ? 'b' : 'w');
  const start = bal();
  for (const u of p.solution)
    chess.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
  const gain = Math.max(1, Math.min(5, bal() - start));
  return p.mate
    ? game(
        `${sideOf(p.fen)} to move. Play it out against the computer and checkmate.`,
        p.fen,
        { kind: 'mate', moves: 10 },
        `The line was ${sanLine(p.fen, p.solution)}. ${why}`,
        { skill: 0, depth: 2 },
      )
    : game(
        `${sideOf(p.fen)} to move. Play it out against the computer: win at least ${gain} point${gain > 1 ? 's' : ''} of material.`,
        p.fen,
        { kind: 'win_material', material: gain, moves: 8 },
        `The line was ${sanLine(p.fen, p.solution)}. ${why}`,
        { skill: 0, depth: 2 },
      );
}

/** An intro card on the first position of the lesson, the winning move drawn as an arrow. */
export const introP = (p: Pick, text: string): Draft =>
  info(text, {
    fen: p.fen,
    arrows: [{ from: p.solution[0]!.slice(0, 2), to: p.solution[0]!.slice(2, 4), color: 'green' }],
  });

// ---- computed questions on real positions (the committed Lichess fixture) ----

const positions: string[] = (() => {
  const rows = readFileSync(
    new URL('../../fixtures/lichess-puzzles/puzzles-2000.csv', import.meta.url),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1);
  return rows.map((r) => {
    const [, fen, moves] = r.split(',');
    const c = new Chess(fen!);
    const u = moves!.split(' ')[0]!;
    c.move({ from: u.slice(0, 2), to: u.slice(2, 4), promotion: u[4] });
    return c.fen();
  });
})();
const usedFens = new Set<string>();
/** The next fixture position (in file order) where `ok` holds, never the same one twice. */
function nextPosition(ok: (fen: string) => boolean, offset: number): string {
  for (let i = 0; i < positions.length; i++) {
    const fen = positions[(i + offset * 97) % positions.length]!;
    if (!usedFens.has(fen) && ok(fen)) {
      usedFens.add(fen);
      return fen;
    }
  }
  throw new Error('no position fits');
}
const pawnCount = (fen: string) => (placementOf(fen).match(/p/gi) ?? []).length;
const colorWord = (c: Color) => (c === 'w' ? 'White' : 'Black');
const decoys = (n: number) => [...new Set([n, n + 1, Math.max(0, n - 1), n + 2])].slice(0, 4);
const numberOptions = (n: number) =>
  decoys(n)
    .sort((a, b) => a - b)
    .map((x) => (x === n ? `*${x}` : `${x}`));

export function pinnedQ(k: number, why: string): Draft {
  const fen = nextPosition((f) => pinnedPieces(f).length === 1, k);
  const pinned = pinnedPieces(fen)[0]!;
  const chess = new Chess(fen);
  const others = chess
    .board()
    .flat()
    .filter((p) => p && p.type !== 'k' && p.type !== 'p' && p.square !== pinned)
    .slice(0, 3)
    .map((p) => `The ${pieceNames[p!.type]} on ${p!.square}`);
  const right = `The ${pieceNames[chess.get(pinned)!.type]} on ${pinned}`;
  return choose(
    'Which piece is pinned to its king?',
    [right, ...others].sort().map((o) => (o === right ? `*${o}` : o)),
    `${right}: if it moved, its own king would stand in check. ${why}`,
    { fen, highlights: [{ square: pinned, color: 'red' }] },
  );
}

export function openFileQ(k: number, why: string): Draft {
  const fen = nextPosition((f) => openFiles(f).length === 1 && pawnCount(f) >= 8, k);
  const open = openFiles(fen)[0]!;
  const others = [...'abcdefgh'].filter((f) => f !== open).slice(0, 3);
  const opts = [open, ...others].sort().map((f) => `${f === open ? '*' : ''}the ${f}-file`);
  return choose('Which file is open?', opts, `The ${open}-file has no pawns on it. ${why}`, {
    fen,
  });
}

export function passedQ(k: number, c: Color, why: string): Draft {
  const fen = nextPosition((f) => {
    const own = new Chess(f).findPiece({ type: 'p', color: c });
    return passedPawns(f, c).length === 1 && own.length >= 3;
  }, k);
  const passed = passedPawns(fen, c)[0]!;
  const others = new Chess(fen)
    .findPiece({ type: 'p', color: c })
    .filter((s) => s !== passed)
    .slice(0, 3);
  const opts = [passed, ...others].sort().map((s) => `${s === passed ? '*' : ''}The pawn on ${s}`);
  return choose(
    `Which ${colorWord(c).toLowerCase()} pawn is a passed pawn?`,
    opts,
    `The pawn on ${passed}: no enemy pawn stands in front of it or on a neighbouring file ahead. ${why}`,
    { fen },
  );
}

export function islandsQ(k: number, c: Color, why: string): Draft {
  const fen = nextPosition((f) => pawnIslands(f, c) >= 2, k);
  const n = pawnIslands(fen, c);
  return choose(
    `How many pawn islands does ${colorWord(c)} have?`,
    numberOptions(n),
    `${n}: count the groups of ${colorWord(c).toLowerCase()} pawns on neighbouring files. ${why}`,
    { fen },
  );
}

export function outpostQ(k: number, c: Color, why: string): Draft {
  // An outpost as the lessons define it: in the enemy half (the detector also counts the 4th rank).
  const enemyHalf = (s: string) => (c === 'w' ? Number(s[1]) >= 5 : Number(s[1]) <= 4);
  const fen = nextPosition((f) => {
    const o = outposts(f, c);
    return o.length === 1 && enemyHalf(o[0]!);
  }, k);
  const sq = outposts(fen, c)[0]!;
  const chess = new Chess(fen);
  const ranks = c === 'w' ? [4, 5, 6] : [5, 4, 3];
  const others = [...'abcdefgh']
    .flatMap((f) => ranks.map((r) => `${f}${r}`))
    .filter((s) => s !== sq && !chess.get(s as Square))
    .filter((_, i) => i % 5 === k % 5)
    .slice(0, 3);
  const opts = [sq, ...others].sort().map((s) => `${s === sq ? '*' : ''}${s}`);
  return choose(
    `Which square is an outpost for ${colorWord(c)}?`,
    opts,
    `${sq}: a pawn defends it and no enemy pawn can ever chase a piece away from it. ${why}`,
    { fen },
  );
}

export function attackersQ(k: number, why: string): Draft {
  let target = 'e4';
  let by: Color = 'w';
  const fen = nextPosition((f) => {
    const chess = new Chess(f);
    for (const row of chess.board())
      for (const p of row)
        if (p && p.type !== 'k' && p.type !== 'p') {
          const enemy: Color = p.color === 'w' ? 'b' : 'w';
          const n = attackerCount(f, p.square, enemy);
          if (n >= 2) {
            target = p.square;
            by = enemy;
            return true;
          }
        }
    return false;
  }, k);
  const n = attackerCount(fen, target as Square, by);
  return choose(
    `How many ${colorWord(by).toLowerCase()} pieces attack ${target}?`,
    numberOptions(n),
    `${n}. Count every ${colorWord(by).toLowerCase()} piece that could capture on ${target}, pawns and king included. ${why}`,
    { fen, highlights: [{ square: target, color: 'red' }] },
  );
}

export function legalQ(fen: string, square: string, why: string): Draft {
  const n = legalTargets(fen, square as Square);
  const name = pieceNames[new Chess(fen).get(square as Square)!.type]!;
  return choose(
    `How many squares can the ${name} on ${square} move to?`,
    numberOptions(n),
    `${n}. ${why}`,
    { fen, highlights: [{ square, color: 'yellow' }] },
  );
}
