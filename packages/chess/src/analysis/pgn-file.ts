import { PgnError, parsePgn, type ParsedGame } from './pgn.ts';

/** Most games one file (or one sync) imports; the rest are listed as over the limit. */
export const MAX_IMPORT_GAMES = 100;

const HEADER_LINE = /^\s*\[(\w+)\s+"/;

/**
 * Splits a PGN file (a site's download: many games, each headers then moves) into the text of
 * each game. A header line after movetext starts the next game; clock comments such as
 * `{ [%clk 0:03:00] }` are not header lines (`%clk` is not a tag name).
 */
export function splitPgnGames(text: string): string[] {
  const games: string[] = [];
  let current: string[] = [];
  let inMoves = false;
  let inComment = false;
  let gap = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const isHeader = !inComment && HEADER_LINE.test(line);
    // Headers after movetext, or after a blank line closing a header block (a game with no
    // movetext at all), belong to the next game.
    if (isHeader && (inMoves || gap)) {
      games.push(current.join('\n'));
      current = [];
      inMoves = false;
    }
    gap = !line.trim() && current.some((l) => l.trim());
    if (!isHeader && line.trim()) inMoves = true;
    // A comment may run over several lines; a "[" inside it starts no game.
    for (const c of line) {
      if (c === '{') inComment = true;
      else if (c === '}') inComment = false;
    }
    current.push(line);
  }
  if (current.some((l) => l.trim())) games.push(current.join('\n'));
  return games;
}

export type SkipReason =
  | 'player_not_in_game'
  | 'variant'
  | 'aborted'
  | 'no_moves'
  | 'unreadable'
  | 'over_limit'
  | 'duplicate';

export interface FileGame {
  /** 1-based position in the file. */
  index: number;
  pgn: string;
  parsed: ParsedGame;
  color: 'w' | 'b';
  /** When the game was played, from UTCDate/UTCTime (or Date), if the headers say. */
  playedAt: Date | null;
}

export interface SkippedGame {
  index: number;
  white: string;
  black: string;
  reason: SkipReason;
  message: string;
}

const STANDARD_VARIANTS = new Set(['', 'standard', 'from position']);

/** When the game was played: Lichess writes UTCDate/UTCTime, Chess.com too; Date as a fallback. */
export function playedAt(h: Record<string, string>): Date | null {
  const date = (h.UTCDate ?? h.Date ?? '').replace(/\./g, '-');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = /^\d{2}:\d{2}:\d{2}$/.test(h.UTCTime ?? '') ? h.UTCTime : '00:00:00';
  const d = new Date(`${date}T${time}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const sameName = (a: string | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function headersOf(text: string): Record<string, string> {
  const h: Record<string, string> = {};
  for (const m of text.matchAll(/^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$/gm))
    h[m[1]!] = m[2]!.replace(/\\(.)/g, '$1');
  return h;
}

/**
 * Reads a file of games for `player` (as written in the White/Black headers, any case): every
 * standard game of theirs that reads is kept with their side; the others are listed with the
 * reason. The same game twice (same side, start and moves) is kept once. Games after the
 * first MAX_IMPORT_GAMES kept are over the limit.
 */
export function readPgnFile(
  text: string,
  player: string,
): { games: FileGame[]; skipped: SkippedGame[] } {
  const games: FileGame[] = [];
  const skipped: SkippedGame[] = [];
  const seen = new Set<string>();
  for (const [i, pgn] of splitPgnGames(text).entries()) {
    const h = headersOf(pgn);
    const index = i + 1;
    const skip = (reason: SkipReason, message: string) =>
      skipped.push({ index, white: h.White ?? '?', black: h.Black ?? '?', reason, message });
    const color = sameName(h.White, player) ? 'w' : sameName(h.Black, player) ? 'b' : null;
    if (!color) {
      skip('player_not_in_game', `${player} did not play in this game.`);
      continue;
    }
    const variant = (h.Variant ?? '').trim();
    if (!STANDARD_VARIANTS.has(variant.toLowerCase())) {
      skip('variant', `${variant} is a variant; Orion analyses standard chess only.`);
      continue;
    }
    if (/abandon|abort/i.test(h.Termination ?? '')) {
      skip('aborted', 'The game was aborted before it really started.');
      continue;
    }
    let parsed: ParsedGame;
    try {
      parsed = parsePgn(pgn);
    } catch (err) {
      if (!(err instanceof PgnError)) throw err;
      if (err.message.startsWith('No moves'))
        skip('no_moves', 'The game has no moves (aborted before the first move).');
      else skip('unreadable', err.message);
      continue;
    }
    const key = `${color}|${parsed.startFen}|${parsed.moves.map((m) => m.uci).join(' ')}`;
    if (seen.has(key)) {
      skip('duplicate', 'The same game is earlier in the file.');
      continue;
    }
    seen.add(key);
    if (games.length >= MAX_IMPORT_GAMES) {
      skip('over_limit', `Only ${MAX_IMPORT_GAMES} games are imported at a time.`);
      continue;
    }
    games.push({ index, pgn, parsed, color, playedAt: playedAt(parsed.headers) });
  }
  return { games, skipped };
}
