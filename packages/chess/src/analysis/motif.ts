import { tagPuzzle, type PuzzleGoal } from '../puzzles/tagger.ts';
import { materialBalance, replay } from '../puzzles/replay.ts';
import type { Eval } from './win-chance.ts';

export interface Motif {
  /** Stable key, e.g. "missedFork", "allowedMate". */
  key: string;
  /** What the report says, e.g. "Missed a fork", "Allowed mate in 2". */
  label: string;
  /** Puzzle theme keys (Lichess names) the moment belongs to; they decide its skill. */
  themes: string[];
}

export interface MistakeInput {
  /** Position before the move the learner's opponent played just before (null at ply 1). */
  fenBeforePrevious: string | null;
  /** The opponent's move that led to the learner's position (UCI), null at ply 1. */
  previousUci: string | null;
  /** Position where the learner moved. */
  fenBefore: string;
  playedUci: string;
  /** The engine's best line from fenBefore, and its score for the learner. */
  bestPv: string[];
  bestEval: Eval;
  /** The opponent's best line after the played move, and its score for the opponent. */
  replyPv: string[];
  replyEval: Eval;
}

const goalOf = (e: Eval): PuzzleGoal =>
  'mate' in e ? 'mate' : e.cp >= 300 ? 'crushing' : 'advantage';

/** Themes of a line told as a puzzle (setup move first); nothing when the line is too short or breaks. */
export function lineThemes(fen: string, moves: string[], e: Eval): string[] {
  if (moves.length < 2) return [];
  try {
    return tagPuzzle(fen, moves, goalOf(e));
  } catch {
    return [];
  }
}

const ALLOWED: [string, string, string][] = [
  ['hangingPiece', 'leftHanging', 'Left a piece hanging'],
  ['fork', 'allowedFork', 'Allowed a fork'],
  ['pin', 'allowedPin', 'Walked into a pin'],
  ['skewer', 'allowedSkewer', 'Allowed a skewer'],
  ['discoveredAttack', 'allowedDiscovery', 'Allowed a discovered attack'],
];
const MISSED: [string, string, string][] = [
  ['fork', 'missedFork', 'Missed a fork'],
  ['hangingPiece', 'missedFreePiece', 'Missed a free piece'],
  ['pin', 'missedPin', 'Missed a pin'],
  ['skewer', 'missedSkewer', 'Missed a skewer'],
  ['discoveredAttack', 'missedDiscovery', 'Missed a discovered attack'],
  ['doubleCheck', 'missedDoubleCheck', 'Missed a double check'],
  ['sacrifice', 'missedSacrifice', 'Missed a winning sacrifice'],
  ['attackingF2F7', 'missedF2F7', 'Missed the attack on f7/f2'],
  ['advancedPawn', 'missedPawnPush', 'Missed a winning pawn push'],
];

/**
 * Names a mistake by what the engine's lines show, most concrete first: a mate allowed or
 * missed, a tactic the opponent's best reply carries out (what the played move allowed),
 * material the reply line wins, a tactic the best line carries out (what was missed), a
 * winning exchange missed, else a quiet positional slip.
 */
export function nameMistake(input: MistakeInput): Motif {
  const { replyEval, bestEval } = input;
  if ('mate' in replyEval && replyEval.mate > 0 && !('mate' in bestEval && bestEval.mate < 0)) {
    const n = replyEval.mate;
    return { key: 'allowedMate', label: `Allowed mate in ${n}`, themes: ['mate', mateTheme(n)] };
  }
  if ('mate' in bestEval && bestEval.mate > 0) {
    const n = bestEval.mate;
    return { key: 'missedMate', label: `Missed mate in ${n}`, themes: ['mate', mateTheme(n)] };
  }
  const punish = lineThemes(
    input.fenBefore,
    [input.playedUci, ...input.replyPv.slice(0, 3)],
    replyEval,
  );
  for (const [theme, key, label] of ALLOWED)
    if (punish.includes(theme)) return { key, label, themes: [theme] };
  if (losesMaterial(input.fenBefore, [input.playedUci, ...input.replyPv.slice(0, 5)])) {
    return {
      key: 'lostMaterial',
      label: 'Allowed a tactic that wins material',
      themes: ['hangingPiece'],
    };
  }
  if (input.fenBeforePrevious && input.previousUci) {
    const missed = lineThemes(
      input.fenBeforePrevious,
      [input.previousUci, ...input.bestPv.slice(0, 3)],
      bestEval,
    );
    for (const [theme, key, label] of MISSED)
      if (missed.includes(theme)) return { key, label, themes: [theme] };
  }
  if (winsMaterial(input.fenBefore, input.bestPv)) {
    return { key: 'missedExchange', label: 'Missed a winning exchange', themes: ['advantage'] };
  }
  return { key: 'positional', label: 'Drifted from the best plan', themes: ['quietMove'] };
}

const mateTheme = (n: number) => (n >= 5 ? 'mateIn5' : `mateIn${n}`);

/** The best line's first three plies leave the mover at least two points of material up. */
function winsMaterial(fen: string, pv: string[]): boolean {
  if (!pv.length) return false;
  try {
    const plies = replay(fen, pv.slice(0, 3));
    const mover = plies[0]!.move.color;
    return materialBalance(plies.at(-1)!.after, mover) - materialBalance(fen, mover) >= 2;
  } catch {
    return false;
  }
}

/** After the played move and the opponent's best line (up to 6 plies) the mover is two or more points down. */
function losesMaterial(fen: string, line: string[]): boolean {
  try {
    const plies = replay(fen, line);
    const mover = plies[0]!.move.color;
    // Judge after one of the mover's moves, so a recapture that is coming is counted; if that
    // move is a capture the line answers by taking back on the same square, the trade is
    // complete only after it (a queen trade at the window's edge is no queen won).
    let at = plies.length % 2 === 1 ? plies.length - 1 : plies.length - 2;
    const next = plies[at + 1];
    if (next?.move.captured && plies[at]!.move.captured && next.move.to === plies[at]!.move.to)
      at += 1;
    const last = plies[at]!;
    return materialBalance(fen, mover) - materialBalance(last.after, mover) >= 2;
  } catch {
    return false;
  }
}
