import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_POSITION } from 'chess.js';
import type { OrionInsights } from '@ascend/contract';
import {
  GAME_PHASES,
  PgnError,
  TIME_CONTROL_CATEGORIES,
  gamePhase,
  learnerScore,
  openingFamily,
  parsePgn,
  timeControlCategory,
  type GamePhase,
  type TimeControlCategory,
} from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { orionGameMoves, orionGames } from '../../db/schema/index.ts';
import { openingOf } from './opening-book.ts';

/** At most this many points on the trend: consecutive games are grouped to fit. */
const TREND_POINTS = 10;
/** The most played openings listed per colour, and the motifs missed most. */
const TOP_OPENINGS = 12;
const TOP_MOTIFS = 6;

interface Tally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  accuracySum: number;
  accuracies: number;
}
const tally = (): Tally => ({
  games: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  accuracySum: 0,
  accuracies: 0,
});
const round1 = (n: number) => Math.round(n * 10) / 10;

interface CountedGame {
  id: number;
  color: 'w' | 'b';
  score: 0 | 0.5 | 1 | null;
  accuracy: number | null;
  played: Date;
  opening: { eco: string; name: string } | null;
  timeControl: TimeControlCategory;
  fromInitial: boolean;
}

function add(t: Tally, g: CountedGame) {
  t.games += 1;
  if (g.score === 1) t.wins += 1;
  else if (g.score === 0.5) t.draws += 1;
  else if (g.score === 0) t.losses += 1;
  if (g.accuracy !== null) {
    t.accuracySum += g.accuracy;
    t.accuracies += 1;
  }
}

function results(t: Tally) {
  const finished = t.wins + t.draws + t.losses;
  return {
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    losses: t.losses,
    score: finished ? round1(((t.wins + t.draws / 2) / finished) * 100) : null,
    accuracy: t.accuracies ? round1(t.accuracySum / t.accuracies) : null,
  };
}

/** A game analysed before openings were stored (migration 0014) is named from its PGN. */
function legacyOpening(pgn: string) {
  try {
    return openingOf(parsePgn(pgn, { minPlies: 1 }).moves.map((m) => m.fenAfter));
  } catch (err) {
    if (err instanceof PgnError) return null;
    throw err;
  }
}

/** The caller's games: analysed ones to count, the others only counted by status. */
async function readGames(db: DbExecutor, userId: number) {
  const rows = await db
    .select({
      id: orionGames.id,
      status: orionGames.status,
      color: orionGames.color,
      headers: orionGames.headers,
      startFen: orionGames.startFen,
      accuracyWhite: orionGames.accuracyWhite,
      accuracyBlack: orionGames.accuracyBlack,
      openingEco: orionGames.openingEco,
      openingName: orionGames.openingName,
      played: sql<Date>`coalesce(${orionGames.playedAt}, ${orionGames.createdAt})`.mapWith(
        orionGames.createdAt,
      ),
    })
    .from(orionGames)
    .where(eq(orionGames.userId, userId));
  const done = rows.filter((r) => r.status === 'done');
  const legacy = done.filter((r) => r.openingName === null && r.startFen === DEFAULT_POSITION);
  const pgns = new Map<number, string>();
  if (legacy.length)
    for (const r of await db
      .select({ id: orionGames.id, pgn: orionGames.pgn })
      .from(orionGames)
      .where(
        and(
          eq(orionGames.userId, userId),
          inArray(
            orionGames.id,
            legacy.map((l) => l.id),
          ),
        ),
      ))
      pgns.set(r.id, r.pgn);
  const games: CountedGame[] = done.map((r) => {
    const color = r.color as 'w' | 'b';
    const stored = r.openingName ? { eco: r.openingEco ?? '', name: r.openingName } : null;
    const pgn = pgns.get(r.id);
    return {
      id: r.id,
      color,
      score: learnerScore(r.headers.Result, color),
      accuracy: color === 'w' ? r.accuracyWhite : r.accuracyBlack,
      played: new Date(r.played),
      opening: stored ?? (pgn ? legacyOpening(pgn) : null),
      timeControl: timeControlCategory(r.headers.TimeControl),
      fromInitial: r.startFen === DEFAULT_POSITION,
    };
  });
  const count = (...s: string[]) => rows.filter((r) => s.includes(r.status)).length;
  return { games, inProgress: count('queued', 'analysing'), waiting: count('waiting') };
}

/** The learner's own moves in their analysed games (the side they played). */
function readMoves(db: DbExecutor, userId: number) {
  return db
    .select({
      gameId: orionGameMoves.gameId,
      ply: orionGameMoves.ply,
      fenBefore: orionGameMoves.fenBefore,
      accuracy: orionGameMoves.accuracy,
      classification: orionGameMoves.classification,
      motifKey: orionGameMoves.motifKey,
      motif: orionGameMoves.motif,
    })
    .from(orionGameMoves)
    .innerJoin(orionGames, eq(orionGames.id, orionGameMoves.gameId))
    .where(
      and(
        eq(orionGames.userId, userId),
        eq(orionGames.status, 'done'),
        // Odd plies are played by the side to move in the start position.
        sql`(${orionGameMoves.ply} % 2 = 1) = (split_part(${orionGames.startFen}, ' ', 2) = ${orionGames.color})`,
      ),
    );
}

