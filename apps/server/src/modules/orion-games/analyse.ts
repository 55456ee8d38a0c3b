import { Chess } from 'chess.js';
import { and, eq, sql } from 'drizzle-orm';
import { Engine, type EngineSetup } from '@ascend/engine';
import {
  ACCEPTED_MOVES_MULTIPV,
  acceptedMoves,
  buildReport,
  newSkillRating,
  parsePgn,
  type Eval,
  type GameMove,
  type PositionEval,
} from '@ascend/chess';
import type { Deps } from '../../deps.ts';
import { orionGameMoves, orionGames, reviewCards, skillRatings } from '../../db/schema/index.ts';
import { DEFAULT_OPPONENT_DEVIATION, applySkillEvidence } from '../orion/evidence.ts';
import { refundAnalysis, runOnDb } from '../orion/credits.ts';
import { openingOf } from './opening-book.ts';

type AnalyseDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** The engine set-up the configuration names for game analysis (ADR 0035). */
export function analysisEngine(config: Deps['config']): EngineSetup {
  return config.STOCKFISH_PATH
    ? { path: config.STOCKFISH_PATH }
    : { build: config.ORION_ENGINE_BUILD };
}

/**
 * One position never takes this long at the depths we use (≈ 0.1 s at depth 12): an engine
 * that has not answered is stuck, and the job fails (and is retried) rather than holding
 * this process's analysis worker for ever.
 */
const POSITION_TIMEOUT_MS = 60_000;

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A finished position needs no search: checkmate is "mate 0" for the side to move, else a draw. */
export function terminalEval(fen: string): PositionEval | null {
  const chess = new Chess(fen);
  if (chess.isCheckmate()) return { eval: { mate: 0 }, pv: [] };
  if (chess.isStalemate() || chess.isInsufficientMaterial()) return { eval: { cp: 0 }, pv: [] };
  return null;
}

/**
 * Evaluates every position of the game at the configured fixed depth, one Stockfish process
 * per job. The learner's positions are searched with MultiPV 2, so a position where only
 * one move holds can be told apart. `onProgress` hears after each position.
 */
export async function evaluatePositions(
  moves: readonly GameMove[],
  learner: 'w' | 'b',
  depth: number,
  onProgress: (done: number) => Promise<void>,
  setup: EngineSetup = {},
): Promise<PositionEval[]> {
  const fens = [...moves.map((m) => m.fenBefore), moves.at(-1)!.fenAfter];
  const engine = await Engine.start({}, setup);
  try {
    const evals: PositionEval[] = [];
    for (const [i, fen] of fens.entries()) {
      let result = terminalEval(fen);
      if (!result) {
        const toMove = fen.split(' ')[1];
        const a = await withTimeout(
          engine.analyse(fen, { depth, multipv: toMove === learner ? 2 : 1 }),
          POSITION_TIMEOUT_MS,
          `The engine did not answer on position ${i} within ${POSITION_TIMEOUT_MS / 1000} s`,
        );
        const [best, second] = a.lines;
        if (!best) throw new Error(`The engine gave no line for position ${i}`);
        result = { eval: asEval(best.score), pv: best.pv };
        if (second) result.second = asEval(second.score);
      }
      evals.push(result);
      await onProgress(i + 1);
    }
    return evals;
  } finally {
    await engine.close();
  }
}

const asEval = (s: { type: 'cp' | 'mate'; value: number }): Eval =>
  s.type === 'mate' ? { mate: s.value } : { cp: s.value };

/**
 * For each of the learner's mistakes: the moves within an inaccuracy of the engine's best,
 * searched with MultiPV at the analysis depth in one more engine process (issue 28). They
 * are what the review item of that mistake accepts.
 */
async function searchAcceptedMoves(
  mistakes: readonly { ply: number; fenBefore: string; uci: string }[],
  depth: number,
  setup: EngineSetup,
): Promise<Map<number, string[]>> {
  const accepted = new Map<number, string[]>();
  if (mistakes.length === 0) return accepted;
  const engine = await Engine.start({}, setup);
  try {
    for (const m of mistakes) {
      const a = await withTimeout(
        engine.analyse(m.fenBefore, { depth, multipv: ACCEPTED_MOVES_MULTIPV }),
        POSITION_TIMEOUT_MS,
        `The engine did not answer on the position before ply ${m.ply}`,
      );
      const lines = a.lines.flatMap((l) =>
        l.pv[0] ? [{ move: l.pv[0], eval: asEval(l.score) }] : [],
      );
      accepted.set(m.ply, acceptedMoves(lines, m.uci));
    }
    return accepted;
  } finally {
    await engine.close();
  }
}

/**
 * The `orion.analyse` job. Safe to run again after a crash or a retry: a game already done or
 * failed is left alone, the moves are replaced in the same transaction that marks the game
 * done, and skill evidence is keyed by game and ply so it counts once.
 */
