import { Chess } from 'chess.js';
import { difficultyOf, isKnownTheme } from '@ascend/chess';
import type { PuzzleRow } from '../store.ts';

export type Parsed = { ok: true; row: PuzzleRow } | { ok: false; reason: string };

const intIn = (raw: string, name: string, min: number, max: number): number | string => {
  if (!/^-?\d+$/.test(raw)) return `${name} "${raw}" is not a whole number`;
  const n = Number(raw);
  return n < min || n > max ? `${name} ${n} is outside ${min}..${max}` : n;
};

/**
 * Checks one line of the Lichess export (10 columns, or 11 with DailyDate) and turns it into a
 * row: the FEN must load in chess.js, every move must be legal in turn, the line must end on a
 * solver move, every theme key must be one we know.
 */
export function parseRow(line: string, source: 'lichess' | 'ascend' = 'lichess'): Parsed {
  const f = line.split(',');
  if (f.length !== 10 && f.length !== 11)
    return { ok: false, reason: `expected 10 or 11 columns, found ${f.length}` };
  const [id, fen, movesRaw, ratingRaw, rdRaw, popRaw, playsRaw, themesRaw, gameUrl, openingRaw] =
    f as [string, ...string[]];
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(id))
    return { ok: false, reason: `PuzzleId "${id}" is not a puzzle id` };
  let chess: Chess;
  try {
    chess = new Chess(fen!);
  } catch (err) {
    return { ok: false, reason: `FEN is not a legal position: ${(err as Error).message}` };
  }
  const moves = movesRaw!.trim().split(/\s+/).filter(Boolean);
  if (moves.length < 2 || moves.length % 2 !== 0)
    return {
      ok: false,
      reason: `Moves must be an even number of plies (setup move + solution), found ${moves.length}`,
    };
  for (const [i, uci] of moves.entries()) {
    try {
      if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(uci)) throw new Error('not UCI');
      chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      return { ok: false, reason: `move ${i + 1} (${uci}) is illegal in that position` };
    }
  }
  const rating = intIn(ratingRaw!, 'Rating', 0, 4000);
  const rd = intIn(rdRaw!, 'RatingDeviation', 0, 1000);
  const popularity = intIn(popRaw!, 'Popularity', -100, 100);
  const plays = intIn(playsRaw!, 'NbPlays', 0, 2_000_000_000);
  for (const v of [rating, rd, popularity, plays])
    if (typeof v === 'string') return { ok: false, reason: v };
  const themes = themesRaw!.trim().split(/\s+/).filter(Boolean);
  if (themes.length === 0) return { ok: false, reason: 'Themes is empty' };
  const unknown = themes.filter((t) => !isKnownTheme(t));
  if (unknown.length)
    return { ok: false, reason: `unknown theme ${unknown.map((t) => `"${t}"`).join(', ')}` };
  return {
    ok: true,
    row: {
      id,
      fen: fen!,
      moves,
      rating: rating as number,
      ratingDeviation: rd as number,
      popularity: popularity as number,
      plays: plays as number,
      themes,
      gameUrl: gameUrl || null,
      openingTags: (openingRaw ?? '').trim().split(/\s+/).filter(Boolean),
      source,
      difficulty: difficultyOf(rating as number),
    },
  };
}
