import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sectionContent, type SectionContent } from '@ascend/contract';

/** A section file starts with its number (01-….json); syllabus.json and engine-cache/ beside them are not sections. */
const sectionFile = /^\d[\w-]*\.json$/;

export type LoadedSection = { file: string; section: SectionContent };

/** Reads content/*.json in file-name order (that order is the section order). */
export function loadContent(dir: string): { sections: LoadedSection[]; errors: string[] } {
  const errors: string[] = [];
  const sections: LoadedSection[] = [];
  const files = readdirSync(dir)
    .filter((f) => sectionFile.test(f))
    .sort();
  if (files.length === 0) errors.push(`${dir}: no content files`);
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (e) {
      errors.push(`${file}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    const parsed = sectionContent.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    sections.push({ file, section: parsed.data });
  }
  return { sections, errors };
}
