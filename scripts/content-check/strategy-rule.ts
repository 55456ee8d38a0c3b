import { Chess } from 'chess.js';
import type { ExerciseContent } from '@ascend/contract';
import { OPTIONS_MULTIPV, REFUTE_DEPTH } from '../content-gen/engine/analyst.ts';
import { analysisKey, type Analysis, type EngineCache } from '../content-gen/engine/cache.ts';
import { isForcing, moveOf } from '../content-gen/engine/moves.ts';
import { ideaDetectors } from '../../packages/chess/src/ideas/index.ts';
import type { LoadedSection } from './load.ts';

/**
 * Issue 38, rule 1, enforced by the content check (ADR 0049): in a lesson on a positional or
 * endgame idea the solver is not in check; the engine's line after the answer neither wins two
 * pawns' worth of material net nor mates within 6 plies (that is a tactic); at most 30 % of the
 * answers are checks or captures; and in a lesson on a positional idea the answer is one of the
 * engine's good moves but not the only move that keeps the balance (a defence found by
 * calculation belongs to the endgame lessons, the Philidor's for one), and the board shows the
 * idea: the answer passes the idea's detector. Engine lines come from the cache (the root search
 * at depth 16, MultiPV 5), so the rule costs no search.
 */
export const strategyLessons = new Set([
  // section 4
  'pawn-structure',
  'outposts-and-open-files',
  'good-and-bad-bishops',
  'opposition',
  'key-squares',
  'rook-endings',
  // section 7
  'opposition-in-play',
  'cutting-off-the-king',
  'lucena-bridge',
  'rook-behind-passed-pawn',
  'philidor-and-active-rooks',
  'weak-squares',
  'knight-outposts',
  'open-files-for-rooks',
  'seventh-rank',
  'squares-and-files-checkpoint',
  'pawn-islands',
  'good-and-bad-bishops-in-play',
  'king-safety-in-play',
  'structure-and-safety-checkpoint',
]);
/**
 * The lessons on a positional idea, with the idea (syllabus id = detector id) their answers must
 * show (an exercise's own `idea` tag, in a checkpoint, names it instead). The endgame lessons may ask for the only move.
 */
export const positionalLessons: Record<string, string> = {
  'outposts-and-open-files': 'outpost',
  'good-and-bad-bishops': 'good-and-bad-bishops',
  'weak-squares': 'weak-squares',
  'knight-outposts': 'outpost',
  'open-files-for-rooks': 'open-file',
  'seventh-rank': 'seventh-rank',
  'squares-and-files-checkpoint': '',
  'pawn-islands': 'pawn-islands',
  'good-and-bad-bishops-in-play': 'good-and-bad-bishops',
  'king-safety-in-play': 'king-safety',
  'structure-and-safety-checkpoint': '',
};
/**
 * "Keeps the balance": the side to move stays at −100 cp or better (a pawn down at worst). The
 * answer is the only such move when every other line of the root search falls below it.
 */
export const BALANCE_CP = -100;
/** A positional answer is one of the engine's good moves: within this of its best move. */
export const GOOD_MOVE_CP = 60;

/** Plies of the engine line after the answer (the answer included) that are read. */
export const TACTIC_PLIES = 6;
/** Material won net, in pawns, that makes a line a tactic. */
export const TACTIC_GAIN = 2;
export const MAX_FORCING_SHARE = 0.3;

const value: Record<string, number> = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 };
function materialOf(chess: Chess, color: 'w' | 'b'): number {
  let sum = 0;
  for (const row of chess.board())
    for (const sq of row) if (sq && sq.color === color) sum += value[sq.type]!;
  return sum;
}

/** The learner's first move and the board it is played on, for the exercises with one answer. */
function answerOf(ex: ExerciseContent): { fen: string; move: string } | undefined {
  if (ex.type === 'best_move_type') return { fen: ex.payload.fen, move: ex.payload.solution[0]! };
  if (ex.type === 'objective_type' && ex.payload.fen) {
    const o = ex.payload.options.find((x) => x.id === ex.payload.correct_option_id);
    if (o?.move) return { fen: ex.payload.fen, move: o.move };
  }
  return undefined;
}

/** The line a detector sees with the answer: a best move's solution, else the move alone. */
function answerLine(ex: ExerciseContent): string[] | undefined {
  return ex.type === 'best_move_type' ? ex.payload.solution : undefined;
}

/**
 * A positional answer must be a good move (in the root search's lines, within GOOD_MOVE_CP of the
 * best) and not the only move that keeps the balance (another line of the root search stays at
 * BALANCE_CP or better).
 */
