import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SectionContent } from '@ascend/contract';
import { checkGiveaways, loneKindProblem, positionKey } from './giveaway-rule.ts';
import { positionalProblem, tacticOf } from './strategy-rule.ts';
import type { Analysis } from '../content-gen/engine/cache.ts';
import { pickWrongOptions } from '../content-gen/engine/options.ts';
import { whichMoveProblems } from './option-rules.ts';
import { checkIssue38, enforcedIssue38 } from './issue38.ts';

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

// Nd5 puts the knight on an outpost (the answer, the first option) among the given [label, uci].
const outpost = 'r4rk1/1p2bppp/p1np4/4p3/4P3/1NN5/PPP2PPP/R4RK1 w - - 0 1';
const outpostQuestion = (moves: [string, string][]) =>
  ({
    id: 'q',
    type: 'objective_type',
    feedback: 'Nd5!',
    payload: {
      question: 'Which move puts the knight on an outpost?',
      fen: outpost,
      options: moves.map(([text, move], i) => ({ id: String(i), text, move })),
      correct_option_id: '0',
    },
  }) as never;

describe('issue 38, rule 3: nothing given away', () => {
  it('refuses an option that shows its mate mark and accepts the bare move', () => {
    expect(checkGiveaways(section('l', [which(['Rd8#', 'Rd2'])])).labels).toHaveLength(1);
    expect(checkGiveaways(section('l', [which(['Rd8', 'Rd2'])])).labels).toEqual([]);
  });

  it('refuses an answer that is the only option moving a piece of its kind', () => {
    // Nd5 puts the knight on an outpost; Rad1 and g3 are no knight moves, so the piece tells.
    const q = (moves: string[]) => outpostQuestion(moves.map((move) => [move, move]));
    expect(loneKindProblem(q(['c3d5', 'a1d1', 'g2g3']))).toContain('only knight move');
    const r = checkGiveaways(section('l', [q(['c3d5', 'a1d1', 'g2g3'])]));
    expect(r.loneKind).toHaveLength(1);
    expect(r.figures.loneKindQuestions).toBe(1);
    // Another knight move (Na5, not an outpost) among the options: the learner must see the idea.
    expect(loneKindProblem(q(['c3d5', 'a1d1', 'b3a5']))).toBeUndefined();
    expect(checkGiveaways(section('l', [q(['c3d5', 'a1d1', 'b3a5'])])).loneKind).toEqual([]);
    // Castling is a king move: O-O against Kh1 is not alone of its kind.
    const castle = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
    const k = (moves: string[]) =>
      ({
        ...(q(moves) as object),
        payload: { ...(q(moves) as { payload: object }).payload, fen: castle },
      }) as never;
    expect(loneKindProblem(k(['e1g1', 'a1a2']))).toContain('only king move');
    expect(loneKindProblem(k(['e1g1', 'e1f1']))).toBeUndefined();
  });

  it('the generator offers another move of the answer’s piece when the engine’s picks have none', () => {
    const line = (pv: string, value: number) => ({ pv: [pv], score: { type: 'cp', value } });
    const root = {
      lines: [line('c3d5', 120), line('a1d1', -200), line('g2g3', -210), line('f1d1', -220)],
    } as unknown as Analysis;
    const q = { fen: outpost, answer: 'c3d5' };
    const knights = (ucis: string[]) => ucis.filter((u) => ['b3', 'c3'].includes(u.slice(0, 2)));
    expect(knights(pickWrongOptions(q, root))).toEqual([]);
    const picked = pickWrongOptions({ ...q, sameKind: true }, root);
    expect(picked).toHaveLength(3);
    expect(knights(picked)).toHaveLength(1);
  });

  it('lets one other move of the answer’s piece stand outside the engine’s five best, no more', async () => {
    const line = (pv: string) => ({ pv: [pv], score: { type: 'cp', value: 0 } });
    const analyst = {
      analyse: async () => ({ lines: ['c3d5', 'a1d1', 'g2g3', 'f1d1'].map(line) }),
    } as never;
    const q = outpostQuestion;
    const stats = { whichMove: 0, forcingOnly: 0 };
    const one = await whichMoveProblems(
      q([
        ['Nd5', 'c3d5'],
        ['Rad1', 'a1d1'],
        ['g3', 'g2g3'],
        ['Na4', 'c3a4'],
      ]),
      analyst,
      stats,
    );
    expect(one.problems).toEqual([]);
    const two = await whichMoveProblems(
      q([
        ['Nd5', 'c3d5'],
        ['Rad1', 'a1d1'],
        ['Na4', 'c3a4'],
        ['Nc5', 'b3c5'],
      ]),
      analyst,
      stats,
    );
    expect(two.problems).toEqual([
      "wrong option Nc5 is quiet and not one of the engine's five best",
    ]);
    const rook = await whichMoveProblems(
      q([
        ['Nd5', 'c3d5'],
        ['Rad1', 'a1d1'],
        ['g3', 'g2g3'],
        ['Rab1', 'a1b1'],
      ]),
      analyst,
      stats,
    );
    expect(rook.problems.join()).toContain('Rab1 is quiet');
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

  it('counts a find-the-square board as graded, except on the starting position', () => {
    const findSquare = (id: string, fen: string) => ({
      id,
      type: 'visual_type',
      feedback: 'f',
      payload: {
        mode: 'find_square',
        prompt: 'Click the square the rook mates on',
        fen,
        square: 'd8',
      },
    });
    const r = checkGiveaways(section('l', [best('a', backRank), findSquare('v', backRank)]));
    expect(r.repeats.join()).toContain('› v (visual_type)');
    const card = {
      id: 'i',
      type: 'info_type',
      feedback: 'f',
      payload: { text: 't', fen: backRank },
    };
    expect(checkGiveaways(section('l', [card, findSquare('v', backRank)])).introCards).toHaveLength(
      1,
    );
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(
      checkGiveaways(section('l', [findSquare('v', start), findSquare('w', start)])).repeats,
    ).toEqual([]);
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

describe('issue 38.4: feedback true of the board, enforced on every section', () => {
  it('counts a false sentence of section 7 among the enforced problems', () => {
    // Rd8# mates; it wins no queen (Black has none).
    const ex = (feedback: string) => ({ ...best('b', backRank), feedback });
    const dir = path.join(tmpdir(), 'issue38-no-cache');
    const wrong = checkIssue38(section('l', [ex('Rd8# wins the queen.')]), dir);
    expect(wrong.problems.feedbackTruth).toHaveLength(1);
    expect(enforcedIssue38).toContain('feedbackTruth');
    expect(enforcedIssue38).toContain('repeats');
    expect(checkIssue38(section('l', [ex('Rd8# mates.')]), dir).problems.feedbackTruth).toEqual([]);
  });
});
