import type { LessonIdea, SectionItem, UnitItem } from '@ascend/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadPath } from './learner.ts';
import { ideaOfLesson } from './lesson-ideas.ts';
import type { LazyMap } from './progress-rules.ts';
import { pathRef } from './outline.ts';

export const SECTIONS_PAGE_SIZE = 20;

export async function listSections(db: Db, userId: number, page: number) {
  const { outline, view } = await loadPath(db, userId);
  const slice = outline.sections.slice((page - 1) * SECTIONS_PAGE_SIZE, page * SECTIONS_PAGE_SIZE);
  const results: SectionItem[] = slice.map((s) => {
    const tally = view.sections.get(s.id)!;
    return {
      ...pathRef(s),
      description: s.row.description,
      status: tally.status,
      units_total: tally.units,
      units_completed: tally.unitsCompleted,
      lessons_total: tally.total,
      lessons_completed: tally.completed,
    };
  });
  return { results, page, page_size: SECTIONS_PAGE_SIZE, total: outline.sections.length };
}

export async function listUnits(db: Db, userId: number, sectionId: number): Promise<UnitItem[]> {
  const { outline, view } = await loadPath(db, userId);
  const section = outline.section.get(sectionId);
  if (!section) throw new AppError(404, 'NOT_FOUND', `Section ${sectionId} not found`);
  return section.units.map((u) => {
    const tally = view.units.get(u.id)!;
    return {
      ...pathRef(u),
      section_id: section.id,
      description: u.row.description,
      status: tally.status,
      lessons_total: tally.total,
      lessons_completed: tally.completed,
    };
  });
}

/** Where to continue: the current lesson and its first exercise not answered in this run. */
export async function activeLearn(db: Db, userId: number) {
  const { outline, view, answeredIds } = await loadPath(db, userId);
  const current = view.current;
  if (!current)
    return { section: null, unit: null, lesson: null, exercise: null, completed_all: true };
  const lesson = outline.lesson.get(current.lessonId)!;
  const list = lesson.exerciseList.map((e) => e.row);
  const answered = answeredIds.get(lesson.id) ?? new Set<number>();
  const index = Math.max(
    0,
    list.findIndex((e) => !answered.has(e.id)),
  );
  const next = list[index];
  return {
    section: pathRef(outline.section.get(current.sectionId)!),
    unit: pathRef(outline.unit.get(current.unitId)!),
    lesson: pathRef(lesson),
    exercise: next ? { id: next.id, type: next.type, number: index + 1, total: list.length } : null,
    completed_all: false,
  };
}

export async function sectionProgress(db: Db, userId: number) {
  const { outline, learner, view } = await loadPath(db, userId);
  const current = view.current;
  const count = <T>(m: LazyMap<T>, done: (t: T) => boolean) => [...m.values()].filter(done).length;
  return {
    placement: learner.placement,
    start_section: view.startSection,
    current_section: current ? pathRef(outline.section.get(current.sectionId)!) : null,
    current_unit: current ? pathRef(outline.unit.get(current.unitId)!) : null,
    current_lesson: current ? pathRef(outline.lesson.get(current.lessonId)!) : null,
    section_ids: outline.sections.map((s) => s.id),
    totals: {
      sections: outline.section.size,
      units: outline.unit.size,
      lessons: outline.lesson.size,
    },
    completed: {
      sections: count(view.sections, (t) => t.status === 'completed'),
      units: count(view.units, (t) => t.status === 'completed'),
      lessons: count(view.lessons, (s) => s === 'completed'),
    },
  };
}

/** The idea a lesson teaches, for its idea card; 404 for an unknown lesson or one without an idea. */
export async function lessonIdea(db: Db, userId: number, lessonId: number): Promise<LessonIdea> {
  const { outline } = await loadPath(db, userId);
  const lesson = outline.lesson.get(lessonId);
  if (!lesson) throw new AppError(404, 'NOT_FOUND', `Lesson ${lessonId} not found`);
  const idea = ideaOfLesson(lesson.row.slug);
  if (!idea)
    throw new AppError(404, 'NOT_FOUND', `Lesson ${lessonId} has no idea card in the syllabus`);
  return idea;
}
