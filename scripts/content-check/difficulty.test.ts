import { describe, expect, it } from 'vitest';
import type { ExerciseContent, LessonContent, Syllabus } from '@ascend/contract';
import {
  boardQuestion,
  findShare,
  humanModel,
  median,
  orderLesson,
} from '../content-gen/difficulty.ts';
import { checkTargets } from './syllabus.ts';
import type { LoadedSection } from './load.ts';

const info = (id: string): ExerciseContent => ({
  id,
  type: 'info_type',
  feedback: 'ok',
  payload: { text: 'An idea.' },
});
const board = (id: string, p: number): ExerciseContent => ({
  id,
  type: 'best_move_type',
  feedback: 'ok',
  payload: { prompt: 'Find it.', fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1', solution: ['a1a8'] },
  difficulty: { model: 'maia-1100', p },
});

describe('difficulty (issue 38.2, ADR 0048)', () => {
  it('orders only the measured boards, easier first, and keeps every id on its exercise', () => {
    const lesson: LessonContent = {
      id: 'l',
      title: 'L',
      xp: 10,
      exercises: [
        info('l-1'),
        board('l-2', 0.2),
        board('l-3', 0.9),
        info('l-4'),
        board('l-5', 0.5),
      ],
    };
    expect(orderLesson(lesson)).toBe(true);
    expect(lesson.exercises.map((e) => e.id)).toEqual(['l-1', 'l-3', 'l-5', 'l-4', 'l-2']);
    expect(lesson.exercises.map((e) => e.difficulty?.p)).toEqual([
      undefined,
      0.9,
      0.5,
      undefined,
      0.2,
    ]);
    expect(orderLesson(lesson)).toBe(false);
  });

  it('counts every mate where any mate is accepted, and only the answer otherwise', () => {
    // Two back-rank mates, Ra8# and Rb8#: with any mate accepted both count.
    const fen = '6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1';
    const ex = (mate: boolean): ExerciseContent => ({
      id: 'x',
      type: 'best_move_type',
      feedback: 'ok',
      payload: {
        prompt: 'Mate.',
        fen,
        solution: ['a1a8'],
        ...(mate ? { accept_any_mate: true } : {}),
      },
    });
    const predicted = humanModel(1100).predict({ fen });
    const only = findShare(predicted, boardQuestion(ex(false))!);
    const any = findShare(predicted, boardQuestion(ex(true))!);
    const b8 = predicted.find((m) => m.uci === 'b1b8')!.p;
    expect(any).toBeCloseTo(only + b8, 6);
    expect(only).toBeGreaterThan(0);
  });

  it('has no board move for an info card', () => {
    expect(boardQuestion(info('i'))).toBeNull();
  });

  it('takes the median of an even list as the mean of the middle two', () => {
    expect(median([0.1, 0.4, 0.2, 0.3])).toBeCloseTo(0.25);
    expect(median([])).toBeUndefined();
  });

  it('rejects a target rating that falls from one section to the next', () => {
    const sections = ['a', 'b'].map(
      (id) => ({ file: `${id}.json`, section: { id } }) as unknown as LoadedSection,
    );
    const s = (a: number, b: number) =>
      ({
        ideas: [],
        sections: [
          { section: 'a', target_rating: a, why: 'x' },
          { section: 'b', target_rating: b, why: 'y' },
        ],
      }) as unknown as Syllabus;
    expect(checkTargets(s(1100, 1300), sections)).toEqual([]);
    expect(checkTargets(s(1500, 1300), sections).join()).toMatch(/falls from 1500/);
    expect(
      checkTargets({ ideas: [], sections: [] } as unknown as Syllabus, sections).join(),
    ).toMatch(/no section target/);
  });
});
