import { describe, expect, it } from 'vitest';
import type { LessonItem, SectionItem, UnitItem } from '@ascend/contract';
import { destinationPath, nextDestination, type PathPosition } from './next-destination.ts';

const section = (id: number, number: number) => ({ id, number }) as SectionItem;
const unit = (id: number) => ({ id }) as UnitItem;
const lesson = (id: number) => ({ id }) as LessonItem;
const at = (p: Partial<PathPosition>): PathPosition => ({
  sections: [section(1, 1), section(2, 2)],
  sectionIndex: 0,
  units: [unit(10), unit(11)],
  unitIndex: 0,
  lessons: [lesson(100), lesson(101)],
  lessonIndex: 0,
  ...p,
});

describe('next destination after a lesson', () => {
  it('goes to the next lesson of the unit', () => {
    expect(destinationPath(nextDestination(at({})))).toBe('/app/exercise?lessonId=101');
  });
  it('goes to the next unit after the last lesson of a unit', () => {
    expect(destinationPath(nextDestination(at({ lessonIndex: 1 })))).toBe(
      '/app/climb/section/unit/11',
    );
  });
  it('goes to the next section on the climb after the last unit', () => {
    expect(destinationPath(nextDestination(at({ lessonIndex: 1, unitIndex: 1 })))).toBe(
      '/app/climb?section=2&sectionId=2',
    );
  });
  it('goes to the climb after the last lesson of the last section', () => {
    expect(nextDestination(at({ lessonIndex: 1, unitIndex: 1, sectionIndex: 1 }))).toEqual({
      kind: 'climb',
    });
  });
});
