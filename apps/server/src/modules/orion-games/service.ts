import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  GameReport,
  GameStatus,
  GameSummary,
  PgnImport,
  SubmitGameBody,
} from '@ascend/contract';
import { PgnError, parsePgn, readPgnFile, type Skill } from '@ascend/chess';
import type { Deps } from '../../deps.ts';
import type { DbExecutor } from '../../db/client.ts';
import { orionGameMoves, orionGames } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { lessonGame } from './engine-games.ts';
import { importGames } from './import.ts';
import { humanSummary, moveHuman } from './human-frequencies.ts';
import { movesKey } from './moves-key.ts';
import {
  ANALYSIS_COST,
  FREE_MONTHLY_CREDITS,
  HERO_EXTRA_CREDITS,
  creditSummary,
} from '../orion/index.ts';
import { analysisTransaction } from './analysis-queue.ts';

const side = (c: string) => (c === 'w' ? 'white' : 'black') as 'white' | 'black';
const PAGE_SIZE = 20;

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The submitted game: pasted or uploaded PGN, or the caller's finished lesson game rebuilt as PGN. */
async function readSubmission(db: DbExecutor, userId: number, body: SubmitGameBody) {
  if (body.attempt_id !== undefined) {
    const game = await lessonGame(db, userId, Number(body.attempt_id));
    return { ...game, source: 'lesson' };
  }
  // The contract requires pgn and color whenever attempt_id is absent.
  const pgn = body.pgn ?? '';
  try {
    const parsed = parsePgn(pgn);
    const color = body.color === 'black' ? ('b' as const) : ('w' as const);
    return { pgn, parsed, color, source: body.source ?? 'paste' };
  } catch (err) {
    if (err instanceof PgnError) throw badRequest(err.message, { pgn: err.message });
    throw err;
  }
}

/**
 * Checks the game, then in one transaction: locks the learner, answers with the same game
 * when it was sent before and its analysis stands (queued, running or done: nothing charged),
 * grants the month's allowance if due, refuses when the balance is short, stores the game,
 * writes its charge and queues its analysis job. Nothing is stored or charged for a game that
 * does not read. The learner's lock makes simultaneous sends of one game store it once.
 */
export async function submitGame(
  deps: Pick<Deps, 'queue' | 'db'>,
  userId: number,
  body: SubmitGameBody,
  now: Date,
): Promise<{ id: number; status: GameStatus; cost: number; reused: boolean } | PgnImport> {
  if (body.player !== undefined) return importFile(deps, userId, body, body.player, now);
  const game = await readSubmission(deps.db, userId, body);
  const h = game.parsed.headers;
  const key = movesKey(game.color, game.parsed.startFen, game.parsed.moves);
  const outcome = await analysisTransaction(deps, userId, now, async (a) => {
    const [before] = await a.run<{ id: number; status: GameStatus }>(sql`
      select id, status from orion_games
      where user_id = ${userId} and moves_key = ${key} and status <> 'failed'
      order by id desc limit 1`);
    if (before) return { short: null, id: Number(before.id), status: before.status, reused: true };
    if (a.balance < ANALYSIS_COST)
      return { short: a.balance, id: 0, status: 'queued', reused: false };
    const { id } = await a.queueAnalysis({
      color: game.color,
      source: game.source,
      pgn: game.pgn,
      headers: h,
      startFen: game.parsed.startFen,
      plies: game.parsed.moves.length,
      movesKey: key,
    });
    return { short: null, id, status: 'queued' as GameStatus, reused: false };
  });
  if (outcome.short !== null) throw await outOfCredits(deps.db, userId, outcome.short, now);
  if (outcome.reused) return { id: outcome.id, status: outcome.status, cost: 0, reused: true };
  return { id: outcome.id, status: 'queued', cost: ANALYSIS_COST, reused: false };
}

/** A whole file named by player (issue 28): every game of theirs, or a preview of it. */
async function importFile(
  deps: Pick<Deps, 'queue' | 'db'>,
  userId: number,
  body: SubmitGameBody,
  player: string,
  now: Date,
): Promise<PgnImport> {
  const read = readPgnFile(body.pgn ?? '', player);
  if (read.games.length === 0 && read.skipped.every((s) => s.reason === 'player_not_in_game'))
    throw badRequest(
      read.skipped.length
        ? `None of the ${read.skipped.length} games has "${player}" as White or Black. Write your name as it is in the PGN's White and Black headers.`
        : 'No games found. Paste or upload games in PGN.',
      { player: 'Not found in the games' },
    );
  return importGames(
    deps,
    userId,
    read,
    { source: body.source ?? 'file', dryRun: body.dry_run ?? false },
    now,
  );
}

