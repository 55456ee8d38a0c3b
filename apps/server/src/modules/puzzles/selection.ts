import { asc, eq, sql } from 'drizzle-orm';
import { difficultyRanges, isKnownTheme, themeCatalogue } from '@ascend/chess';
import type { Puzzle } from '@ascend/contract';
import type { DbExecutor } from '../../db/client.ts';
import { puzzles, puzzleTheme, puzzleThemes } from '../../db/schema/puzzles.ts';
import { badRequest, notFound } from '../../errors.ts';
import { toPuzzle } from './puzzle-view.ts';
import { readStats } from './stats.ts';

export const PAGE_SIZE = 20;

/** Accepts a theme key or "mix"; anything else is a 400 that says where the keys are listed. */
export function assertType(type: string): void {
  if (type !== 'mix' && !isKnownTheme(type)) {
    throw badRequest(
      `Unknown puzzle type "${type}". Use "mix" or a key listed by GET /api/puzzles/puzzle-types/.`,
      { type: 'Unknown puzzle type' },
    );
  }
}

/** Difficulty buckets to try, nearest first: the learner's own, then one step either side, and so on. */
export function widening(bucket: number, coin: () => number = Math.random): number[] {
  const order = [bucket];
  for (let step = 1; step < difficultyRanges.length; step++) {
    const pair = [bucket - step, bucket + step].filter(
      (b) => b >= 0 && b < difficultyRanges.length,
    );
    if (coin() < 0.5) pair.reverse();
    order.push(...pair);
  }
  return order;
}

/** Index entries one bounded probe looks at, and how many probes run before the exact scans. */
const PROBE_WINDOW = 64;
const PROBES = 6;

/**
 * One unplayed puzzle of `type` in `bucket`, read in one statement. First up to PROBES bounded
 * probes, each PROBE_WINDOW index entries of the rnd key from its own random point, so that a
 * learner's played puzzles cannot make a pick walk thousands of rows; then, only if every probe
 * came back empty, the exact scans (from a random point, then from 0) that find any unplayed
 * puzzle there is. COALESCE runs its subqueries lazily, in order, so the usual pick costs one probe.
 */
async function pickIn(
  db: DbExecutor,
  userId: number,
  type: string,
  bucket: number,
  random: () => number,
): Promise<Puzzle | null> {
  const candidates = (start: number) =>
    type === 'mix'
      ? sql`select p.id, p.rnd from puzzles p where p.difficulty = ${bucket} and p.rnd >= ${start}`
      : sql`select pt.puzzle_id as id, pt.rnd from puzzle_theme pt where pt.theme = ${type} and pt.difficulty = ${bucket} and pt.rnd >= ${start}`;
  // A correlated scalar subquery, not NOT EXISTS: the planner may turn NOT EXISTS into an
  // anti-join that reads the learner's whole history (28 ms at 20,000 played puzzles, seen when
  // statistics were stale); this stays one primary-key probe per candidate, bounded by the window.
  const unplayed = sql`(select true from puzzle_user u where u.user_id = ${userId} and u.puzzle_id = c.id) is null`;
  const probe = (start: number) =>
    sql`(select c.id from (${candidates(start)} order by rnd limit ${PROBE_WINDOW}) c where ${unplayed} order by c.rnd limit 1)`;
  const exact = (start: number) =>
    sql`(select c.id from (${candidates(start)}) c where ${unplayed} order by c.rnd limit 1)`;
  const first = random();
  const tries = [first, ...Array.from({ length: PROBES - 1 }, random)].map(probe);
  const [row] = await db
    .select()
    .from(puzzles)
    .where(eq(puzzles.id, sql`coalesce(${sql.join([...tries, exact(first), exact(0)], sql`, `)})`));
  return row ? toPuzzle(row) : null;
}

/** An unplayed puzzle of the theme inside the learner's range, widening the range step by step when it runs dry. */
export async function randomPuzzle(
  db: DbExecutor,
  userId: number,
  type: string,
  random: () => number = Math.random,
): Promise<Puzzle> {
  assertType(type);
  const stats = await readStats(db, userId);
  const bucket = Math.max(
    0,
    difficultyRanges.findIndex((r) => r.from === stats.difficultyRangeFrom),
  );
  for (const b of widening(bucket)) {
    const puzzle = await pickIn(db, userId, type, b, random);
    if (puzzle) return puzzle;
  }
  throw notFound(`Unplayed puzzles of type "${type}"`);
}

export async function getPuzzle(db: DbExecutor, id: string): Promise<Puzzle> {
  const [row] = await db.select().from(puzzles).where(eq(puzzles.id, id));
  if (!row) throw notFound(`Puzzle ${id}`);
  return toPuzzle(row);
}

/** Puzzles of a theme, PAGE_SIZE a page, by id; the total comes from the cached theme count. */
export async function puzzlesByType(db: DbExecutor, type: string, page: number) {
  assertType(type);
  const offset = (page - 1) * PAGE_SIZE;
  const [count] = await db
    .select({ n: puzzleThemes.puzzleCount })
    .from(puzzleThemes)
    .where(eq(puzzleThemes.key, type));
  const rows =
    type === 'mix'
      ? await db.select().from(puzzles).orderBy(asc(puzzles.id)).limit(PAGE_SIZE).offset(offset)
      : (
          await db
            .select({ p: puzzles })
            .from(puzzleTheme)
            .innerJoin(puzzles, eq(puzzles.id, puzzleTheme.puzzleId))
            .where(eq(puzzleTheme.theme, type))
            .orderBy(asc(puzzleTheme.puzzleId))
            .limit(PAGE_SIZE)
            .offset(offset)
        ).map((r) => r.p);
  return { results: rows.map(toPuzzle), page, page_size: PAGE_SIZE, total: count?.n ?? 0 };
}

export async function puzzleTypes(db: DbExecutor) {
  const rows = await db.select().from(puzzleThemes);
  // Lichess's order: groups as listed, themes within a group in catalogue order.
  const groups = [
    'Recommended',
    'Phases',
    'Motifs',
    'Advanced',
    'Mates',
    'Mate patterns',
    'Special moves',
    'Goals',
    'Lengths',
    'Origin',
  ];
  const position = new Map(['mix', ...themeCatalogue.map((t) => t.key)].map((k, i) => [k, i]));
  return rows
    .sort(
      (a, b) =>
        groups.indexOf(a.group) - groups.indexOf(b.group) ||
        (position.get(a.key) ?? 999) - (position.get(b.key) ?? 999),
    )
    .map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      group: t.group,
      count: t.puzzleCount,
    }));
}
