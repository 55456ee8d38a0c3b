import { ideaDetectors, type IdeaCase } from '@ascend/chess';
import type { ExerciseContent, Syllabus, SyllabusIdea } from '@ascend/contract';
import { PROOF_DEPTH } from '../content-gen/engine/analyst.ts';
import { proofKey, type EngineCache, type Proof } from '../content-gen/engine/cache.ts';
import { goalKey } from '../content-gen/engine/proof.ts';
import type { LoadedSection } from './load.ts';
import { ideaOfLesson } from './syllabus.ts';

/** The share of a lesson's graded board exercises that must pass their idea's detector (27.2). */
export const DETECTOR_SHARE = 0.8;

export type LessonShare = {
  section: string;
  lesson: string;
  idea: string;
  /** Graded board exercises checked by a detector. */
  checked: number;
  passing: number;
  failing: string[];
};

/**
 * The case a detector sees (BRIEF-TEACH.md): best_move — fen, first move and the line;
 * objective with a `move` on its correct option — fen and that move; game_type — fen and the
 * first move of its stored proof. Null for exercises that are not graded board exercises;
 * 'no-proof' for a game whose proof is not in the engine cache.
 */
export function boardCase(ex: ExerciseContent, cache: EngineCache): IdeaCase | null | 'no-proof' {
  if (ex.type === 'best_move_type')
    return { fen: ex.payload.fen, move: ex.payload.solution[0]!, line: ex.payload.solution };
  if (ex.type === 'objective_type') {
    const move = ex.payload.options.find((o) => o.id === ex.payload.correct_option_id)?.move;
    return move && ex.payload.fen ? { fen: ex.payload.fen, move } : null;
  }
  if (ex.type === 'game_type') {
    const proof = cache.get<Proof>(proofKey(ex.payload.fen, goalKey(ex.payload), PROOF_DEPTH));
    return proof?.line.length
      ? { fen: ex.payload.fen, move: proof.line[0]!, line: proof.line }
      : 'no-proof';
  }
  return null;
}

const isMixed = (idea: SyllabusIdea) => idea.id.startsWith('mixed-');

/**
 * Rule (a): in every lesson, at least 80 % of the graded board exercises whose idea (their own
 * `idea` tag, else the lesson's) has a detector pass that detector; a detector the syllabus names
 * must exist in ideaDetectors; in a mixed lesson every graded board exercise names its idea.
 */
export function checkIdeas(
  sections: LoadedSection[],
  syllabus: Syllabus,
  cache: EngineCache,
): { errors: string[]; lessons: LessonShare[] } {
  const errors: string[] = [];
  const byId = new Map(syllabus.ideas.map((i) => [i.id, i]));
  const byLesson = ideaOfLesson(syllabus);
  for (const idea of syllabus.ideas)
    if (idea.detector && !ideaDetectors[idea.detector])
      errors.push(
        `syllabus: idea "${idea.id}" names detector "${idea.detector}", which is not in ideaDetectors`,
      );
  const lessons: LessonShare[] = [];
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        const lessonIdea = byLesson.get(lesson.id);
        if (!lessonIdea) continue; // rule (f) reports it
        const share: LessonShare = {
          section: section.id,
          lesson: lesson.id,
          idea: lessonIdea.id,
          checked: 0,
          passing: 0,
          failing: [],
        };
        for (const ex of lesson.exercises) {
          const c = boardCase(ex, cache);
          if (c === null) continue;
          if (isMixed(lessonIdea) && !ex.idea)
            errors.push(
              `${file} › ${lesson.id} › ${ex.id}: a mixed lesson's board exercise needs an idea tag`,
            );
          const idea = byId.get(ex.idea ?? lessonIdea.id);
          if (!idea?.detector) continue;
          share.checked += 1;
          const detect = ideaDetectors[idea.detector];
          let ok = false;
          try {
            ok = c !== 'no-proof' && !!detect?.(c);
          } catch (e) {
            errors.push(
              `${file} › ${lesson.id} › ${ex.id}: detector "${idea.detector}" threw ${(e as Error).message}`,
            );
          }
          if (ok) share.passing += 1;
          else share.failing.push(c === 'no-proof' ? `${ex.id} (no proof)` : ex.id);
        }
        if (share.checked) lessons.push(share);
        if (share.checked && share.passing < DETECTOR_SHARE * share.checked)
          errors.push(
            `${file} › ${lesson.id}: ${share.passing}/${share.checked} graded board exercises show "${lessonIdea.id}" (${pct(share)}, at least 80 %); failing: ${share.failing.join(', ')}`,
          );
      }
  return { errors, lessons };
}

export const pct = (s: { passing: number; checked: number }) =>
  `${Math.round((100 * s.passing) / Math.max(1, s.checked))} %`;
