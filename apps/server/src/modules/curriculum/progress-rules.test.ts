import { describe, expect, it } from 'vitest';
import type { Placement } from '@ascend/contract';
import { aggregate, computeProgress, startSection, type OutlineSection } from './progress-rules.ts';

// Three sections of one unit each; lesson ids are section*10 + n, unit ids section*100.
const outline: OutlineSection[] = [1, 2, 3].map((s) => ({
  id: s,
  units: [{ id: s * 100, lessons: [1, 2].map((n) => ({ id: s * 10 + n, exercises: 3 })) }],
}));

const view = (placement: Placement, completed: number[] = [], answered: [number, number][] = []) =>
  computeProgress(outline, {
    placement,
    completed: new Set(completed),
    answered: new Map(answered),
  });

describe('placement', () => {
  it.each([
    ['not_set', 1],
    ['new', 1],
    ['can_move_pieces', 2],
    ['knows_tactics_and_strategy', 3],
  ] as const)('%s starts at section %i', (placement, start) => {
    expect(startSection(placement, 4)).toBe(start);
  });

  it('clamps the start to the sections that exist', () => {
    expect(startSection('knows_tactics_and_strategy', 2)).toBe(2);
    expect(startSection('new', 0)).toBe(1);
  });

  it('a new learner has only the first lesson open', () => {
    const v = view('new');
    expect([...v.lessons.entries()]).toEqual([
      [11, 'available'],
      [12, 'locked'],
      [21, 'locked'],
      [22, 'locked'],
      [31, 'locked'],
      [32, 'locked'],
    ]);
    expect(v.current).toEqual({ sectionId: 1, unitId: 100, lessonId: 11 });
  });

  it('can_move_pieces opens all of section 1 for replay and the first lesson of section 2', () => {
    const v = view('can_move_pieces');
    expect(v.lessons.get(11)).toBe('available');
    expect(v.lessons.get(12)).toBe('available');
    expect(v.lessons.get(21)).toBe('available');
    expect(v.lessons.get(22)).toBe('locked');
    expect(v.sections.get(1)?.status).toBe('available');
    expect(v.current?.lessonId).toBe(21);
  });

  it('knows_tactics_and_strategy starts at section 3', () => {
    const v = view('knows_tactics_and_strategy');
    expect(v.lessons.get(22)).toBe('available');
    expect(v.lessons.get(31)).toBe('available');
    expect(v.lessons.get(32)).toBe('locked');
    expect(v.startSection).toBe(3);
  });
});

describe('unlocking in order', () => {
  it('completing a lesson opens the next, across unit and section boundaries', () => {
    const v = view('new', [11, 12]);
    expect(v.lessons.get(21)).toBe('available');
    expect(v.lessons.get(22)).toBe('locked');
    expect(v.units.get(100)).toEqual({ status: 'completed', total: 2, completed: 2 });
    expect(v.sections.get(1)).toMatchObject({ status: 'completed', units: 1, unitsCompleted: 1 });
    expect(v.sections.get(2)?.status).toBe('available');
    expect(v.current).toEqual({ sectionId: 2, unitId: 200, lessonId: 21 });
  });

  it('answering part of a lesson marks it and its parents in progress', () => {
    const v = view('new', [], [[11, 1]]);
    expect(v.lessons.get(11)).toBe('in_progress');
    expect(v.units.get(100)?.status).toBe('in_progress');
    expect(v.sections.get(1)?.status).toBe('in_progress');
    expect(v.sections.get(2)?.status).toBe('locked');
  });

  it("a lesson inserted before the learner's position becomes the next one; done lessons stay open", () => {
    const v = view('new', [11, 21]);
    expect(v.lessons.get(12)).toBe('available');
    expect(v.lessons.get(21)).toBe('completed');
    expect(v.lessons.get(22)).toBe('locked');
    expect(v.current?.lessonId).toBe(12);
  });

  it('a lesson without exercises does not block the path', () => {
    const withEmpty: OutlineSection[] = [
      {
        id: 1,
        units: [
          {
            id: 100,
            lessons: [
              { id: 11, exercises: 0 },
              { id: 12, exercises: 2 },
            ],
          },
        ],
      },
    ];
    const v = computeProgress(withEmpty, {
      placement: 'new',
      completed: new Set(),
      answered: new Map(),
    });
    expect(v.lessons.get(12)).toBe('available');
    expect(v.current?.lessonId).toBe(12);
  });

  it('after the start section is done, unfinished skipped lessons are where to continue; then nothing', () => {
    expect(view('knows_tactics_and_strategy', [31, 32]).current?.lessonId).toBe(11);
    expect(view('new', [11, 12, 21, 22, 31, 32]).current).toBeNull();
  });
});

