import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExerciseType, SectionContent } from '@ascend/contract';

/** The curriculum the server loaded: the repository's content/ (CONTENT_DIR to point elsewhere). */
const dir =
  process.env.CONTENT_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** Lesson slugs in path order with the exercise types each uses (locked lessons hide theirs from the API). */
export function contentLessons(): { slug: string; types: ExerciseType[] }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((f) => {
    const section = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SectionContent;
    return section.units.flatMap((u) =>
      u.lessons.map((l) => ({ slug: l.id, types: l.exercises.map((e) => e.type) })),
    );
  });
}
