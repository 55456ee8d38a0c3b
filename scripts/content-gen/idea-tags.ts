import { readFileSync } from 'node:fs';
import { ideaDetectors } from '@ascend/chess';
import { syllabus as syllabusSchema, type SectionContent, type Syllabus } from '@ascend/contract';
import { boardCase } from '../content-check/ideas-rule.ts';
import { ideaOfLesson } from '../content-check/syllabus.ts';
import { sharedCache } from './engine/cache.ts';

let loaded: Syllabus | null = null;
const syllabus = () =>
  (loaded ??= syllabusSchema.parse(
    JSON.parse(readFileSync(new URL('../../content/syllabus.json', import.meta.url), 'utf8')),
  ));

/**
 * A checkpoint or review (a lesson of a mixed-* idea) practises the ideas of its unit: each of
 * its graded board exercises without an `idea` is tagged with the last idea of the unit, in
 * lesson order, whose detector the exercise passes, else with the unit's first idea (with a
 * detector the content check then counts it as failing; a unit of named openings has none). A tag written in the section script
 * is kept. Tags are recomputed on every build, so a proof that lands later can change them.
 */
export function tagMixedIdeas(section: SectionContent): SectionContent {
  const byLesson = ideaOfLesson(syllabus());
  const cache = sharedCache();
  for (const unit of section.units) {
    const ideas = unit.lessons
      .map((l) => byLesson.get(l.id))
      .filter((i, k, all) => !!i && !i.id.startsWith('mixed-') && all.indexOf(i) === k)
      .map((i) => i!);
    // Ideas with a detector first; a unit of named openings (no detectors) tags its own idea.
    const candidates = [...ideas.filter((i) => i.detector), ...ideas.filter((i) => !i.detector)];
    for (const lesson of unit.lessons) {
      if (!byLesson.get(lesson.id)?.id.startsWith('mixed-') || !candidates.length) continue;
      for (const ex of lesson.exercises) {
        const c = boardCase(ex, cache);
        if (c === null || ex.idea) continue;
        // The unit's latest idea the exercise shows: units build up, so it is the most specific
        // (a mate in one also gives check; it practises the mate).
        const shows =
          c !== 'no-proof' &&
          [...candidates].reverse().find((i) => i.detector && ideaDetectors[i.detector]?.(c));
        ex.idea = (shows || candidates[0]!).id;
      }
    }
  }
  return section;
}