function openings(games: CountedGame[]) {
  const by = { w: new Map<string, Tally & { eco: Set<string> }>(), b: new Map() };
  for (const g of games) {
    if (!g.opening) continue;
    const name = openingFamily(g.opening.name);
    const map = by[g.color] as Map<string, Tally & { eco: Set<string> }>;
    const t = map.get(name) ?? { ...tally(), eco: new Set<string>() };
    add(t, g);
    if (g.opening.eco) t.eco.add(g.opening.eco);
    map.set(name, t);
  }
  const list = (map: Map<string, Tally & { eco: Set<string> }>) =>
    [...map.entries()]
      .sort(([a, x], [b, y]) => y.games - x.games || a.localeCompare(b))
      .slice(0, TOP_OPENINGS)
      .map(([name, t]) => ({ name, eco: [...t.eco].sort(), ...results(t) }));
  return {
    white: list(by.w),
    black: list(by.b),
    unnamed: games.filter((g) => !g.opening).length,
  };
}

type MoveRow = Awaited<ReturnType<typeof readMoves>>[number];

function phases(moves: MoveRow[], byId: Map<number, CountedGame>) {
  const acc = new Map<GamePhase, { moves: number; sum: number; mistakes: number }>(
    GAME_PHASES.map((p) => [p, { moves: 0, sum: 0, mistakes: 0 }]),
  );
  for (const m of moves) {
    const game = byId.get(m.gameId);
    if (!game) continue;
    const a = acc.get(gamePhase(m.fenBefore, m.ply, game.fromInitial))!;
    a.moves += 1;
    a.sum += m.accuracy;
    if (m.classification === 'mistake' || m.classification === 'blunder') a.mistakes += 1;
  }
  return GAME_PHASES.map((phase) => {
    const a = acc.get(phase)!;
    return {
      phase,
      moves: a.moves,
      accuracy: a.moves ? round1(a.sum / a.moves) : null,
      mistakes: a.mistakes,
    };
  });
}

function motifs(moves: MoveRow[], byId: Map<number, CountedGame>) {
  const by = new Map<string, { label: string; count: number; game: CountedGame; ply: number }>();
  for (const m of moves) {
    if (!m.motifKey || !(m.classification === 'mistake' || m.classification === 'blunder'))
      continue;
    const game = byId.get(m.gameId);
    if (!game) continue;
    // "Allowed mate in 2" and "… in 3" are one motif.
    const label = (m.motif ?? m.motifKey).replace(/ in \d+$/, '');
    const seen = by.get(m.motifKey);
    if (!seen) by.set(m.motifKey, { label, count: 1, game, ply: m.ply });
    else {
      seen.count += 1;
      if (game.played > seen.game.played || (game === seen.game && m.ply > seen.ply))
        Object.assign(seen, { game, ply: m.ply });
    }
  }
  return [...by.entries()]
    .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
    .slice(0, TOP_MOTIFS)
    .map(([key, v]) => ({
      key,
      label: v.label,
      count: v.count,
      example: { game_id: v.game.id, ply: v.ply },
    }));
}

function trend(games: CountedGame[]) {
  const sorted = [...games].sort((a, b) => +a.played - +b.played || a.id - b.id);
  const size = Math.max(1, Math.ceil(sorted.length / TREND_POINTS));
  const points = [];
  for (let i = 0; i < sorted.length; i += size) {
    const group = sorted.slice(i, i + size);
    const t = tally();
    for (const g of group) add(t, g);
    points.push({
      from: group[0]!.played.toISOString(),
      to: group.at(-1)!.played.toISOString(),
      ...results(t),
    });
  }
  return points;
}

/**
 * GET orion/insights: everything is read from the caller's rows only (two reads: their games,
 * their own moves in the analysed ones) and computed here; a few hundred games are a few
 * thousand small rows. No analysed game yet is `empty`, not an error.
 */
export async function orionInsights(db: DbExecutor, userId: number): Promise<OrionInsights> {
  const [{ games, inProgress, waiting }, moves] = await Promise.all([
    readGames(db, userId),
    readMoves(db, userId),
  ]);
  const byId = new Map(games.map((g) => [g.id, g]));
  const overall = tally();
  const byTimeControl = new Map<TimeControlCategory, Tally>();
  for (const g of games) {
    add(overall, g);
    const t = byTimeControl.get(g.timeControl) ?? tally();
    add(t, g);
    byTimeControl.set(g.timeControl, t);
  }
  return {
    empty: games.length === 0,
    games: { analysed: games.length, in_progress: inProgress, waiting },
    overall: results(overall),
    openings: openings(games),
    phases: phases(moves, byId),
    motifs: motifs(moves, byId),
    time_controls: TIME_CONTROL_CATEGORIES.flatMap((category) => {
      const t = byTimeControl.get(category);
      return t ? [{ category, ...results(t) }] : [];
    }),
    trend: trend(games),
  };
}
