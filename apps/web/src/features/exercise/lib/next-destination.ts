import type { LessonItem, SectionItem, UnitItem } from '@ascend/contract';

/** Where the learner stands: the finished lesson inside its unit, section and the whole path. */
export interface PathPosition {
  sections: SectionItem[];
  sectionIndex: number;
  units: UnitItem[];
  unitIndex: number;
  lessons: LessonItem[];
  lessonIndex: number;
}

export type Destination =
  | { kind: 'lesson'; lessonId: number }
  | { kind: 'unit'; unitId: number; unitNumber: number; sectionId: number }
  | { kind: 'section'; number: number; sectionId: number }
  | { kind: 'climb' };

/**
 * The Next button after a lesson (spec §4): the next lesson of the unit; else the next unit of
 * the section; else, when sections remain, the next section on the climb
 * (/app/climb?section=&sectionId=); else the climb itself.
 */
export function nextDestination(p: PathPosition): Destination {
  const lesson = p.lessons[p.lessonIndex + 1];
  if (lesson) return { kind: 'lesson', lessonId: lesson.id };
  const unit = p.units[p.unitIndex + 1];
  const section = p.sections[p.sectionIndex];
  if (unit && section)
    return { kind: 'unit', unitId: unit.id, unitNumber: unit.number, sectionId: section.id };
  const next = p.sections[p.sectionIndex + 1];
  if (next) return { kind: 'section', number: next.number, sectionId: next.id };
  return { kind: 'climb' };
}

export function destinationPath(d: Destination): string {
  switch (d.kind) {
    case 'lesson':
      return `/app/exercise?lessonId=${d.lessonId}`;
    case 'unit':
      return `/app/climb/section/unit/${d.unitId}`;
    case 'section':
      return `/app/climb?section=${d.number}&sectionId=${d.sectionId}`;
    case 'climb':
      return '/app/climb';
  }
}
