import { describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import { checkGiveaways, positionKey } from './giveaway-rule.ts';
import { positionalProblem, tacticOf } from './strategy-rule.ts';
import type { Analysis } from '../content-gen/engine/cache.ts';

const section = (lessonId: string, exercises: unknown[]) => [
  {
    file: '07-x.json',
    section: {
      id: 's',
      title: 'S',
      description: 'S',
      units: [
        {
          id: 'u',
          title: 'U',
          description: 'U',
          lessons: [{ id: lessonId, title: 'L', xp: 10, exercises }],
        },
      ],
    } as unknown as SectionContent,
  },
];
// Back rank: Rd8# (the answer) among quiet moves.
const backRank = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
const which = (labels: string[]) => ({
  id: 'w',
  type: 'objective_type',
  feedback: 'Rd8#',
  payload: {
    question: 'Which move wins?',
    fen: backRank,
    options: labels.map((text, i) => ({ id: String(i), text, move: ['d1d8', 'd1d2'][i] })),
    correct_option_id: '0',
  },
});
const best = (id: string, fen: string) => ({
  id,
  type: 'best_move_type',
  feedback: 'f',
  payload: { prompt: 'p', fen, solution: ['d1d8'] },
});

describe('issue 38, rule 3: nothing given away', () => {
  it('refuses an option that shows its mate mark and accepts the bare move', () => {
    expect(checkGiveaways(section('l', [which(['Rd8#', 'Rd2'])])).labels).toHaveLength(1);
    expect(checkGiveaways(section('l', [which(['Rd8', 'Rd2'])])).labels).toEqual([]);
  });

  it('refuses an intro card that shows the board of a graded exercise of its lesson', () => {
    const card = (fen: string) => ({
      id: 'i',
      type: 'info_type',
      feedback: 'f',
      payload: { text: 't', fen },
    });
    const r = checkGiveaways(section('l', [card(backRank), best('b', backRank)]));
    expect(r.introCards.join()).toContain('graded exercise b');
    // The same placement with other clocks is the same position.
    expect(positionKey(backRank)).toBe(positionKey(backRank.replace('0 1', '7 30')));
    const other = '6k1/5ppp/8/8/8/8/5PPP/2R3K1 w - - 0 1';
    expect(checkGiveaways(section('l', [card(other), best('b', backRank)])).introCards).toEqual([]);
  });

  it('counts a position graded twice and a board that starts in check outside the lessons on check', () => {
    expect(
      checkGiveaways(section('l', [best('a', backRank), best('b', backRank)])).repeats,
    ).toHaveLength(1);
    const inCheck = '4k3/8/8/8/8/8/4q3/4K3 w - - 0 1';
    expect(checkGiveaways(section('l', [best('a', inCheck)])).inCheck).toHaveLength(1);
    expect(checkGiveaways(section('escaping-check', [best('a', inCheck)])).inCheck).toEqual([]);
  });
});

describe('issue 38, rule 1: a strategy answer is not a tactic', () => {
  const analysis = (pv: string[], score: Analysis['lines'][number]['score']): Analysis =>
    ({ lines: [{ pv, score }] }) as Analysis;
  it('calls a mate within 6 plies and a line that wins two pawns of material a tactic', () => {
    expect(tacticOf(backRank, 'd1d8', analysis(['d1d8'], { type: 'mate', value: 1 }))).toContain(
      'mates',
    );
    // 1.Rxd7 wins a loose rook on d7: five pawns of material.
    const loose = '6k1/3r1ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
    expect(
      tacticOf(loose, 'd1d7', analysis(['d1d7', 'g8f8'], { type: 'cp', value: 600 })),
    ).toContain('wins 5');
    // A quiet rook move that wins nothing is not.
    expect(
      tacticOf(loose, 'd1e1', analysis(['d1e1', 'd7d2'], { type: 'cp', value: 0 })),
    ).toBeUndefined();
  });
});

describe('issue 38, rule 1: a positional answer is a good move, not the only one', () => {
  const line = (pv: string, value: number) => ({
    pv: [pv],
    score: { type: 'cp' as const, value },
  });
  const root = (...lines: ReturnType<typeof line>[]) => ({ lines }) as unknown as Analysis;
  const rookEnding = 'r5k1/pp3ppp/8/8/8/8/PP3PPP/3R2K1 w - - 0 1';
  it('accepts the idea among moves that keep the balance', () => {
    expect(
      positionalProblem(
        rookEnding,
        'd1d7',
        root(line('g2g3', 30), line('d1d7', 30), line('g1f1', 29)),
      ),
    ).toBeUndefined();
  });
  it('calls the only move that keeps the balance a calculation', () => {
    expect(
      positionalProblem(
        rookEnding,
        'd1d7',
        root(line('d1d7', 0), line('g2g3', -150), line('g1f1', -200)),
      ),
    ).toContain('only move that keeps the balance');
  });
  it('asks the answer to be among the engine’s good moves', () => {
    expect(
      positionalProblem(rookEnding, 'd1d7', root(line('g2g3', 30), line('g1f1', 29))),
    ).toContain('not among');
    expect(
      positionalProblem(rookEnding, 'd1d7', root(line('g2g3', 130), line('d1d7', 40))),
    ).toContain('below the engine');
  });
});
