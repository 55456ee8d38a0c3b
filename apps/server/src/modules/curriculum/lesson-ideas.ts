import { readFileSync } from 'node:fs';
import path from 'node:path';
import { syllabus, type LessonIdea } from '@ascend/contract';
import { contentFolder } from './content-files.ts';

/**
 * content/syllabus.json by lesson slug, read once per process: like the outline it is immutable
 * data that ships with the content, and every process holds its own copy (ARCHITECTURE: scale
 * path). A missing or invalid file leaves every lesson without an idea card, never a 500.
 */
let held: Map<string, LessonIdea> | null = null;

function load(dir = contentFolder()): Map<string, LessonIdea> {
  const byLesson = new Map<string, LessonIdea>();
  if (!dir) return byLesson;
  let parsed;
  try {
    parsed = syllabus.safeParse(JSON.parse(readFileSync(path.join(dir, 'syllabus.json'), 'utf8')));
  } catch {
    return byLesson;
  }
  if (!parsed.success) return byLesson;
  for (const { id, name, area, explanation, example, lessons } of parsed.data.ideas)
    for (const lesson of lessons) byLesson.set(lesson, { id, name, area, explanation, example });
  return byLesson;
}

export function ideaOfLesson(lessonSlug: string): LessonIdea | null {
  held ??= load();
  return held.get(lessonSlug) ?? null;
}
