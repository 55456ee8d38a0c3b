import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Response } from './support/fixtures.ts';
import { Chess } from 'chess.js';
import type { ExerciseItem, Puzzle } from '@ascend/contract';
import { Engine } from '@ascend/engine';
import { createLearner, uniqueEmail } from './support/accounts.ts';
import { expectNoA11yViolations, settled } from './support/axe.ts';
import { allLessons, learnerApi, signedInLearner } from './support/learner-api.ts';
import { rightAnswer } from './support/solutions.ts';

const SHOTS = '/tmp/shots';
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine.close());

/** Presses Tab (Shift+Tab never needed here) until `target` holds the focus. */
async function tabTo(page: Page, target: Locator, max = 120) {
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

/** Walks the board's keyboard grid from the focused square to `square` and presses Enter. */
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

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test('keyboard only: sign in, open a lesson, play the best move and solve a puzzle', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  // Every pointer event is counted: the journey must not need a single one.
  await page.addInitScript(() => {
    const w = window as unknown as { pointerEvents: string[] };
    w.pointerEvents = [];
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'wheel'])
      addEventListener(type, () => w.pointerEvents.push(type), true);
    // A move that goes somewhere. Chromium's headless shell sends one move of its own where the
    // pointer already rests (0,0, no movement) to update hover after the first layout.
    addEventListener(
      'mousemove',
      (e) => (e.movementX || e.movementY) && w.pointerEvents.push('mousemove'),
      true,
    );
    // A click from Enter or Space has detail 0; one from a mouse has 1 or more.
    addEventListener('click', (e) => e.detail > 0 && w.pointerEvents.push('click'), true);
  });

  const email = uniqueEmail('keyboard');
  const session = await createLearner(request, email, 'a keyboard password');
  const token = { authorization: `Bearer ${session.token.access_token}` };
  await request.patch(`/api/users/${session.user.id}/`, {
    headers: token,
    multipart: { placement: 'new' },
  });
  const api = learnerApi(request, session);
  // Finish lessons through the API until the current one has a best-move exercise.
  let lesson = (await allLessons(api)).find((l) => l.status !== 'completed')!;
  let exercises: ExerciseItem[] = await api.exercises(lesson.id);
  while (!exercises.some((e) => e.type === 'best_move_type')) {
    for (const e of exercises) await api.answer(e.id, await rightAnswer(e, engine));
    lesson = (await allLessons(api)).find((l) => l.status !== 'completed')!;
    exercises = await api.exercises(lesson.id);
  }

  const streak = await api.get<{ celebration_due: boolean; extended_today: boolean }>('streak');
  // The "streak extended" toast is handed out once a day: taken here, so the celebration is the
  // only layer the Escape below can close (a toast opened after the dialog would be the top
  // layer and take it).
  if (streak.extended_today) {
    const claimed = await request.post('/api/streak/moments', {
      headers: token,
      data: { moment: 'extended' },
    });
    expect(claimed.ok(), await claimed.text()).toBe(true);
  }

  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('a keyboard password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/climb/);
  // The lessons finished above may have met today's goal: its celebration opens once, and a
  // keyboard user closes it with Escape (ADR 0022).
  if (streak.celebration_due) {
    const celebration = page.getByRole('dialog', { name: 'Daily goal met!' });
    await expect(celebration).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(celebration).toBeHidden();
  }

  await tabTo(
    page,
    page.getByRole('button', { name: new RegExp(`^Lesson \\d+: ${lesson.title},`) }),
  );
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /xp/ }));
  await page.keyboard.press('Enter');

  for (const exercise of exercises) {
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-type', exercise.type);
    if (exercise.type === 'best_move_type') {
      const { fen, solution } = exercise.payload;
      const side = fen.split(' ')[1] === 'b' ? 'black' : 'white';
      await tabTo(page, page.getByRole('grid', { name: /Play the best move/ }));
      const chess = new Chess(fen);
      for (let i = 0; i < solution.length; i += 2) {
        const uci = solution[i]!;
        await pressSquare(page, uci.slice(0, 2), side);
        await expect(page.getByTestId('best-move-announcer')).toContainText('Picked up');
        await pressSquare(page, uci.slice(2, 4), side);
        const san = chess.move({
          from: uci.slice(0, 2),
          to: uci.slice(2, 4),
          promotion: uci[4],
        }).san;
        if (solution[i + 1])
          chess.move({ from: solution[i + 1]!.slice(0, 2), to: solution[i + 1]!.slice(2, 4) });
        if (i + 1 >= solution.length)
          await expect(page.getByTestId('best-move-announcer')).toContainText(`You played ${san}`);
      }
      await expect(page.getByTestId('feedback-bar')).toHaveAttribute('data-verdict', 'correct');
      await page.screenshot({ path: `${SHOTS}/keyboard-best-move-${info.project.name}.png` });
      await expectNoA11yViolations(page);
      break;
    }
    if (exercise.type === 'objective_type') {
      const option = exercise.payload.options.find(
        (o) => o.id === exercise.payload.correct_option_id,
      )!;
      await tabTo(
        page,
        page.getByRole('list', { name: 'Options' }).getByRole('button', { name: option.text }),
      );
      await page.keyboard.press('Enter');
    } else if (exercise.type !== 'info_type') {
      throw new Error(`the journey meets a ${exercise.type} before the best move`);
    }
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
  }

  // Leave the lesson and solve a puzzle by typing its moves.
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Quit', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/climb/);
  await tabTo(page, page.getByRole('link', { name: 'Puzzles' }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Choose a theme' }));
  await page.keyboard.press('Enter');
  const loaded = page
    .waitForResponse((r: Response) => r.url().includes('/api/puzzles/puzzle-at-random/') && r.ok())
    .then(async (r) => ((await r.json()) as { data: Puzzle }).data);
  await tabTo(page, page.getByTestId('theme-mateIn1'));
  await page.keyboard.press('Enter');
  const puzzle = await loaded;
  await expect(page.getByTestId('puzzle-status')).toContainText('Your turn');
  await expect(page.getByTestId('puzzle-announcer')).toContainText('Opponent replied');
  for (let i = 1; i < puzzle.moves.length; i += 2) {
    await tabTo(page, page.getByLabel('Type a move'));
    await page.keyboard.type(puzzle.moves[i]!);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-outcome', 'solved');
  await page.screenshot({ path: `${SHOTS}/keyboard-puzzle-${info.project.name}.png` });

  expect(
    await page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents),
  ).toEqual([]);
});

