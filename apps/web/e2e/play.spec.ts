import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import { expectNoA11yViolations } from './support/axe.ts';
import { learnerApi, signedInLearner } from './support/learner-api.ts';

/*
 * Issue 37: games against the human-like opponent, played to their end. `?seed=` fixes the
 * opponent's sampling, so the replies to a scripted game are known: the seeds come from
 * scripts/play-seeds.ts, which samples exactly as the page does (one draw per opponent move).
 * Desktop only: the screen is the same at 390 px (a screenshot checks it) and the work is the
 * model's and the server's (ADR 0036).
 */
const SHOTS = '/tmp/shots-play';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Seed 214: Club novice answers e4, Bc4, Qh5 with e5, Nc6, Nf6 — and 4.Qxf7# mates. */
const WIN_SEED = 214;
/**
 * Seed 59: after these ten White moves the position is level (Stockfish about +0.2), so the
 * opponent accepts a draw offer: 1.e4 e5 2.Nf3 d6 3.d4 exd4 4.Nxd4 Nf6 5.Nc3 Be7 6.Bc4 O-O
 * 7.O-O Nc6 8.Nxc6 bxc6 9.Bg5 Ng4 10.Bxe7 Qxe7.
 */
const DRAW_SEED = 59;
const DRAW_MOVES = 'e2e4 g1f3 d2d4 f3d4 b1c3 f1c4 e1g1 d4c6 c1g5 g5e7'.split(' ');

const plies = (page: Page) => page.getByTestId('move-list');

interface Games {
  total: number;
  results: {
    result: string;
    termination: string;
    color: string;
    plies: number;
    orion_game_id: number | null;
  }[];
}

