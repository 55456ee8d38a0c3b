import { Chess, type Move, type Square } from 'chess.js';
import type { ExerciseContent } from '@ascend/contract';
import { looseBoard, other } from '../../../packages/chess/src/puzzles/replay.ts';
import { OPTIONS_MULTIPV, PROOF_DEPTH, REFUTE_DEPTH } from '../../content-gen/engine/analyst.ts';
import { goalKey } from '../../content-gen/engine/proof.ts';
import {
  analysisKey,
  proofKey,
  type Analysis,
  type EngineCache,
  type Proof,
} from '../../content-gen/engine/cache.ts';
import { ENGINE_DEPTH, MULTIPV } from '../engine-checks.ts';
import { seqRe, tokens, isMoveRun, playTokens } from './sequences.ts';
import { type Board, type Played, play, bare, unnumbered } from './board.ts';

// Rule "feedback true of the board" (issue 38.4): the board each exercise's texts are shown with.

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
export function arrangementBoard(e: ExerciseContent): Board {
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

/**
 * The position a refutation answers: the board, or, for a line drill's refutation of a move at a
 * later learner ply (`ply`, issue 38.5), the position after that many plies of the solution.
 */
export function refutationBoard(
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
