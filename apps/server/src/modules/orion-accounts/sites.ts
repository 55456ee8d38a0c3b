import { readPgnFile, type SkippedGame } from '@ascend/chess';
import type { ChessSite } from '@ascend/contract';
import { AppError } from '../../errors.ts';
import type { ImportGame } from '../orion-games/index.ts';

/*
 * The two public game APIs (issue 28), as documented: Lichess `GET /api/games/user/{name}`
 * (a PGN stream, `max`, `since`), Chess.com `GET /pub/player/{name}/games/archives` then the
 * monthly archives (JSON games with `pgn`, `rules`, `end_time`). Base addresses are operator
 * configuration; the username is validated by the contract and encoded into the path.
 */

/** How long Lichess asks clients to wait after a 429 before the next request. */
export const RATE_LIMIT_WAIT_MS = 60_000;
/** Games the first sync of a new link imports. */
export const FIRST_SYNC_GAMES = 20;
/** Most games one later sync imports (the daily job; the rest come the day after). */
export const SYNC_GAMES = 100;
const TIMEOUT_MS = 20_000;

export class RateLimited extends Error {
  constructor(readonly retryAt: Date) {
    super(`Rate limited until ${retryAt.toISOString()}`);
  }
}

const siteName = (site: ChessSite) => (site === 'lichess' ? 'Lichess' : 'Chess.com');

export const unknownUser = (site: ChessSite, username: string) =>
  new AppError(
    404,
    'NOT_FOUND',
    `${siteName(site)} has no player called "${username}". Check the spelling of your username there.`,
    { username: 'Not found on the site' },
  );

export const unreachable = (site: ChessSite) =>
  new AppError(
    502,
    'SITE_UNAVAILABLE',
    `${siteName(site)} could not be reached just now. Try again in a few minutes.`,
  );

async function get(site: ChessSite, url: URL, accept: string, now: Date): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept, 'user-agent': 'AscendChess/1.0 (Orion game import)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw unreachable(site);
  }
  if (res.status === 429) throw new RateLimited(new Date(now.getTime() + RATE_LIMIT_WAIT_MS));
  return res;
}

const userPath = (username: string) => encodeURIComponent(username);

/** Throws the 404-style error when the site has no such player, the 502-style one when down. */
export async function checkPlayer(
  site: ChessSite,
  base: string,
  username: string,
  now: Date,
): Promise<void> {
  const path =
    site === 'lichess' ? `/api/user/${userPath(username)}` : `/pub/player/${userPath(username)}`;
  const res = await get(site, new URL(path, base), 'application/json', now);
  if (res.status === 404) throw unknownUser(site, username);
  if (!res.ok) throw unreachable(site);
}

export interface SiteGames {
  games: ImportGame[];
  skipped: SkippedGame[];
}

/** Lichess: one request for the newest `max` games since `since`, as PGN with clocks. */
async function lichessGames(
  base: string,
  username: string,
  since: Date | null,
  max: number,
  now: Date,
): Promise<SiteGames> {
  const url = new URL(`/api/games/user/${userPath(username)}`, base);
  // Aborted games come back too: ask for a few more and keep the newest `max` that count.
  url.searchParams.set('max', String(max + 10));
  url.searchParams.set('clocks', 'true');
  // Standard chess only (variants have their own perf types); variants that slip through
  // are skipped by the reader anyway.
  url.searchParams.set('perfType', 'ultraBullet,bullet,blitz,rapid,classical,correspondence');
  if (since) url.searchParams.set('since', String(since.getTime()));
  const res = await get('lichess', url, 'application/x-chess-pgn', now);
  if (res.status === 404) throw unknownUser('lichess', username);
  if (!res.ok) throw unreachable('lichess');
  const read = readPgnFile(await res.text(), username);
  return {
    games: read.games.slice(0, max).map((g) => ({
      ...g,
      externalId: `lichess:${(g.parsed.headers.Site ?? '').split('/').pop() ?? g.index}`,
    })),
    skipped: read.skipped,
  };
}

interface ChessComGame {
  url: string;
  pgn?: string;
  rules: string;
  end_time: number;
  white: { username: string; result: string };
  black: { username: string; result: string };
}

/**
 * Chess.com: the archive list, then months newest first until `max` games (played after
 * `since`) are read. Archive addresses are rebuilt on the configured base from their year and
 * month, never fetched as given.
 */
async function chessComGames(
  base: string,
  username: string,
  since: Date | null,
  max: number,
  now: Date,
): Promise<SiteGames> {
  const player = `/pub/player/${userPath(username.toLowerCase())}`;
  const res = await get(
    'chess.com',
    new URL(`${player}/games/archives`, base),
    'application/json',
    now,
  );
  if (res.status === 404) throw unknownUser('chess.com', username);
  if (!res.ok) throw unreachable('chess.com');
  const { archives = [] } = (await res.json()) as { archives?: string[] };
  const months = archives
    .map((a) => /\/(\d{4})\/(\d{2})\/?$/.exec(a))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ year: Number(m[1]), month: Number(m[2]) }))
    .sort((a, b) => b.year - a.year || b.month - a.month);
  const picked: ChessComGame[] = [];
  for (const { year, month } of months) {
    if (picked.length >= max) break;
    if (since && Date.UTC(year, month, 1) <= since.getTime()) break;
    const url = new URL(`${player}/games/${year}/${String(month).padStart(2, '0')}`, base);
    const page = await get('chess.com', url, 'application/json', now);
    if (!page.ok) throw unreachable('chess.com');
    const { games = [] } = (await page.json()) as { games?: ChessComGame[] };
    const fresh = games
      .filter((g) => !since || g.end_time * 1000 > since.getTime())
      .sort((a, b) => b.end_time - a.end_time);
    picked.push(...fresh.slice(0, max - picked.length));
  }
  const games: ImportGame[] = [];
  const skipped: SkippedGame[] = [];
  for (const [i, g] of picked.entries()) {
    const index = i + 1;
    const names = { white: g.white.username, black: g.black.username };
    if (g.rules !== 'chess' || !g.pgn) {
      skipped.push({
        index,
        ...names,
        reason: 'variant',
        message: `${g.rules} is a variant; Orion analyses standard chess only.`,
      });
      continue;
    }
    if (g.white.result === 'abandoned' || g.black.result === 'abandoned') {
      skipped.push({ index, ...names, reason: 'aborted', message: 'The game was abandoned.' });
      continue;
    }
    const read = readPgnFile(g.pgn, username);
    for (const s of read.skipped) skipped.push({ ...s, index });
    for (const r of read.games)
      games.push({ ...r, index, externalId: `chess.com:${g.url.split('/').pop() ?? g.end_time}` });
  }
  return { games, skipped };
}

export function fetchGames(
  site: ChessSite,
  base: string,
  username: string,
  since: Date | null,
  max: number,
  now: Date,
): Promise<SiteGames> {
  return site === 'lichess'
    ? lichessGames(base, username, since, max, now)
    : chessComGames(base, username, since, max, now);
}