test('axe finds no problem on any app screen, boards included', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const session = await signedInLearner(page, request, 'axe-app');
  const api = learnerApi(request, session);
  const lesson = (await allLessons(api)).find((l) => l.status !== 'locked')!;
  const screens: [string, RegExp | null][] = [
    ['/app/climb', null],
    ['/app/settings', /Settings/],
    ['/app/profile', null],
    ['/app/shop', null],
    ['/app/leaderboard', null],
    ['/app/puzzle/selection', /Sharpen your tactics/],
    ['/app/select-puzzle-type', /Choose a theme/],
    ['/app/puzzle/mix', /Healthy mix/],
    [`/app/exercise?lessonId=${lesson.id}`, null],
    [`/app/climb/${lesson.section_id}`, null],
    [`/app/climb/section/unit/${lesson.unit_id}`, null],
    [`/app/user/${session.user.id}`, null],
    ['/app/onboarding', null],
    ['/app/placement', null],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.locator('main, [data-testid="exercise"]').first()).toBeVisible();
    // The puzzle opens with the opponent's move; the Hint button turns from disabled to enabled
    // when the learner's turn comes, and axe must not read it halfway through that change.
    if (path === '/app/puzzle/mix') {
      await expect(page.getByTestId('puzzle-board')).toBeVisible();
      await expect(page.getByTestId('puzzle-status')).toContainText('Your turn');
    }
    await expectNoA11yViolations(page);
    if (path === '/app/settings')
      await page.screenshot({
        path: `${SHOTS}/settings-reminders-${info.project.name}.png`,
        fullPage: true,
      });
  }
  // The board's own problems: any impact, not only serious ones.
  await page.goto('/app/puzzle/mix');
  await expect(page.getByTestId('puzzle-status')).toContainText('Your turn');
  await settled(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include('[data-testid="puzzle-board"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
