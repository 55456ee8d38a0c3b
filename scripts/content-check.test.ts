import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir, issue27RewriteInProgress, runContentCheck } from './content-check.ts';
import { checkWhichMoveWins } from './content-check/engine-checks.ts';
import {
  checkCheckpoints,
  exerciseProblems,
  skillProblems,
} from './content-check/static-checks.ts';
import { Engine } from '@ascend/engine';

// The same check as `npm run content:check`, Stockfish included.
describe('the curriculum in content/', () => {
  it('passes every rule of the content check', { timeout: 900_000 }, async () => {
    const started = performance.now();
    const report = await runContentCheck(contentDir, { report: issue27RewriteInProgress });
    // The summary by section, type, skill and puzzle theme × range, as npm run content:check prints it.
    console.log(report.summary);
    console.log(
      `content check in ${((performance.now() - started) / 1000).toFixed(1)} s; engine searches not in the cache ${report.teaching?.searched}, sample re-searched ${report.teaching?.sampled}; fairness searches not in the cache ${report.fairness.searched}, sample re-searched ${report.fairness.sampled}`,
    );
    expect(report.errors).toEqual([]);
    expect(report.totals).toMatchObject({ sections: 7 });
    expect(report.totals.units).toBeGreaterThanOrEqual(28);
    expect(report.totals.lessons).toBeGreaterThanOrEqual(120);
    expect(report.totals.exercises).toBeGreaterThanOrEqual(1000);
    expect(report.totals.puzzles).toBeGreaterThanOrEqual(3000);
  });
});

const ex = (id: string, type: string, payload: object) => ({ id, type, feedback: 'ok', payload });
const badSection = {
  id: 'bad',
  title: 'Bad',
  description: 'Broken on purpose',
  units: [
    {
      id: 'u',
      title: 'U',
      description: 'U',
      lessons: [
        {
          id: 'l',
          title: 'L',
          xp: 10,
          exercises: [
            ex('illegal-fen', 'info_type', { text: 'x', fen: '4k3/8/8/8/8/8/8/4R1K1 w - - 0 1' }),
            ex('dup', 'matching_type', {
              prompt: 'x',
              pairs: [
                { left: 'Knight', right: '3' },
                { left: 'Bishop', right: '3' },
              ],
            }),
            ex('dup', 'objective_type', {
              question: 'x',
              options: [
                { id: 'a', text: 'A' },
                { id: 'b', text: 'B' },
              ],
              correct_option_id: 'c',
            }),
            ex('illegal-move', 'best_move_type', {
              prompt: 'x',
              fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
              solution: ['a1h8'],
            }),
            ex('not-best', 'best_move_type', {
              prompt: 'x',
              fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
              solution: ['d1d2'],
            }),
            ex('two-mates', 'best_move_type', {
              prompt: 'x',
              fen: '7k/6pp/8/8/8/8/8/R3R1K1 w - - 0 1',
              solution: ['a1a8'],
            }),
            ex('lost-game', 'game_type', {
              prompt: 'x',
              fen: '4k3/8/8/8/8/8/q7/4K3 w - - 0 1',
              goal: { kind: 'mate' },
              engine: { skill: 0, depth: 1 },
            }),
          ],
        },
      ],
    },
  ],
};

describe('the content check on broken content', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each problem precisely', { timeout: 120_000 }, async () => {
    writeFileSync(path.join(dir, '01-bad.json'), JSON.stringify(badSection));
    const { errors } = await runContentCheck(dir, { coverage: false });
    const text = errors.join('\n');
    expect(text).toContain('illegal-fen (info_type): illegal FEN');
    expect(text).toContain('duplicate exercise id "dup"');
    expect(text).toContain('ambiguous matching: "3" appears twice on the right');
    expect(text).toContain('correct_option_id "c" is not an option');
    expect(text).toContain('illegal-move (best_move_type): solution: Move 1 (a1h8) is not legal');
    expect(text).toMatch(
      /not-best \(best_move_type\): move 1 \(d1d2\): the engine's best is d1d8 \(mate 1\)/,
    );
    expect(text).toContain('two moves mate in 1');
    expect(text).toContain('lost-game (game_type): the learner is not clearly winning');
  });

  it('refuses a file that does not match the schema', async () => {
    writeFileSync(path.join(dir, '01-bad.json'), JSON.stringify({ id: 'Not A Slug', units: [] }));
    const { errors } = await runContentCheck(dir, { engine: false, coverage: false });
    expect(errors.some((e) => e.startsWith('01-bad.json: id: Ids are lower-case slugs'))).toBe(
      true,
    );
  });
});

describe('the fairness and recompute rules', () => {
  const skills = ['tactics'] as ('tactics' | 'strategy' | 'calculation' | 'attacking')[];
  it('refuses an untagged graded exercise and an info card about squares without a board', () => {
    const untagged = skillProblems({
      id: 'x',
      type: 'objective_type',
      feedback: 'f',
      payload: {
        question: 'q',
        options: [
          { id: 'a', text: 'A' },
          { id: 'b', text: 'B' },
        ],
        correct_option_id: 'a',
      },
    });
    expect(untagged.join()).toContain('graded exercise without skills');
    const card = exerciseProblems({
      id: 'y',
      type: 'info_type',
      feedback: 'f',
      payload: { text: 'The highlighted column is the e-file.' },
    });
    expect(card.join()).toContain('shows no board');
  });

  it('recomputes position questions: a wrongly keyed pinned piece fails', () => {
    // The black knight on c6 is pinned by the bishop on b5 against the king on e8.
    const fen = 'r1bqk2r/ppp2ppp/2np1n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 1';
    const q = (correct: string) =>
      exerciseProblems({
        id: 'p',
        type: 'objective_type',
        feedback: 'f',
        skills,
        payload: {
          question: 'Which piece is pinned to its king?',
          fen,
          options: [
            { id: 'a', text: 'The knight on c6' },
            { id: 'b', text: 'The knight on f6' },
          ],
          correct_option_id: correct,
        },
      });
    expect(q('a')).toEqual([]);
    expect(q('b').join()).toContain('recomputed: the answer "The knight on f6" is wrong');
  });

  it('asks the engine which move wins and refuses a wrong key', { timeout: 60_000 }, async () => {
    const engine = await Engine.start();
    try {
      const payload = (correct: string) => ({
        question: 'Which move wins? (White to move)',
        fen: '6k1/5ppp/8/8/8/8/q4PPP/3R2K1 w - - 0 1',
        options: [
          { id: 'a', text: 'Rd8#' },
          { id: 'b', text: 'Rd2' },
        ],
        correct_option_id: correct,
      });
      expect(await checkWhichMoveWins(engine, payload('a'))).toEqual([]);
      expect((await checkWhichMoveWins(engine, payload('b'))).join()).toContain('"Rd8#"');
    } finally {
      await engine.close();
    }
  });

  it('requires a checkpoint at the end of every unit', () => {
    const lesson = (id: string) => ({ id, title: id, xp: 10, exercises: [] });
    const errors = checkCheckpoints([
      {
        file: '01-x.json',
        section: {
          id: 's',
          title: 'S',
          description: 'S',
          units: [
            {
              id: 'u',
              title: 'U',
              description: 'U',
              lessons: [lesson('u-checkpoint'), lesson('l')],
            },
          ],
        },
      },
    ] as never);
    expect(errors.join('\n')).toContain('the last lesson must be the checkpoint "u-checkpoint"');
    expect(errors.join('\n')).toContain("only a unit's last lesson may be a checkpoint");
  });
});