describe('aggregate', () => {
  it.each([
    [[], 'locked'],
    [['completed', 'completed'], 'completed'],
    [['completed', 'locked'], 'in_progress'],
    [['in_progress', 'locked'], 'in_progress'],
    [['available', 'locked'], 'available'],
    [['locked', 'locked'], 'locked'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(aggregate([...statuses])).toBe(expected);
  });
});

// Two units of two lessons and a checkpoint each (lesson n9 is unit n's checkpoint), then a
// second section of one unit: 101, 102, 109 | 201, 202, 209 | 301, 302, 309.
const withCheckpoints: OutlineSection[] = [
  {
    id: 1,
    units: [1, 2].map((u) => ({
      id: u,
      lessons: [1, 2, 9].map((n) => ({ id: u * 100 + n, exercises: 3, checkpoint: n === 9 })),
    })),
  },
  {
    id: 2,
    units: [
      {
        id: 3,
        lessons: [1, 2, 9].map((n) => ({ id: 300 + n, exercises: 3, checkpoint: n === 9 })),
      },
    ],
  },
];
const cpView = (
  placement: Placement,
  completed: number[] = [],
  answered: [number, number][] = [],
) =>
  computeProgress(withCheckpoints, {
    placement,
    completed: new Set(completed),
    answered: new Map(answered),
  });

describe('unit checkpoints', () => {
  it("opens the current unit's checkpoint from the start, so a learner can test out", () => {
    const v = cpView('new');
    expect(v.lessons.get(101)).toBe('available');
    expect(v.lessons.get(102)).toBe('locked');
    expect(v.lessons.get(109)).toBe('available');
    expect(v.lessons.get(201)).toBe('locked');
    expect(v.lessons.get(209)).toBe('locked');
  });

  it('keeps the next unit locked until the checkpoint is passed', () => {
    const v = cpView('new', [101, 102]);
    expect(v.lessons.get(109)).toBe('available');
    expect(v.lessons.get(201)).toBe('locked');
    expect(v.units.get(1)?.status).toBe('in_progress');
    expect(v.current?.lessonId).toBe(109);
  });

  it('passing the checkpoint passes the unit, skipped lessons stay open for replay', () => {
    const v = cpView('new', [109]);
    expect(v.units.get(1)?.status).toBe('completed');
    expect(v.lessons.get(101)).toBe('available');
    expect(v.lessons.get(102)).toBe('available');
    expect(v.lessons.get(201)).toBe('available');
    expect(v.lessons.get(209)).toBe('available');
    expect(v.lessons.get(202)).toBe('locked');
    expect(v.current?.lessonId).toBe(201);
  });

  it('a half-done checkpoint does not open the next unit', () => {
    const v = cpView('new', [], [[109, 2]]);
    expect(v.lessons.get(109)).toBe('in_progress');
    expect(v.lessons.get(201)).toBe('locked');
  });

  it('does not block a learner who already went past it (content added later)', () => {
    // Completed unit 1's lessons and started unit 2 before the checkpoints existed.
    const v = cpView('new', [101, 102], [[201, 1]]);
    expect(v.lessons.get(109)).toBe('available');
    expect(v.lessons.get(201)).toBe('in_progress');
    expect(v.current?.lessonId).toBe(201);
  });

  it('a learner placed above a unit can pass its checkpoint to mark the unit done', () => {
    const v = cpView('can_move_pieces', [109, 209]);
    expect(v.units.get(1)?.status).toBe('completed');
    expect(v.units.get(2)?.status).toBe('completed');
    expect(v.sections.get(1)?.status).toBe('completed');
    expect(v.sections.get(1)?.unitsCompleted).toBe(2);
    expect(v.current?.lessonId).toBe(301);
  });
});
