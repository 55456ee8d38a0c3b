import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { Chess } from 'chess.js';
import type { ExerciseContent } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { contentExercises } from './support/content-files.ts';
import { drag, verdict } from './support/exercise-driver.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';
import { shot } from './support/shots.ts';
import { rightAnswer } from './support/solutions.ts';
import { testOutTo } from './support/test-out.ts';

/*
 * Issue 38.5 (ADR 0047): an opening's main line is played against the book's replies. One
 * "also good" move is named and taken back without a heart; one mistake is answered with its
 * refutation and costs a heart; after Retry the whole line is played — its first move from the
 * keyboard — to the end. The drill is found in content/ by what it is, not by position.
 */
let engine: Engine;
test.beforeAll(async () => {
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

type Drill = Extract<ExerciseContent, { type: 'best_move_type' }>;
const fenOf = (page: Page) => page.getByTestId('best-move-board').getAttribute('data-fen');
const after = (fen: string, moves: string[]) => {
  const c = new Chess(fen);
  for (const m of moves) c.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m[4] });
  return c.fen();
};
const heartsShown = (page: Page) => page.getByTestId('exercise-hearts').first().textContent();

async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
async function pressSquare(page: Page, square: string, orientation: 'white' | 'black') {
  const at = await page.evaluate(() => document.activeElement?.getAttribute('data-square-key'));
  if (!at) throw new Error('the board grid does not have the focus');
  const sign = orientation === 'white' ? 1 : -1;
  const files = (square.charCodeAt(0) - at.charCodeAt(0)) * sign;
  const ranks = (Number(square[1]) - Number(at[1])) * sign;
  for (let i = 0; i < Math.abs(files); i++)
    await page.keyboard.press(files > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(ranks); i++)
    await page.keyboard.press(ranks > 0 ? 'ArrowUp' : 'ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('data-square-key', square);
  await page.keyboard.press('Enter');
}

/** Plays learner moves of the line from ply `from` up to (not including) ply `to`, waiting for each reply. */
async function playLine(page: Page, d: Drill, from: number, to: number) {
  const { fen, solution } = d.payload;
  for (let i = from; i < to; i += 2) {
    await drag(page, 'best-move', solution[i]!.slice(0, 2), solution[i]!.slice(2, 4));
    const reply = Math.min(i + 2, solution.length);
    await expect.poll(() => fenOf(page)).toBe(after(fen, solution.slice(0, reply)));
  }
}

test('a line drill: the book replies, an "also good" move costs nothing, a mistake is refuted, the line is played to its end', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  // The first drill with an "also good" move after its first ply and a refuted mistake later on.
  const found = contentExercises().find(
    ({ exercise: e }) =>
      e.type === 'best_move_type' &&
      Boolean(e.payload.drill?.alternatives.some((a) => a.ply > 0)) &&
      Boolean(e.refutations?.some((r) => (r.ply ?? 0) > 0)),
  );
  expect(found, 'no line drill with an alternative and a refutation in content/').toBeTruthy();
  const d = found!.exercise as Drill;
  const { fen, solution, drill } = d.payload;
  const alt = drill!.alternatives.find((a) => a.ply > 0)!;
  const mistake = d.refutations!.find((r) => (r.ply ?? 0) >= alt.ply)!;
  const orientation = fen.split(' ')[1] === 'b' ? 'black' : 'white';

  const session = await signedInLearner(page, request, 'line-drill');
  const api = learnerApi(request, session);
  const lesson = await testOutTo(api, engine, found!.lesson);
  const exercises = await api.exercises(lesson.id);
  const at = exercises.findIndex((e) => e.slug === d.id);
  for (const e of exercises.slice(0, at))
    if (!e.answered) await api.answer(e.id, await rightAnswer(e, engine));
  await page.goto(`/app/exercise?lessonId=${lesson.id}`);
  await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', 'best_move_type', {
    timeout: 30_000,
  });
  const status = page.getByTestId('drill-status');
  const total = Math.ceil(solution.length / 2);
  await expect(status).toContainText(`move 1 of ${total}`);
  await expect(page.getByRole('list', { name: 'The line so far' })).toContainText('No moves yet');
  await shot(page, info, 'line-drill-start');
  // The header shows "–" until the learner's hearts have loaded: read them once they have.
  await expect(page.getByTestId('exercise-hearts').first()).toHaveText(/^Hearts:\d+$/);
  const hearts = await heartsShown(page);

  // Up to the alternative's ply, then the alternative: named, taken back, no heart.
  await playLine(page, d, 0, alt.ply);
  const before = after(fen, solution.slice(0, alt.ply));
  await drag(page, 'best-move', alt.move.slice(0, 2), alt.move.slice(2, 4));
  const lineSan = new Chess(before).move({
    from: solution[alt.ply]!.slice(0, 2),
    to: solution[alt.ply]!.slice(2, 4),
  }).san;
  await expect(page.getByTestId('drill-note')).toContainText(
    `Also good — but this lesson's line is ${lineSan}.`,
  );
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'none');
  await shot(page, info, 'line-drill-also-good');
  await expect.poll(() => fenOf(page)).toBe(before);
  expect(await heartsShown(page)).toBe(hearts);
  // The note stays until the next move; the progress has not moved on.
  await expect(page.getByTestId('drill-note')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Moves of the line played' })).toHaveAttribute(
    'aria-valuenow',
    String(alt.ply / 2),
  );

  // On to the mistake's ply, then the mistake: wrong, its refutation in the bar.
  await playLine(page, d, alt.ply, mistake.ply!);
  await drag(page, 'best-move', mistake.move.slice(0, 2), mistake.move.slice(2, 4));
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'wrong');
  await expect(page.getByTestId('feedback-text')).toContainText(mistake.reason);
  await expect(page.getByRole('list', { name: 'The refutation' })).toBeVisible();
  await shot(page, info, 'line-drill-mistake');

  // Retry: the whole line, its first move from the keyboard.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(status).toContainText(`move 1 of ${total}`);
  await tabTo(page, page.getByRole('grid', { name: /Play your side of the line/ }));
  await pressSquare(page, solution[0]!.slice(0, 2), orientation);
  await pressSquare(page, solution[0]!.slice(2, 4), orientation);
  await expect.poll(() => fenOf(page)).toBe(after(fen, solution.slice(0, 2)));
  await playLine(page, d, 2, solution.length);
  await expect(verdict(page)).toHaveAttribute('data-verdict', 'correct');
  await expect(status).toContainText(`Line complete: ${total} of ${total} moves.`);
  const listed = await page
    .getByRole('list', { name: 'The line so far' })
    .getByRole('listitem')
    .count();
  expect(listed).toBe(solution.length);
  await shot(page, info, 'line-drill-end');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The plan board follows the drill.
  await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', 'info_type');
  await shot(page, info, 'line-drill-plan');
});
