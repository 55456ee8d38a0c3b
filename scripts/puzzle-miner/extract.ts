import { Chess } from 'chess.js';
import type { Engine, PvLine } from '@ascend/engine';
import { winChance } from './win-chance.ts';

/** Depths of the keeping rules; verification in CI uses its own, lower depth (verify.ts). */
export const SOLVE_DEPTH = 12;
export const REPLY_DEPTH = 10;
const MAX_SOLVER_MOVES = 5;
/** A move is "the only move" when the second best leaves this much less winning chance. */
const FIRST_GAP = 0.5;
const LATER_GAP = 0.4;

export interface Candidate {
  fen: string;
  /** moves[0] is the blunder (the setup move); the solver plays the odd indexes. */
  moves: string[];
  goal: 'mate' | 'crushing' | 'advantage';
  final_cp: number;
  found_depth: number;
}

const isWinningMate = (l?: PvLine) => l?.score.type === 'mate' && l.score.value > 0;

function playUci(chess: Chess, uci: string): void {
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
}

/**
 * Follows the forced line after `blunder`: every solver move must be the only one that keeps
 * the win (multipv 2 at SOLVE_DEPTH); the line ends on a solver move, at mate or at the last
 * only-move. Returns null when the position is not a clean puzzle.
 */
export async function extractLine(
  strong: Engine,
  fen: string,
  blunder: string,
): Promise<Candidate | null> {
  const chess = new Chess(fen);
  playUci(chess, blunder);
  const moves = [blunder];
  let lastCp = 0;
  for (let i = 0; i < MAX_SOLVER_MOVES; i++) {
    const a = await strong.analyse(chess.fen(), { depth: SOLVE_DEPTH, multipv: 2 });
    const [l1, l2] = a.lines;
    if (!l1?.pv[0]) return null;
    if (isWinningMate(l1)) {
      if (l1.score.value === 1) {
        moves.push(l1.pv[0]);
        return { fen, moves, goal: 'mate', final_cp: 100_000, found_depth: 0 };
      }
      // A second mating move would make a one-answer puzzle wrong; such lines are dropped.
      if (isWinningMate(l2)) return null;
    } else {
      const unique =
        !l2 || winChance(l1.score) - winChance(l2.score) >= (i === 0 ? FIRST_GAP : LATER_GAP);
      if (l1.score.value < 200 || !unique) {
        if (i === 0) return null;
        moves.pop(); // drop the opponent reply: the puzzle ends on the previous solver move
        break;
      }
      lastCp = l1.score.value;
    }
    moves.push(l1.pv[0]);
    playUci(chess, l1.pv[0]);
    if (chess.isGameOver()) return null; // stalemate or draw after a "winning" move
    if (i === MAX_SOLVER_MOVES - 1) break;
    const reply = await strong.analyse(chess.fen(), { depth: REPLY_DEPTH });
    if (!reply.bestmove) return null;
    moves.push(reply.bestmove);
    playUci(chess, reply.bestmove);
  }
  if (moves.length < 2 || moves.length % 2 !== 0) return null;
  const goal = lastCp >= 600 ? 'crushing' : 'advantage';
  // Unfinished mate lines (cut by MAX_SOLVER_MOVES) carry lastCp 0 and are dropped here.
  if (lastCp < 200) return null;
  return { fen, moves, goal, final_cp: lastCp, found_depth: 0 };
}

/** Smallest depth from which the engine keeps choosing the first solver move (a difficulty cue). */
export async function foundDepth(strong: Engine, fen: string, moves: string[]): Promise<number> {
  let found = 11;
  for (let d = 10; d >= 1; d--) {
    const a = await strong.analyse(fen, { depth: d, moves: [moves[0]!] });
    if (a.bestmove !== moves[1]) break;
    found = d;
  }
  return found;
}

/**
 * Checks a given line (a Lichess puzzle's) with the miner's keeping rule instead of extracting
 * one: every solver move must be the engine's best at SOLVE_DEPTH and the only one that keeps
 * the win (the same gaps as extractLine; a second mating move only where the move itself mates,
 * which the player accepts); the line must end winning. Returns the candidate or null.
 */
export async function checkLine(
  strong: Engine,
  fen: string,
  moves: string[],
  goal: Candidate['goal'],
): Promise<Candidate | null> {
  if (moves.length < 2 || moves.length % 2 !== 0 || moves.length > 2 * MAX_SOLVER_MOVES)
    return null;
  const chess = new Chess(fen);
  playUci(chess, moves[0]!);
  let lastCp = 0;
  for (let i = 1; i < moves.length; i += 2) {
    const a = await strong.analyse(chess.fen(), { depth: SOLVE_DEPTH, multipv: 2 });
    const [l1, l2] = a.lines;
    if (!l1?.pv[0]) return null;
    const probe = new Chess(chess.fen());
    playUci(probe, moves[i]!);
    const mates = probe.isCheckmate();
    if (!mates) {
      if (l1.pv[0] !== moves[i]) return null;
      if (isWinningMate(l1)) {
        if (isWinningMate(l2)) return null;
      } else {
        const unique =
          !l2 || winChance(l1.score) - winChance(l2.score) >= (i === 1 ? FIRST_GAP : LATER_GAP);
        if (l1.score.value < 200 || !unique) return null;
        lastCp = l1.score.value;
      }
    } else if (i + 1 !== moves.length) return null;
    playUci(chess, moves[i]!);
    if (i + 1 < moves.length) playUci(chess, moves[i + 1]!);
  }
  if (goal === 'mate' && !chess.isCheckmate()) return null;
  if (goal !== 'mate' && lastCp < 200) return null;
  return {
    fen,
    moves,
    goal: chess.isCheckmate() ? 'mate' : lastCp >= 600 ? 'crushing' : 'advantage',
    final_cp: lastCp,
    found_depth: 0,
  };
}
