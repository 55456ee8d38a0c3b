import type { ExerciseContent, SectionContent } from '@ascend/contract';
import { Analyst, OPTIONS_MULTIPV, REFUTE_DEPTH } from './analyst.ts';
import { sanToUci, withoutMarks } from './moves.ts';
import { needsProof, provePlayout } from './proof.ts';
import { plausibleWrongMoves, refutationOf } from './refute.ts';
import { drillPlies, drillRefutations } from './drill.ts';

/** "Which move …?" questions whose options are moves (the engine scores or mates them). */
/** Every "Which move …?" question on a board: its options are moves (rule b). */
export const whichMoveQuestion = /^Which move\b[^?]*\?/;
/** Full strength for play-outs that must be won or held against best defence (issue 27.5). */
export const FULL_STRENGTH = { skill: 20, depth: 12 } as const;

export type AnnotateStats = { refutations: number; missing: number; proofs: number };
/** What a build asks the engine for: play-out proofs (cheap, first), then refutations. */
export type Steps = { proofs: boolean; refutations: boolean };
const allSteps: Steps = { proofs: true, refutations: true };

async function refute(
  analyst: Analyst,
  fen: string,
  wrong: string[],
  stats: AnnotateStats,
): Promise<ExerciseContent['refutations']> {
  const root = analyst.peek(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
  const out: NonNullable<ExerciseContent['refutations']> = [];
  for (const move of wrong) {
    const after = await analyst.analyse(fen, [move], REFUTE_DEPTH, 1);
    const r = after && refutationOf(fen, move, after, root);
    if (r) out.push(r);
    else stats.missing += 1;
  }
  stats.refutations += out.length;
  return out.length ? out : undefined;
}

/**
 * Adds what the engine knows to one exercise: a which-move option's `move`, the refutation of
 * each wrong option and of each plausible wrong first move of a best-move exercise, and, for a
 * play-out a proof in the cache (its first move is the case the idea detector sees) and, with a
 * mate, promotion or hold-the-draw goal, full strength.
 */
export async function annotateExercise(
  ex: ExerciseContent,
  analyst: Analyst,
  stats: AnnotateStats,
  steps: Steps = allSteps,
): Promise<void> {
  // A step not asked for reads the cache only, so what earlier runs found is kept.
  const cacheOnly = new Analyst(analyst.cache, false);
  if (ex.type === 'game_type') {
    if (needsProof(ex.payload)) ex.payload.engine = { ...FULL_STRENGTH };
    if (await provePlayout(steps.proofs ? analyst : cacheOnly, ex.payload)) stats.proofs += 1;
    else stats.missing += 1;
    return;
  }
  if (!steps.refutations) analyst = cacheOnly;
  if (
    ex.type === 'objective_type' &&
    ex.payload.fen &&
    whichMoveQuestion.test(ex.payload.question)
  ) {
    const fen = ex.payload.fen;
    // The five best moves: winsQ picks the options from them on the next build, rule (b) checks them.
    await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
    for (const o of ex.payload.options) {
      o.move ??= sanToUci(fen, o.text);
      // Issue 38, rule 3: a `+` or `#` on an option gives the answer away; the marks are in the feedback.
      if (o.move) o.text = withoutMarks(o.text);
    }
    const wrong = ex.payload.options
      .filter((o) => o.id !== ex.payload.correct_option_id && o.move)
      .map((o) => o.move!);
    const r = await refute(analyst, fen, wrong, stats);
    if (r) ex.refutations = r;
  } else if (ex.type === 'best_move_type' && ex.payload.drill) {
    // A line drill (ADR 0047): every learner ply's "also good" moves and its mistakes' refutations.
    const drill = ex.payload.drill;
    const { plies, missing } = await drillPlies(ex.payload, drill.margin_cp, analyst);
    stats.missing += missing.length;
    drill.alternatives = plies.flatMap((p) => p.alternatives.map((move) => ({ ply: p.ply, move })));
    const r = await drillRefutations(plies, analyst);
    stats.missing += r.missing;
    stats.refutations += r.refutations.length;
    if (r.refutations.length) ex.refutations = r.refutations;
  } else if (ex.type === 'best_move_type') {
    const { fen, solution, accept_any_mate } = ex.payload;
    const root = await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
    if (!root) {
      stats.missing += 1;
      return;
    }
    const wrong = plausibleWrongMoves(fen, solution[0]!, root, accept_any_mate);
    const r = await refute(analyst, fen, wrong, stats);
    if (r) ex.refutations = r;
  }
}

export async function annotateSection(
  section: SectionContent,
  analyst: Analyst,
  steps: Steps = allSteps,
): Promise<AnnotateStats> {
  const stats: AnnotateStats = { refutations: 0, missing: 0, proofs: 0 };
  for (const unit of section.units)
    for (const lesson of unit.lessons)
      for (const ex of lesson.exercises) await annotateExercise(ex, analyst, stats, steps);
  return stats;
}
