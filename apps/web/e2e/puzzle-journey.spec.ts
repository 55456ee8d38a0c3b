import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type Response,
} from './support/fixtures.ts';
import { Chess } from 'chess.js';
import type { Puzzle } from '@ascend/contract';
import { settled } from './support/axe.ts';
import { drag } from './support/exercise-driver.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';

const SHOTS = '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
const shot = (page: Page, name: string, project: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/puzzle-${name}-${project}.png`, fullPage });

const pieceNames: Record<string, string> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };
const square = (page: Page, sq: string) => page.locator(`#puzzle-square-${sq}`);
const board = (page: Page) => page.getByTestId('puzzle-board');

/** A signed-in learner who has already dismissed the one-time announcement popup. */
async function learner(page: Page, request: APIRequestContext, tag: string) {
  const session = await signedInLearner(page, request, tag);
  await page.evaluate(() => localStorage.setItem('hasSeenAnnouncementPopup', 'true'));
  return session;
}

/** The FEN after the first `n` moves of a puzzle's line. */
function fenAfter(puzzle: Puzzle, n: number): string {
  const chess = new Chess(puzzle.fen);
  for (const uci of puzzle.moves.slice(0, n))
    chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess.fen();
}

/** The next puzzle the page loads, read from the API answer the page itself receives. */
const nextPuzzle = (page: Page) =>
  page
    .waitForResponse((r: Response) => r.url().includes('/api/puzzles/puzzle-at-random/') && r.ok())
    .then(async (r) => ((await r.json()) as { data: Puzzle }).data);

async function playMove(page: Page, uci: string, how: 'drag' | 'click') {
  await board(page).scrollIntoViewIfNeeded();
  if (how === 'drag') {
    await drag(page, 'puzzle', uci.slice(0, 2), uci.slice(2, 4));
  } else {
    await square(page, uci.slice(0, 2)).click();
    await expect(page.getByTestId('legal-move').first()).toBeVisible();
    await square(page, uci.slice(2, 4)).click();
  }
  if (uci[4])
    await page
      .getByRole('dialog', { name: 'Promote the pawn to' })
      .getByRole('button', { name: pieceNames[uci[4]]! })
      .click();
}

/** Plays the solver's side of the line, waiting for each opponent reply to land on the board. */
async function solve(page: Page, puzzle: Puzzle) {
  for (let i = 1; i < puzzle.moves.length; i += 2) {
    await expect(board(page)).toHaveAttribute('data-fen', fenAfter(puzzle, i));
    await playMove(page, puzzle.moves[i]!, 'drag');
  }
}

/** A legal move for the solver that is not the solution (and does not mate, where the solution mates). */
function wrongMove(puzzle: Puzzle): string {
  const chess = new Chess(fenAfter(puzzle, 1));
  const right = puzzle.moves[1]!;
  const move = chess.moves({ verbose: true }).find((m) => {
    if (m.lan === right || m.promotion) return false;
    const after = new Chess(chess.fen());
    after.move(m);
    return !after.isCheckmate();
  });
  if (!move) throw new Error(`puzzle ${puzzle.id} has no wrong move to play`);
  return move.lan;
}

test('a learner solves one puzzle and fails another on the board, then changes the difficulty', async ({
  page,
  request,
}, info) => {
  const session = await learner(page, request, 'puzzles');
  const api = learnerApi(request, session);

  await page.goto('/app/puzzle');
  await expect(page).toHaveURL(/\/app\/puzzle\/selection$/);
  await expect(page.getByRole('heading', { name: 'Sharpen your tactics' })).toBeVisible();
  await expect(page.getByTestId('puzzle-rating')).toHaveText('1500');
  await expect(page.getByTestId('puzzle-points')).toHaveText('0');
  await expect(page.getByTestId('puzzle-badge')).toHaveText('Pawn');
  await shot(page, 'selection', info.project.name);

  await page.getByRole('link', { name: 'Choose a theme' }).click();
  await expect(page).toHaveURL(/\/app\/select-puzzle-type$/);
  for (const group of ['Recommended', 'Phases', 'Motifs', 'Mates', 'Lengths'])
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  const types = await api.get<{ key: string; count: number }[]>('puzzles/puzzle-types/');
  const mateIn1 = types.find((t) => t.key === 'mateIn1')!;
  await expect(page.getByTestId('theme-mateIn1')).toContainText(`${mateIn1.count} puzzles`);
  await shot(page, 'themes', info.project.name, info.project.name === 'desktop');
  await page.getByRole('searchbox', { name: 'Search themes' }).fill('mate in 1');
  await expect(page.getByTestId('theme-fork')).toBeHidden();

  // Solve: the opponent's setup move animates in, then the learner drags the solution.
  const first = nextPuzzle(page);
  await page.getByTestId('theme-mateIn1').click();
  await expect(page).toHaveURL(/\/app\/puzzle\/mateIn1$/);
  const solved = await first;
  await expect(page.getByTestId('last-badge')).toContainText('Pawn');
  await expect(page.getByTestId('next-badge')).toContainText('Knight');
  await expect(page.getByTestId('puzzle-status')).toContainText('Your turn');
  const submitted = page.waitForResponse((r) => r.url().includes('/api/puzzles/submit-puzzle/'));
  await solve(page, solved);
  const submitBody = (await submitted).request().postDataJSON() as {
    puzzle_id: string;
    moves: string[];
    hint_used: boolean;
    time_ms: number;
  };
  expect(submitBody).toMatchObject({ puzzle_id: solved.id, hint_used: false });
  expect(submitBody.moves).toHaveLength(Math.floor(solved.moves.length / 2));
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-outcome', 'solved');
  await expect(page.getByText('Puzzle solved!')).toBeVisible();
  await expect(page.getByTestId('points-gained')).toContainText('+');
  await shot(page, 'solved', info.project.name);

  // Fail: a wrong move is shown in red, the failure is saved, and the solution can be replayed.
  const second = nextPuzzle(page);
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  const failed = await second;
  expect(failed.id).not.toBe(solved.id);
  await expect(board(page)).toHaveAttribute('data-fen', fenAfter(failed, 1));
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(
    square(page, failed.moves[1]!.slice(0, 2)).locator('[style*="59, 130, 246"]'),
  ).toHaveCount(1);
  await shot(page, 'hint', info.project.name);
  const wrong = wrongMove(failed);
  const failSubmit = page.waitForResponse((r) => r.url().includes('/api/puzzles/submit-puzzle/'));
  await playMove(page, wrong, 'click');
  const failBody = (await failSubmit).request().postDataJSON() as {
    moves: string[];
    hint_used: boolean;
  };
  expect(failBody).toMatchObject({ moves: [wrong], hint_used: true });
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-outcome', 'failed');
  await expect(page.getByText('Puzzle failed')).toBeVisible();
  for (const sq of [wrong.slice(0, 2), wrong.slice(2, 4)])
    await expect(square(page, sq).locator('[style*="239, 68, 68"]')).toHaveCount(1);
  await expect(page.getByTestId('rating-change')).toBeVisible();
  await shot(page, 'failed', info.project.name);
  await page.getByRole('button', { name: 'View solution' }).click();
  await expect(board(page)).toHaveAttribute('data-fen', fenAfter(failed, failed.moves.length));
  await expect(page.getByRole('button', { name: 'Solution shown' })).toBeDisabled();

  // Settings: the stepper stops at the ends; Save shows the toast and closes the dialog.
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByText('Change difficulty')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lower difficulty' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Raise difficulty' }).click();
  await expect(dialog.locator('output')).toHaveText('1500-1999');
  await shot(page, 'settings', info.project.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toastShown = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(toastShown).toContainText('Settings updated successfully');
  await expect(toastShown.getByText('Successful', { exact: true })).toBeVisible();
  await expect(toastShown).not.toHaveClass(/bg-danger/);
  await expect(dialog).toBeHidden();
  expect(await api.get('puzzles/settings')).toEqual({
    difficulty_range_from: 1500,
    difficulty_range_to: 1999,
  });

  // A failed save shows the destructive toast and closes the dialog too.
  await page.route('**/api/puzzles/settings', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Settings' }).click();
  for (let i = 0; i < 2; i++)
    await dialog.getByRole('button', { name: 'Raise difficulty' }).click();
  await expect(dialog.getByRole('button', { name: 'Raise difficulty' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastShown).toContainText('Error saving puzzle settings');
  await expect(toastShown.getByText('Error occurred', { exact: true })).toBeVisible();
  await expect(toastShown).toHaveClass(/bg-danger/);
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/puzzles/settings');

  // Quitting goes to /app/puzzle, which shows the selection with the new points and rating.
  await page.getByRole('button', { name: 'Quit puzzles' }).click();
  await expect(page).toHaveURL(/\/app\/puzzle\/selection$/);
  const res = await request.post('/api/puzzles/badges', {
    headers: { authorization: `Bearer ${session.token.access_token}` },
  });
  const badges = (
    (await res.json()) as { data: { user_puzzle_point: number; user_puzzle_rating: number } }
  ).data;
  expect(badges.user_puzzle_point).toBeGreaterThan(0);
  await expect(page.getByTestId('puzzle-points')).toHaveText(String(badges.user_puzzle_point));
  await expect(page.getByTestId('puzzle-rating')).toHaveText(String(badges.user_puzzle_rating));
  await expect(page.getByRole('link', { name: 'Continue: Mate in 1' })).toBeVisible();
});

test('a theme with no puzzles left shows the empty state, and an unknown theme an error', async ({
  page,
  request,
}, info) => {
  const session = await learner(page, request, 'puzzles-empty');
  const types = await learnerApi(request, session).get<{ key: string; count: number }[]>(
    'puzzles/puzzle-types/',
  );
  // The browser tests run on the starter set only, mined from engine self-play: no puzzle of it
  // comes from a super-GM game, so that theme is empty here.
  expect(types.find((t) => t.key === 'superGM')?.count).toBe(0);
  await page.goto('/app/puzzle/superGM');
  await expect(page.getByRole('heading', { name: 'No puzzles found' })).toBeVisible();
  await expect(page.getByTestId('badge-progress')).toBeVisible();
  await shot(page, 'empty', info.project.name);
  await page.getByRole('button', { name: 'Change difficulty' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Choose another theme' }).click();
  await expect(page).toHaveURL(/\/app\/select-puzzle-type$/);

  await page.goto('/app/puzzle/noSuchTheme');
  await expect(page.getByRole('heading', { name: 'Error loading puzzle' })).toBeVisible();
  await expect(page.getByText('Unknown puzzle type "noSuchTheme"')).toBeVisible();
});

test('axe finds no serious or critical problem on the puzzle screens', async ({
  page,
  request,
}) => {
  await learner(page, request, 'puzzles-axe');
  const screens: [string, RegExp][] = [
    ['/app/puzzle/selection', /Sharpen your tactics/],
    ['/app/select-puzzle-type', /Choose a theme/],
    ['/app/puzzle/mix', /Healthy mix/],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/app/puzzle/mix')
      await expect(page.getByTestId('puzzle-status')).toContainText('Your turn');
    await settled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    expect(blocking).toEqual([]);
  }
});
