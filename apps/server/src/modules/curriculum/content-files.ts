import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionContent, type SectionContent } from '@ascend/contract';

/** Finds the repository's content/ folder whether running from src/ (tsx) or dist/ (bundle). */
export function contentFolder(): string | null {
  // Another curriculum (the bench's synthetic ten-fold one, a staging copy) without a rebuild.
  if (process.env.CONTENT_DIR) return path.resolve(process.env.CONTENT_DIR);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'content');
    if (existsSync(candidate) && existsSync(path.join(dir, 'apps'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

/** A section file starts with its number (01-….json); syllabus.json and engine-cache/ beside them are not sections. */
const sectionFile = /^\d[\w-]*\.json$/;

export class ContentError extends Error {}

/**
 * Reads every content/*.json (a section each, in file-name order), validates it against the
 * contract and checks that ids are unique per kind. Throws ContentError listing every problem.
 */
export function readContent(dir: string): SectionContent[] {
  const files = readdirSync(dir)
    .filter((f) => sectionFile.test(f))
    .sort();
  const problems: string[] = [];
  const result: SectionContent[] = [];
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (err) {
      problems.push(`${file}: not valid JSON (${(err as Error).message})`);
      continue;
    }
    const parsed = sectionContent.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 10))
        problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    result.push(parsed.data);
  }
  problems.push(...duplicateIds(result));
  if (problems.length)
    throw new ContentError(`Invalid curriculum in ${dir}:\n  ${problems.join('\n  ')}`);
  return result;
}

/** Ids are the upsert keys, so each must be unique among its kind across all files. */
export function duplicateIds(content: SectionContent[]): string[] {
  const seen = {
    section: new Set<string>(),
    unit: new Set<string>(),
    lesson: new Set<string>(),
    exercise: new Set<string>(),
  };
  const problems: string[] = [];
  const check = (kind: keyof typeof seen, id: string) => {
    if (seen[kind].has(id)) problems.push(`${kind} id "${id}" is used more than once`);
    seen[kind].add(id);
  };
  for (const s of content) {
    check('section', s.id);
    for (const u of s.units) {
      check('unit', u.id);
      for (const l of u.lessons) {
        check('lesson', l.id);
        for (const e of l.exercises) check('exercise', e.id);
      }
    }
  }
  return problems;
}