export function positionalProblem(fen: string, move: string, root: Analysis): string | undefined {
  const line = root.lines.find((l) => l.pv[0] === move);
  const best = root.lines[0];
  if (!line || !best)
    return `is not among the engine's ${root.lines.length} best moves (a positional answer is a good move)`;
  const v = (s: Analysis['lines'][number]['score']) =>
    s.type === 'mate' ? (s.value > 0 ? 100000 - s.value : -100000 - s.value) : s.value;
  if (v(best.score) - v(line.score) > GOOD_MOVE_CP)
    return `is ${v(best.score) - v(line.score)} cp below the engine's best ${best.pv[0]} (a positional answer is a good move)`;
  const others = root.lines.filter((l) => l.pv[0] !== move);
  const keeps = (s: Analysis['lines'][number]['score']) =>
    s.type === 'mate' ? s.value > 0 : s.value >= BALANCE_CP;
  if (keeps(line.score) && others.length && !others.some((l) => keeps(l.score)))
    return `is the only move that keeps the balance (${others.map((l) => `${l.pv[0]} ${l.score.type} ${l.score.value}`).join(', ')}): a defence found by calculation, not the idea`;
  return undefined;
}

export type StrategyLessonResult = {
  lesson: string;
  answers: number;
  forcing: number;
  tactics: number;
  inCheck: number;
  uncached: number;
  /** Positional answers that are the only move keeping the balance, or not among the engine's good moves. */
  onlyMoves: number;
  /** Positional answers whose board does not show the idea (the detector fails). */
  hidden: number;
};
export type StrategyReport = { problems: string[]; lessons: StrategyLessonResult[] };

/** What the engine's line after the answer wins in 6 plies: a mate, or material net, in pawns. */
export function tacticOf(fen: string, move: string, root: Analysis): string | undefined {
  const line = root.lines.find((l) => l.pv[0] === move);
  if (!line) return undefined;
  if (
    line.score.type === 'mate' &&
    line.score.value > 0 &&
    2 * line.score.value - 1 <= TACTIC_PLIES
  )
    return `the engine mates in ${line.score.value}`;
  const chess = new Chess(fen);
  const me = chess.turn();
  const them = me === 'w' ? 'b' : 'w';
  const before = materialOf(chess, me) - materialOf(chess, them);
  for (const uci of line.pv.slice(0, TACTIC_PLIES)) {
    try {
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      break;
    }
  }
  const gain = materialOf(chess, me) - materialOf(chess, them) - before;
  return gain >= TACTIC_GAIN
    ? `the engine's line ${line.pv.slice(0, TACTIC_PLIES).join(' ')} wins ${gain} pawns of material`
    : undefined;
}

export function checkStrategy(sections: LoadedSection[], cache: EngineCache): StrategyReport {
  const problems: string[] = [];
  const lessons: StrategyLessonResult[] = [];
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        if (!strategyLessons.has(lesson.id)) continue;
        const r: StrategyLessonResult = {
          lesson: lesson.id,
          answers: 0,
          forcing: 0,
          tactics: 0,
          inCheck: 0,
          uncached: 0,
          onlyMoves: 0,
          hidden: 0,
        };
        for (const ex of lesson.exercises) {
          const where = `${file} › ${unit.id} › ${lesson.id} › ${ex.id} (${ex.type})`;
          const fen =
            ex.type === 'best_move_type' || ex.type === 'game_type' || ex.type === 'objective_type'
              ? ex.payload.fen
              : undefined;
          if (fen && new Chess(fen).inCheck()) {
            r.inCheck += 1;
            problems.push(`${where}: the solver starts in check`);
          }
          const a = answerOf(ex);
          if (!a) continue;
          const positional = lesson.id in positionalLessons;
          const m = moveOf(a.fen, a.move);
          if (!m) continue;
          r.answers += 1;
          if (isForcing(m)) r.forcing += 1;
          const root = cache.get<Analysis>(analysisKey(a.fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV));
          if (!root) {
            r.uncached += 1;
            problems.push(`${where}: no engine line in the cache (build with --engine)`);
            continue;
          }
          const t = tacticOf(a.fen, a.move, root);
          if (t) {
            r.tactics += 1;
            problems.push(`${where}: ${m.san} is a tactic, not the idea: ${t}`);
          }
          if (!positional) continue;
          const p = positionalProblem(a.fen, a.move, root);
          if (p) {
            r.onlyMoves += 1;
            problems.push(`${where}: ${m.san} ${p}`);
          }
          const idea = ex.idea ?? positionalLessons[lesson.id];
          const detect = idea ? ideaDetectors[idea] : undefined;
          if (!detect) {
            problems.push(`${where}: no detector for the idea "${idea ?? ''}" (tag the exercise)`);
          } else if (!detect({ fen: a.fen, move: a.move, line: answerLine(ex) })) {
            r.hidden += 1;
            problems.push(
              `${where}: ${m.san} does not show the idea "${idea}" (its detector fails)`,
            );
          }
        }
        if (r.answers && r.forcing > MAX_FORCING_SHARE * r.answers)
          problems.push(
            `${file} › ${unit.id} › ${lesson.id}: ${r.forcing} of ${r.answers} answers are checks or captures (at most ${Math.round(MAX_FORCING_SHARE * 100)} %)`,
          );
        lessons.push(r);
      }
  return { problems, lessons };
}
