import { z } from 'zod';
import { envelope, pageQuery, paged } from './envelope.ts';

/** The opponent levels' ratings (packages/human's PLAY_LEVELS names and plays them). */
export const playLevelRatings = [600, 800, 1000, 1100, 1300, 1500, 1700, 1900] as const;

/**
 * How a game ended. The board decides checkmate, stalemate, insufficient material, threefold
 * repetition and the fifty-move rule; resigned and timeout are the learner's loss; draw_agreed
 * is the opponent accepting the learner's offer after ten moves each in a position Stockfish finds
 * level (ADR 0046).
 */
export const playTerminations = [
  'checkmate',
  'stalemate',
  'insufficient_material',
  'threefold_repetition',
  'fifty_moves',
  'resigned',
  'timeout',
  'draw_agreed',
] as const;
export type PlayTermination = (typeof playTerminations)[number];

export const timeControls = ['none', '10+0', '5+3'] as const;
export type TimeControl = (typeof timeControls)[number];

export const submitPlayGameBody = z.object({
  /** The id the app gave the game, so a resend (offline queue, retry) counts once. */
  client_id: z
    .string({ error: 'client_id is required' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_id must be 8–64 letters, digits, - or _'),
  pgn: z
    .string({ error: 'pgn is required' })
    .min(1, 'pgn is required')
    .max(20_000, 'pgn must be at most 20,000 characters'),
  level: z.union(
    playLevelRatings.map((r) => z.literal(r)),
    { error: `level must be one of ${playLevelRatings.join(', ')}` },
  ),
  color: z.enum(['white', 'black'], { error: 'color must be white or black' }),
  termination: z.enum(playTerminations, {
    error: `termination must be one of ${playTerminations.join(', ')}`,
  }),
  time_control: z.enum(timeControls).default('none'),
});
export type SubmitPlayGameBody = z.input<typeof submitPlayGameBody>;

export const playRating = z.object({
  rating: z.number().int(),
  deviation: z.number().int(),
  games: z.number().int(),
});
export type PlayRating = z.infer<typeof playRating>;

export const playGame = z.object({
  id: z.number().int(),
  client_id: z.string(),
  level: z.number().int(),
  color: z.enum(['white', 'black']),
  result: z.enum(['1-0', '0-1', '1/2-1/2']),
  termination: z.enum(playTerminations),
  /** The learner's score: 1, 0.5 or 0. */
  score: z.number(),
  plies: z.number().int(),
  rating_before: z.number().int(),
  rating_after: z.number().int(),
  xp: z.number().int(),
  /** The game's Orion report, once queued. */
  orion_game_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PlayGame = z.infer<typeof playGame>;

export const submitPlayGameResponse = envelope(
  playGame.extend({ play_rating: playRating, duplicate: z.boolean() }),
);
export type SubmitPlayGameResult = z.infer<typeof submitPlayGameResponse>['data'];

export const playGameListQuery = pageQuery;
export const playGameListResponse = paged(playGame);
export const playRatingResponse = envelope(playRating);
