import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import { checkLineDrills, planBoardProblems } from './line-drill-rule.ts';

/** A folder with no engine cache: every engine fact is missing. */
const noCache = fileURLToPath(new URL('./no-engine-cache-here', import.meta.url));
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// The Giuoco Piano after 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.c3 Nf6.
const italian = 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5';

const openings = (exercises: unknown[]) => [
  {
    file: '05-openings-you-meet.json',
    section: {
      id: 'openings-you-meet',
      title: 'S',
      description: 'S',
      units: [
        {
          id: 'open-games',
          title: 'U',
          description: 'U',
          lessons: [{ id: 'italian-game', title: 'L', xp: 10, exercises }],
        },
      ],
    } as unknown as SectionContent,
  },
];
const drill = (solution: string[], name: string) => ({
  id: 'd',
  type: 'best_move_type',
  feedback: 'f',
  payload: {
    prompt: 'p',
    fen: START,
    solution,
    drill: { kind: 'line', name, margin_cp: 60, alternatives: [] },
  },
});
const plan = (text: string, arrows: { from: string; to: string }[]) => ({
  id: 'p',
  type: 'info_type',
  feedback: 'f',
  payload: { text, fen: italian, arrows },
});

describe('issue 38.5: line drills and plan boards', () => {
  it('accepts a plan sentence true of its board and refuses one that is not', () => {
    const arrows = [{ from: 'd2', to: 'd4' }];
    expect(
      planBoardProblems(
        italian,
        arrows,
        'w',
        'The pawn on c3 supports d2–d4, and d4 hits the bishop on c5.',
      ),
    ).toEqual([]);
    const wrong = planBoardProblems(
      italian,
      [{ from: 'd2', to: 'd5' }],
      'w',
      'The knight on c5 goes, and the rook on a1 comes to h6.',
    );
    expect(wrong.join('\n')).toContain('a knight on c5');
    expect(wrong.join('\n')).toContain('arrow d2-d5 is not a move');
    expect(wrong.join('\n')).toContain('names h6');
  });

  it('fails an opening lesson without a drill, a short or unbooked line, and a drill without engine facts', async () => {
    const none = await checkLineDrills(openings([plan('The pawn on c3.', [])]), noCache);
    expect(none.problems.join()).toContain('an opening lesson without a line drill');

    const short = await checkLineDrills(
      openings([
        drill(['e2e4', 'e7e5', 'g1f3'], 'Italian Game'),
        plan('The pawn on c3 supports d2–d4.', [{ from: 'd2', to: 'd4' }]),
      ]),
      noCache,
    );
    const text = short.problems.join('\n');
    expect(text).toContain('2 learner moves, at least 4 expected');
    expect(text).toContain(`the line ends on the book's "King's Knight Opening"`);
    expect(text).toContain('not in the engine cache');

    const unbooked = await checkLineDrills(
      openings([
        drill(['h2h4', 'a7a5', 'h4h5', 'a5a4', 'h5h6', 'a4a3', 'h6g7'], 'Nonsense'),
        plan('The pawn on c3 supports d2–d4.', [{ from: 'd2', to: 'd4' }]),
      ]),
      noCache,
    );
    expect(unbooked.problems.join()).toContain('does not end on a position of the opening book');
  });

  it('needs a plan board with arrows after the drill', async () => {
    const r = await checkLineDrills(
      openings([drill(['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'c2c3'], 'x')]),
      noCache,
    );
    expect(r.problems.join()).toContain('no plan board');
  });
});
