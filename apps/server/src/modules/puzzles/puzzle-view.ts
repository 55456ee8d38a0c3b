import type { Puzzle } from '@ascend/contract';
import type { puzzles } from '../../db/schema/puzzles.ts';

type PuzzleRecord = Pick<
  typeof puzzles.$inferSelect,
  | 'id'
  | 'fen'
  | 'moves'
  | 'rating'
  | 'ratingDeviation'
  | 'popularity'
  | 'plays'
  | 'themes'
  | 'gameUrl'
  | 'openingTags'
  | 'source'
>;

/** The API shape of a stored puzzle; ratings are whole numbers on the wire. */
export const toPuzzle = (p: PuzzleRecord): Puzzle => ({
  id: p.id,
  fen: p.fen,
  moves: p.moves,
  rating: Math.round(p.rating),
  rating_deviation: Math.round(p.ratingDeviation),
  popularity: p.popularity,
  plays: p.plays,
  themes: p.themes,
  game_url: p.gameUrl,
  opening_tags: p.openingTags,
  source: p.source === 'ascend' ? 'ascend' : 'lichess',
});
