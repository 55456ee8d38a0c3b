import type { Skill } from '@ascend/chess';
import type { RecommendedLesson } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { type LessonNode, type Outline, loadPath } from '../curriculum/index.ts';

/** How many lessons the training card recommends. */
export const RECOMMENDED_LESSONS = 4;

type Tagged = { lesson: LessonNode; count: number };

// The outline is immutable between content loads, so its skill index is built once per outline.
const indexes = new WeakMap<Outline, Map<string, Tagged[]>>();

function skillIndex(outline: Outline): Map<string, Tagged[]> {
  let index = indexes.get(outline);
  if (index) return index;
  index = new Map();
  for (const section of outline.sections)
    for (const unit of section.units)
      for (const lesson of unit.lessons) {
        const counts = new Map<string, number>();
        for (const ex of lesson.exerciseList)
          for (const skill of ex.row.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
        for (const [skill, count] of counts) {
          const list = index.get(skill) ?? [];
          list.push({ lesson, count });
          index.set(skill, list);
        }
      }
  indexes.set(outline, index);
  return index;
}

/**
 * Climb lessons with exercises tagged with the skill, for the learner (ADR 0024): lessons open
 * and not finished first (the next ones on the path), then the locked ones that come next,
 * then finished ones to revisit; within each group, path order.
 */
export async function recommendedLessons(
  db: Db,
  userId: number,
  skill: Skill,
): Promise<RecommendedLesson[]> {
  const path = await loadPath(db, userId);
  const tagged = skillIndex(path.outline).get(skill) ?? [];
  const rank = { next: 0, locked: 1, done: 2 } as const;
  return tagged
    .map(({ lesson, count }, order) => {
      const status = path.view.lessons.get(lesson.id);
      const state: RecommendedLesson['status'] =
        status === 'completed' ? 'done' : status === 'locked' ? 'locked' : 'next';
      return { lesson, count, order, state };
    })
    .sort((a, b) => rank[a.state] - rank[b.state] || a.order - b.order)
    .slice(0, RECOMMENDED_LESSONS)
    .map(({ lesson, count, state }) => {
      const unit = path.outline.unit.get(lesson.unitId)!;
      const section = path.outline.section.get(lesson.sectionId)!;
      return {
        id: lesson.id,
        title: lesson.row.title,
        unit_title: unit.row.title,
        section_title: section.row.title,
        skill_exercises: count,
        status: state,
      };
    });
}