async function startGame(
  page: Page,
  seed: number,
  { level = 'Club novice', color = 'White', clock = 'No clock' } = {},
) {
  await page.goto(`/app/play?seed=${seed}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  await page.getByText(level, { exact: true }).click();
  await page.getByText(color, { exact: true }).click();
  await page.getByText(clock, { exact: true }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('play-status')).toHaveText('Your move.');
}

/** A clock's reading in seconds ("4:49" → 289). */
async function seconds(page: Page, bar: 'learner-bar' | 'opponent-bar') {
  const [m, s] = (await page.getByTestId(`${bar}-clock`).innerText()).split(':').map(Number);
  return m! * 60 + s!;
}

/** Types the learner's move and waits for the opponent's reply (or the end). */
async function move(page: Page, text: string, expectPlies: number) {
  const box = page.getByLabel('Type a move');
  await box.fill(text);
  await box.press('Enter');
  await expect(plies(page)).toHaveAttribute('data-plies', String(expectPlies));
}

test('a learner picks a level and wins with the scholar\u2019s mate; the game is rated and analysed', async ({
  page,
  request,
}) => {
  const session = await signedInLearner(page, request, 'play-win');
  await page.goto('/app/climb');
  await page.getByRole('navigation').getByRole('link', { name: 'Play' }).first().click();
  await expect(page).toHaveURL(/\/app\/play$/);
  // A new learner (placement "new") starts at 600: the suggested opponent is the Newcomer.
  await expect(page.getByTestId('play-rating')).toHaveText('600');
  await expect(page.getByText(/Suggested opponent: Newcomer \(600\)/)).toBeVisible();
  await expect(page.getByText(/^No games yet\./)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/play-setup-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/play-setup-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await startGame(page, WIN_SEED);
  await move(page, 'e4', 2);
  await move(page, 'Bc4', 4);
  await move(page, 'Qh5', 6);
  await expect(plies(page)).toContainText('Nf6');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/play-game-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/play-game-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await move(page, 'Qxf7#', 7);
  await expect(page.getByRole('heading', { name: 'You won by checkmate' })).toBeVisible();
  await expect(page.getByTestId('game-sync')).toContainText(/Play rating 600 → \d+ · \+15 xp/);
  await page.screenshot({ path: `${SHOTS}/play-won-1280.png`, fullPage: true });

  const games = await learnerApi(request, session).get<Games>('play/games');
  expect(games.total).toBe(1);
  expect(games.results[0]).toMatchObject({ result: '1-0', termination: 'checkmate' });
  expect(games.results[0]!.orion_game_id).toEqual(expect.any(Number));
});

test('a learner takes a move back in a casual game, then resigns: a loss', async ({
  page,
  request,
}) => {
  const session = await signedInLearner(page, request, 'play-resign');
  await startGame(page, 1);
  await move(page, 'e4', 2);
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(plies(page)).toHaveAttribute('data-plies', '0');
  await move(page, 'd4', 2);
  await page.getByRole('button', { name: 'Resign' }).click();
  await expect(page.getByRole('heading', { name: 'You lost by resignation' })).toBeVisible();
  await expect(page.getByTestId('game-sync')).toContainText(/Play rating 600 → \d+ · \+5 xp/);
  const games = await learnerApi(request, session).get<Games>('play/games');
  expect(games.results[0]).toMatchObject({ result: '0-1', termination: 'resigned' });
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('recent-games')).toContainText('Lost by resignation');
});

test('as Black with the 5+3 clock: the clocks run, a move adds 3 s, and the learner loses on time', async ({
  page,
  request,
}) => {
  const session = await signedInLearner(page, request, 'play-clock');
  // The page's own clock (Date, performance.now, timers), so minutes pass at once. It runs as
  // usual until paused below.
  await page.clock.install();
  await startGame(page, 1, { color: 'Black', clock: '5 + 3' });
  // The opponent (White) has moved: its clock had not started (clocks run from the first move
  // on) and the move added the increment, 5:00 + 3 s.
  await expect(plies(page)).toHaveAttribute('data-plies', '1');
  await expect(page.getByTestId('opponent-bar-clock')).toHaveText('5:03');
  await expect(page.getByTestId('learner-bar-clock')).toHaveAccessibleName(/^Your clock: \d:\d\d$/);
  // Time stands still from here unless the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  const mine = await seconds(page, 'learner-bar');
  expect(mine).toBeLessThan(300);
  await page.clock.runFor(10_000);
  await expect.poll(() => seconds(page, 'learner-bar')).toBe(mine - 10);
  await expect(page.getByTestId('opponent-bar-clock')).toHaveText('5:03');
  // A move adds the increment to the mover's clock; the opponent's clock runs now.
  const box = page.getByLabel('Type a move');
  await box.fill('a6');
  await box.press('Enter');
  await expect(plies(page)).toHaveAttribute('data-plies', '2');
  await expect.poll(() => seconds(page, 'learner-bar')).toBe(mine - 10 + 3);
  await page.clock.resume();
  await expect(plies(page)).toHaveAttribute('data-plies', '3');
  await expect(page.getByTestId('play-status')).toHaveText('Your move.');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/play-clock-black-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/play-clock-black-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  // Five minutes pass without a move: the learner's flag falls.
  await page.clock.fastForward(5 * 60_000);
  await expect(page.getByRole('heading', { name: 'You lost on time' })).toBeVisible();
  await expect(page.getByTestId('learner-bar-clock')).toHaveText('0:00');
  await expect(page.getByTestId('game-sync')).toContainText(/\+5 xp/);
  // The game's xp is the account's (ADR 0046): the top bar follows.
  await expect(page.getByTestId('xp')).toHaveText(/^5\s*xp$/);
  await page.screenshot({ path: `${SHOTS}/play-lost-on-time-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/play-lost-on-time-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const games = await learnerApi(request, session).get<Games>('play/games');
  expect(games.results[0]).toMatchObject({
    result: '1-0',
    termination: 'timeout',
    color: 'black',
    plies: 3,
  });
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('recent-games').getByRole('listitem').first()).toContainText(
    /Lost on time.*as Black/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('recent-games').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/play-recent-games-390.png` });
});

test('a takeback in a casual game returns the board and the moves; the opponent waits for the learner', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'play-takeback');
  await startGame(page, 1);
  await move(page, 'e4', 2);
  const board = page.getByTestId('play-board');
  const fen = await board.getAttribute('data-fen');
  const list = await plies(page).innerText();
  await move(page, 'Nf3', 4);
  await expect(plies(page)).toContainText('Nf3');
  await page.getByRole('button', { name: 'Take back' }).click();
  await expect(plies(page)).toHaveAttribute('data-plies', '2');
  await expect(plies(page)).toHaveText(list, { useInnerText: true });
  await expect(board).toHaveAttribute('data-fen', fen!);
  // The learner's turn again: the opponent does not think nor move until the learner has.
  await expect(page.getByTestId('play-status')).toHaveText('Your move.');
  await move(page, 'd4', 4);
  await expect(plies(page)).not.toContainText('Nf3');
  await expect(plies(page).getByRole('list')).toContainText(/2\.\s*d4/);
});

test('a draw offer in a level position is accepted after ten moves each', async ({
  page,
  request,
}) => {
  await signedInLearner(page, request, 'play-draw');
  await startGame(page, DRAW_SEED);
  // Too early: declined without asking the engine.
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await expect(page.getByTestId('draw-answer')).toContainText('too early');
  for (const [i, uci] of DRAW_MOVES.entries()) await move(page, uci, 2 * (i + 1));
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await expect(page.getByRole('heading', { name: 'Draw by agreement' })).toBeVisible();
  await expect(page.getByTestId('game-sync')).toContainText(/\+10 xp/);
});

test.describe('in the installed app', () => {
  // The offline game needs the service worker, which the config blocks elsewhere.
  test.use({ serviceWorkers: 'allow' });

  test('offline in the installed app, a game is played to its end and sent once back online', async ({
    page,
    context,
    request,
  }) => {
    const session = await signedInLearner(page, request, 'play-offline');
    await page.goto('/app/play');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // Online once: the page remembers the rating and the service worker keeps the opponent's net.
    await startGame(page, 1);
    await move(page, 'e4', 2);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('play-rating')).toHaveText('600');
    await page.getByText('Club novice', { exact: true }).click();
    await page.getByText('White', { exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await move(page, 'e4', 2);
    await page.getByRole('button', { name: 'Resign' }).click();
    await expect(page.getByTestId('game-sync')).toHaveText(
      'Saved on this device. It will be sent, rated and analysed when you are back online.',
    );
    await expect(page.getByTestId('offline-banner')).toContainText('1 finished game waiting');

    await context.setOffline(false);
    const api = learnerApi(request, session);
    await expect.poll(async () => (await api.get<Games>('play/games')).total).toBe(1);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
  });
});
