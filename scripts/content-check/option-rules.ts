import { replay } from '@ascend/chess';
import type { ExerciseContent } from '@ascend/contract';
import { OPTIONS_MULTIPV, REFUTE_DEPTH, type Analyst } from '../content-gen/engine/analyst.ts';
import { whichMoveQuestion } from '../content-gen/engine/annotate.ts';
import { analysisKey } from '../content-gen/engine/cache.ts';
import { isForcing, moveOf, withoutMarks } from '../content-gen/engine/moves.ts';
import { plausibleWrongMoves } from '../content-gen/engine/refute.ts';

export type OptionStats = { whichMove: number; forcingOnly: number };

/** The wrong moves that need a stored refutation, with the position they are played in. */
export type RefutationNeed = { fen: string; moves: string[] };

/**
 * Rule (b), which-move questions: every option carries its `move`, legal and matching its text;
 * every wrong option is one of the engine's five best at depth 16, a capture or check, or the
 * human misconception (the wrong move players at the section's target rating choose most often,
 * verified by the difficulty rule, ADR 0048), or — at most one option — another move of the
 * answer's piece kind (issue 38.3: when none of the engine's five best moves that piece, another
 * move of it stands in, so the piece alone does not give the answer away; it needs its refutation
 * like any option); the answer is never the only capture or check among the options.
 */
export async function whichMoveProblems(
  ex: Extract<ExerciseContent, { type: 'objective_type' }>,
  analyst: Analyst,
  stats: OptionStats,
): Promise<{ problems: string[]; need?: RefutationNeed }> {
  const { fen, options, correct_option_id } = ex.payload;
  if (!fen || !whichMoveQuestion.test(ex.payload.question)) return { problems: [] };
  stats.whichMove += 1;
  const problems: string[] = [];
  const moves = new Map<string, NonNullable<ReturnType<typeof moveOf>>>();
  for (const o of options) {
    const m = o.move ? moveOf(fen, o.move) : undefined;
    if (!o.move) problems.push(`option "${o.text}" has no move (uci)`);
    else if (!m) problems.push(`option "${o.text}": ${o.move} is not legal`);
    else if (withoutMarks(m.san) !== o.text.replace(/[!?]+$/, ''))
      problems.push(
        `option "${o.text}" is ${withoutMarks(m.san)} (${o.move}), written without + or #`,
      );
    else moves.set(o.id, m);
  }
  if (problems.length) return { problems };
  const answer = moves.get(correct_option_id)!;
  const wrong = options.filter((o) => o.id !== correct_option_id).map((o) => moves.get(o.id)!);
  if (isForcing(answer) && !wrong.some(isForcing)) {
    stats.forcingOnly += 1;
    problems.push(`the answer ${answer.san} is the only capture or check among the options`);
  }
  const human = ex.difficulty?.misconception?.move;
  const quiet = wrong.filter(
    (m) => !isForcing(m) && `${m.from}${m.to}${m.promotion ?? ''}` !== human,
  );
  if (quiet.length) {
    const root = await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
    if (!root)
      problems.push(
        `not in the engine cache (${analysisKey(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV)}): build with --engine`,
      );
    else {
      const top = new Set(root.lines.map((l) => l.pv[0]));
      const outside = quiet.filter((m) => !top.has(`${m.from}${m.to}${m.promotion ?? ''}`));
      const standIn = outside.find((m) => m.piece === answer.piece);
      for (const m of outside)
        if (m !== standIn)
          problems.push(`wrong option ${m.san} is quiet and not one of the engine's five best`);
    }
  }
  return {
    problems,
    need: { fen, moves: wrong.map((m) => `${m.from}${m.to}${m.promotion ?? ''}`) },
  };
}

/** The plausible wrong first moves of a best-move exercise (engine top five and every capture and check). */
export async function bestMoveNeed(
  ex: Extract<ExerciseContent, { type: 'best_move_type' }>,
  analyst: Analyst,
): Promise<{ problems: string[]; need?: RefutationNeed }> {
  const { fen, solution, accept_any_mate } = ex.payload;
  const root = await analyst.analyse(fen, [], REFUTE_DEPTH, OPTIONS_MULTIPV);
  if (!root) return { problems: ['not in the engine cache: build with --engine'] };
  return {
    problems: [],
    need: { fen, moves: plausibleWrongMoves(fen, solution[0]!, root, accept_any_mate) },
  };
}

/**
 * Rule (c): each needed wrong move has a stored refutation whose line is legal and whose reply
 * is the engine's best at depth ≥ 16 (from the cache; a position the cache lacks is searched now).
 */
export async function refutationProblems(
  ex: ExerciseContent,
  need: RefutationNeed,
  analyst: Analyst,
): Promise<string[]> {
  const problems: string[] = [];
  for (const move of need.moves) {
    const r = ex.refutations?.find((x) => x.move === move);
    const san = () => moveOf(need.fen, move)?.san ?? move;
    if (!r) {
      problems.push(`no refutation of ${san()}`);
      continue;
    }
    if (r.depth < REFUTE_DEPTH)
      problems.push(`refutation of ${san()} at depth ${r.depth} (< ${REFUTE_DEPTH})`);
    const played = replay(need.fen, [move, ...r.line]);
    if ('error' in played) {
      problems.push(`refutation of ${san()}: ${played.error}`);
      continue;
    }
    const after = await analyst.analyse(need.fen, [move], REFUTE_DEPTH, 1);
    if (!after) problems.push(`refutation of ${san()}: not in the engine cache`);
    else if (after.lines[0]?.pv[0] !== r.line[0])
      problems.push(
        `refutation of ${san()}: the engine's reply is ${after.lines[0]?.pv[0]}, stored ${r.line[0]}`,
      );
  }
  return problems;
}
