import type { ExerciseContent } from '@ascend/contract';
import {
  checkAnswer,
  expandPlacement,
  fenProblem,
  gameStatus,
  loadFen,
  replay,
  visualSolution,
} from '@ascend/chess';
import type { LoadedSection } from './load.ts';
import { recomputeObjective } from './position-facts.ts';
import { exercisesOf } from './walk.ts';

/** The skill profile's tags (issue 16); every graded exercise carries at least one. */
export const skillTags = ['tactics', 'strategy', 'calculation', 'attacking'] as const;
/** Words that make an info card talk about the board: it must then show one. */
export const boardWords =
  /\b([a-h][1-8]|[a-h]-file|file|rank|square|diagonal|king|queen|rook|bishop|knight|pawn)s?\b/i;

/** Ids are unique per kind across every file, so the loader can upsert by id. */
export function checkIds(sections: LoadedSection[]): string[] {
  const errors: string[] = [];
  const seen = {
    section: new Map<string, string>(),
    unit: new Map<string, string>(),
    lesson: new Map<string, string>(),
    exercise: new Map<string, string>(),
  };
  const note = (kind: keyof typeof seen, id: string, where: string) => {
    const first = seen[kind].get(id);
    if (first) errors.push(`${where}: duplicate ${kind} id "${id}" (first used in ${first})`);
    else seen[kind].set(id, where);
  };
  for (const { file, section } of sections) {
    note('section', section.id, file);
    for (const unit of section.units) {
      note('unit', unit.id, `${file} › ${section.id}`);
      for (const lesson of unit.lessons) {
        note('lesson', lesson.id, `${file} › ${unit.id}`);
        for (const ex of lesson.exercises) note('exercise', ex.id, `${file} › ${lesson.id}`);
      }
    }
  }
  return errors;
}

const fenError = (fen: string | undefined) => {
  const problem = fen === undefined ? null : fenProblem(fen);
  return problem ? `illegal FEN "${fen}": ${problem}` : null;
};
const dupes = (xs: string[]) =>
  xs.filter((x, i) => xs.findIndex((y) => y.trim().toLowerCase() === x.trim().toLowerCase()) !== i);

/** Every graded exercise carries skill tags for the skill profile. */
export function skillProblems(ex: ExerciseContent): string[] {
  if (ex.type === 'info_type') return [];
  const skills = (ex as { skills?: unknown }).skills;
  if (!Array.isArray(skills) || skills.length === 0)
    return [`graded exercise without skills (tag it with ${skillTags.join(', ')})`];
  return skills
    .filter((t) => !(skillTags as readonly string[]).includes(t))
    .map((t) => `unknown skill "${String(t)}"`);
}

