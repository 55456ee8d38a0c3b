import { Chess } from 'chess.js';
import type { LessonContent } from '@ascend/contract';
import { uciToSan } from '@ascend/chess';
import { explainIdea } from '../../../../packages/chess/src/ideas/strategy/explain.ts';
import { arrange, best, findSquare, info, lesson, match } from '../../helpers.ts';
import { sideOf, winsQ } from '../../kit.ts';
import { asPick, strategyPicks } from '../../picks/strategy-picks.ts';
import type { StrategyPick } from '../../picks/mine-strategy.ts';
import { NAME, tag, type Draft } from './composed-kit.ts';

export {
  composedBoard,
  composedCheckpoint,
  composedLesson,
  composedOf,
  ideaArrange,
  ideaQ,
  ideaSquare,
  type ComposedLessonSpec,
} from './composed-kit.ts';

/*
 * Lessons on one strategy idea from mined positions (picks/strategy.json) where the idea's move
 * is the engine's clear best: the idea on a board where it stands realised, the move to find in
 * several positions, which move does it, the idea's words. Every right-answer feedback says how
 * this move shows the idea in this position (explainIdea), then the line that followed.
 */
const pieceMoved = (p: StrategyPick) => new Chess(p.fen).get(p.move.slice(0, 2) as never)?.type;
export const knightMove = (p: StrategyPick) => pieceMoved(p) === 'n';
/** Bishops in play are bishop moves; the other positions (a good bishop taken) serve section 4. */
export const bishopMove = (p: StrategyPick) => pieceMoved(p) === 'b';

export const why = (p: StrategyPick) => {
  const text = explainIdea(p.idea, p.fen, p.move, [p.move]);
  if (!text) throw new Error(`${p.id}: ${p.move} does not show ${p.idea}`);
  return text;
};
/** "The game went on 24.Nd5 Qd8 25.Nxf6+." — the puzzle's line in notation. */
function lineText(p: StrategyPick): string {
  if (p.line.length < 2) return '';
  const san = uciToSan(p.fen, p.line.slice(0, 5));
  const black = p.fen.split(' ')[1] === 'b';
  const n = Number(p.fen.split(' ')[5]);
  const moves = san.map((m, i) => {
    const ply = i + (black ? 1 : 0);
    const num = n + Math.floor(ply / 2);
    return ply % 2 === 0 ? `${num}.${m}` : i === 0 ? `${num}…${m}` : m;
  });
  return ` The game went on ${moves.join(' ')}.`;
}

/** Find the move: the exercise is the one move; the feedback explains it and tells the line. */
export const bestS = (p: StrategyPick, task: string, idea?: string): Draft =>
  tag(best(`${sideOf(p.fen)} to move. ${task}`, p.fen, p.move, `${why(p)}${lineText(p)}`), idea);

/** Which move (the kit's option choice); the feedback is the position's own reason. */
export function whichS(p: StrategyPick, hint: string, idea?: string): Draft {
  const d = winsQ(asPick(p), 'x', hint);
  const right = uciToSan(p.fen, [p.move])[0]!;
  const text = why(p);
  const rest = text.startsWith(right) ? text.slice(right.length).replace(/^:?\s*/, '') : text;
  return tag({ ...d, feedback: `${right}! ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` }, idea);
}

/** Click the square the piece goes to. */
export function squareS(p: StrategyPick, what: string): Draft {
  const piece = new Chess(p.fen).get(p.move.slice(0, 2) as never)!;
  return findSquare(
    p.move.slice(2, 4),
    why(p),
    `${sideOf(p.fen)} to move. Click the square where the ${NAME[piece.type]} on ${p.move.slice(0, 2)} ${what}.`,
    p.fen,
  );
}

/** Show the move on the arrangement board (plain moves only), else find it. */
export function arrangeS(p: StrategyPick, task: string): Draft {
  const c = new Chess(p.fen);
  const m = c.move({ from: p.move.slice(0, 2), to: p.move.slice(2, 4), promotion: p.move[4] });
  if (m.isEnPassant() || m.isKingsideCastle() || m.isQueensideCastle() || m.promotion)
    return bestS(p, task);
  return arrange(
    `${sideOf(p.fen)} to move. ${task} Show it on the board: lift the piece and put it on its new square (a captured piece leaves the board).`,
    p.fen.split(' ')[0]!,
    c.fen().split(' ')[0]!,
    m.color === 'w' ? m.piece.toUpperCase() : m.piece,
    why(p),
  );
}

