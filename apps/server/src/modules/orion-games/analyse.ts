import { and, eq, sql } from 'drizzle-orm';
import type { Engine } from '@ascend/engine';
import { ACCEPTED_MOVES_MULTIPV, acceptedMoves, buildReport, parsePgn } from '@ascend/chess';
import type { Deps } from '../../deps.ts';
import { orionGameMoves, orionGames } from '../../db/schema/index.ts';
import { refundAnalysis } from '../orion/index.ts';
import { runOnDb } from '../../db/run-sql.ts';
import { humanFrequencies, learnerHumanRating } from './human-frequencies.ts';
import { openingOf } from './opening-book.ts';
import {
  POSITION_TIMEOUT_MS,
  analysePositions,
  analysisBudget,
  analysisEngine,
  asEval,
  onEngine,
  withTimeout,
} from './evaluate.ts';

type AnalyseDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'subscribers'>;

/**
 * For each of the learner's mistakes: the moves within an inaccuracy of the engine's best,
 * searched with MultiPV at the confirming depth (issue 28). They are what the review item of
 * that mistake accepts.
 */
async function searchAcceptedMoves(
  mistakes: readonly { ply: number; fenBefore: string; uci: string }[],
  depth: number,
  engine: Engine,
): Promise<Map<number, string[]>> {
  const accepted = new Map<number, string[]>();
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
  const { moves, startFen } = parsePgn(game.pgn, { minPlies: 1 });
  const learner = game.color as 'w' | 'b';
  const budget = analysisBudget(deps.config);
  // One Stockfish process for the whole analysis: both passes, then the accepted moves.
  const { report, mistakes, accepted } = await onEngine(
    analysisEngine(deps.config),
    async (engine) => {
      const evals = await analysePositions(
        moves,
        learner,
        budget,
        (done) =>
          db
            .update(orionGames)
            .set({ progress: done })
            .where(and(eq(orionGames.id, gameId), eq(orionGames.status, 'analysing')))
            .then(() => undefined),
        engine,
      );
      const report = buildReport(moves, evals, learner);
      const mistakes = report.moves.filter(
        (m) =>
          m.color === learner && (m.classification === 'mistake' || m.classification === 'blunder'),
      );
      // What a review item accepts is judged as carefully as the flags are confirmed.
      const accepted = await searchAcceptedMoves(
        mistakes,
        Math.max(budget.depth, budget.confirmDepth),
        engine,
      );
      return { report, mistakes, accepted };
    },
  );
  const opening = openingOf(moves.map((m) => m.fenAfter));
  // What players at the learner's level do on each flagged move (issue 36).
  const humanRating = await learnerHumanRating(db, game.userId, game.headers, learner);
  const human = humanFrequencies(startFen, report.moves, learner, humanRating);
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
        humanRating,
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
        humanPlayed: human.get(m.ply)?.played ?? null,
        humanBest: human.get(m.ply)?.best ?? null,
      })),
    );
    // Learn from your mistakes (review's deck) and rate the skills (Orion): the subscribers.
    const analysis = {
      userId: game.userId,
      gameId,
      now,
      mistakePlies: mistakes.filter((m) => accepted.get(m.ply)?.length).map((m) => m.ply),
      evidence: report.evidence,
    };
    for (const s of deps.subscribers) await s.analysisFinished?.(tx, analysis);
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
