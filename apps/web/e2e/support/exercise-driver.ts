import { expect, type Page } from '@playwright/test';
import { visualSolution } from '../../../../packages/chess/src/exercises/visual.ts';
import { replay } from '../../../../packages/chess/src/position.ts';
import type { ExerciseItem } from '@ascend/contract';
import type { Engine } from '@ascend/engine';
import { arrangementSteps, bestMove, wrongMove } from './solutions.ts';

const names: Record<string, string> = {
  k: 'king',
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
  p: 'pawn',
};
const pieceLabel = (letter: string) =>
  `Place ${letter === letter.toUpperCase() ? 'white' : 'black'} ${names[letter.toLowerCase()]}`;

const square = (page: Page, board: string, sq: string) => page.locator(`#${board}-square-${sq}`);
const fenOf = (page: Page, board: string) =>
  page.getByTestId(`${board}-board`).getAttribute('data-fen');
export const verdict = (page: Page) => page.getByTestId('feedback-bar');

/** A real drag with the mouse, in small steps, from one square's centre to another's. */
export async function drag(page: Page, board: string, from: string, to: string) {
  const a = (await square(page, board, from).boundingBox())!;
  const b = (await square(page, board, to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 6, a.y + a.height / 2 + 6, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function clickMove(page: Page, board: string, uci: string) {
  await square(page, board, uci.slice(0, 2)).click();
  await expect(page.getByTestId('legal-move').first()).toBeVisible();
  await square(page, board, uci.slice(2, 4)).click();
  if (uci[4])
    await page
      .getByRole('dialog', { name: 'Promote the pawn to' })
      .getByRole('button', { name: names[uci[4]]! })
      .click();
}

async function playBestMoveLine(
  page: Page,
  exercise: Extract<ExerciseItem, { type: 'best_move_type' }>,
) {
  const { fen, solution } = exercise.payload;
  for (let i = 0; i < solution.length; i += 2) {
    const uci = solution[i]!;
    await drag(page, 'best-move', uci.slice(0, 2), uci.slice(2, 4));
    if (uci[4])
      await page
        .getByRole('dialog', { name: 'Promote the pawn to' })
        .getByRole('button', { name: names[uci[4]]! })
        .click();
    const after = replay(fen, solution.slice(0, Math.min(i + 2, solution.length)));
    if ('error' in after) throw new Error(after.error);
    // The opponent's reply plays by itself.
    await expect.poll(() => fenOf(page, 'best-move')).toBe(after.chess.fen());
  }
}

/** Plays the learner's side with the engine's best moves, clicking them in, until the game is decided. */
async function playGame(
  page: Page,
  exercise: Extract<ExerciseItem, { type: 'game_type' }>,
  engine: Engine,
) {
  for (let turn = 0; turn < 60; turn++) {
    if ((await verdict(page).getAttribute('data-verdict')) !== 'none') return;
    const fen = (await fenOf(page, 'game'))!;
    // Before the first move the game may be skipped; from then on the board is being played.
    if (turn === 0) await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    const move = await bestMove(fen, engine, exercise.payload.goal);
    await clickMove(page, 'game', move);
    // The board is being played (Continue waits) — unless that move decided the game; the
    // verdict may arrive just after the move, so read both until one holds.
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect
      .poll(
        async () =>
          (await verdict(page).getAttribute('data-verdict')) !== 'none' ||
          (await cont.isDisabled()),
      )
      .toBe(true);
    // Wait for the engine's reply (or the end of the game).
    await expect
      .poll(
        async () =>
          (await verdict(page).getAttribute('data-verdict')) !== 'none' ||
          ((await fenOf(page, 'game')) ?? fen).split(' ')[1] === fen.split(' ')[1],
        { timeout: 30_000 },
      )
      .toBe(true);
  }
}

/** Answers the exercise on screen correctly, by hand: clicks, drags and typing a learner would do. */
export async function solve(page: Page, exercise: ExerciseItem, engine: Engine) {
  switch (exercise.type) {
    case 'info_type':
      return;
    case 'matching_type':
      for (const pair of exercise.payload.pairs) {
        await page
          .getByRole('list', { name: 'Items' })
          .getByRole('button', { name: pair.left, exact: true })
          .click();
        await page
          .getByRole('list', { name: 'Matches' })
          .getByRole('button', { name: pair.right, exact: true, pressed: false })
          .first()
          .click();
      }
      return;
    case 'objective_type': {
      const option = exercise.payload.options.find(
        (o) => o.id === exercise.payload.correct_option_id,
      )!;
      await page
        .getByRole('list', { name: 'Options' })
        .getByRole('button', { name: option.text })
        .click();
      return;
    }
    case 'best_move_type':
      return playBestMoveLine(page, exercise);
    case 'visual_type': {
      const p = exercise.payload;
      if (p.mode === 'square_color') {
        const dark = (p.square.charCodeAt(0) - 97 + Number(p.square[1]) - 1) % 2 === 0;
        await page.getByRole('button', { name: dark ? 'Dark' : 'Light' }).click();
      } else if (p.mode === 'name_square') {
        await page
          .getByRole('group', { name: 'File' })
          .getByRole('button', { name: p.square[0], exact: true })
          .click();
        await page
          .getByRole('group', { name: 'Rank' })
          .getByRole('button', { name: p.square[1], exact: true })
          .click();
      } else {
        const target = visualSolution(p) as { square: string };
        await square(page, 'visual', target.square).click();
      }
      return;
    }
    case 'board_arrangement':
      for (const [sq, letter] of arrangementSteps(
        exercise.payload.start_fen,
        exercise.payload.target,
      )) {
        await page
          .getByRole('button', { name: letter === '.' ? 'Remove pieces' : pieceLabel(letter) })
          .click();
        await square(page, 'arrangement', sq).click();
      }
      await page.getByRole('button', { name: 'Check position' }).click();
      return;
    case 'game_type':
      return playGame(page, exercise, engine);
  }
}

/** Gives a wrong answer when the type allows one; returns false for cards that cannot be wrong. */
export async function answerWrongly(page: Page, exercise: ExerciseItem): Promise<boolean> {
  switch (exercise.type) {
    case 'objective_type': {
      const option = exercise.payload.options.find(
        (o) => o.id !== exercise.payload.correct_option_id,
      )!;
      await page
        .getByRole('list', { name: 'Options' })
        .getByRole('button', { name: option.text })
        .click();
      return true;
    }
    case 'best_move_type': {
      const uci = wrongMove(exercise.payload.fen, exercise.payload.solution);
      await drag(page, 'best-move', uci.slice(0, 2), uci.slice(2, 4));
      return true;
    }
    case 'game_type':
      return true; // Continuing a game without reaching the goal is a miss.
    default:
      return false;
  }
}
