import { z } from 'zod';
import { envelope, paged } from './envelope.ts';

/** A theme key (e.g. "fork") or "mix" for any theme. */
export const puzzleType = z
  .string({ error: 'type is required' })
  .trim()
  .min(1, 'type is required')
  .max(40, 'type is too long')
  .regex(/^[A-Za-z0-9]+$/, 'type must be a theme key such as "fork" or "mix"');

export const puzzleTypeQuery = z.object({ type: puzzleType });
export const puzzleByTypesQuery = z.object({
  type: puzzleType,
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
});
export const puzzleIdParam = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'id must be a puzzle id such as "00sHx"'),
});

export const puzzleTypeItem = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  group: z.string(),
  count: z.number().int(),
});
export const puzzleTypesResponse = envelope(z.array(puzzleTypeItem));

/** A puzzle in the Lichess shape: `moves[0]` is the opponent's setup move, the learner plays the odd indexes. */
export const puzzle = z.object({
  id: z.string(),
  fen: z.string(),
  moves: z.array(z.string()),
  rating: z.number().int(),
  rating_deviation: z.number().int(),
  popularity: z.number().int(),
  plays: z.number().int(),
  themes: z.array(z.string()),
  game_url: z.string().nullable(),
  opening_tags: z.array(z.string()),
  source: z.enum(['lichess', 'ascend']),
});
export type Puzzle = z.infer<typeof puzzle>;
export const puzzleResponse = envelope(puzzle);
export const puzzleListResponse = paged(puzzle);

export const puzzleBadge = z.object({
  achieved: z.boolean(),
  name: z.string(),
  image: z.string(),
  range_from: z.number().int(),
  range_to: z.number().int(),
});
export const puzzleBadgesResponse = envelope(
  z.object({
    badges: z.array(puzzleBadge),
    user_puzzle_point: z.number().int(),
    user_puzzle_rating: z.number().int(),
  }),
);

export const puzzleSettings = z.object({
  difficulty_range_from: z.number({ error: 'difficulty_range_from must be a number' }).int(),
  difficulty_range_to: z.number({ error: 'difficulty_range_to must be a number' }).int(),
});
export const puzzleSettingsResponse = envelope(puzzleSettings);

/** The learner's moves (UCI, e.g. "e2e4", "b7b8n"), in order; the setup move may be included first. */
export const submitPuzzleBody = z.object({
  puzzle_id: puzzleIdParam.shape.id,
  moves: z
    .array(
      z
        .string()
        .regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'each move must be UCI such as "e2e4" or "b7b8q"'),
    )
    .max(40, 'at most 40 moves'),
  hint_used: z.boolean().default(false),
  time_ms: z.number().int().min(0).max(86_400_000).optional(),
});
export type SubmitPuzzleBody = z.infer<typeof submitPuzzleBody>;

export const submitPuzzleResponse = envelope(
  z.object({
    correct: z.boolean(),
    /** Only the first attempt at a puzzle is rated and earns points. */
    rated: z.boolean(),
    failure: z.enum(['wrong_move', 'illegal_move', 'unfinished']).nullable(),
    rating_before: z.number().int(),
    rating_after: z.number().int(),
    rating_change: z.number().int(),
    puzzle_rating: z.number().int(),
    points_gained: z.number().int(),
    user_puzzle_point: z.number().int(),
    new_badge: puzzleBadge.omit({ achieved: true }).nullable(),
    solution: z.array(z.string()),
  }),
);
