// Issue 38.2 and 38.3 (ADR 0048): how hard each board is for the learner it is written for, the
// order of a lesson's boards, and the wrong move such learners really play (the misconception).
import { existsSync, readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import type {
  ExerciseContent,
  ExerciseDifficulty,
  LessonContent,
  SectionContent,
  Syllabus,
} from '@ascend/contract';
import {
  loadModel,
  nearestRating,
  type HumanModel,
  type MoveProbability,
} from '@ascend/human/node';
import { OPTIONS_MULTIPV, REFUTE_DEPTH } from './engine/analyst.ts';
import { analysisKey, type Analysis, type EngineCache } from './engine/cache.ts';
import { isForcing, moveOf, sanToUci, withoutMarks } from './engine/moves.ts';
import { answerAloneOfKind, tooGoodFor } from './engine/options.ts';

/** A which-move question must offer the human wrong move chosen at least this often. */
export const MISCONCEPTION_SHARE = 0.1;
/** Sections 1–4: no board the target player finds less often than this. */
export const MIN_FIND_SHARE = 0.05;
/** The sections (1-based) where MIN_FIND_SHARE applies, and where medians must climb. */
export const FAIR_SECTIONS = 4;
export const CLIMB_FROM = 3;
/** The contract's limit on options. */
export const MAX_OPTIONS = 6;

/** "Which move …?" on a board (the same test as engine/annotate.ts). */
const whichMove = /^Which move\b[^?]*\?/;

/** The Maia nets, each loaded once per process (not per exercise). */
const models = new Map<number, HumanModel>();
export function humanModel(rating: number): HumanModel {
  const r = nearestRating(rating);
  let m = models.get(r);
  if (!m) models.set(r, (m = loadModel(r)));
  return m;
}

/** section id → target rating, from content/syllabus.json `sections`. */
export function sectionTargets(s: Syllabus | null): Map<string, number> {
  return new Map((s?.sections ?? []).map((t) => [t.section, t.target_rating]));
}

/** A board with one move to find: where, which moves count, and (which-move) the question. */
export type BoardQuestion = {
  fen: string;
  accepted: (uci: string) => boolean;
  /** Which-move questions: the correct option's move and the mate length the question names. */
  which?: { answer: string; mateIn?: number };
  /** The solution line (best-move exercises). */
  line?: string[];
};

const mates = (fen: string, uci: string) => {
  const c = new Chess(fen);
  try {
    c.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  } catch {
    return false;
  }
  return c.isCheckmate();
};

/**
 * The board move an exercise asks for, or null for exercises without one (info, matching, visual,
 * arrangement, questions about a position rather than a move, and play-outs, whose first move is
 * one of many that win). A best-move line counts its first learner move, and any mate at once
 * where any mate is accepted (as checkBestMove does); a which-move question its correct option.
 */
export function boardQuestion(ex: ExerciseContent): BoardQuestion | null {
  if (ex.type === 'best_move_type') {
    const { fen, solution, accept_any_mate } = ex.payload;
    const first = solution[0]!;
    return {
      fen,
      line: solution,
      accepted: (u) => u === first || (!!accept_any_mate && mates(fen, u)),
    };
  }
  if (ex.type === 'objective_type' && ex.payload.fen && whichMove.test(ex.payload.question)) {
    const { fen, options, correct_option_id } = ex.payload;
    const correct = options.find((o) => o.id === correct_option_id);
    const answer = correct?.move ?? (correct && sanToUci(fen, correct.text));
    if (!answer) return null;
    const q = ex.payload.question;
    const mateIn = /gives checkmate/.test(q)
      ? 1
      : Number(/mate in (\d+)/.exec(q)?.[1]) || undefined;
    return { fen, accepted: (u) => u === answer, which: { answer, mateIn } };
  }
  return null;
}

/** The chance the model's player plays an accepted move. */
export const findShare = (predicted: MoveProbability[], q: BoardQuestion) =>
  predicted.reduce((sum, m) => (q.accepted(m.uci) ? sum + m.p : sum), 0);

/** Rounded as stored (four decimals), so the check can compare exactly. */
export const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The wrong move the model's player chooses most often, among moves that are truly wrong (not as
 * good as the answer by the engine's depth-16 search, the rule the other options follow). Null
 * when the engine has not seen the position.
 */
export function humanWrongMove(
  q: BoardQuestion,
  predicted: MoveProbability[],
  cache: EngineCache,
): { move: string; p: number } | null {
  if (!q.which) return null;
  const root = cache.get<Analysis>(analysisKey(q.fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV));
  if (!root) return null;
  const tooGood = tooGoodFor({ fen: q.fen, ...q.which }, root);
  const top = predicted.find((m) => m.uci !== q.which!.answer && !tooGood(m.uci));
  return top ? { move: top.uci, p: top.p } : null;
}

/** A Lichess puzzle a board came from: its rating and themes (the picks keep both). */
export type PuzzleInfo = { rating: number; themes: string[] };
/** Lichess puzzles by position (placement, side, castling, en passant), from the committed picks. */
export function puzzleInfo(
  files = ['picks.json', 'tactics.json', 'strategy.json', 'endgames.json'].map(
    (f) => new URL(`./picks/${f}`, import.meta.url),
  ),
): Map<string, PuzzleInfo> {
  const out = new Map<string, PuzzleInfo>();
  for (const f of files) {
    if (!existsSync(f)) continue;
    const json = JSON.parse(readFileSync(f, 'utf8')) as Record<
      string,
      { fen?: string; rating?: number; id?: string; themes?: string[] }[]
    >;
    for (const list of Object.values(json))
      for (const p of Array.isArray(list) ? list : [])
        // Generated positions (ids gen-…) have rating 0: they are not puzzles.
        if (p.fen && p.rating && !p.id?.startsWith('gen-'))
          out.set(fenKey(p.fen), { rating: p.rating, themes: p.themes ?? [] });
  }
  return out;
}
export const fenKey = (fen: string) => fen.split(' ').slice(0, 4).join(' ');

export type DifficultyStats = {
  measured: number;
  misconceptions: { added: number; replaced: number; already: number; none: number };
  reordered: number;
  missingEngine: number;
};

/**
 * Adds the human wrong move to a which-move question when it is chosen ≥ 10 % of the time and
 * missing: appended when there is room, else in place of the wrong option the model's player
 * picks least (never the only capture or check when the answer is one). Options are then in
 * alphabetical order, ids a–f, so the new option's place says nothing.
 */
function offerMisconception(
  ex: Extract<ExerciseContent, { type: 'objective_type' }>,
  q: BoardQuestion,
  wrong: { move: string; p: number },
  predicted: MoveProbability[],
): 'added' | 'replaced' | 'already' {
  const fen = q.fen;
  const { options } = ex.payload;
  if (options.some((o) => o.move === wrong.move)) return 'already';
  const san = withoutMarks(moveOf(fen, wrong.move)!.san);
  const correctId = ex.payload.correct_option_id;
  let kind: 'added' | 'replaced' = 'added';
  const list = options.map((o) => ({ text: o.text, move: o.move, correct: o.id === correctId }));
  if (list.length >= MAX_OPTIONS) {
    const pOf = (u?: string) => predicted.find((m) => m.uci === u)?.p ?? 0;
    const answerForcing = isForcing(moveOf(fen, q.which!.answer)!);
    const drop = list
      .filter((o) => !o.correct)
      .filter((o) => {
        if (!answerForcing) return true;
        const rest = list.filter((x) => !x.correct && x !== o).map((x) => moveOf(fen, x.move!)!);
        return rest.some(isForcing) || isForcing(moveOf(fen, wrong.move)!);
      })
      // Nor the only other move of the answer's piece (issue 38.3: the piece must not tell).
      .filter((o) => {
        const rest = list.filter((x) => !x.correct && x !== o).map((x) => x.move!);
        return (
          answerAloneOfKind(fen, q.which!.answer, [wrong.move]) === false ||
          !answerAloneOfKind(fen, q.which!.answer, rest) ||
          answerAloneOfKind(fen, q.which!.answer, [...rest, o.move!])
        );
      })
      .sort((a, b) => pOf(a.move) - pOf(b.move))[0];
    if (!drop) return 'already';
    list.splice(list.indexOf(drop), 1);
    kind = 'replaced';
  }
  list.push({ text: san, move: wrong.move, correct: false });
  list.sort((a, b) => a.text.localeCompare(b.text));
  const ids = 'abcdef';
  ex.payload.options = list.map((o, i) => ({ id: ids[i]!, text: o.text, move: o.move }));
  ex.payload.correct_option_id = ids[list.findIndex((o) => o.correct)]!;
  return kind;
}

/**
 * Records each board's difficulty, offers the misconceptions, and orders each lesson's boards
 * from easier to harder. Only the places that hold a measured board are permuted: teaching cards,
 * questions without a move, matching, arrangements and play-outs keep their places. Exercise ids
 * were given when the lesson was written and travel with their exercise, so a learner's progress
 * (stored by id; the loader upserts by id and rewrites `serial`) stays on the same board.
 */
export function measureSection(
  section: SectionContent,
  target: number,
  cache: EngineCache,
  ratings: Map<string, PuzzleInfo>,
  stats: DifficultyStats,
): void {
  const model = humanModel(target);
  for (const unit of section.units)
    for (const lesson of unit.lessons) {
      for (const ex of lesson.exercises) {
        const q = boardQuestion(ex);
        if (!q) continue;
        if (ex.type === 'objective_type')
          for (const o of ex.payload.options) o.move ??= sanToUci(q.fen, o.text);
        const predicted = model.predict({ fen: q.fen });
        const d: ExerciseDifficulty = { model: model.name, p: round4(findShare(predicted, q)) };
        const rating = ratings.get(fenKey(q.fen))?.rating;
        if (rating) d.puzzle_rating = rating;
        if (ex.type === 'objective_type' && q.which) {
          const wrong = humanWrongMove(q, predicted, cache);
          if (!wrong) stats.missingEngine += 1;
          if (wrong && wrong.p >= MISCONCEPTION_SHARE) {
            stats.misconceptions[offerMisconception(ex, q, wrong, predicted)] += 1;
            if (ex.payload.options.some((o) => o.move === wrong.move))
              d.misconception = { move: wrong.move, p: round4(wrong.p) };
          } else if (wrong) stats.misconceptions.none += 1;
        }
        ex.difficulty = d;
        stats.measured += 1;
      }
      if (orderLesson(lesson)) stats.reordered += 1;
    }
}

/** Permutes the measured boards of a lesson into falling p (stable); true when the order changed. */
export function orderLesson(lesson: LessonContent): boolean {
  const slots = lesson.exercises.flatMap((e, i) => (e.difficulty ? [i] : []));
  const boards = slots.map((i) => lesson.exercises[i]!);
  const sorted = [...boards].sort((a, b) => b.difficulty!.p - a.difficulty!.p);
  slots.forEach((slot, k) => (lesson.exercises[slot] = sorted[k]!));
  return sorted.some((e, k) => e !== boards[k]);
}

export const median = (xs: number[]): number | undefined => {
  if (!xs.length) return undefined;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1]! + s[m]!) / 2;
};
