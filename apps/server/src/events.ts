import type { Skill } from '@ascend/chess';
import type { DbExecutor } from './db/client.ts';
import type { Deps } from './deps.ts';

/*
 * What follows an event in another module is subscribed to by the module that owns the data,
 * not called by the module that raised it (ADR 0039, after lila's Bus). A module's index.ts
 * exports its `Subscriber`; modules/subscribers.ts lists them all, once; the app hands the list
 * to every module in `deps.subscribers`. The raising verb walks the list and names no listener.
 * This file sits below the modules, like deps.ts: it imports none of them.
 */

/** An answer the answer statement recorded (exercises), after it committed. */
export interface AnswerRecorded {
  userId: number;
  now: Date;
  lesson: { id: number; sectionNumber: number };
  exercise: { id: number; skills: readonly string[]; graded: boolean };
  correct: boolean;
  /** The lesson run the answer belongs to (0: the learner's first). */
  run: number;
  /** The xp the run paid when this answer closed it, else null. */
  award: { amount: number; kind: 'lesson' | 'practice' } | null;
}

/**
 * CTEs a module adds to the one statement that records an answer (ADR 0019: the answer stays
 * one round trip). They may read the statement's `p` (the progress row after the upsert:
 * completions, completed, answered) and `ev` (the xp the closing answer paid: amount, kind),
 * and its parameters $1 user, $2 lesson, $3 exercise, $6 now (timestamptz text), $9 correct.
 */
export interface AnswerStatementPart {
  /** `name as (…)` CTEs, comma-separated; `arg(i)` is the placeholder of this part's i-th param. */
  ctes(arg: (i: number) => string): string;
  /** This part's own parameters, in the order `arg` numbers them. */
  params(answer: { userId: number; now: Date; correct?: boolean; lineDrill?: boolean }): unknown[];
}

/** A puzzle attempt, inside the transaction that scores it (puzzles). */
export interface PuzzleAttempted {
  userId: number;
  now: Date;
  puzzle: { id: string; themes: readonly string[]; rating: number; rd: number };
  correct: boolean;
  /** Set on the learner's first, rated, attempt: the score and the points it paid. */
  rated: { score: number; points: number } | null;
}

/** A game analysis written, inside the transaction that stores it (orion-games). */
export interface AnalysisFinished {
  userId: number;
  gameId: number;
  now: Date;
  /** Plies of the learner's mistakes that have a better move to find. */
  mistakePlies: number[];
  /** The game's moments as skill evidence: a win is a sharp find, a loss a mistake. */
  evidence: { skill: Skill; ply: number; result: 'win' | 'loss' }[];
}

/**
 * A finished game against the app's opponent (play): inside the transaction that stores it and
 * pays its xp (`gamePlayed`), then after the commit (`gameRecorded`).
 */
export interface GamePlayed {
  userId: number;
  /** The play game's id. */
  gameId: number;
  now: Date;
  /**
   * What the game paid: an xp_events row and users.xp, written in the same transaction before
   * `gamePlayed` runs, like a closed lesson run's award (ADR 0046).
   */
  xp: number;
}

export interface Subscriber {
  /** Parts of the answer statement: writes that must commit with the answer. */
  answerStatement?: AnswerStatementPart;
  /** In the transaction of an answer that closed its run (the streak day, ADR 0022). */
  runClosed?(tx: DbExecutor, answer: AnswerRecorded): Promise<void>;
  /** After the answer committed. A failure is logged by the route; the answer stands. */
  answerRecorded?(deps: Deps, answer: AnswerRecorded): Promise<void>;
  puzzleAttempted?(tx: DbExecutor, attempt: PuzzleAttempted): Promise<void>;
  analysisFinished?(tx: DbExecutor, analysis: AnalysisFinished): Promise<void>;
  gamePlayed?(tx: DbExecutor, game: GamePlayed): Promise<void>;
  /** After the game's transaction committed, the first time it is stored. Must not throw. */
  gameRecorded?(deps: Deps, game: GamePlayed): Promise<void>;
  /** After an account's deletion committed. */
  accountDeleted?(deps: Deps, userId: number): Promise<void>;
  /** What a mailed unsubscribe link of this purpose stops (notifications' signed token). */
  unsubscribe?: {
    purpose: string;
    stop(db: DbExecutor, userId: number): Promise<void>;
    /** What the landing page says once it is stopped. */
    message: string;
  };
}
