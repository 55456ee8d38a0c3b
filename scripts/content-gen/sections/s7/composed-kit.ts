import { Chess } from 'chess.js';
import type { LessonContent } from '@ascend/contract';
import { arrange, choose, findSquare, info, lesson, match } from '../../helpers.ts';
import { sideOf } from '../../kit.ts';
import { ideaDetectors } from '../../../../packages/chess/src/ideas/index.ts';
import { composed, type Composed } from './composed.ts';
import { OPTIONS_MULTIPV, REFUTE_DEPTH } from '../../engine/analyst.ts';
import { analysisKey, sharedCache, type Analysis } from '../../engine/cache.ts';
import {
  answerAloneOfKind,
  pendingOptionPositions,
  sameKindStandIn,
} from '../../engine/options.ts';

/** One exercise of a lesson (the helpers' draft). */
export type Draft = Parameters<typeof lesson>[3][number];

import { name as NAME } from '../../../../packages/chess/src/ideas/tactics/board.ts';

export { NAME };

/** The exercise tagged with an idea (a checkpoint's board exercises). */
export const tag = (d: Draft, idea?: string): Draft => (idea ? ({ ...d, idea } as Draft) : d);

/*
 * Issue 38, part 1 (ADR 0049): the lessons on a positional idea are built on composed positions
 * (composed.ts), where the idea's move is a good move but not the only one that keeps the
 * balance. So the learner is asked which move carries out the idea — the other options are
 * plausible moves that do not — and the engine's refutation of each comes with the build.
 */
const uciOfSan = (fen: string, san: string) => {
  const m = new Chess(fen).move(san);
  return `${m.from}${m.to}${m.promotion ?? ''}`;
};
const shows = (idea: string, fen: string, san: string) =>
  !!ideaDetectors[idea]?.({ fen, move: uciOfSan(fen, san), line: [uciOfSan(fen, san)] });

/** The composed positions of an idea, `at` in composed.ts order; each checked to show the idea. */
export function composedOf(idea: string, ...at: number[]): Composed[] {
  const list = composed[idea] ?? [];
  return at.map((k) => {
    const p = list[k];
    if (!p) throw new Error(`composed.ts: ${idea} has no position ${k}`);
    if (!shows(idea, p.fen, p.san)) throw new Error(`composed.ts: ${p.san} does not show ${idea}`);
    for (const w of p.wrong)
      if (shows(idea, p.fen, w))
        throw new Error(`composed.ts: ${idea} ${p.fen}: ${w} shows it too`);
    return p;
  });
}

/**
 * The wrong options: the engine's five best moves at depth 16 (from the cache) that do not carry
 * out the idea — good moves of another plan, so the learner must see the idea, not spot the only
 * sensible move — then captures and checks that do not; the composed list where the cache has
 * not seen the board yet (build with --engine).
 */
function wrongOptions(idea: string, p: Composed, alsoNot: string[] = []): string[] {
  const root = sharedCache().get<Analysis>(analysisKey(p.fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV));
  if (!root) {
    pendingOptionPositions.add(p.fen);
    return withSameKind(p, p.wrong, [idea, ...alsoNot], []);
  }
  const chess = new Chess(p.fen);
  const sanOf = (uci: string) =>
    chess.moves({ verbose: true }).find((m) => `${m.from}${m.to}${m.promotion ?? ''}` === uci)?.san;
  const top = root.lines.map((l) => sanOf(l.pv[0]!)).filter((x): x is string => !!x);
  const forcing = chess
    .moves({ verbose: true })
    .filter((m) => m.captured || m.san.includes('+'))
    .map((m) => m.san);
  const out = [...top, ...forcing].filter(
    (san, i, all) =>
      san !== p.san &&
      all.indexOf(san) === i &&
      ![idea, ...alsoNot].some((x) => shows(x, p.fen, san)),
  );
  const engine = root.lines.map((l) => l.pv[0]!);
  return withSameKind(p, out.length >= 2 ? out.slice(0, 3) : p.wrong, [idea, ...alsoNot], engine);
}

/**
 * Issue 38.3: when the idea's move is the only move of its piece among the options (the only
 * knight move for an outpost, castling the only king move), another move of that piece that does
 * not carry out the idea takes the last option's place — the engine's candidates first, then a
 * move that leaves the piece unattacked — so the learner must see the idea, not the piece.
 */
function withSameKind(p: Composed, wrong: string[], ideas: string[], engine: string[]): string[] {
  const answer = uciOfSan(p.fen, p.san);
  if (
    !answerAloneOfKind(
      p.fen,
      answer,
      wrong.map((w) => uciOfSan(p.fen, w)),
    )
  )
    return wrong;
  const standIn = sameKindStandIn(
    p.fen,
    answer,
    (m) => !wrong.includes(m.san) && !ideas.some((x) => shows(x, p.fen, m.san)),
    engine,
  );
  if (!standIn) throw new Error(`composed.ts: ${p.fen}: ${p.san} is the only move of its piece`);
  return [...wrong.slice(0, 2), standIn.san, ...wrong.slice(3)];
}