export async function analyseGame(deps: AnalyseDeps, gameId: number): Promise<void> {
  const { db, clock } = deps;
  const [game] = await db
    .update(orionGames)
    .set({ status: 'analysing', startedAt: clock.now(), progress: 0 })
    .where(and(eq(orionGames.id, gameId), sql`${orionGames.status} in ('queued', 'analysing')`))
    .returning();
  if (!game) return;
  // Its length was checked against its source's minimum when it was submitted.
  const { moves } = parsePgn(game.pgn, { minPlies: 1 });
  const learner = game.color as 'w' | 'b';
  const setup = analysisEngine(deps.config);
  const evals = await evaluatePositions(
    moves,
    learner,
    deps.config.ORION_ANALYSIS_DEPTH,
    (done) =>
      db
        .update(orionGames)
        .set({ progress: done })
        .where(and(eq(orionGames.id, gameId), eq(orionGames.status, 'analysing')))
        .then(() => undefined),
    setup,
  );
  const report = buildReport(moves, evals, learner);
  const mistakes = report.moves.filter(
    (m) =>
      m.color === learner && (m.classification === 'mistake' || m.classification === 'blunder'),
  );
  const accepted = await searchAcceptedMoves(mistakes, deps.config.ORION_ANALYSIS_DEPTH, setup);
  const opening = openingOf(moves.map((m) => m.fenAfter));
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(orionGames)
      .set({
        status: 'done',
        progress: moves.length + 1,
        accuracyWhite: report.accuracy.w,
        accuracyBlack: report.accuracy.b,
        openingEco: opening?.eco ?? null,
        openingName: opening?.name ?? null,
        finishedAt: now,
      })
      .where(and(eq(orionGames.id, gameId), eq(orionGames.status, 'analysing')))
      .returning({ id: orionGames.id });
    // Another run finished first (a job that outlived its expiry): its results stand.
    if (!claimed) return;
    await tx.delete(orionGameMoves).where(eq(orionGameMoves.gameId, gameId));
    await tx.insert(orionGameMoves).values(
      report.moves.map((m) => ({
        gameId,
        ply: m.ply,
        san: m.san,
        uci: m.uci,
        fenBefore: m.fenBefore,
        whiteWinChance: m.whiteWinChance,
        evalCp: 'cp' in m.whiteEval ? m.whiteEval.cp : null,
        evalMate: 'mate' in m.whiteEval ? m.whiteEval.mate : null,
        winChanceLoss: m.winChanceLoss,
        accuracy: m.accuracy,
        classification: m.classification,
        bestSan: m.bestSan,
        bestLine: m.bestLine,
        motifKey: m.motifKey,
        motif: m.motif,
        skill: m.skill,
        sharpFind: m.sharpFind,
        acceptedMoves: accepted.get(m.ply) ?? null,
      })),
    );
    // Learn from your mistakes: each one with a better move to find joins the review deck.
    const cards = mistakes.filter((m) => accepted.get(m.ply)?.length);
    if (cards.length)
      await tx
        .insert(reviewCards)
        .values(
          cards.map((m) => ({ userId: game.userId, gameId, ply: m.ply, due: now, createdAt: now })),
        )
        .onConflictDoNothing();
    if (report.evidence.length === 0) return;
    // A game moment is rated against the learner's own current rating of that skill: a
    // mistake moves it down and a sharp find up by what Glicko-2 expects of an even game.
    const ratings = new Map(
      (
        await tx
          .select({ skill: skillRatings.skill, rating: skillRatings.rating })
          .from(skillRatings)
          .where(eq(skillRatings.userId, game.userId))
      ).map((r) => [r.skill, r.rating]),
    );
    await applySkillEvidence(
      tx,
      game.userId,
      report.evidence.map((e) => ({
        skill: e.skill,
        opponentRating: ratings.get(e.skill) ?? newSkillRating.rating,
        opponentDeviation: DEFAULT_OPPONENT_DEVIATION,
        score: e.result === 'win' ? 1 : 0,
        source: 'game' as const,
        sourceKey: `game:${gameId}:ply:${e.ply}`,
      })),
      now,
    );
  });
}

/** The dead letter of `orion.analyse`: the game fails and its credits come back, once. */
export async function failAnalysis(deps: AnalyseDeps, gameId: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const failed = await tx
      .update(orionGames)
      .set({
        status: 'failed',
        finishedAt: now,
        error:
          'The analysis could not be completed. Your credits have been refunded; please try again.',
      })
      .where(and(eq(orionGames.id, gameId), sql`${orionGames.status} in ('queued', 'analysing')`))
      .returning({ id: orionGames.id });
    if (failed.length) await refundAnalysis(runOnDb(tx), gameId, now);
  });
}
