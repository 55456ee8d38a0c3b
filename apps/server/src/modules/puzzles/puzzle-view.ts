import type { Puzzle } from '@ascend/contract';
import type { puzzles } from '../../db/schema/puzzles.ts';

export type PuzzleRecord = Pick<
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

/** A puzzles row as raw SQL returns it (snake_case columns). */
export type PuzzleSqlRow = Record<string, unknown> & {
  id: string;
  fen: string;
  moves: string[];
  rating: number;
  rating_deviation: number;
  popularity: number;
  plays: number;
  themes: string[];
  game_url: string | null;
  opening_tags: string[];
  source: string;
};

export const puzzleFromSql = (r: PuzzleSqlRow): Puzzle =>
  toPuzzle({
    id: r.id,
    fen: r.fen,
    moves: r.moves,
    rating: Number(r.rating),
    ratingDeviation: Number(r.rating_deviation),
    popularity: Number(r.popularity),
    plays: Number(r.plays),
    themes: r.themes,
    gameUrl: r.game_url,
    openingTags: r.opening_tags,
    source: r.source,
  });