/** "Which move puts the knight on its outpost?" — the idea's move among moves that do not. */
export function ideaQ(
  idea: string,
  p: Composed,
  question: string,
  tagIdea?: string,
  /** Ideas no wrong option may show either (a checkpoint's question names none of its ideas). */
  alsoNot: string[] = [],
): Draft {
  const options = [p.san, ...wrongOptions(idea, p, alsoNot)]
    .map((o) => o.replace(/[+#]$/, ''))
    .sort();
  const d = choose(
    `${question} (${sideOf(p.fen)} to move)`,
    options.map((o) => (o === p.san ? `*${o}` : o)),
    `${p.san}! ${p.why}`,
    { fen: p.fen },
  );
  const payload = d.payload as { options: { text: string; move?: string }[] };
  for (const o of payload.options) o.move = uciOfSan(p.fen, o.text);
  return tag(d, tagIdea);
}

/** Show the idea's move on the arrangement board (a plain move). */
export function ideaArrange(p: Composed, task: string): Draft {
  const c = new Chess(p.fen);
  const m = c.move(p.san);
  return arrange(
    `${sideOf(p.fen)} to move. ${task} Show it on the board: lift the piece and put it on its new square.`,
    p.fen.split(' ')[0]!,
    c.fen().split(' ')[0]!,
    m.color === 'w' ? m.piece.toUpperCase() : m.piece,
    `${p.san}: ${p.why}`,
  );
}

/** Click the square the idea's piece goes to. */
export function ideaSquare(p: Composed, what: string): Draft {
  const m = new Chess(p.fen).move(p.san);
  const piece = m.isKingsideCastle() || m.isQueensideCastle() ? 'king' : NAME[m.piece];
  return findSquare(
    m.to,
    `${p.san}: ${p.why}`,
    `${sideOf(p.fen)} to move. Click the square where the ${piece} on ${m.from} ${what}.`,
    p.fen,
  );
}

/** The idea realised: the position after the move, its path drawn. */
export function composedBoard(text: string, p: Composed): Draft {
  const c = new Chess(p.fen);
  const m = c.move(p.san);
  return info(`${text} Here: ${p.san}. ${p.why}`, {
    fen: c.fen(),
    arrows: [{ from: m.from, to: m.to, color: 'green' }],
    highlights: [{ square: m.to, color: 'green' }],
  });
}

export interface ComposedLessonSpec {
  id: string;
  title: string;
  /** composed.ts list (a detector id). */
  idea: string;
  /** Positions: the intro board, the which-move questions, the square to click (optional). */
  intro: number;
  questions: number[];
  square?: number;
  /** A position to show the move on the arrangement board. */
  arrange?: number;
  introText: string;
  /** "Which move puts the knight on its outpost?" */
  question: string;
  /** "should go, to a square no enemy pawn can ever attack" */
  squareTask: string;
  pairs: [string, string][];
  pairsFeedback: string;
  extra?: Draft[];
  tail?: Draft[];
  /** The idea tag of the questions, where the lesson's own idea differs (pawn islands → pawn-weaknesses). */
  tagIdea?: string;
}

/** The idea on a board, the which-move questions, the words, the extras, the square to click. */
export function composedLesson(s: ComposedLessonSpec): LessonContent {
  const [intro] = composedOf(s.idea, s.intro);
  const qs = composedOf(s.idea, ...s.questions);
  const [first, ...rest] = qs;
  return lesson(s.id, s.title, 20, [
    composedBoard(s.introText, intro!),
    ideaQ(s.idea, first!, s.question, s.tagIdea),
    match('Match each word with its meaning.', s.pairs, s.pairsFeedback),
    ...rest.map((p) => ideaQ(s.idea, p, s.question, s.tagIdea)),
    ...(s.extra ?? []),
    ...(s.square === undefined ? [] : [ideaSquare(composedOf(s.idea, s.square)[0]!, s.squareTask)]),
    ...(s.arrange === undefined
      ? []
      : [
          ideaArrange(
            composedOf(s.idea, s.arrange)[0]!,
            s.question.replace(/^Which move /, 'Find the move that ').replace(/\?$/, '.'),
          ),
        ]),
    ...(s.tail ?? []),
  ]);
}

/**
 * A unit checkpoint on composed positions its lessons do not use: one which-move question per
 * idea, tagged with it, that does not name the idea (recognising it is part of the test).
 */
export function composedCheckpoint(
  unitId: string,
  unitTitle: string,
  items: { idea: string; at: number; tagIdea?: string }[],
  question: string,
  /** A board for the intro card that no exercise of the checkpoint grades. */
  introFen: string,
  pairs: [string, string][],
  pairsFeedback: string,
  extra: Draft[] = [],
): LessonContent {
  const ps = items.map((i) => ({ ...i, p: composedOf(i.idea, i.at)[0]! }));
  return lesson(`${unitId}-checkpoint`, `Checkpoint: ${unitTitle}`, 30, [
    info(
      `Checkpoint: ${unitTitle}. A mixed test of this unit on new positions. Finish it to open the next unit — or take it now to skip a unit you already know.`,
      { fen: introFen },
    ),
    ...ps.map(({ idea, p, tagIdea }) =>
      ideaQ(
        idea,
        p,
        question,
        tagIdea ?? idea,
        items.map((i) => i.idea),
      ),
    ),
    match('Match each idea of this unit with what it means.', pairs, pairsFeedback),
    ...extra,
  ]);
}
