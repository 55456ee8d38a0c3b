import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExerciseContent, ExerciseType, SectionContent, SyllabusIdea } from '@ascend/contract';

/** The curriculum the server loaded: the repository's content/ (CONTENT_DIR to point elsewhere). */
const dir =
  process.env.CONTENT_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** Lesson slugs in path order with the exercise types each uses (locked lessons hide theirs from the API). */
export function contentLessons(): { slug: string; types: ExerciseType[] }[] {
  return contentSections().flatMap((section) =>
    section.units.flatMap((u) =>
      u.lessons.map((l) => ({ slug: l.id, types: l.exercises.map((e) => e.type) })),
    ),
  );
}

/** The section files (01-….json) in order; syllabus.json and engine-cache/ beside them are not sections. */
export function contentSections(): SectionContent[] {
  return readdirSync(dir)
    .filter((f) => /^\d[\w-]*\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SectionContent);
}

/** Every exercise as written in content/ (with what the API withholds: option moves, refutations). */
export function contentExercises(): { lesson: string; exercise: ExerciseContent }[] {
  return contentSections().flatMap((s) =>
    s.units.flatMap((u) =>
      u.lessons.flatMap((l) => l.exercises.map((e) => ({ lesson: l.id, exercise: e }))),
    ),
  );
}

/** content/syllabus.json, as far as the journeys read it. */
export function syllabusIdeas(): SyllabusIdea[] {
  return (
    JSON.parse(readFileSync(path.join(dir, 'syllabus.json'), 'utf8')) as { ideas: SyllabusIdea[] }
  ).ideas;
}