async function outOfCredits(db: DbExecutor, userId: number, balance: number, now: Date) {
  const c = await creditSummary(db, userId, now);
  const hero = c.monthly_allowance > FREE_MONTHLY_CREDITS;
  const next = `Your ${c.monthly_allowance} monthly credits come again on ${longDate(new Date(c.renews_at))}`;
  const more = hero ? '.' : `; Hero adds ${HERO_EXTRA_CREDITS} more every month.`;
  return new AppError(
    402,
    'INSUFFICIENT_CREDITS',
    `You have ${balance} Orion credits and an analysis costs ${ANALYSIS_COST}. ${next}${more}`,
  );
}

type GameRow = typeof orionGames.$inferSelect;

function summary(g: GameRow): GameSummary {
  const mine = g.color === 'w' ? g.accuracyWhite : g.accuracyBlack;
  return {
    id: g.id,
    status: g.status as GameSummary['status'],
    color: side(g.color),
    white: g.headers.White && g.headers.White !== '?' ? g.headers.White : 'White',
    black: g.headers.Black && g.headers.Black !== '?' ? g.headers.Black : 'Black',
    result: g.headers.Result ?? '*',
    plies: g.plies,
    cost: g.cost,
    progress: { done: g.progress, total: g.plies + 1 },
    accuracy: mine === null ? null : Math.round(mine * 10) / 10,
    source: g.source,
    played_at: g.playedAt?.toISOString() ?? null,
    created_at: g.createdAt.toISOString(),
  };
}

export async function listGames(db: DbExecutor, userId: number, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orionGames)
      .where(eq(orionGames.userId, userId))
      // An import stores many games at once: those are listed newest played first.
      .orderBy(
        desc(orionGames.createdAt),
        sql`${orionGames.playedAt} desc nulls last`,
        desc(orionGames.id),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(orionGames).where(eq(orionGames.userId, userId)),
  ]);
  return { results: rows.map(summary), page, page_size: PAGE_SIZE, total: total?.n ?? 0 };
}

/** The caller's game with its moves; another learner's game is not found. */
export async function gameReport(db: DbExecutor, userId: number, id: number): Promise<GameReport> {
  const [game] = await db
    .select()
    .from(orionGames)
    .where(and(eq(orionGames.id, id), eq(orionGames.userId, userId)));
  if (!game) throw notFound('Game');
  const moves = await db
    .select()
    .from(orionGameMoves)
    .where(eq(orionGameMoves.gameId, id))
    .orderBy(asc(orionGameMoves.ply));
  const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
  return {
    ...summary(game),
    accuracy_by_side: { white: round(game.accuracyWhite), black: round(game.accuracyBlack) },
    error: game.error,
    moves: moves.map((m) => ({
      ply: m.ply,
      san: m.san,
      color: m.ply % 2 === 1 ? side(startColor(game.startFen)) : side(otherColor(game.startFen)),
      fen_before: m.fenBefore,
      classification: m.classification as GameReport['moves'][number]['classification'],
      win_chance_loss: Math.round(m.winChanceLoss * 1000) / 1000,
      white_win_chance: Math.round(m.whiteWinChance * 1000) / 1000,
      eval: { cp: m.evalCp, mate: m.evalMate },
      best_san: m.bestSan,
      best_line: m.bestLine,
      motif: m.motif,
      skill: m.skill as Skill | null,
      human: moveHuman(m),
    })),
    evidence: moves
      .filter((m) => m.skill && (m.sharpFind || ['mistake', 'blunder'].includes(m.classification)))
      .map((m) => ({
        ply: m.ply,
        skill: m.skill as Skill,
        result: m.sharpFind ? ('win' as const) : ('loss' as const),
        motif: m.motif,
      })),
    human: humanSummary(game.humanRating, moves),
  };
}

const startColor = (fen: string) => fen.split(' ')[1] ?? 'w';
const otherColor = (fen: string) => (startColor(fen) === 'w' ? 'b' : 'w');
