import { expect, test, type Page } from './support/fixtures.ts';
import { Chess } from 'chess.js';
import type { ExerciseContent, ExerciseItem } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { contentExercises, syllabusIdeas } from './support/content-files.ts';
import { drag, solve, verdict } from './support/exercise-driver.ts';
import { learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { shot } from './support/shots.ts';
import { rightAnswer, wrongMove } from './support/solutions.ts';
import { testOutTo } from './support/test-out.ts';

/*
 * Issue 27.4/27.5: a wrong move is answered with the reply it allows, played on the board, and
 * the sentence that says what it costs; a Philidor position is held against full strength.
 * Exercises are found in content/ by what they are (a which-move question, a best-move
 * exercise, the Philidor idea's play-out), not by position, so the journey follows the content.
 */
let engine: Engine;
test.beforeAll(async () => {
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

type Found = { lesson: string; exercise: ExerciseContent };
const firstOf = (test: (e: ExerciseContent, lesson: string) => boolean): Found => {
  const found = contentExercises().find(({ exercise, lesson }) => test(exercise, lesson));
  expect(found, 'no such exercise in content/').toBeTruthy();
  return found!;
};

/** Opens the lesson with every exercise before `slug` answered, so the page starts at it. */
async function openAt(page: Page, api: LearnerApi, found: Found): Promise<ExerciseItem> {
  const lesson = await testOutTo(api, engine, found.lesson);
  const exercises = await api.exercises(lesson.id);
  const at = exercises.findIndex((e) => e.slug === found.exercise.id);
  for (const e of exercises.slice(0, at))
    if (!e.answered) await api.answer(e.id, await rightAnswer(e, engine));
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  // A shared machine may take a while to serve the first lesson.
  await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', found.exercise.type, {
    timeout: 30_000,
  });
  return exercises[at]!;
}

/** The position after the wrong move and the refutation the bar lists (SAN, as shown). */
async function shownLine(page: Page, fen: string): Promise<{ sans: string[]; end: string }> {
  const items = await page
    .getByRole('list', { name: 'The refutation' })
    .getByRole('listitem')
    .allTextContents();
  const sans = items.map((s, i) => (i === 0 ? s.replace(/\?$/, '') : s));
  const chess = new Chess(fen);
  for (const san of sans) chess.move(san);
  return { sans, end: chess.fen() };
}

/** The reason, in the bar's live region, names the reply and the board plays the line out. */
async function seesRefutation(page: Page, board: string, fen: string) {
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
  const live = page.locator('[aria-live="polite"]').filter({ hasText: 'Not quite' });
  await expect(live.getByTestId('feedback-text')).toContainText(/^After \d+(\.|…)\S+\? /);
  const { sans, end } = await shownLine(page, fen);
  expect(sans.length).toBeGreaterThanOrEqual(2);
  // The sentence names the reply in SAN.
  await expect(live.getByTestId('feedback-text')).toContainText(sans[1]!);
  await expect.poll(() => page.getByTestId(`${board}-board`).getAttribute('data-fen')).toBe(end);
  // Replay, from the keyboard: the board goes back to the position before the wrong move and plays it again.
  const replayButton = page.getByRole('button', { name: 'Replay the refutation on the board' });
  await replayButton.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId(`${board}-board`).getAttribute('data-fen')).toBe(fen);
  await expect.poll(() => page.getByTestId(`${board}-board`).getAttribute('data-fen')).toBe(end);
  await expect(replayButton).toBeEnabled();
}

test('a wrong option of a which-move question is answered by the reply, played on the board with the reason', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const which = firstOf(
    (e) =>
      e.type === 'objective_type' &&
      Boolean(e.payload.fen) &&
      e.payload.options.every((o) => o.move),
  );
  const session = await signedInLearner(page, request, 'why-which');
  const api = learnerApi(request, session);
  await openAt(page, api, which);
  const payload = (which.exercise as Extract<ExerciseContent, { type: 'objective_type' }>).payload;
  const stored = new Set(which.exercise.refutations?.map((r) => r.move));
  const wrong =
    payload.options.find((o) => o.id !== payload.correct_option_id && stored.has(o.move!)) ??
    payload.options.find((o) => o.id !== payload.correct_option_id)!;
  await page
    .getByRole('list', { name: 'Options' })
    .getByRole('button', { name: wrong.text })
    .click();
  await seesRefutation(page, 'objective', payload.fen!);
  const first = await page
    .getByRole('list', { name: 'The refutation' })
    .getByRole('listitem')
    .first()
    .textContent();
  expect(first).toBe(`${new Chess(payload.fen!).move(wrong.move!).san}?`);
  await shot(page, info, 'why-wrong-option');

  // The lesson's idea, at any time: a header button opens the coach's paragraph and its board.
  const idea = syllabusIdeas().find((i) => i.lessons.includes(which.lesson));
  expect(idea, `no idea names ${which.lesson}`).toBeTruthy();
  await page.getByRole('button', { name: 'The idea of this lesson' }).focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: idea!.name });
  await expect(card).toContainText(idea!.explanation.slice(0, 60));
  await expect(card.getByTestId('idea-board')).toHaveAttribute('data-fen', idea!.example.fen);
  await shot(page, info, 'why-wrong-idea');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Quit this lesson?' })).toBeHidden();
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
});

test('a wrong first move in a best-move exercise is answered by its refutation', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const best = firstOf((e) => e.type === 'best_move_type');
  const session = await signedInLearner(page, request, 'why-best');
  const api = learnerApi(request, session);
  const item = await openAt(page, api, best);
  if (item.type !== 'best_move_type') throw new Error('not a best-move exercise');
  const { fen, solution } = item.payload;
  const uci = best.exercise.refutations?.[0]?.move ?? wrongMove(fen, solution);
  await drag(page, 'best-move', uci.slice(0, 2), uci.slice(2, 4));
  await seesRefutation(page, 'best-move', fen);
  await shot(page, info, 'why-wrong-best-move');
});

test('a learner holds a Philidor position against the engine at full strength', async ({
  page,
  request,
}, info) => {
  test.setTimeout(420_000);
  const idea = syllabusIdeas().find((i) => i.id === 'philidor');
  expect(idea, 'content/syllabus.json has no philidor idea').toBeTruthy();
  const philidor = firstOf(
    (e, lesson) =>
      e.type === 'game_type' &&
      e.payload.goal.kind === 'hold_draw' &&
      e.payload.engine.skill === 20 &&
      e.payload.engine.depth >= 12 &&
      (e.idea ? e.idea === 'philidor' : idea!.lessons.includes(lesson)),
  );
  const session = await signedInLearner(page, request, 'why-philidor');
  const api = learnerApi(request, session);
  const item = await openAt(page, api, philidor);
  // The test plays the defence with Stockfish in this process; the browser's engine attacks at skill 20.
  await solve(page, item, engine);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
  await shot(page, info, 'why-wrong-philidor');
});