/** The idea realised: the position after the move, the piece highlighted and its path drawn. */
export function ideaBoard(text: string, p: StrategyPick): Draft {
  const c = new Chess(p.fen);
  c.move({ from: p.move.slice(0, 2), to: p.move.slice(2, 4), promotion: p.move[4] });
  return info(`${text} Here: ${why(p)}`, {
    fen: c.fen(),
    arrows: [{ from: p.move.slice(0, 2), to: p.move.slice(2, 4), color: 'green' }],
    highlights: [{ square: p.move.slice(2, 4), color: 'green' }],
  });
}

export interface IdeaLessonSpec {
  id: string;
  title: string;
  /** Syllabus idea id; picks/strategy.json list of the same name. */
  idea: string;
  /** Where in the idea's list this lesson's seven positions start. */
  from: number;
  only?: (p: StrategyPick) => boolean;
  intro: string;
  task: string;
  /** The which-move question's pointer to the idea: "Look for an outpost for the knight." */
  hint: string;
  /** What the piece does, for "Click the square where the knight on c3 …". */
  squareTask: string;
  pairs: [string, string][];
  pairsFeedback: string;
  extra?: Draft[];
  last: 'arrange' | 'best';
  /** Exercises after the last one (appended, so every earlier exercise keeps its id). */
  tail?: Draft[];
}

/** Seven positions: the board of the intro, five exercises, and the last (arranged or found). */
export function ideaLesson(s: IdeaLessonSpec): LessonContent {
  const p = strategyPicks(s.idea, s.from, 7, s.only);
  return lesson(s.id, s.title, 20, [
    ideaBoard(s.intro, p[6]!),
    bestS(p[0]!, s.task),
    bestS(p[1]!, s.task),
    whichS(p[2]!, s.hint),
    match('Match each word with its meaning.', s.pairs, s.pairsFeedback),
    ...(s.extra ?? []),
    squareS(p[3]!, s.squareTask),
    bestS(p[4]!, s.task),
    s.last === 'arrange' ? arrangeS(p[5]!, s.task) : bestS(p[5]!, s.task),
    ...(s.tail ?? []),
  ]);
}

export interface CheckpointPosition {
  p: StrategyPick;
  task: string;
  squareTask: string;
}
/**
 * A unit checkpoint on positions its lessons did not use, each board exercise tagged with its
 * idea: the intro, then find / which / find / click / find… , the unit's words, extras.
 */
export function mixedCheckpoint(
  unitId: string,
  unitTitle: string,
  ps: CheckpointPosition[],
  pairs: [string, string][],
  pairsFeedback: string,
  extra: Draft[] = [],
): LessonContent {
  const [first, ...rest] = ps;
  return lesson(`${unitId}-checkpoint`, `Checkpoint: ${unitTitle}`, 30, [
    info(
      `Checkpoint: ${unitTitle}. A mixed test of this unit on new positions. Finish it to open the next unit — or take it now to skip a unit you already know.`,
      { fen: first!.p.fen },
    ),
    bestS(first!.p, first!.task, first!.p.idea),
    // The checkpoint's which-move question names no idea: recognising it is part of the test.
    ...rest.map(({ p, task, squareTask }, i) =>
      i === 1 ? whichS(p, '', p.idea) : i === 3 ? squareS(p, squareTask) : bestS(p, task, p.idea),
    ),
    match('Match each idea of this unit with what it means.', pairs, pairsFeedback),
    ...extra,
  ]);
}

/** The checkpoint of a unit of idea lessons: two positions per lesson, after its seven. */
export const ideaCheckpoint = (
  unitId: string,
  unitTitle: string,
  specs: IdeaLessonSpec[],
  pairs: [string, string][],
  pairsFeedback: string,
  extra: Draft[] = [],
) =>
  mixedCheckpoint(
    unitId,
    unitTitle,
    specs.flatMap((s) => strategyPicks(s.idea, s.from + 7, 2, s.only).map((p) => ({ p, ...s }))),
    pairs,
    pairsFeedback,
    extra,
  );
