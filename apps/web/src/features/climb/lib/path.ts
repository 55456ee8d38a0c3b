import type { LessonItem, SectionItem, SectionProgress } from './types.ts';

/** How a lesson looks on the path. "current" is the one lesson the learner should do next. */
export type NodeState = 'locked' | 'current' | 'open' | 'done';

export function nodeState(lesson: LessonItem, currentLessonId: number | null): NodeState {
  if (lesson.id === currentLessonId && lesson.status !== 'locked') return 'current';
  if (lesson.status === 'completed') return 'done';
  if (lesson.status === 'locked') return 'locked';
  return 'open';
}

/**
 * Horizontal offset of the index-th node of a unit, in units of the path's amplitude (-1…1):
 * a sine wave, so the path winds left and right like a mountain trail. Every other unit swings
 * the other way first, so consecutive units do not repeat the same shape.
 */
export function nodeOffset(index: number, unitIndex = 0): number {
  const value = Math.sin((index * Math.PI) / 4) * (unitIndex % 2 === 0 ? 1 : -1);
  return Math.round(value * 1000) / 1000;
}

/**
 * The section to show on the climb: the one named by the query (?sectionId=, else ?section=
 * as its number), else the section the learner is working in, else the first.
 */
export function pickSection(
  sections: readonly SectionItem[],
  query: { section: string | null; sectionId: string | null },
  currentSectionId: number | null,
): SectionItem | null {
  const byId = (id: number | null) => (id === null ? undefined : sections.find((s) => s.id === id));
  const idParam = query.sectionId !== null ? Number(query.sectionId) : null;
  const numberParam = query.section !== null ? Number(query.section) : null;
  return (
    byId(idParam) ??
    sections.find((s) => s.number === numberParam) ??
    byId(currentSectionId) ??
    sections[0] ??
    null
  );
}

export interface ContinueTarget {
  lesson: LessonItem;
  label: 'Start' | 'Continue' | 'Practise again';
}

/**
 * What the section's Continue button opens: the learner's current lesson when it is in this
 * section, else the first unfinished open lesson (sections below the starting one are open for
 * replay), else — everything done — the first lesson to practise again. Null while locked.
 */
export function continueTarget(
  lessons: readonly LessonItem[],
  currentLessonId: number | null,
): ContinueTarget | null {
  const current = lessons.find((l) => l.id === currentLessonId && l.status !== 'locked');
  const next =
    current ?? lessons.find((l) => l.status === 'in_progress' || l.status === 'available');
  if (next) return { lesson: next, label: next.status === 'in_progress' ? 'Continue' : 'Start' };
  if (lessons.length > 0 && lessons.every((l) => l.status === 'completed'))
    return { lesson: lessons[0]!, label: 'Practise again' };
  return null;
}

/** The lesson the path marks as current: the server's, else the first unfinished open one here. */
export function currentLessonIn(
  lessons: readonly LessonItem[],
  progress: SectionProgress | undefined,
): number | null {
  const target = continueTarget(lessons, progress?.current_lesson?.id ?? null);
  return target && target.label !== 'Practise again' ? target.lesson.id : null;
}

export const lessonHref = (lessonId: number) => `/app/exercise?lessonId=${lessonId}`;
export const sectionHref = (s: Pick<SectionItem, 'number' | 'id'>) =>
  `/app/climb?section=${s.number}&sectionId=${s.id}`;
export const unitHref = (unitId: number) => `/app/climb/section/unit/${unitId}`;