/** Problems with one exercise that need no engine; each message says what to fix. */
export function exerciseProblems(ex: ExerciseContent): string[] {
  const p: string[] = [];
  const fenProblem = 'fen' in ex.payload ? fenError(ex.payload.fen) : null;
  if (fenProblem) return [fenProblem];
  switch (ex.type) {
    case 'info_type':
      if (!ex.payload.fen && boardWords.test(ex.payload.text))
        p.push(
          `the card talks about "${boardWords.exec(ex.payload.text)![0]}" but shows no board: give it a fen`,
        );
      break;
    case 'matching_type':
      for (const side of ['left', 'right'] as const)
        for (const d of dupes(ex.payload.pairs.map((x) => x[side])))
          p.push(`ambiguous matching: "${d}" appears twice on the ${side}`);
      break;
    case 'objective_type':
      if (dupes(ex.payload.options.map((o) => o.id)).length) p.push('option ids repeat');
      if (dupes(ex.payload.options.map((o) => o.text)).length) p.push('option texts repeat');
      if (!ex.payload.options.some((o) => o.id === ex.payload.correct_option_id))
        p.push(`correct_option_id "${ex.payload.correct_option_id}" is not an option`);
      else for (const e of recomputeObjective(ex.payload) ?? []) p.push(`recomputed: ${e}`);
      break;
    case 'best_move_type': {
      const r = replay(ex.payload.fen, ex.payload.solution);
      if ('error' in r) p.push(`solution: ${r.error}`);
      else {
        if (ex.payload.solution.length % 2 === 0)
          p.push('solution must end with a learner move (odd length)');
        if (ex.payload.accept_any_mate && !r.chess.isCheckmate())
          p.push('accept_any_mate is set but the solution does not mate');
      }
      break;
    }
    case 'visual_type':
      if (ex.payload.mode === 'piece_after_moves') {
        const r = replay(ex.payload.fen, ex.payload.moves);
        if ('error' in r) p.push(`moves: ${r.error}`);
        else if (!loadFen(ex.payload.fen)?.get(ex.payload.track as never))
          p.push(`no piece on ${ex.payload.track} to track`);
        else if (!visualSolution(ex.payload))
          p.push(`the piece on ${ex.payload.track} is captured`);
      }
      break;
    case 'board_arrangement': {
      const start = expandPlacement(ex.payload.start_fen);
      const target = expandPlacement(ex.payload.target);
      if (!start || !target) p.push('start_fen and target need 8 squares on each of 8 ranks');
      else {
        if (start.join('') === target.join('')) p.push('target equals the start: nothing to do');
        for (const [i, c] of target.entries())
          if (c !== '.' && c !== start[i] && !ex.payload.palette.includes(c as never))
            p.push(`target needs "${c}" but the palette lacks it`);
      }
      break;
    }
    case 'game_type':
      if (gameStatus(ex.payload, []).state !== 'playing')
        p.push('the game is over before it starts');
      if (ex.payload.goal.kind === 'hold_draw' && !ex.payload.goal.moves)
        p.push('hold_draw needs goal.moves');
      break;
    default:
      break;
  }
  const answer = statedAnswer(ex);
  if (p.length === 0 && answer !== undefined) {
    const result = checkAnswer(ex, answer);
    if (!result.correct) p.push(`the stated answer fails the checker: ${result.reason}`);
  }
  return [...new Set(p)];
}

/** The answer the content itself claims is right; game_type has none (it is played out). */
export function statedAnswer(ex: ExerciseContent): unknown {
  switch (ex.type) {
    case 'info_type':
      return {};
    case 'matching_type':
      return { pairs: ex.payload.pairs.map((_, i) => [i, i]) };
    case 'objective_type':
      return { option_id: ex.payload.correct_option_id };
    case 'best_move_type':
      return { moves: ex.payload.solution };
    case 'visual_type':
      return visualSolution(ex.payload) ?? undefined;
    case 'board_arrangement':
      return { placement: ex.payload.target };
    case 'game_type':
      return undefined;
  }
}

/**
 * Checkpoints (docs/decisions/0021-content-depth-and-fairness.md): every unit ends with one, its
 * slug `<unit-id>-checkpoint`; no other lesson uses the suffix (the server recognises
 * checkpoints by it). A checkpoint mixes the unit's material: at least eight exercises of at
 * least three graded types.
 */
export function checkCheckpoints(sections: LoadedSection[]): string[] {
  const errors: string[] = [];
  for (const { file, section } of sections)
    for (const unit of section.units) {
      const last = unit.lessons.at(-1)!;
      if (last.id !== `${unit.id}-checkpoint`)
        errors.push(
          `${file} › ${unit.id}: the last lesson must be the checkpoint "${unit.id}-checkpoint"`,
        );
      else {
        const graded = new Set(
          last.exercises.filter((e) => e.type !== 'info_type').map((e) => e.type),
        );
        if (last.exercises.length < 8 || graded.size < 3)
          errors.push(`${file} › ${last.id}: a checkpoint needs ≥ 8 exercises of ≥ 3 graded types`);
      }
      for (const l of unit.lessons.slice(0, -1))
        if (l.id.endsWith('-checkpoint'))
          errors.push(`${file} › ${l.id}: only a unit's last lesson may be a checkpoint`);
    }
  return errors;
}

export function checkExercises(sections: LoadedSection[]): string[] {
  const errors: string[] = [];
  for (const { exercise, where } of exercisesOf(sections))
    for (const e of [...skillProblems(exercise), ...exerciseProblems(exercise)])
      errors.push(`${where}: ${e}`);
  return errors;
}
