import { z } from 'zod';
import { envelope } from './envelope.ts';

/*
 * Insights across the learner's analysed games (issue 28.6, ADR 0034): openings as White and
 * as Black, accuracy by phase, the motifs missed most, results by time control, the trend.
 * Scores are percentages of points (win 1, draw ½); accuracies 0–100; null when nothing counts.
 */

const results = {
  games: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  /** Points scored out of the finished games, in percent. */
  score: z.number().nullable(),
  /** The mean of the learner's game accuracies. */
  accuracy: z.number().nullable(),
};
export const insightResults = z.object(results);

export const openingInsight = z.object({
  /** The opening's family, e.g. "Sicilian Defense" (the book name before the colon). */
  name: z.string(),
  /** The ECO codes of the learner's games in it, e.g. ["B20", "B22"]. */
  eco: z.array(z.string()),
  ...results,
});
export type OpeningInsight = z.infer<typeof openingInsight>;

export const gamePhaseName = z.enum(['opening', 'middlegame', 'endgame']);
export const phaseInsight = z.object({
  phase: gamePhaseName,
  /** The learner's moves played in that phase. */
  moves: z.number().int(),
  /** The mean accuracy of those moves. */
  accuracy: z.number().nullable(),
  /** Of those moves, mistakes and blunders. */
  mistakes: z.number().int(),
});

export const motifInsight = z.object({
  /** The motif's key (missedFork, allowedMate, …). */
  key: z.string(),
  /** In words: "Missed a fork", "Allowed mate". */
  label: z.string(),
  /** The learner's mistakes and blunders with this motif. */
  count: z.number().int(),
  /** The newest of them, to open in its report. */
  example: z.object({ game_id: z.number().int(), ply: z.number().int() }),
});

export const timeControlName = z.enum([
  'bullet',
  'blitz',
  'rapid',
  'classical',
  'correspondence',
  'unknown',
]);
export const timeControlInsight = z.object({ category: timeControlName, ...results });

/** Consecutive games (by date played) grouped so the trend has at most 10 points. */
export const trendPoint = z.object({
  from: z.string(),
  to: z.string(),
  ...results,
});

export const orionInsights = z.object({
  /** No analysed game yet: every count is zero and every list empty. */
  empty: z.boolean(),
  /** Games counted (analysed), and games not yet: queued or analysing, waiting for credits. */
  games: z.object({
    analysed: z.number().int(),
    in_progress: z.number().int(),
    waiting: z.number().int(),
  }),
  overall: insightResults,
  openings: z.object({
    white: z.array(openingInsight),
    black: z.array(openingInsight),
    /** Analysed games whose opening is not in the book (a lesson's set-up position). */
    unnamed: z.number().int(),
  }),
  phases: z.array(phaseInsight),
  motifs: z.array(motifInsight),
  time_controls: z.array(timeControlInsight),
  trend: z.array(trendPoint),
});
export type OrionInsights = z.infer<typeof orionInsights>;
export const orionInsightsResponse = envelope(orionInsights);
