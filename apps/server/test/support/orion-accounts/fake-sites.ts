import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Local fakes of the Lichess and Chess.com game APIs for tests, speaking the documented
 * formats: Lichess's PGN export (its headers, `{ [%clk 0:03:00] }` clock comments, variants,
 * aborted games, `max`/`since`/`perfType`, 404 for an unknown user, 429 when told to), and
 * Chess.com's archive list and monthly archives (JSON games with `pgn`, `rules`,
 * `time_class`, `end_time`, results).
 */

export interface FakeGame {
  id: string;
  white: string;
  black: string;
  /** Movetext without the result, e.g. "1. e4 e5 2. Nf3". */
  moves: string;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  playedAt: Date;
  variant?: 'Standard' | 'Chess960' | 'Crazyhouse';
  termination?: string;
  speed?: 'bullet' | 'blitz' | 'rapid' | 'classical';
}

export interface FakeSite {
  url: string;
  /** Players the site knows, with their games (any order). */
  players: Map<string, FakeGame[]>;
  /** The next n game requests are answered 429. */
  rateLimitNext: number;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Answers 503 to everything while true. */
  down: boolean;
  close(): Promise<void>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const pgnDate = (d: Date) =>
  `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
const pgnTime = (d: Date) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** A typical time control of each speed, as Lichess writes it (base+increment in seconds). */
const TIME_CONTROL = { bullet: '60+0', blitz: '180+0', rapid: '600+0', classical: '1800+0' };

/** One game as Lichess exports it, clocks included. */
export function lichessPgn(g: FakeGame, site = 'https://lichess.org'): string {
  const speed = g.speed ?? 'blitz';
  const tags: [string, string][] = [
    ['Event', `Rated ${speed} game`],
    ['Site', `${site}/${g.id}`],
    ['Date', pgnDate(g.playedAt)],
    ['White', g.white],
    ['Black', g.black],
    ['Result', g.result],
    ['UTCDate', pgnDate(g.playedAt)],
    ['UTCTime', pgnTime(g.playedAt)],
    ['WhiteElo', '1500'],
    ['BlackElo', '1480'],
    ['Variant', g.variant ?? 'Standard'],
    ['TimeControl', TIME_CONTROL[speed]],
    ['ECO', '?'],
    ['Termination', g.termination ?? 'Normal'],
  ];
  let clock = 180;
  const moves = g.moves.replace(/(\d+\.\s*)?([^\s.]+)/g, (token, num: string | undefined, san) => {
    clock = Math.max(1, clock - 3);
    const c = `0:${pad(Math.floor(clock / 60))}:${pad(clock % 60)}`;
    return `${num ?? ''}${san} { [%clk ${c}] }`;
  });
  return `${tags.map(([k, v]) => `[${k} "${v}"]`).join('\n')}\n\n${moves} ${g.result}\n\n\n`;
}

const json = (body: unknown) => JSON.stringify(body);

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function fake(
  handle: (site: FakeSite, path: string, query: URLSearchParams) => [number, string, string],
): Promise<FakeSite> {
  const site: FakeSite = {
    url: '',
    players: new Map(),
    rateLimitNext: 0,
    requests: [],
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    site.requests.push(u.pathname + u.search);
    const [status, type, body] = site.down
      ? [503, 'text/plain', 'Service unavailable']
      : handle(site, decodeURIComponent(u.pathname), u.searchParams);
    // One connection per request: a kept-alive socket the server times out between tests
    // would otherwise fail the next request as if the site were down.
    res.writeHead(status, { 'content-type': type, connection: 'close' });
    res.end(body);
  });
  return listen(server).then((url) => Object.assign(site, { url }));
}

const player = (site: FakeSite, name: string) =>
  [...site.players.entries()].find(([n]) => n.toLowerCase() === name.toLowerCase());

/** Lichess: /api/user/{name} and /api/games/user/{name} (PGN, newest first). */
export function startFakeLichess(): Promise<FakeSite> {
  return fake((site, path, q) => {
    const user = /^\/api\/user\/([^/]+)$/.exec(path);
    if (user) {
      const p = player(site, user[1]!);
      return p
        ? [200, 'application/json', json({ id: p[0].toLowerCase(), username: p[0] })]
        : [404, 'application/json', json({ error: 'Not found' })];
    }
    const games = /^\/api\/games\/user\/([^/]+)$/.exec(path);
    if (!games) return [404, 'application/json', json({ error: 'Not found' })];
    if (site.rateLimitNext > 0) {
      site.rateLimitNext -= 1;
      return [429, 'application/json', json({ error: 'Too many requests. Try again later.' })];
    }
    const p = player(site, games[1]!);
    if (!p) return [404, 'application/json', json({ error: 'Not found' })];
    const since = Number(q.get('since') ?? 0);
    const max = Number(q.get('max') ?? Infinity);
    const perfs = q.get('perfType')?.split(',');
    const list = p[1]
      .filter((g) => g.playedAt.getTime() >= since)
      .filter(
        (g) =>
          !perfs ||
          ((g.variant ?? 'Standard') === 'Standard' && perfs.includes(g.speed ?? 'blitz')),
      )
      .sort((a, b) => b.playedAt.getTime() - a.playedAt.getTime())
      .slice(0, max);
    return [200, 'application/x-chess-pgn', list.map((g) => lichessPgn(g)).join('')];
  });
}

/** Chess.com: /pub/player/{name}, its archive list and monthly archives. */
export function startFakeChessCom(): Promise<FakeSite> {
  return fake((site, path) => {
    const m = /^\/pub\/player\/([^/]+)(\/games\/archives|\/games\/(\d{4})\/(\d{2}))?$/.exec(path);
    const p = m ? player(site, m[1]!) : undefined;
    if (!m || !p)
      return [404, 'application/json', json({ code: 0, message: `User "${m?.[1]}" not found.` })];
    if (!m[2]) return [200, 'application/json', json({ username: p[0].toLowerCase() })];
    if (site.rateLimitNext > 0) {
      site.rateLimitNext -= 1;
      return [429, 'application/json', json({ code: 0, message: 'Too many requests' })];
    }
    const month = (d: Date) => `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}`;
    if (m[2] === '/games/archives') {
      const months = [...new Set(p[1].map((g) => month(g.playedAt)))].sort();
      return [
        200,
        'application/json',
        json({
          archives: months.map((x) => `https://api.chess.com/pub/player/${m[1]}/games/${x}`),
        }),
      ];
    }
    const games = p[1]
      .filter((g) => month(g.playedAt) === `${m[3]}/${m[4]}`)
      .sort((a, b) => a.playedAt.getTime() - b.playedAt.getTime())
      .map((g) => {
        const rules =
          g.variant === 'Chess960'
            ? 'chess960'
            : g.variant === 'Crazyhouse'
              ? 'crazyhouse'
              : 'chess';
        const res = (side: '1-0' | '0-1') =>
          g.result === side
            ? 'win'
            : g.result === '1/2-1/2'
              ? 'agreed'
              : g.result === '*'
                ? 'abandoned'
                : 'resigned';
        return {
          url: `https://www.chess.com/game/live/${g.id}`,
          pgn: lichessPgn(g, 'https://www.chess.com/game/live').replace(
            /\[Variant "[^"]*"\]\n/,
            '',
          ),
          time_control: '180',
          end_time: Math.floor(g.playedAt.getTime() / 1000),
          rated: true,
          time_class: g.speed ?? 'blitz',
          rules,
          white: { username: g.white, rating: 1500, result: res('1-0') },
          black: { username: g.black, rating: 1480, result: res('0-1') },
        };
      });
    return [200, 'application/json', json({ games })];
  });
}
