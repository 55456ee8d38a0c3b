import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A learner's public Lichess or Chess.com account, whose games Orion imports (issue 28). */
export const orionAccounts = pgTable(
  'orion_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    username: text('username').notNull(),
    /** The end of the last successful sync; the next asks for games since then. */
    lastSyncedAt: ts('last_synced_at'),
    /** Why the last sync failed, in words for the learner (cleared by a good one). */
    syncError: text('sync_error'),
    /** What the last sync did: games imported and skipped, by reason. */
    lastSync: jsonb('last_sync').$type<{ imported: number; skipped: Record<string, number> }>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('orion_accounts_user_site_name').on(t.userId, t.site, sql`lower(${t.username})`),
    check('orion_accounts_site', sql`${t.site} in ('lichess', 'chess.com')`),
  ],
);

/**
 * A game a learner sent to Orion for analysis (ADR 0025). The row and its charge in
 * orion_credit_ledger are written in one transaction with the pg-boss job; the job fills
 * progress, the moves and the accuracies.
 */
export const orionGames = pgTable(
  'orion_games',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued, analysing, done, failed, or waiting: imported, not charged, until credits come. */
    status: text('status').notNull().default('queued'),
    /** The learner's side: 'w' or 'b'. */
    color: text('color').notNull(),
    /** paste, file, lesson, or the linked site: lichess, chess.com. */
    source: text('source').notNull(),
    /** The linked account the game came from (a sync), if any. */
    accountId: integer('account_id').references(() => orionAccounts.id, { onDelete: 'set null' }),
    /** The site's id of the game (lichess:<id>, chess.com:<url>): each is imported once. */
    externalId: text('external_id'),
    /** When the game was played, from its headers; imports analyse the newest first. */
    playedAt: ts('played_at'),
    pgn: text('pgn').notNull(),
    /** PGN headers (White, Black, Event, Date, Result…) as read. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    startFen: text('start_fen').notNull(),
    plies: integer('plies').notNull(),
    /**
     * The game as analysed: a hash of the learner's side, the start position and the moves
     * (not the headers). A game sent again while its analysis stands is not charged twice.
     */
    movesKey: text('moves_key'),
    /** Positions evaluated so far, out of plies + 1. */
    progress: integer('progress').notNull().default(0),
    cost: integer('cost').notNull(),
    accuracyWhite: real('accuracy_white'),
    accuracyBlack: real('accuracy_black'),
    /**
     * The opening, named by position from the Lichess book (ADR 0034) when the analysis is
     * done; null before, or when no position of the game is in the book.
     */
    openingEco: text('opening_eco'),
    openingName: text('opening_name'),
    /**
     * The Maia net (1100…1900) whose players the report compares the learner with (issue 36);
     * null for games analysed before it.
     */
    humanRating: integer('human_rating'),
    /** Why a failed analysis failed, in words for the learner. */
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('orion_games_user_idx').on(t.userId, t.id),
    index('orion_games_moves_key_idx').on(t.userId, t.movesKey),
    uniqueIndex('orion_games_external_key').on(t.userId, t.externalId),
    index('orion_games_waiting_idx')
      .on(t.userId, t.playedAt)
      .where(sql`${t.status} = 'waiting'`),
    check(
      'orion_games_status',
      sql`${t.status} in ('queued', 'analysing', 'done', 'failed', 'waiting')`,
    ),
    check('orion_games_color', sql`${t.color} in ('w', 'b')`),
  ],
);

/** Every move of an analysed game (both sides), written once when the analysis completes. */
export const orionGameMoves = pgTable(
  'orion_game_moves',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => orionGames.id, { onDelete: 'cascade' }),
    ply: integer('ply').notNull(),
    san: text('san').notNull(),
    uci: text('uci').notNull(),
    fenBefore: text('fen_before').notNull(),
    /** White's win chance (-1…1) after the move, for the evaluation graph. */
    whiteWinChance: real('white_win_chance').notNull(),
    /** The engine's score after the move for White: centipawns, or moves to mate. */
    evalCp: integer('eval_cp'),
    evalMate: integer('eval_mate'),
    winChanceLoss: real('win_chance_loss').notNull(),
    accuracy: real('accuracy').notNull(),
    classification: text('classification').notNull(),
    bestSan: text('best_san'),
    /** The engine's best line from the position before the move, in SAN. */
    bestLine: jsonb('best_line').$type<string[]>().notNull(),
    motifKey: text('motif_key'),
    motif: text('motif'),
    skill: text('skill'),
    /**
     * For the learner's mistakes and blunders: every move (UCI) the engine found within an
     * inaccuracy of its best, searched in the analysis job; the review item accepts any.
     */
    acceptedMoves: jsonb('accepted_moves').$type<string[]>(),
    /** The learner found the only good move where the second best loses a mistake's worth. */
    sharpFind: boolean('sharp_find').notNull().default(false),
    /**
     * For the learner's inaccuracies, mistakes and blunders: the share (0…1) of players at
     * orion_games.human_rating who play this move, and who play the engine's best, by the Maia
     * net (issue 36). Null on other moves and on games analysed before it.
     */
    humanPlayed: real('human_played'),
    humanBest: real('human_best'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.ply] })],
);

/**
 * Orion credits, append-only: the balance is the sum of `amount`. Every row has a unique
 * `key` (allowance:<user>:<month>, hero:<user>:<month>, promotion:<entitlement>,
 * charge:<game>, refund:<game>) so a retried grant, charge or refund lands once.
 */
export const orionCreditLedger = pgTable(
  'orion_credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    gameId: integer('game_id').references(() => orionGames.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('orion_credit_ledger_key').on(t.key),
    index('orion_credit_ledger_user_idx').on(t.userId),
    check(
      'orion_credit_ledger_kind',
      sql`${t.kind} in ('allowance', 'hero_allowance', 'promotion', 'analysis', 'refund', 'admin')`,
    ),
  ],
);
