import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { difficultyOf } from '@ascend/chess';
import { puzzles } from '../../db/schema/puzzles.ts';
import type { SeedContext } from '../../seed.ts';
import { parseRow } from './import/parse-row.ts';
import { recountThemes, syncThemeCatalogue, upsertPuzzles, type PuzzleRow } from './store.ts';

export interface StarterPuzzle {
  id: string;
  fen: string;
  moves: string[];
  rating: number;
  rating_deviation: number;
  themes: string[];
}

/** Finds content/puzzles/starter.json from src/ (tsx) or dist/ (bundle). */
export function starterFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 7; i++) {
    const candidate = path.join(dir, 'content', 'puzzles', 'starter.json');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Starter puzzles (content/puzzles/starter.json) not found');
}

export function readStarter(file = starterFile()): StarterPuzzle[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { puzzles: StarterPuzzle[] }).puzzles;
}

/** Checks a starter puzzle with the importer's own rules, so a bad content edit fails loudly. */
function toRow(p: StarterPuzzle): PuzzleRow {
  const line = [
    p.id,
    p.fen,
    p.moves.join(' '),
    p.rating,
    p.rating_deviation,
    0,
    0,
    p.themes.join(' '),
    '',
    '',
  ].join(',');
  const parsed = parseRow(line, 'ascend');
  if (!parsed.ok) throw new Error(`Starter puzzle ${p.id} is invalid: ${parsed.reason}`);
  return { ...parsed.row, gameUrl: null, difficulty: difficultyOf(p.rating) };
}

/**
 * Loads the project's own puzzles on every start. Stored ratings of starter puzzles that
 * learners have already moved are kept: only new puzzles are inserted, so this is idempotent
 * and never touches learners' data. Only the new ones are replayed and checked: a start on a
 * database that has them all checks none (3.9 s of a 6 s restart went to replaying 3,000 stored
 * puzzles); scripts/puzzle-miner/starter.test.ts re-verifies the whole file.
 */
export const starterPuzzleSeeder = {
  name: 'starter-puzzles',
  async run({ db }: SeedContext): Promise<void> {
    await syncThemeCatalogue(db);
    const existing = new Set(
      (await db.select({ id: puzzles.id }).from(puzzles).where(eq(puzzles.source, 'ascend'))).map(
        (r) => r.id,
      ),
    );
    const fresh = readStarter()
      .filter((p) => !existing.has(p.id))
      .map(toRow);
    const counts = await upsertPuzzles(db, fresh);
    if (counts.inserted > 0) await recountThemes(db);
  },
};
