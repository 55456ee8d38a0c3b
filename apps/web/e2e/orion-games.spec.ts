import { mkdirSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { Engine } from '@ascend/engine';
import { expectNoA11yViolations } from './support/axe.ts';
import { allLessons, learnerApi, signedInLearner, type LearnerApi } from './support/learner-api.ts';
import { BLUNDER_GAME } from './support/orion-games.ts';
import { playOut, rightAnswer } from './support/solutions.ts';

/*
 * Issue 16, game analysis (ADR 0025), the steps around the main journey (orion-journey.spec.ts
 * pastes a game and reads its report): the empty list, a .pgn file with two games and an
 * illegal move refused inline without a charge, and a finished "Play it out" game from the
 * lessons picked in the form and analysed, then sent again: its report opens, no second charge.
 */
const SHOTS = '/tmp/shots-orion';
let engine: Engine;
test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  engine = await Engine.start();
});
test.afterAll(async () => engine?.close());

test('the empty list, a .pgn file with two games and an illegal move are refused without a charge', async ({
  page,
  request,
}, info) => {
  const tag = info.project.name;
  await signedInLearner(page, request, 'orion-games');

  await page.goto('/app/orion/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Game analysis' })).toBeVisible();
  await expect(page.getByText('No games yet.')).toBeVisible();
  await expect(page.getByText(/An analysis costs 10 credits\. You have 30\./)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-games-empty-${tag}.png`, fullPage: true });

  // A .pgn file is read in the browser; a file with two games is refused with a clear word.
  // Keyboard: the source radios move with the arrow keys.
  await page.getByRole('radio', { name: 'Paste PGN' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Upload a file' })).toBeChecked();
  await page.getByLabel('A .pgn file with one game').setInputFiles({
    name: 'two-games.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(`${BLUNDER_GAME}\n\n${BLUNDER_GAME}`),
  });
  await expect(page.getByText(/two-games\.pgn: [\d,]+ characters read\./)).toBeVisible();
  await page.getByRole('button', { name: 'Analyse my game' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The text holds more than one game. Paste or upload one game at a time.',
  );
  await page.locator('label').filter({ hasText: 'Paste PGN' }).click();

  // An illegal move is named where the PGN is typed, and nothing is charged.
  const pgn = page.getByLabel('Your game in PGN');
  await pgn.fill('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 Ke6');
  await page.getByRole('button', { name: 'Analyse my game' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Move 6 for Black, Ke6, is not legal in that position.',
  );
  await expect(page.getByText(/You have 30\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orion-games-error-${tag}.png`, fullPage: true });
});

/** Passes open unit checkpoints through the API, in path order, until lesson `slug` is open. */
async function openLesson(api: LearnerApi, slug: string) {
  for (let guard = 0; guard < 10; guard++) {
    const lessons = await allLessons(api);
    const lesson = lessons.find((l) => l.slug === slug)!;
    if (lesson.status !== 'locked') return lesson;
    const checkpoint = lessons.find(
      (l) =>
        l.slug.endsWith('-checkpoint') && (l.status === 'available' || l.status === 'in_progress'),
    );
    expect(checkpoint, `no open checkpoint before ${slug}`).toBeTruthy();
    for (const e of await api.exercises(checkpoint!.id))
      expect((await api.answer(e.id, await rightAnswer(e, engine))).correct, e.slug).toBe(true);
  }
  throw new Error(`${slug} did not open`);
}

test('a finished "Play it out" game from the lessons is picked in the form and analysed', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = info.project.name;
  const session = await signedInLearner(page, request, 'orion-lesson-game');
  const api = learnerApi(request, session);

  // Before any game against the engine, the source says how to get one.
  await page.goto('/app/orion/games');
  await page.getByRole('radio', { name: 'Paste PGN' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'From your lessons' })).toBeChecked();
  await expect(page.getByText('No finished games from your lessons yet')).toBeVisible();
  await expect(page.getByText(/Play a “Play it out” exercise in the climb/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the climb' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-lesson-games-empty-${tag}.png`, fullPage: true });

  // The learner plays the Promotion lesson's "Play it out" game against the engine: White
  // pushes the d-pawn to promotion in three moves while the engine's king chases it.
  const lesson = await openLesson(api, 'promotion-basics');
  const exercise = (await api.exercises(lesson.id)).find((e) => e.slug === 'promotion-basics-8')!;
  expect(exercise.type).toBe('game_type');
  if (exercise.type !== 'game_type') return;
  const moves = await playOut(exercise.payload, engine);
  expect(await api.answer(exercise.id, { moves })).toMatchObject({ correct: true });

  await page.reload();
  await page.locator('label').filter({ hasText: 'From your lessons' }).click();
  const game = page.getByRole('radio', { name: /^Promotion\b.*you played White · 3 moves.*Won$/ });
  await expect(game).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-lesson-games-${tag}.png`, fullPage: true });
  // Nothing picked yet: the form says so instead of sending.
  await page.getByRole('button', { name: 'Analyse my game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pick a game first.');
  await game.focus();
  await page.keyboard.press('Space');
  await expect(game).toBeChecked();
  await expect(
    page.getByText('You played White, the side to move in the lesson’s position.'),
  ).toBeVisible();
  await expect(page.getByText(/An analysis costs 10 credits\. You have 30\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orion-lesson-games-picked-${tag}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Analyse my game' }).click();

  // The report starts from the lesson's position with the learner's first move, d6.
  await expect(page).toHaveURL(/\/app\/orion\/games\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('You – Stockfish');
  await expect(page.getByText('Your accuracy')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: /^1\. d6, / })).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`over ${moves.length} moves`) }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-lesson-game-report-${tag}.png`, fullPage: true });
  await expect(page.getByText('You sent this game before')).toHaveCount(0);
  const reportUrl = page.url();

  // The same game sent again opens its report, and no credits go a second time.
  await page.goto('/app/orion/games');
  await expect(page.getByText(/You have 20\./)).toBeVisible();
  await page.locator('label').filter({ hasText: 'From your lessons' }).click();
  await game.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Analyse my game' }).click();
  await expect(page).toHaveURL(reportUrl);
  await expect(
    page.getByRole('status').filter({ hasText: 'You sent this game before' }),
  ).toHaveText('You sent this game before, so here is its analysis. No credits were spent.');
  await expect(page.getByText('Your accuracy')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-lesson-game-again-${tag}.png`, fullPage: false });
  await page.goto('/app/orion/games');
  await expect(page.getByText(/You have 20\./)).toBeVisible();
  await expect(page.getByRole('link', { name: /You – Stockfish/ })).toHaveCount(1);
});
