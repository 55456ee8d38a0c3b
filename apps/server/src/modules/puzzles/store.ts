import { inArray, sql } from 'drizzle-orm';
import { themeCatalogue } from '@ascend/chess';
import type { DbExecutor } from '../../db/client.ts';
import { puzzles, puzzleTheme, puzzleThemes } from '../../db/schema/puzzles.ts';

export interface PuzzleRow {
  id: string;
  fen: string;
  moves: string[];
  rating: number;
  ratingDeviation: number;
  popularity: number;
  plays: number;
  themes: string[];
  gameUrl: string | null;
  openingTags: string[];
  source: 'lichess' | 'ascend';
  difficulty: number;
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const excluded = (col: string) => sql.raw(`excluded.${col}`);
const copied = [
  'fen',
  'moves',
  'rating',
  'rating_deviation',
  'popularity',
  'plays',
  'themes',
  'game_url',
  'opening_tags',
  'source',
  'difficulty',
];

/**
 * Upserts a batch by id. A row identical to the stored one is left alone, so re-running an
 * import changes nothing; changed or new puzzles get their theme rows rebuilt.
 */
export async function upsertPuzzles(db: DbExecutor, batch: PuzzleRow[]): Promise<UpsertCounts> {
  const rows = [...new Map(batch.map((r) => [r.id, r])).values()];
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  return db.transaction(async (tx) => {
    const changed = await tx
      .insert(puzzles)
      .values(rows)
      .onConflictDoUpdate({
        target: puzzles.id,
        set: Object.fromEntries(
          Object.entries({
            fen: 'fen',
            moves: 'moves',
            rating: 'rating',
            ratingDeviation: 'rating_deviation',
            popularity: 'popularity',
            plays: 'plays',
            themes: 'themes',
            gameUrl: 'game_url',
            openingTags: 'opening_tags',
            source: 'source',
            difficulty: 'difficulty',
          }).map(([k, col]) => [k, excluded(col)]),
        ),
        setWhere: sql.raw(
          `(${copied.map((c) => `puzzles.${c}`).join(', ')}) is distinct from (${copied.map((c) => `excluded.${c}`).join(', ')})`,
        ),
      })
      .returning({ id: puzzles.id, inserted: sql<boolean>`(xmax = 0)` });
    if (changed.length) {
      const ids = changed.map((c) => c.id);
      await tx.delete(puzzleTheme).where(inArray(puzzleTheme.puzzleId, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const themeRows = ids.flatMap((id) => {
        const r = byId.get(id)!;
        return r.themes.map((theme) => ({ theme, puzzleId: id, difficulty: r.difficulty }));
      });
      // Chunks stay well under PostgreSQL's 65,535 bind parameters per statement.
      for (let i = 0; i < themeRows.length; i += 5000)
        await tx.insert(puzzleTheme).values(themeRows.slice(i, i + 5000));
    }
    const inserted = changed.filter((c) => c.inserted).length;
    return {
      inserted,
      updated: changed.length - inserted,
      unchanged: rows.length - changed.length,
    };
  });
}

/** The "any theme" selector, stored beside the real keys so it gets a count too. */
export const mixTheme = {
  key: 'mix',
  name: 'Healthy mix',
  group: 'Recommended',
  description: 'A bit of everything: puzzles of any theme, so you never know what is coming.',
};

/** Writes the theme catalogue (names, descriptions, groups); counts are left to recountThemes. */
export async function syncThemeCatalogue(db: DbExecutor): Promise<void> {
  const rows = [mixTheme, ...themeCatalogue].map((t) => ({
    key: t.key,
    name: t.name,
    description: t.description,
    group: t.group,
  }));
  await db
    .insert(puzzleThemes)
    .values(rows)
    .onConflictDoUpdate({
      target: puzzleThemes.key,
      set: {
        name: excluded('name'),
        description: excluded('description'),
        group: excluded('"group"'),
      },
    });
}

/** Recomputes every theme's cached puzzle count (index-only counts); "mix" counts every puzzle. */
export async function recountThemes(db: DbExecutor): Promise<void> {
  await db.execute(sql`
    update puzzle_themes t set puzzle_count = case when t.key = 'mix'
      then (select count(*) from puzzles)
      else (select count(*) from puzzle_theme pt where pt.theme = t.key) end`);
}
