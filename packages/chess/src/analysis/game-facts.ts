/*
 * What the insights across a learner's games (issue 28.6, ADR 0034) read off one game and one
 * move: the phase a move was played in, the time control's category, the learner's result.
 */

export type GamePhase = 'opening' | 'middlegame' | 'endgame';
export const GAME_PHASES: readonly GamePhase[] = ['opening', 'middlegame', 'endgame'];

/** The opening is at most the first 10 moves of each side (20 plies). */
export const OPENING_PLIES = 20;
/**
 * Queens, rooks, bishops and knights left on the board, both sides together. At this many or
 * fewer the position is an endgame (Lichess's game divider uses the same count); above
 * MIDDLEGAME_PIECES before ply 20 it is still the opening.
 */
export const ENDGAME_PIECES = 6;
export const MIDDLEGAME_PIECES = 10;

/** Queens, rooks, bishops and knights of both sides in a FEN's placement field. */
export function majorsAndMinors(fen: string): number {
  const placement = fen.split(' ')[0] ?? '';
  let n = 0;
  for (const ch of placement) if ('qrbnQRBN'.includes(ch)) n++;
  return n;
}

/**
 * The phase of the move played from `fenBefore`, the `ply`-th half-move of a game (1-based):
 * endgame at 6 or fewer queens, rooks, bishops and knights in all; otherwise the opening
 * while the game is in its first 20 plies, started from the initial position and still has
 * more than 10 of those pieces (an early mass exchange ends the opening); else the middlegame.
 * A game from a set-up position (a lesson's) has no opening.
 */
export function gamePhase(fenBefore: string, ply: number, fromInitial: boolean): GamePhase {
  const pieces = majorsAndMinors(fenBefore);
  if (pieces <= ENDGAME_PIECES) return 'endgame';
  if (fromInitial && ply <= OPENING_PLIES && pieces > MIDDLEGAME_PIECES) return 'opening';
  return 'middlegame';
}

export type TimeControlCategory =
  'bullet' | 'blitz' | 'rapid' | 'classical' | 'correspondence' | 'unknown';
export const TIME_CONTROL_CATEGORIES: readonly TimeControlCategory[] = [
  'bullet',
  'blitz',
  'rapid',
  'classical',
  'correspondence',
  'unknown',
];

/**
 * The category of a PGN TimeControl header, by Lichess's rule: the estimated duration is the
 * base time plus 40 increments, in seconds; under 3 minutes bullet, under 8 blitz, under 25
 * rapid, else classical. "-" (Lichess) and "1/86400" (Chess.com daily: a move per period) are
 * correspondence; a missing, "?" or unreadable header is unknown. Several periods
 * ("40/5400:1800") are read by their first.
 */
export function timeControlCategory(header: string | undefined): TimeControlCategory {
  const tc = header?.trim() ?? '';
  if (tc === '-') return 'correspondence';
  if (/^\d+\/\d+$/.test(tc) && Number(tc.split('/')[0]) === 1) return 'correspondence';
  const m = /^(?:\d+\/)?(\d+)(?:\+(\d+))?(?::|$)/.exec(tc);
  if (!m) return 'unknown';
  const seconds = Number(m[1]) + 40 * Number(m[2] ?? 0);
  if (seconds < 180) return 'bullet';
  if (seconds < 480) return 'blitz';
  if (seconds < 1500) return 'rapid';
  return 'classical';
}

/** The learner's score in a game: 1 a win, 0.5 a draw, 0 a loss, null unfinished or unknown. */
export function learnerScore(result: string | undefined, color: 'w' | 'b'): 0 | 0.5 | 1 | null {
  if (result === '1/2-1/2') return 0.5;
  if (result === '1-0') return color === 'w' ? 1 : 0;
  if (result === '0-1') return color === 'b' ? 1 : 0;
  return null;
}
