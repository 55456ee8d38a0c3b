import { describe, expect, it } from 'vitest';
import type { LessonItem, SectionItem } from './types.ts';
import { continueTarget, nodeOffset, nodeState, pickSection } from './path.ts';

const lesson = (id: number, status: LessonItem['status']): LessonItem => ({
  id,
  slug: `l${id}`,
  serial: id,
  number: id,
  unit_id: 1,
  section_id: 1,
  title: `Lesson ${id}`,
  xp: 10,
  status,
  exercises_total: 8,
  exercises_answered: status === 'in_progress' ? 3 : 0,
  checkpoint: false,
});
const section = (id: number, number: number): SectionItem => ({
  id,
  slug: `s${id}`,
  serial: number,
  number,
  title: `Section ${number}`,
  description: '',
  status: 'available',
  units_total: 1,
  units_completed: 0,
  lessons_total: 1,
  lessons_completed: 0,
});

describe('nodeState', () => {
  it.each([
    [lesson(1, 'completed'), 2, 'done'],
    [lesson(2, 'available'), 2, 'current'],
    [lesson(2, 'in_progress'), 2, 'current'],
    [lesson(3, 'available'), 2, 'open'],
    [lesson(4, 'locked'), 2, 'locked'],
    [lesson(4, 'locked'), 4, 'locked'],
  ] as const)('%o with current %i is %s', (l, current, state) =>
    expect(nodeState(l, current)).toBe(state),
  );
});

describe('nodeOffset', () => {
  it('winds as a sine wave that starts centred and mirrors every other unit', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => nodeOffset(i))).toEqual([
      0, 0.707, 1, 0.707, 0, -0.707, -1,
    ]);
    expect(nodeOffset(2, 1)).toBe(-1);
  });
});

describe('pickSection', () => {
  const sections = [section(10, 1), section(11, 2), section(12, 3)];
  it('prefers the sectionId, then the section number, then the current one', () => {
    expect(pickSection(sections, { section: '3', sectionId: '11' }, 10)?.id).toBe(11);
    expect(pickSection(sections, { section: '3', sectionId: null }, 10)?.id).toBe(12);
    expect(pickSection(sections, { section: null, sectionId: null }, 11)?.id).toBe(11);
    expect(pickSection(sections, { section: 'x', sectionId: '99' }, null)?.id).toBe(10);
    expect(pickSection([], { section: null, sectionId: null }, null)).toBeNull();
  });
});

describe('continueTarget', () => {
  it('continues the current lesson, else the first unfinished open one', () => {
    expect(
      continueTarget([lesson(1, 'completed'), lesson(2, 'in_progress'), lesson(3, 'locked')], 2),
    ).toMatchObject({ lesson: { id: 2 }, label: 'Continue' });
    expect(continueTarget([lesson(1, 'completed'), lesson(2, 'available')], 99)).toMatchObject({
      lesson: { id: 2 },
      label: 'Start',
    });
  });
  it('offers practice once everything is done, and nothing while locked', () => {
    expect(continueTarget([lesson(1, 'completed'), lesson(2, 'completed')], null)).toMatchObject({
      lesson: { id: 1 },
      label: 'Practise again',
    });
    expect(continueTarget([lesson(1, 'locked')], null)).toBeNull();
    expect(continueTarget([], null)).toBeNull();
  });
});
