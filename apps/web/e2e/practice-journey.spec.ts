import { mkdirSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type Response,
} from './support/fixtures.ts';
import { Chess } from 'chess.js';
import type { ExerciseItem, PracticeItem, Puzzle, PuzzleRun } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { expectNoA11yViolations } from './support/axe.ts';
import { answerWrongly, drag, solve, verdict } from './support/exercise-driver.ts';
import { allLessons, learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { rightAnswer, wrongAnswer } from './support/solutions.ts';

/*
 * Issue 18: practice. A mistake in a lesson comes back in review; out of hearts, a practice
 * without a mistake gives a heart back; a Puzzle Streak of three ends at a wrong move.
 */
const SHOTS = '/tmp/shots';
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

async function learner(page: Page, request: APIRequestContext, tag: string) {
  const session = await signedInLearner(page, request, tag);
  await page.evaluate(() => localStorage.setItem('hasSeenAnnouncementPopup', 'true'));
  return { session, api: learnerApi(request, session) };
}

/** The first open lesson and its first question a learner can get wrong. */
async function firstQuestion(api: LearnerApi) {
  const lesson = (await allLessons(api)).find((l) => l.status === 'available')!;
  const exercises = await api.exercises(lesson.id);
  const exercise = exercises.find((e) => e.type === 'objective_type')!;
  expect(exercise, 'the first lesson has a question').toBeDefined();
  return { lesson, exercises, exercise };
}

const jsonOf = <T>(page: Page, match: (r: Response) => boolean) =>
  page
    .waitForResponse((r) => match(r) && r.ok())
    .then(async (r) => ((await r.json()) as { data: T }).data);

test('a wrong answer in a lesson comes back in review, and answered right nothing is due', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = info.project.name;
  const { api } = await learner(page, request, 'review');
  const { lesson, exercise } = await firstQuestion(api);

  await page.goto(`/app/exercise/${exercise.id}?type=${exercise.type}&lessonId=${lesson.id}`);
  await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', 'objective_type');
  await answerWrongly(page, exercise);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
  // The answer is sent when the learner goes on.
  const sent = page.waitForResponse((r) => r.url().includes('/api/exercises/answer-check/'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await sent).ok()).toBe(true);

  await page.goto('/app/climb');
  const entry = page.getByTestId('review-entry');
  await expect(entry).toContainText('Review (1 due)');
  await page.screenshot({ path: `${SHOTS}/practice-climb-entry-${tag}.png` });
  await entry.click();
  await expect(page).toHaveURL(/\/app\/review$/);
  await expect(page.getByTestId('due-now')).toHaveText('1');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/practice-review-${tag}.png`, fullPage: true });

  const card = jsonOf<PracticeItem & { id: number }>(page, (r) =>
    r.url().includes('/api/review/next'),
  );
  await page.getByRole('link', { name: 'Start review (1)' }).click();
  const item = await card;
  expect(item.exercise!.id).toBe(exercise.id);
  await expect(page.getByTestId('review-item')).toHaveAttribute('data-kind', 'exercise');
  await solve(page, item.exercise as ExerciseItem, engine);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
  await page.screenshot({ path: `${SHOTS}/practice-review-answered-${tag}.png` });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('review-done')).toContainText('Review complete!');

  await page.goto('/app/review');
  await expect(page.getByTestId('due-now')).toHaveText('0');
  await expect(page.getByTestId('due-later')).toHaveText('1');
  await page.goto('/app/climb');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('review-entry')).toHaveCount(0);
});

test('out of hearts, a practice without a mistake gives a heart back', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = info.project.name;
  const { api } = await learner(page, request, 'hearts-back');
  const { lesson, exercises, exercise } = await firstQuestion(api);
  for (const e of exercises) await api.answer(e.id, await rightAnswer(e, engine));
  for (let i = 0; i < 5; i++) await api.answer(exercise.id, wrongAnswer(exercise));
  expect((await api.get<{ hearts: number }>('exercises/heart/')).hearts).toBe(0);

  await page.goto(`/app/exercise/${exercise.id}?type=${exercise.type}&lessonId=${lesson.id}`);
  await answerWrongly(page, exercise);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: "You've used all your hearts" });
  await expect(dialog).toBeVisible();
  const started = jsonOf<{ id: number; items: PracticeItem[] }>(page, (r) =>
    r.url().endsWith('/api/review/heart-practice'),
  );
  await dialog.getByRole('button', { name: 'Practise to earn a heart' }).click();
  const session = await started;
  expect(session.items.length).toBeGreaterThan(1);
  expect(session.items[0]!.exercise!.id).toBe(exercise.id);
  for (const [i, item] of session.items.entries()) {
    await expect(
      page.getByRole('progressbar', { name: `Item ${i} of ${session.items.length}` }),
    ).toBeVisible();
    if (i === 0) await page.screenshot({ path: `${SHOTS}/practice-hearts-${tag}.png` });
    await solve(page, item.exercise as ExerciseItem, engine);
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByTestId('heart-practice-done')).toContainText('You earned a heart!');
  await expect(page.getByTestId('heart-count')).toHaveText('You have 1 of 5 hearts.');
  await page.screenshot({ path: `${SHOTS}/practice-hearts-done-${tag}.png` });
  expect((await api.get<{ hearts: number }>('exercises/heart/')).hearts).toBe(1);
});

/** The FEN after the first `n` moves of a puzzle's line. */
function fenAfter(puzzle: Puzzle, n: number): string {
  const chess = new Chess(puzzle.fen);
  for (const uci of puzzle.moves.slice(0, n))
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess.fen();
}
const runBoard = (page: Page) => page.getByTestId('run-board');

async function solvePuzzle(page: Page, puzzle: Puzzle) {
  for (let i = 1; i < puzzle.moves.length; i += 2) {
    await expect(runBoard(page)).toHaveAttribute('data-fen', fenAfter(puzzle, i));
    const uci = puzzle.moves[i]!;
    if (uci[4]) {
      // A promotion is typed into the move box (the keyboard way), naming the piece.
      await page.getByLabel('Type a move').fill(uci);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
    } else await drag(page, 'run', uci.slice(0, 2), uci.slice(2, 4));
  }
}

test('a Puzzle Streak of three ends at the first wrong move', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const tag = info.project.name;
  const { api } = await learner(page, request, 'streak');
  await page.goto('/app/puzzles/streak');
  await expect(page.getByRole('heading', { name: 'Puzzle Streak', level: 2 })).toBeVisible();
  await expect(page.getByTestId('run-best')).toHaveText('Your best: 0');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/practice-streak-intro-${tag}.png` });
  const first = jsonOf<PuzzleRun>(page, (r) => r.url().endsWith('/api/puzzles/runs'));
  await page.getByRole('button', { name: 'Start' }).click();
  let run = await first;
  for (let solved = 0; solved < 3; solved++) {
    const answered = jsonOf<{ correct: boolean; run: PuzzleRun }>(page, (r) =>
      r.url().endsWith(`/api/puzzles/runs/${run.id}/answer`),
    );
    await solvePuzzle(page, run.puzzle!);
    const result = await answered;
    expect(result.correct).toBe(true);
    run = result.run;
    await expect(page.getByTestId('run-score')).toHaveText(String(solved + 1));
  }
  await page.screenshot({ path: `${SHOTS}/practice-streak-playing-${tag}.png` });
  const puzzle = run.puzzle!;
  await expect(runBoard(page)).toHaveAttribute('data-fen', fenAfter(puzzle, 1));
  const chess = new Chess(fenAfter(puzzle, 1));
  const wrong = chess
    .moves({ verbose: true })
    .find((m) => m.lan !== puzzle.moves[1] && !m.promotion && !new Chess(m.after).isCheckmate())!;
  await drag(page, 'run', wrong.from, wrong.to);
  await expect(page.getByTestId('run-over')).toBeVisible();
  await expect(page.getByTestId('run-final-score')).toHaveText('3');
  await expect(page.getByTestId('run-over')).toContainText('New personal best!');
  await page.screenshot({ path: `${SHOTS}/practice-streak-over-${tag}.png` });
  expect((await api.get<{ streak: number }>('puzzles/runs/bests')).streak).toBe(3);

  // The history lists the run's four attempts; a star bookmarks one.
  await page.getByRole('link', { name: 'See history' }).click();
  await expect(page).toHaveURL(/\/app\/puzzles\/history$/);
  await expect(page.getByTestId('history-row')).toHaveCount(4);
  await expect(page.getByTestId('history-row').first()).toContainText('Streak');
  await page
    .getByRole('button', { name: `Bookmark puzzle ${puzzle.id}` })
    .first()
    .click();
  await expect(
    page.getByRole('button', { name: `Remove the bookmark of puzzle ${puzzle.id}` }).first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/practice-history-${tag}.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('link', { name: 'Practise these (1)' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/practice-bookmarks-${tag}.png` });

  // The best streak is on the profile.
  await page.goto('/app/profile');
  await expect(page.getByTestId('profile-puzzle-streak')).toContainText('3');
  await page.screenshot({ path: `${SHOTS}/practice-profile-${tag}.png`, fullPage: true });
});

test('a learner mixes two themes and gets a puzzle of one of them', async ({
  page,
  request,
}, info) => {
  await learner(page, request, 'mix');
  await page.goto('/app/select-puzzle-type');
  await page.getByRole('button', { name: 'Mix themes' }).click();
  await page.getByTestId('theme-fork').click();
  await expect(page.getByRole('button', { name: 'Start the mix' })).toBeDisabled();
  await page.getByTestId('theme-pin').click();
  await expect(page.getByTestId('theme-pin')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/practice-mix-pick-${info.project.name}.png` });
  const picked = jsonOf<Puzzle>(page, (r) =>
    r.url().includes('/api/puzzles/puzzle-at-random/?types=fork%2Cpin'),
  );
  await page.getByRole('button', { name: 'Start the mix' }).click();
  await expect(page).toHaveURL(/\/app\/puzzle\/fork,pin$/);
  await expect(page.getByRole('heading', { name: 'Fork + Pin' })).toBeVisible();
  const puzzle = await picked;
  expect(puzzle.themes.some((t) => t === 'fork' || t === 'pin')).toBe(true);
  await expect(page.getByTestId('puzzle-board')).toBeVisible();
});
