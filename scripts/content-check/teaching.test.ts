import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentCheck } from '../content-check.ts';
import { sentences } from './feedback-rule.ts';

// Issue 27's rules (ADR 0031) on a small curriculum that breaks each of them once.
const mateFen = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
const best = (id: string, solution: string, feedback: string) => ({
  id,
  type: 'best_move_type',
  feedback,
  skills: ['tactics'],
  payload: { prompt: 'Mate in one.', fen: mateFen, solution: [solution] },
});
const section = {
  id: 's',
  title: 'S',
  description: 'S',
  units: [
    {
      id: 'u',
      title: 'U',
      description: 'U',
      lessons: [
        {
          id: 'mates',
          title: 'Mates',
          xp: 10,
          exercises: [
            best('m-1', 'd1d8', 'The rook goes to the back rank today.'),
            best('m-2', 'd1d7', 'The rook goes to the back rank today.'),
            best('m-3', 'd1d6', 'The rook goes to the back rank today.'),
            best('m-4', 'd1d5', 'The rook goes to the back rank today.'),
            best('m-5', 'd1d4', 'The rook goes to the back rank today.'),
            best('m-6', 'd1d3', 'The rook goes to the back rank today.'),
            {
              id: 'm-7',
              type: 'objective_type',
              feedback: 'Rd8 is the only check.',
              skills: ['tactics'],
              payload: {
                question: 'Which move gives checkmate? (White to move)',
                fen: mateFen,
                options: [
                  { id: 'a', text: 'Rd8', move: 'd1d8' },
                  { id: 'b', text: 'h3', move: 'h2h3' },
                  { id: 'c', text: 'g3' },
                  // Another rook move, so the rook alone does not give the answer away (issue 38.3).
                  { id: 'd', text: 'Rd2', move: 'd1d2' },
                ],
                correct_option_id: 'a',
              },
            },
            {
              id: 'm-8',
              type: 'game_type',
              feedback: 'Mated.',
              skills: ['tactics'],
              payload: {
                prompt: 'Mate.',
                fen: mateFen,
                goal: { kind: 'mate', moves: 3 },
                engine: { skill: 0, depth: 1 },
              },
            },
          ],
        },
      ],
    },
  ],
};
const syllabus = {
  sections: [{ section: 's', target_rating: 1100, why: 'The fixture section.' }],
  ideas: [
    {
      id: 'mate-in-one',
      name: 'Mate in one',
      area: 'basics',
      explanation: 'A check with no way out: no square, no block, no capture of the checker.',
      example: { fen: mateFen },
      detector: 'mate-in-one',
      lessons: ['mates'],
    },
    {
      id: 'seen-nowhere',
      name: 'An idea whose detector does not exist',
      area: 'tactics',
      explanation: 'This idea names a detector that no area table has, which is an error.',
      example: { fen: mateFen },
      detector: 'no-such-detector',
      lessons: [],
    },
  ],
};

describe('the issue-27 rules of the content check', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'teaching-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, '01-s.json'), JSON.stringify(section));
  writeFileSync(path.join(dir, 'syllabus.json'), JSON.stringify(syllabus));
  mkdirSync(path.join(dir, 'engine-cache'));

  it('reports each broken rule, and --report keeps rules (a)–(e) from failing', async () => {
    const strict = await runContentCheck(dir, { engine: false, coverage: false });
    const text = strict.errors.join('\n');
    // (a) Rd8# in one best move and the question; the other best moves and the unproved game fail.
    expect(text).toMatch(/mates: 2\/8 graded board exercises show "mate-in-one" \(25 %/);
    expect(text).toContain('names detector "no-such-detector", which is not in ideaDetectors');
    // (b) the answer is the only check; an option has no move.
    expect(text).toContain('option "g3" has no move (uci)');
    // (c) no refutation stored for the best-move exercises.
    expect(text).toContain('m-1 (best_move_type): not in the engine cache');
    // (d) a mate play-out at skill 0 with no proof.
    expect(text).toContain('must face full strength (skill 20, depth ≥ 12), not skill 0 depth 1');
    expect(text).toContain('no play-out proof in the engine cache');
    // (e) one sentence in six exercises.
    expect(text).toContain('"The rook goes to the back rank today." closes 6 exercises');

    const report = await runContentCheck(dir, { engine: false, coverage: false, report: true });
    // The fixture grades one board eight times: issue 38's repeats rule, which --report does not
    // relax, reports those and nothing else.
    expect(report.errors.length).toBeGreaterThan(0);
    expect(report.errors.filter((e) => !/is already graded in/.test(e))).toEqual([]);
    expect(report.teaching!.problems.a.length).toBeGreaterThan(0);
    expect(report.summary).toContain('mates (mate-in-one): 2/8 = 25 %');
  });

  it('counts the which-move option whose answer is the only capture or check', async () => {
    writeFileSync(
      path.join(dir, '01-s.json'),
      JSON.stringify({
        ...section,
        units: [
          {
            ...section.units[0],
            lessons: [
              {
                ...section.units[0]!.lessons[0]!,
                exercises: [section.units[0]!.lessons[0]!.exercises[6]!].map((e) => ({
                  ...e,
                  payload: {
                    ...(e.payload as object),
                    options: [
                      { id: 'a', text: 'Rd8', move: 'd1d8' },
                      { id: 'b', text: 'h3', move: 'h2h3' },
                    ],
                  },
                })),
              },
            ],
          },
        ],
      }),
    );
    const { teaching } = await runContentCheck(dir, { engine: false, coverage: false });
    expect(teaching!.problems.b.join()).toContain('the answer Rd8# is the only capture or check');
    expect(teaching!.sections[0]).toMatchObject({ whichMove: 1, forcingOnly: 1 });
  });

  it('splits feedback into sentences, leaving out move numbers and bare moves', () => {
    expect(sentences('1. Qxf7#. Scholar’s mate again on f7. The king had no square.')).toEqual([
      'Scholar’s mate again on f7.',
      'The king had no square.',
    ]);
  });
});
