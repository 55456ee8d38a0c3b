import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { signedInLearner } from './support/learner-api.ts';

/*
 * Issue 16, game analysis (ADR 0025): a learner pastes a 29-move game, sees the illegal-move
 * error inline first, then watches the analysis progress without reloading and reads the
 * report: accuracy, the evaluation graph, every move's class and a critical moment on the board.
 */
const SHOTS = '/tmp/shots-orion';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const GAME = `[Event "Club night"]
[White "Ada"]
[Black "Ben"]
[Result "1-0"]

1. e4 e5 2. Nc3 d6 3. d4 Nf6 4. Nf3 Nbd7 5. Bd3 c6 6. O-O Ng4 7. Qe2 Ngf6 8. Rd1 Be7 9. a4 O-O 10. h3 Qb6 11. a5 Qd8 12. Bc4 Nc5 13. dxc5 b5 14. cxd6 Bf5 15. dxe7 Qxe7 16. Bd3 h6 17. exf5 b4 18. Ne4 Nd5 19. Bc4 Rad8 20. a6 Nc7 21. Be3 Rxd1+ 22. Rxd1 Ra8 23. g3 Nd5 24. Bc5 Qb7 25. axb7 Rb8 26. Nxe5 Ra8 27. bxa8=Q+ Kh7 28. Nxf7 Nf6 29. Qh8# 1-0`;

test('paste a game, watch the analysis progress, read the report', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
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
    buffer: Buffer.from(`${GAME}\n\n${GAME}`),
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

  // The game goes in from the Orion page, where the same form sits under the skill profile.
  await page.goto('/app/orion');
  const slot = page.getByTestId('orion-games-slot');
  await expect(slot.getByRole('heading', { name: 'Analyse a game' })).toBeVisible();
  await expect(slot.getByText('No games yet.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-page-games-${tag}.png`, fullPage: true });
  await slot.getByLabel('Your game in PGN').fill(GAME);
  // The side is picked on its card (the radio inside is visually hidden, not from the keyboard).
  await slot
    .locator('label')
    .filter({ hasText: /^black$/i })
    .click();
  await expect(slot.getByRole('radio', { name: 'black' })).toBeChecked();
  await slot.getByRole('button', { name: 'Analyse my game' }).click();
  await expect(page).toHaveURL(/\/app\/orion\/games\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada – Ben');
  // Progress shows while the engine works: queued, then "move N of 57".
  await expect(page.getByText(/Waiting for the engine|Analysing: move \d+ of 57/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orion-report-progress-${tag}.png`, fullPage: true });
  await expect(page.getByText(/Analysing: move \d+ of 57/)).toBeVisible({ timeout: 60_000 });

  // Done without a reload: the report replaces the progress.
  await expect(page.getByRole('heading', { name: 'Critical moments' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByText('Your accuracy')).toBeVisible();
  await expect(page.getByRole('img', { name: /Evaluation graph over 57 moves/ })).toBeVisible();
  const nc5 = page.getByRole('button', { name: '12… Nc5, Blunder' });
  await expect(nc5).toBeVisible();
  await page
    .getByRole('button', { name: /12… Nc5/ })
    .first()
    .click();
  const moment = page.getByTestId('moment-24-board');
  await expect(moment).toHaveAttribute('aria-label', 'Position before 12… Nc5');
  await expect(page.getByText('Best was')).toBeVisible();
  await expect(page.getByText('Trains')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${SHOTS}/orion-report-${tag}.png`, fullPage: true });

  await page.getByRole('link', { name: 'Your games' }).click();
  await expect(page.getByRole('link', { name: /Ada – Ben/ })).toContainText('Analysed');
  await expect(page.getByText(/You have 20\./)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/orion-games-list-${tag}.png`, fullPage: true });
});
