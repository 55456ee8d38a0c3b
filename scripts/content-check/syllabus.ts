import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { syllabus as syllabusSchema, type Syllabus, type SyllabusIdea } from '@ascend/contract';
import { fenProblem } from '@ascend/chess';
import type { LoadedSection } from './load.ts';

export type LoadedSyllabus = { syllabus: Syllabus | null; errors: string[] };

/** Reads content/syllabus.json (issue 27): the ideas, their detectors and their lessons. */
export function loadSyllabus(dir: string): LoadedSyllabus {
  const file = path.join(dir, 'syllabus.json');
  if (!existsSync(file)) return { syllabus: null, errors: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { syllabus: null, errors: [`syllabus.json: not valid JSON (${(e as Error).message})`] };
  }
  const parsed = syllabusSchema.safeParse(json);
  if (!parsed.success)
    return {
      syllabus: null,
      errors: parsed.error.issues.map((i) => `syllabus.json: ${i.path.join('.')}: ${i.message}`),
    };
  return { syllabus: parsed.data, errors: [] };
}

/** lesson id → its idea. */
export function ideaOfLesson(s: Syllabus): Map<string, SyllabusIdea> {
  const m = new Map<string, SyllabusIdea>();
  for (const idea of s.ideas) for (const l of idea.lessons) m.set(l, idea);
  return m;
}

/**
 * Rule (f): every lesson of the content is in exactly one idea, every idea's lessons exist, every
 * idea with lessons has a legal example, and every per-exercise `idea` tag names an idea.
 */
export function checkSyllabus(s: Syllabus, sections: LoadedSection[]): string[] {
  const errors: string[] = [];
  const byLesson = ideaOfLesson(s);
  const ideaIds = new Set(s.ideas.map((i) => i.id));
  const lessons = new Set<string>();
  for (const { file, section } of sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        lessons.add(lesson.id);
        if (!byLesson.has(lesson.id))
          errors.push(`syllabus: lesson "${lesson.id}" (${file}) is in no idea`);
        for (const ex of lesson.exercises)
          if (ex.idea && !ideaIds.has(ex.idea))
            errors.push(
              `${file} › ${lesson.id} › ${ex.id}: idea "${ex.idea}" is not in the syllabus`,
            );
      }
  errors.push(...checkTargets(s, sections));
  for (const idea of s.ideas) {
    for (const l of idea.lessons)
      if (!lessons.has(l)) errors.push(`syllabus: idea "${idea.id}" names unknown lesson "${l}"`);
    for (const l of idea.also_in ?? [])
      if (!lessons.has(l))
        errors.push(`syllabus: idea "${idea.id}" is also in unknown lesson "${l}"`);
      else if (idea.lessons.includes(l))
        errors.push(`syllabus: idea "${idea.id}" lists "${l}" as its own lesson and in also_in`);
    const problem = fenProblem(idea.example.fen);
    if (problem) errors.push(`syllabus: idea "${idea.id}": example ${problem}`);
  }
  return errors;
}

/** Ideas that no lesson teaches yet, neither as its own idea nor alongside it (`also_in`). */
export const untaughtIdeas = (s: Syllabus): string[] =>
  s.ideas.filter((i) => !i.lessons.length && !i.also_in?.length).map((i) => i.id);

/**
 * Issue 38.2 (ADR 0048): one target rating per section, in section order, never falling, so the
 * human model that measures a section's boards is never weaker than the one before.
 */
export function checkTargets(s: Syllabus, sections: LoadedSection[]): string[] {
  const errors: string[] = [];
  const targets = s.sections ?? [];
  const ids = sections.map((x) => x.section.id);
  if (!targets.length) return ['syllabus: no section target ratings (`sections`)'];
  const listed = targets.map((t) => t.section);
  for (const { file, section } of sections)
    if (!listed.includes(section.id))
      errors.push(`syllabus: section "${section.id}" (${file}) has no target rating`);
  for (const t of targets)
    if (!ids.includes(t.section))
      errors.push(`syllabus: target rating for unknown section "${t.section}"`);
  if (new Set(listed).size !== listed.length) errors.push('syllabus: a section has two targets');
  const inOrder = listed.filter((x) => ids.includes(x));
  if (inOrder.join() !== ids.filter((x) => listed.includes(x)).join())
    errors.push('syllabus: section targets are not in section order');
  for (let i = 1; i < targets.length; i++)
    if (targets[i]!.target_rating < targets[i - 1]!.target_rating)
      errors.push(
        `syllabus: target rating falls from ${targets[i - 1]!.target_rating} (${targets[i - 1]!.section}) to ${targets[i]!.target_rating} (${targets[i]!.section})`,
      );
  return errors;
}
