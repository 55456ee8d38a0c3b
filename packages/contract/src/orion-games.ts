import { z } from 'zod';
import { envelope, pageQuery, paged, rowId } from './envelope.ts';
import { skill } from './orion.ts';

/*
 * Orion game analysis (issue 16, ADR 0025): a submitted game, its progress while the job
 * runs and the report when it is done.
 */

export const gameColor = z.enum(['white', 'black'], {
  error: 'color must be "white" or "black": the side you played',
});

/** Longest PGN text accepted for one game (a 200-ply game with comments fits many times over). */
export const MAX_PGN_CHARS = 100_000;
/** Longest PGN file accepted with `player`: 100 games with clock comments fit. */
export const MAX_PGN_FILE_CHARS = 1_000_000;

/**
 * A game to analyse: pasted or uploaded PGN with the learner's colour, or `attempt_id`, one of
 * the learner's finished "Play it out" games against the engine (GET orion/games/engine-games).
 * Exactly one of the two.
 */
export const submitGameBody = z
  .object({
    pgn: z
      .string()
      .min(1, 'pgn is required: paste the game in PGN')
      .max(
        MAX_PGN_FILE_CHARS,
        `pgn must be at most ${MAX_PGN_FILE_CHARS.toLocaleString('en')} characters`,
      )
      .optional(),
    color: gameColor.optional(),
    /**
     * Instead of color: the learner's name as written in the White/Black headers. The text may
     * then hold up to 100 games; each one that player played is imported (issue 28).
     */
    player: z
      .string()
      .trim()
      .min(1, 'player is required: your name as in the White or Black header')
      .max(100, 'player must be at most 100 characters')
      .optional(),
    /** With player: only say what the import would do and cost; nothing is stored. */
    dry_run: z.boolean().default(false),
    attempt_id: rowId('attempt_id').optional(),
    source: z.enum(['paste', 'file']).default('paste'),
  })
  .superRefine((b, ctx) => {
    if (b.player !== undefined) {
      if (b.color !== undefined || b.attempt_id !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['player'],
          message:
            'Send either player (to import every game of yours in the text) or color (for one game), not both.',
        });
      if (b.pgn === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['pgn'],
          message: 'pgn is required: paste or upload your games in PGN',
        });
      return;
    }
    if (b.pgn !== undefined && b.pgn.length > MAX_PGN_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['pgn'],
        message: `pgn must be at most ${MAX_PGN_CHARS.toLocaleString('en')} characters for one game; to send a whole file, name the player instead of the color`,
      });
    if (b.attempt_id !== undefined) {
      if (b.pgn !== undefined || b.color !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['attempt_id'],
          message:
            'Send either a game in PGN (pgn and color) or one of your games from the lessons (attempt_id), not both.',
        });
      return;
    }
    if (b.pgn === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['pgn'],
        message:
          'pgn is required: paste the game in PGN (or send attempt_id for a game from your lessons)',
      });
    if (b.color === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['color'],
        message: 'color must be "white" or "black": the side you played',
      });
  });
export type SubmitGameBody = z.input<typeof submitGameBody>;

/** waiting: imported, not charged yet; analysed when the learner's credits cover it. */
export const gameStatus = z.enum(['queued', 'analysing', 'done', 'failed', 'waiting']);
export type GameStatus = z.infer<typeof gameStatus>;

export const skipReason = z.enum([
  'player_not_in_game',
  'variant',
  'aborted',
  'no_moves',
  'unreadable',
  'over_limit',
  'duplicate',
]);

/** A game of a file or a sync that was not imported, and why. */
export const skippedGame = z.object({
  /** 1-based position in the file (or the site's list). */
  index: z.number().int(),
  white: z.string(),
  black: z.string(),
  reason: skipReason,
  message: z.string(),
});
export type SkippedGame = z.infer<typeof skippedGame>;

/**
 * A whole file read for `player` (issue 28). With dry_run nothing is stored: `games` have no id
 * and `status` says what would happen (queued: the balance covers it, waiting: it would wait
 * for credits). Otherwise the games are stored, newest first analysed as far as the balance goes.
 */
export const pgnImport = z.object({
  dry_run: z.boolean(),
  games: z.array(
    z.object({
      index: z.number().int(),
      id: z.number().int().nullable(),
      status: gameStatus,
      white: z.string(),
      black: z.string(),
      color: z.enum(['white', 'black']),
      played_at: z.string().nullable(),
      plies: z.number().int(),
    }),
  ),
  skipped: z.array(skippedGame),
  analysis_cost: z.number().int(),
  /** Credits this import spends (or would): games analysed now × analysis_cost. */
  cost: z.number().int(),
  /** The balance before the import. */
  balance: z.number().int(),
  /** Games analysed now (queued) and games waiting for credits. */
  analysed_now: z.number().int(),
  waiting: z.number().int(),
});
export type PgnImport = z.infer<typeof pgnImport>;

