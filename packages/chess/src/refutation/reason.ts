import type { Chess, Color, Move } from 'chess.js';
import { loadFen, playUci } from '../position.ts';
import { materialLoss, pieceCounts, sideValue } from './material.ts';
import { numberedLine } from './notation.ts';
import type { LearnerScore, Reason, RefutationCase } from './types.ts';

/** The line is at most this many plies after the learner's move (the content's PV is ≤ 8). */
const MAX_PLIES = 8;
const pieceNames: Record<string, string> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

interface Ply {
  move: Move;
  byLearner: boolean;
  mate: boolean;
  draw: 'stalemate' | 'insufficient' | null;
}

function walk(chess: Chess, c: RefutationCase): Ply[] | null {
  const learner = chess.turn();
  const first = playUci(chess, c.move);
  if (!first) return null;
  const plies: Ply[] = [];
  const record = (move: Move) =>
    plies.push({
      move,
      byLearner: move.color === learner,
      mate: chess.isCheckmate(),
      draw: chess.isStalemate()
        ? 'stalemate'
        : chess.isInsufficientMaterial()
          ? 'insufficient'
          : null,
    });
  record(first);
  for (const uci of c.line.slice(0, MAX_PLIES)) {
    if (chess.isGameOver()) break;
    const move = playUci(chess, uci);
    if (!move) break;
    record(move);
  }
  return plies;
}

type Outcome = 'win' | 'level' | 'loss';
function outcome(s: LearnerScore): Outcome {
  if (s.type === 'mate') return s.value > 0 ? 'win' : 'loss';
  return s.value >= 200 ? 'win' : s.value <= -200 ? 'loss' : 'level';
}
const pawns = (cp: number) => `${cp >= 0 ? '+' : '−'}${(Math.abs(cp) / 100).toFixed(1)}`;

/** Only kings and pawns, the learner with pawns: the sentence can say what the pawn cannot do. */
function pawnEnding(chess: Chess, learner: Color): number {
  const mine = pieceCounts(chess, learner);
  const theirs = pieceCounts(chess, learner === 'w' ? 'b' : 'w');
  const pieces = (c: typeof mine) => c.q + c.r + c.b + c.n;
  return pieces(mine) + pieces(theirs) === 0 ? mine.p : 0;
}

/**
 * Why the learner's move is wrong, in one sentence that names the reply in SAN with the real
 * move numbers and says what it costs: "After 1…Rxb5+? 2.Kxb5 you have lost the rook."
 * Pure (chess.js only): the content generator, the server and the browser all call it, so a
 * stored reason and a computed one read the same. Null when the move itself is illegal; an
 * illegal step in `line` ends the line there.
 */
export function refutationReason(c: RefutationCase): Reason | null {
  const chess = loadFen(c.fen);
  if (!chess) return null;
  const learner = chess.turn();
  const opponent = learner === 'w' ? 'Black' : 'White';
  const theirColor: Color = learner === 'w' ? 'b' : 'w';
  const start = { mine: pieceCounts(chess, learner), theirs: pieceCounts(chess, theirColor) };
  const kpPawns = pawnEnding(chess, learner);
  const plies = walk(chess, c);
  if (!plies) return null;
  const line = (n: number) =>
    numberedLine(
      c.fen,
      plies.slice(0, n).map((p) => p.move),
      '?',
    );
  const say = (kind: Reason['kind'], n: number, cost: string): Reason => ({
    kind,
    shown: n - 1,
    text: `After ${line(n)} ${cost}.`,
  });

  const mated = plies.findIndex((p) => p.mate && !p.byLearner);
  if (mated >= 0) return say('mated', mated + 1, 'you are mated');
  const drawn = plies.findIndex((p) => p.draw);
  if (drawn >= 0 && (!c.best || outcome(c.best) !== 'loss'))
    return say(
      'stalemate',
      drawn + 1,
      plies[drawn]!.draw === 'stalemate'
        ? 'it is stalemate: the game is a draw'
        : 'no mating material is left: the game is a draw',
    );
  if (c.score?.type === 'mate' && c.score.value < 0 && plies.length > 1) {
    return {
      kind: 'mated',
      shown: 1,
      text: `After ${line(1)} ${opponent} mates in ${-c.score.value}, starting with ${numberedLine(fenAfter(c), [plies[1]!.move])}.`,
    };
  }

  const end = { mine: pieceCounts(chess, learner), theirs: pieceCounts(chess, theirColor) };
  const net =
    sideValue(end.mine) - sideValue(start.mine) - (sideValue(end.theirs) - sideValue(start.theirs));
  const promoted = plies.findIndex((p) => !p.byLearner && p.move.promotion);
  if (promoted >= 0 && net <= -3) {
    const piece = pieceNames[plies[promoted]!.move.promotion!] ?? 'queen';
    return say('promotion', promoted + 1, `${opponent} has a new ${piece}`);
  }
  const loss = materialLoss(start, end);
  if (loss) {
    let last = 0;
    for (const [i, p] of plies.entries()) if (p.move.captured || p.move.promotion) last = i;
    return say('material', Math.max(last + 1, Math.min(2, plies.length)), `you have lost ${loss}`);
  }

  const shown = Math.min(2, plies.length);
  if (c.best?.type === 'mate' && c.best.value > 0) {
    if (c.score?.type !== 'mate' || c.score.value <= 0)
      return say('mate_missed', shown, `the mate in ${c.best.value} is gone`);
    if (c.score.value > c.best.value)
      return say(
        'mate_missed',
        shown,
        `the mate takes longer (mate in ${c.score.value}, not ${c.best.value})`,
      );
  }
  if (c.score) {
    const now = outcome(c.score);
    const was = c.best ? outcome(c.best) : null;
    if (was === 'win' && now === 'level')
      return say(
        'result',
        shown,
        kpPawns === 1
          ? 'the pawn can no longer queen (the position is a draw)'
          : kpPawns > 1
            ? 'your pawns can no longer queen (the position is a draw)'
            : 'the win is gone (the position is level)',
      );
    if (now === 'loss' && was !== 'loss')
      return say('result', shown, was === 'win' ? 'you are now losing' : `${opponent} is winning`);
    if (c.best?.type === 'cp' && c.score.type === 'cp' && c.best.value - c.score.value >= 100)
      return say(
        'result',
        shown,
        `the evaluation drops from ${pawns(c.best.value)} to ${pawns(c.score.value)}`,
      );
  }
  if (plies.length < 2) return say('reply', 1, 'the move does not work');
  return {
    kind: 'reply',
    shown: 1,
    text: `After ${line(1)} the strongest answer is ${numberedLine(fenAfter(c), [plies[1]!.move])}.`,
  };
}

/** The FEN after the learner's move, for numbering the reply on its own ("1…Qg5"). */
function fenAfter(c: RefutationCase): string {
  const chess = loadFen(c.fen)!;
  playUci(chess, c.move);
  return chess.fen();
}