const submittedGame = z.object({
  id: z.number().int(),
  status: gameStatus,
  cost: z.number().int(),
  /**
   * True when the learner had sent this game before (same side, start and moves) and its
   * analysis is queued, running or done: that game is answered (200), nothing is charged.
   */
  reused: z.boolean(),
});
export const submitGameResponse = envelope(z.union([submittedGame, pgnImport]));

export const moveClass = z.enum(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
export type MoveClass = z.infer<typeof moveClass>;

export const analysedMove = z.object({
  ply: z.number().int(),
  san: z.string(),
  color: z.enum(['white', 'black']),
  /** The position before the move (for the board at a critical moment). */
  fen_before: z.string(),
  classification: moveClass,
  /** Win chance the mover gave away, 0–2 on Lichess's -1…1 scale. */
  win_chance_loss: z.number(),
  /** White's win chance after the move, -1…1, for the evaluation graph. */
  white_win_chance: z.number(),
  eval: z.object({ cp: z.number().int().nullable(), mate: z.number().int().nullable() }),
  best_san: z.string().nullable(),
  best_line: z.array(z.string()),
  motif: z.string().nullable(),
  skill: skill.nullable(),
  /**
   * On the learner's inaccuracies, mistakes and blunders: how often players at the report's
   * `human.rating` play this move (`played`) and the engine's best (`best`, null when there is
   * none), 0–1, by the Maia network (issue 36). Null on other moves and on older reports.
   */
  human: z.object({ played: z.number(), best: z.number().nullable() }).nullable(),
});
export type AnalysedMove = z.infer<typeof analysedMove>;

/** A moment of the learner's that counts for or against a skill. */
export const gameEvidence = z.object({
  ply: z.number().int(),
  skill,
  result: z.enum(['win', 'loss']),
  motif: z.string().nullable(),
});

export const gameProgress = z.object({
  done: z.number().int(),
  total: z.number().int(),
});

const gameSummaryShape = {
  id: z.number().int(),
  status: gameStatus,
  color: z.enum(['white', 'black']),
  white: z.string(),
  black: z.string(),
  result: z.string(),
  plies: z.number().int(),
  cost: z.number().int(),
  progress: gameProgress,
  /** The learner's accuracy, 0–100, once done. */
  accuracy: z.number().nullable(),
  /** paste, file, lesson, lichess or chess.com. */
  source: z.string(),
  /** When the game was played, from its headers (imports), else null. */
  played_at: z.string().nullable(),
  created_at: z.string(),
};
export const gameSummary = z.object(gameSummaryShape);
export type GameSummary = z.infer<typeof gameSummary>;
export const gameListQuery = pageQuery;

/** One of the learner's finished "Play it out" games against the engine, offered for analysis. */
export const engineGame = z.object({
  /** The exercise attempt's id: send it as attempt_id. */
  id: z.number().int(),
  lesson_title: z.string(),
  played_at: z.string(),
  result: z.enum(['won', 'lost']),
  /** Half-moves, both sides. */
  plies: z.number().int(),
  /** The exercise position the game started from; the learner had the move. */
  fen: z.string(),
  /** Too short to analyse (fewer than MIN_LESSON_GAME_MOVES learner moves). */
  analysable: z.boolean(),
});
export type EngineGame = z.infer<typeof engineGame>;
export const engineGameListResponse = paged(engineGame);
export const gameListResponse = paged(gameSummary);

export const gameReport = z.object({
  ...gameSummaryShape,
  accuracy_by_side: z.object({ white: z.number().nullable(), black: z.number().nullable() }),
  /** Why the analysis failed (credits refunded), when it did. */
  error: z.string().nullable(),
  moves: z.array(analysedMove),
  evidence: z.array(gameEvidence),
  /**
   * The learner's flagged moves beside players of their level (issue 36): the Maia net's
   * rating, the share from which a mistake counts as common, and how many are common (at least
   * `common_share` of such players make them) or rare. Null for reports made before it.
   */
  human: z
    .object({
      rating: z.number().int(),
      common_share: z.number(),
      common: z.number().int(),
      rare: z.number().int(),
    })
    .nullable(),
});
export type GameReport = z.infer<typeof gameReport>;
export const gameReportResponse = envelope(gameReport);
export const gameIdParam = z.object({ id: rowId('id') });

export const orionCredits = z.object({
  balance: z.number().int(),
  monthly_allowance: z.number().int(),
  renews_at: z.string(),
  analysis_cost: z.number().int(),
  hero: z.boolean(),
});
export const orionCreditsResponse = envelope(orionCredits);
